/**
 * The work request of a mutation: started with the resource's entity type and URI, it moves the
 * resource on when it finishes (CREATING → ACTIVE, UPDATING → ACTIVE, DELETING → DELETED), or
 * back when it was made to fail.
 */
import type { Entity } from '../entity';
import { startWorkRequest, type WorkRequestRecord } from '../lifecycle/workRequests';
import type { CollectionSpec } from './collections';
import type { HandlerContext } from './handlerContext';

export interface WorkRequestTarget {
  readonly verb: 'CREATE' | 'UPDATE' | 'DELETE' | 'MOVE' | 'BULK_UPLOAD';
  readonly spec: Pick<CollectionSpec, 'entityType' | 'noun' | 'version'> & { readonly collection: string };
  readonly entity?: Entity;
  readonly entityId: string;
  readonly compartmentId: string;
  readonly fail: boolean;
  readonly onSuccess?: (at: number) => void;
  readonly onFailure?: (at: number) => void;
}

const ACTIONS: Readonly<Record<WorkRequestTarget['verb'], string>> = {
  CREATE: 'CREATED',
  UPDATE: 'UPDATED',
  DELETE: 'DELETED',
  MOVE: 'RELATED',
  BULK_UPLOAD: 'CREATED',
};

export function workRequestFor(ctx: HandlerContext, target: WorkRequestTarget): WorkRequestRecord {
  const { spec } = target;
  return startWorkRequest(ctx.state, ctx.region.info, ctx.region.workRequests, {
    operationType: `${target.verb}_${spec.noun}`,
    compartmentId: target.compartmentId,
    entityType: spec.entityType,
    entityId: target.entityId,
    entityUri: `${spec.version}${spec.collection}/${target.entityId}`,
    action: ACTIONS[target.verb],
    fail: target.fail,
    onSuccess: target.onSuccess,
    onFailure: target.onFailure,
  });
}

/** Sets the entity's lifecycle state at a work request step, if it is still `from`. */
export function moveState(
  ctx: HandlerContext,
  entity: Entity,
  from: readonly string[],
  to: string,
  details?: string,
): (at: number) => void {
  return (at) => {
    if (!from.includes(entity.summary.lifecycleState ?? '')) return;
    ctx.region.store.update(
      entity,
      { lifecycleState: to, ...(details === undefined ? {} : { lifecycleDetails: details }) },
      ctx.state.clock.iso(at),
    );
  };
}
