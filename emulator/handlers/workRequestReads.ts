/**
 * Work request reads: one by id, the list of a compartment (filtered by id, status and the
 * resource it touched; newest first), and a work request's errors and logs.
 */
import { renderWorkRequest, type WorkRequestRecord } from '../lifecycle/workRequests';
import { notFound, type Reply } from '../reply';
import { json, type HandlerContext } from './handlerContext';
import { listReply, sortRendered } from './reads';

function workRequestOf(ctx: HandlerContext): WorkRequestRecord {
  const record = ctx.region.workRequests.get(ctx.input.path('workRequestId'));
  if (record === undefined) throw notFound('work request');
  return record;
}

export function getWorkRequest(ctx: HandlerContext): Reply {
  const record = workRequestOf(ctx);
  const headers: Record<string, string> = {};
  if (record.status === 'ACCEPTED' || record.status === 'IN_PROGRESS') headers['retry-after'] = '1';
  return json(200, renderWorkRequest(record), headers);
}

export function listWorkRequests(ctx: HandlerContext): Reply {
  const { input } = ctx;
  const compartmentId = input.text('compartmentId');
  const id = input.text('workRequestId');
  const status = input.text('status');
  const resourceId = input.text('resourceId');
  const items = ctx.region.workRequests
    .all()
    .filter(
      (r) =>
        (compartmentId === undefined || r.compartmentId === compartmentId) &&
        (id === undefined || r.id === id) &&
        (status === undefined || r.status === status),
    )
    .filter(
      (r) => resourceId === undefined || r.resources.some((resource) => resource.identifier === resourceId),
    )
    .map(renderWorkRequest);
  return listReply(ctx, sortRendered(items, input.text('sortBy'), input.text('sortOrder'), 'timeAccepted'));
}

export function listWorkRequestErrors(ctx: HandlerContext): Reply {
  const items = [...workRequestOf(ctx).errors];
  return listReply(ctx, ctx.input.text('sortOrder') === 'DESC' ? items.reverse() : items);
}

export function listWorkRequestLogs(ctx: HandlerContext): Reply {
  const items = [...workRequestOf(ctx).logs];
  return listReply(ctx, ctx.input.text('sortOrder') === 'DESC' ? items.reverse() : items);
}
