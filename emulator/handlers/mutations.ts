/**
 * The generic create, update and delete of DevOps and license-manager resources. Each answers an
 * opc-work-request-id; a create answers the new resource (CREATING, or ACCEPTED for runs) with
 * its etag, an update the changed one, a delete 202. A change in the wrong state is 409
 * IncorrectState; a stale if-match 412.
 */
import {
  createdSummary,
  etag,
  makeEntity,
  nestedRecord,
  render,
  stringRecord,
  type Entity,
  type Fields,
} from '../entity';
import { incorrectState, invalidParameter, notFound, type Reply } from '../reply';
import { COLLECTIONS, simulatesFailure, type CollectionSpec } from './collections';
import {
  checkIfMatch,
  collectionKeyOf,
  collectionPathOf,
  entityIn,
  json,
  targetOf,
  type HandlerContext,
} from './handlerContext';
import { parentIdFor, prepareRun, startRun } from './runCreation';
import { moveState, workRequestFor } from './workRequestFor';

const SUMMARY_FIELDS = new Set([
  'id',
  'displayName',
  'compartmentId',
  'freeformTags',
  'definedTags',
  'systemTags',
  'lifecycleState',
  'timeCreated',
]);
const BUSY = ['CREATING', 'UPDATING', 'DELETING', 'DELETED'];
const RUNNING = ['ACCEPTED', 'IN_PROGRESS', 'CANCELING'];

function specOf(ctx: HandlerContext): CollectionSpec & { collection: string } {
  const spec = COLLECTIONS[collectionKeyOf(ctx.input.route.op)];
  if (spec === undefined) throw notFound();
  return { ...spec, collection: collectionPathOf(ctx.input.route.op) };
}

export function knownCompartment(ctx: HandlerContext, id: unknown): string {
  if (typeof id !== 'string' || id === '') throw invalidParameter('compartmentId is required.');
  const tenancy = ctx.state.tenancy;
  if (id !== tenancy.tenancyId && !tenancy.compartments.some((c) => c.id === id))
    throw notFound('compartment');
  return id;
}

function timestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function createEntity(ctx: HandlerContext): Reply {
  const spec = specOf(ctx);
  const details = ctx.input.details();
  const now = ctx.state.clock.now();
  const inherited: Fields = {};
  let parent: Entity | undefined;
  if (spec.parent) {
    const parentId = parentIdFor(ctx, spec, details);
    if (parentId === undefined) throw invalidParameter(`${spec.parent.field} is required.`);
    parent = entityIn(ctx.region, spec.parent.collection, parentId);
    const parentFields = render(parent);
    inherited[spec.parent.field] = parentId;
    for (const field of spec.parent.inherit) inherited[field] = parentFields[field];
  }
  const compartmentId = knownCompartment(ctx, details['compartmentId'] ?? inherited['compartmentId']);
  const body: Fields = {};
  for (const [key, value] of Object.entries(details)) if (!SUMMARY_FIELDS.has(key)) body[key] = value;
  Object.assign(body, inherited);
  delete body['compartmentId'];
  if (spec.titleField === 'name') {
    if (typeof details['name'] !== 'string' || details['name'] === '')
      throw invalidParameter('name is required.');
    body['displayName'] = undefined;
  }
  if (spec.run && parent) Object.assign(body, prepareRun(ctx, spec.run, details, parent));
  const title =
    spec.titleField === 'name'
      ? String(details['name'])
      : typeof details['displayName'] === 'string'
        ? details['displayName']
        : `${spec.entityType.toLowerCase()}${timestamp(now)}`;
  const id = ctx.state.minter.mint(spec.ocidType, ctx.region.info.realm, ctx.region.info.key);
  const entity = makeEntity(
    createdSummary({
      resourceType: spec.type,
      identifier: id,
      compartmentId,
      displayName: title,
      timeCreated: ctx.state.clock.iso(now),
      lifecycleState: spec.initialState,
      freeformTags: stringRecord(details['freeformTags']) ?? {},
      definedTags: nestedRecord(details['definedTags']) ?? {},
      additionalDetails: spec.context?.(body).additionalDetails ?? {},
    }),
    { service: ctx.input.route.op.service, collection: spec.collection, body },
  );
  ctx.region.store.add(entity);
  if (spec.run) startRun(ctx, spec.run, entity, parent);
  const failedState = spec.initialState === 'CREATING' ? 'FAILED' : 'INACTIVE';
  const request = workRequestFor(ctx, {
    verb: 'CREATE',
    spec,
    entity,
    entityId: id,
    compartmentId,
    fail: simulatesFailure(details['freeformTags']),
    onSuccess: moveState(ctx, entity, ['CREATING'], 'ACTIVE'),
    onFailure: moveState(ctx, entity, ['CREATING', 'ACTIVE'], failedState, 'The create work request failed.'),
  });
  return {
    ...json(200, render(entity), {
      etag: etag(entity),
      'opc-work-request-id': request.id,
      location: `${spec.version}${spec.collection}/${id}`,
    }),
    applied: { operation: ctx.input.operation, resourceId: id },
  };
}

