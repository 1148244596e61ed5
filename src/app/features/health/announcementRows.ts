/**
 * The tenancy's announcements as the screens show them: each one's kind (what a person on call
 * sorts by: an action required, maintenance, an incident, a change, information), newest first,
 * and read or not — read when the service says the user acknowledged it, or when the user's
 * "mark as read" waits in the outbox, so offline it is read at once and lands once later.
 */
import type { OperationAnswer } from '../../../oci/operations/answers';

export type AnnouncementKind =
  'actionRequired' | 'actionRecommended' | 'maintenance' | 'incident' | 'change' | 'information';

export function kindOf(type: string): AnnouncementKind {
  if (type === 'ACTION_REQUIRED') return 'actionRequired';
  if (type === 'ACTION_RECOMMENDED') return 'actionRecommended';
  if (type === 'SCHEDULED_MAINTENANCE' || type.startsWith('EMERGENCY_MAINTENANCE')) return 'maintenance';
  if (type === 'PRODUCTION_EVENT_NOTIFICATION') return 'incident';
  if (type.startsWith('PLANNED_CHANGE') || type === 'EMERGENCY_CHANGE') return 'change';
  return 'information';
}

export interface AnnouncementTime {
  readonly type: string;
  readonly at: string;
}

interface AnnouncementTimes {
  readonly timeOneType?: string | null;
  readonly timeOneValue?: string | null;
  readonly timeTwoType?: string | null;
  readonly timeTwoValue?: string | null;
}

/** The times the announcement gives, each with its kind, for its row and its page alike. */
export function announcementTimes(item: AnnouncementTimes): AnnouncementTime[] {
  const pairs = [
    [item.timeOneType, item.timeOneValue],
    [item.timeTwoType, item.timeTwoValue],
  ] as const;
  return pairs.flatMap(([type, at]) => (type && at ? [{ type, at }] : []));
}

const TIME_TYPES = [
  'ACTION_REQUIRED_BY',
  'NEW_START_TIME',
  'ORIGINAL_END_TIME',
  'REPORT_DATE',
  'START_TIME',
  'TIME_DETECTED',
  'END_TIME',
  'NEW_END_TIME',
  'ESTIMATED_END_TIME',
] as const;
type TimeType = (typeof TIME_TYPES)[number];

/** A time's kind as the words know it; one the console has no words for is a plain "time". */
export function timeKey(type: string): TimeType | 'other' {
  return (TIME_TYPES as readonly string[]).includes(type) ? (type as TimeType) : 'other';
}

export interface AnnouncementRow {
  readonly id: string;
  readonly summary: string;
  readonly kind: AnnouncementKind;
  readonly active: boolean;
  readonly created: string | undefined;
  readonly regions: readonly string[];
  readonly times: readonly AnnouncementTime[];
  readonly unread: boolean;
  /** The user the service answered the read status for (the one a "mark as read" is for). */
  readonly userId: string | undefined;
}

type ListAnswer = OperationAnswer<'listAnnouncements'>;

/** The rows of a list answer, newest first; `readPending` holds the ids marked read in the outbox. */
export function announcementRows(
  answer: ListAnswer | undefined,
  readPending: ReadonlySet<string>,
): AnnouncementRow[] {
  const statuses = new Map(
    (answer?.userStatuses ?? []).map((status) => [status.userStatusAnnouncementId, status]),
  );
  return (answer?.items ?? [])
    .map((item) => {
      const status = statuses.get(item.id);
      return {
        id: item.id,
        summary: item.summary,
        kind: kindOf(item.announcementType),
        active: item.lifecycleState !== 'INACTIVE',
        created: item.timeCreated ?? undefined,
        regions: item.affectedRegions ?? [],
        times: announcementTimes(item),
        unread: !readPending.has(item.id) && (status?.timeAcknowledged ?? null) === null,
        userId: status?.userId ?? undefined,
      };
    })
    .sort((a, b) => Date.parse(b.created ?? '') - Date.parse(a.created ?? '') || 0);
}

/** How many need the user now: active, action required, not read. The header's badge counts them. */
export function unreadActionsRequired(rows: readonly AnnouncementRow[]): number {
  return rows.filter((row) => row.unread && row.active && row.kind === 'actionRequired').length;
}
