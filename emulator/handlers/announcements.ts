/**
 * The Announcements Service: the tenancy's announcements (data/oncall/announcements.ts), paged,
 * filtered by type and state, sorted (newest first by default), with the calling user's read
 * status beside them; one announcement with its affected resources; the user's status, read and
 * set. A compartment other than the tenancy is 404, as OCI answers one the caller cannot see.
 * A page holds at most ANNOUNCEMENTS_PAGE announcements whatever `limit` asks, so the demo's
 * seven take two pages and a console that reads only the first misses some.
 */
import { tenancyAnnouncements, type EmulatedAnnouncement } from '../data/oncall/announcements';
import { etagOf } from '../ids';
import { pageOf } from '../paging';
import { invalidParameter, notFound, type Reply } from '../reply';
import { callerOf } from './caller';
import { json, type HandlerContext } from './handlerContext';

/** The most announcements one page holds (the emulator's choice, small so lists cross a page). */
export const ANNOUNCEMENTS_PAGE = 5;

function announcements(ctx: HandlerContext): EmulatedAnnouncement[] {
  const { state } = ctx;
  return tenancyAnnouncements(
    state.tenancy.tenancyId,
    state.seededRegions,
    (region) => state.region(region),
    state.clock.now(),
  );
}

function find(ctx: HandlerContext): EmulatedAnnouncement {
  const id = ctx.input.path('announcementId');
  const found = announcements(ctx).find((a) => a.summary['id'] === id);
  if (found === undefined) throw notFound('announcement');
  return found;
}

/** The user's status of an announcement: read when they set it so, or from the start. */
function statusOf(ctx: HandlerContext, userId: string, announcement: EmulatedAnnouncement) {
  const id = String(announcement.summary['id']);
  const key = `${userId}|${id}`;
  const set = ctx.state.announcementReads.get(key);
  const acknowledged =
    set !== undefined ? set : announcement.readFromStart ? String(announcement.summary['timeCreated']) : null;
  return { userStatusAnnouncementId: id, userId, timeAcknowledged: acknowledged };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function listAnnouncements(ctx: HandlerContext): Reply {
  if (ctx.input.text('compartmentId') !== ctx.state.tenancy.tenancyId) throw notFound('compartment');
  const { userId } = callerOf(ctx);
  const type = ctx.input.text('announcementType');
  const state = ctx.input.text('lifecycleState');
  const sortBy = ctx.input.text('sortBy') ?? 'timeCreated';
  const descending = (ctx.input.text('sortOrder') ?? 'DESC') === 'DESC';
  const all = announcements(ctx)
    .filter((a) => type === undefined || a.summary['announcementType'] === type)
    .filter((a) => state === undefined || a.summary['lifecycleState'] === state)
    .sort((a, b) => {
      const order = text(a.summary[sortBy]).localeCompare(text(b.summary[sortBy]));
      return descending ? -order : order;
    });
  const page = pageOf(
    all,
    ctx.input,
    `${type ?? ''}|${state ?? ''}|${sortBy}|${String(descending)}`,
    ANNOUNCEMENTS_PAGE,
    ANNOUNCEMENTS_PAGE,
  );
  return json(
    200,
    {
      items: page.items.map((a) => a.summary),
      userStatuses: page.items.map((a) => statusOf(ctx, userId, a)),
    },
    page.headers,
  );
}

export function getAnnouncement(ctx: HandlerContext): Reply {
  return json(200, find(ctx).details);
}

export function getAnnouncementUserStatus(ctx: HandlerContext): Reply {
  const announcement = find(ctx);
  const status = statusOf(ctx, callerOf(ctx).userId, announcement);
  return json(200, status, {
    etag: etagOf(
      `${status.userStatusAnnouncementId}|${status.userId}`,
      status.timeAcknowledged === null ? 0 : 1,
    ),
  });
}

export function updateAnnouncementUserStatus(ctx: HandlerContext): Reply {
  const announcement = find(ctx);
  const details = ctx.input.details();
  const id = String(announcement.summary['id']);
  if (details['userStatusAnnouncementId'] !== id)
    throw invalidParameter('userStatusAnnouncementId must be the announcement of the path.');
  const acknowledged = details['timeAcknowledged'];
  if (
    acknowledged !== undefined &&
    acknowledged !== null &&
    (typeof acknowledged !== 'string' || Number.isNaN(Date.parse(acknowledged)))
  )
    throw invalidParameter('timeAcknowledged must be an RFC 3339 time.');
  const { userId } = callerOf(ctx);
  ctx.state.announcementReads.set(`${userId}|${id}`, typeof acknowledged === 'string' ? acknowledged : null);
  return {
    ...json(200, statusOf(ctx, userId, announcement)),
    applied: { operation: ctx.input.operation, resourceId: id },
  };
}
