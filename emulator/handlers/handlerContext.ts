/**
 * What every operation handler receives, and the lookups most of them start with: the entity a
 * by-id call names (404 NotAuthorizedOrNotFound when the id is unknown or of another collection)
 * and the if-match check (412 NoEtagMatch).
 */
import type { OperationSpec } from '../../src/oci/operations/types';
import type { CallInput } from '../callInput';
import { collectionKey, etag, type Entity } from '../entity';
import type { RegionState } from '../regionState';
import { noEtagMatch, notFound, type Reply } from '../reply';
import type { EmulatorState } from '../state';

export interface HandlerContext {
  readonly state: EmulatorState;
  readonly region: RegionState;
  readonly input: CallInput;
  readonly requestId: string;
}

export type Handler = (ctx: HandlerContext) => Reply | Promise<Reply>;

/** The collection path an operation works on: `/projects/{projectId}/actions/cancel` → `/projects`. */
export function collectionPathOf(op: OperationSpec): string {
  const segments = op.path.split('/').filter((s) => s !== '');
  const firstParam = segments.findIndex((s) => s.startsWith('{'));
  const literal = firstParam < 0 ? segments : segments.slice(0, firstParam);
  return `/${literal.join('/')}`;
}

export function collectionKeyOf(op: OperationSpec): string {
  return collectionKey(op.service, collectionPathOf(op));
}

/** An entity of `key` by id; 404 when there is none. */
export function entityIn(region: RegionState, key: string, id: string | undefined): Entity {
  const entity = id === undefined ? undefined : region.store.get(id);
  if (entity === undefined || collectionKey(entity.service ?? '', entity.collection ?? '') !== key)
    throw notFound();
  return entity;
}

/** The entity the call's first path parameter names, in the operation's collection. */
export function targetOf(ctx: HandlerContext): Entity {
  return entityIn(ctx.region, collectionKeyOf(ctx.input.route.op), ctx.input.path());
}

/** 412 when the call sends an if-match other than the entity's etag. */
export function checkIfMatch(ctx: HandlerContext, entity: Entity): void {
  const ifMatch = ctx.input.header('if-match');
  if (
    ifMatch !== undefined &&
    ifMatch !== '*' &&
    ifMatch.replace(/^W\//, '').replace(/"/g, '') !== etag(entity)
  )
    throw noEtagMatch();
}

export function json(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): Reply {
  return { status, body, headers };
}