export function updateEntity(ctx: HandlerContext): Reply {
  const spec = specOf(ctx);
  const entity = targetOf(ctx);
  checkIfMatch(ctx, entity);
  const state = entity.summary.lifecycleState ?? '';
  if (BUSY.includes(state))
    throw incorrectState(`The ${spec.entityType} ${entity.id} is ${state} and cannot be updated now.`);
  const details = ctx.input.details();
  const changes: Fields = {};
  for (const [key, value] of Object.entries(details))
    if (key !== 'id' && key !== 'compartmentId') changes[key] = value;
  const steady = !spec.run && state === 'ACTIVE' && spec.initialState === 'CREATING';
  ctx.region.store.update(
    entity,
    steady ? { ...changes, lifecycleState: 'UPDATING' } : changes,
    ctx.state.clock.iso(),
  );
  const request = workRequestFor(ctx, {
    verb: 'UPDATE',
    spec,
    entity,
    entityId: entity.id,
    compartmentId: entity.summary.compartmentId,
    fail: simulatesFailure(details['freeformTags']),
    onSuccess: moveState(ctx, entity, ['UPDATING'], 'ACTIVE'),
    onFailure: moveState(ctx, entity, ['UPDATING'], 'ACTIVE', 'The update work request failed.'),
  });
  return {
    ...json(200, render(entity), { etag: etag(entity), 'opc-work-request-id': request.id }),
    applied: { operation: ctx.input.operation, resourceId: entity.id },
  };
}

export function deleteEntity(ctx: HandlerContext): Reply {
  const spec = specOf(ctx);
  const entity = targetOf(ctx);
  checkIfMatch(ctx, entity);
  const state = entity.summary.lifecycleState ?? '';
  if (['DELETING', 'DELETED'].includes(state))
    throw incorrectState(`The ${spec.entityType} ${entity.id} is already ${state}.`);
  if (spec.run && RUNNING.includes(state))
    throw incorrectState(`The ${spec.entityType} ${entity.id} is ${state}; cancel it before deleting it.`);
  if (!spec.run && BUSY.includes(state))
    throw incorrectState(`The ${spec.entityType} ${entity.id} is ${state} and cannot be deleted now.`);
  const now = ctx.state.clock.iso();
  if (spec.run !== 'deploy') ctx.region.store.update(entity, { lifecycleState: 'DELETING' }, now);
  const request = workRequestFor(ctx, {
    verb: 'DELETE',
    spec,
    entity,
    entityId: entity.id,
    compartmentId: entity.summary.compartmentId,
    fail: simulatesFailure(entity.summary.freeformTags),
    onSuccess: (at) => {
      if (spec.run) ctx.region.store.remove(entity);
      else moveState(ctx, entity, ['DELETING'], 'DELETED')(at);
    },
    onFailure: moveState(ctx, entity, ['DELETING'], state, 'The delete work request failed.'),
  });
  return {
    status: 202,
    headers: { 'opc-work-request-id': request.id },
    applied: { operation: ctx.input.operation, resourceId: entity.id },
  };
}
