/**
 * The generic reads: get by id (with its etag) and list a collection, filtered by the query
 * parameters the operation declares (each compared with the field of the same name), sorted by
 * `sortBy`/`sortOrder` (newest first by default) and paged; `{ items }` or a bare array as the
 * operation's semantics say.
 */
import { etag, render, type Entity, type Fields } from '../entity';
import { subtreeIds } from '../data/compartments';
import { isRecord } from '../entity';
import { pageOf } from '../paging';
import { collectionKeyOf, json, targetOf, type HandlerContext } from './handlerContext';
import type { Reply } from '../reply';
import { textOf } from '../../src/oci/query/compileValueTest';

const NOT_FILTERS = new Set([
  'limit',
  'page',
  'sortBy',
  'sortOrder',
  'isCompartmentIdInSubtree',
  'timeCreatedLessThan',
  'timeCreatedGreaterThanOrEqualTo',
]);

export function getEntity(ctx: HandlerContext): Reply {
  const entity = targetOf(ctx);
  return json(200, render(entity), { etag: etag(entity) });
}

/** The value a list filter compares, where it is not simply the field of the same name. */
function filterValue(fields: Fields, name: string): unknown {
  if (name === 'sourceType')
    return isRecord(fields['buildRunSource']) ? fields['buildRunSource']['sourceType'] : undefined;
  if (name === 'displayName') return fields['displayName'] ?? fields['name'];
  return fields[name];
}

/** Sorts rendered resources by `sortBy` (timeCreated by default, newest first), ties by id. */
export function sortRendered(
  items: Fields[],
  sortBy: string | undefined,
  sortOrder: string | undefined,
  defaultField = 'timeCreated',
): Fields[] {
  const field = sortBy ?? defaultField;
  const byTime = /^time/.test(field);
  const descending = sortOrder === undefined ? byTime : sortOrder === 'DESC';
  const value = (item: Fields): string =>
    (textOf(filterValue(item, field === 'name' ? 'displayName' : field)) ?? '').toLowerCase();
  return items.sort((a, b) => {
    const order =
      value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : String(a['id']) < String(b['id']) ? -1 : 1;
    return descending ? -order : order;
  });
}

export function listEntities(ctx: HandlerContext, entities: readonly Entity[]): Fields[] {
  const { input, state } = ctx;
  const filters: [string, string][] = [];
  for (const param of input.route.query) {
    const value = input.text(param.name);
    if (value !== undefined && !NOT_FILTERS.has(param.name)) filters.push([param.name, value]);
  }
  const compartment = input.text('compartmentId');
  const subtree =
    compartment !== undefined && input.flag('isCompartmentIdInSubtree')
      ? subtreeIds(state.tenancy.compartments, compartment)
      : undefined;
  const before = input.text('timeCreatedLessThan');
  const since = input.text('timeCreatedGreaterThanOrEqualTo');
  const wantsState = input.text('lifecycleState') !== undefined;
  const out: Fields[] = [];
  for (const entity of entities) {
    if (!wantsState && entity.summary.lifecycleState === 'DELETED') continue;
    const fields = render(entity);
    const time = Date.parse(String(fields['timeCreated']));
    if (before !== undefined && !(time < Date.parse(before))) continue;
    if (since !== undefined && !(time >= Date.parse(since))) continue;
    const matches = filters.every(([name, value]) =>
      name === 'compartmentId' && subtree
        ? subtree.has(String(fields['compartmentId']))
        : (textOf(filterValue(fields, name)) ?? '') === value,
    );
    if (matches) out.push(fields);
  }
  return sortRendered(out, input.text('sortBy'), input.text('sortOrder'));
}

/** A page of items in the operation's list shape. */
export function listReply(ctx: HandlerContext, items: readonly unknown[]): Reply {
  const page = pageOf(items, ctx.input);
  const op = ctx.input.route.op;
  const shape = op.semantics.kind === 'list' ? op.semantics.shape : 'items';
  return json(200, shape === 'array' ? page.items : { items: page.items }, page.headers);
}

export function listCollection(ctx: HandlerContext): Reply {
  return listReply(ctx, listEntities(ctx, ctx.region.store.collection(collectionKeyOf(ctx.input.route.op))));
}
