/** The announcements as rows: newest first, read or not (a mark waiting in the outbox counts), what the badge counts. */
import { describe, expect, it } from 'vitest';
import {
  announcementRows,
  kindOf,
  unreadActionsRequired,
} from '../../../../../src/app/features/health/announcementRows';

const item = (id: string, type: string, created: string, state = 'ACTIVE') => ({
  id,
  summary: `Announcement ${id}`,
  announcementType: type,
  lifecycleState: state,
  timeCreated: created,
});

const answer = {
  items: [
    item('old', 'ACTION_REQUIRED', '2026-11-01T00:00:00Z', 'INACTIVE'),
    item('new', 'ACTION_REQUIRED', '2026-11-28T00:00:00Z'),
    item('mid', 'SCHEDULED_MAINTENANCE', '2026-11-20T00:00:00Z'),
  ],
  userStatuses: [
    { userStatusAnnouncementId: 'new', userId: 'u', timeAcknowledged: null },
    { userStatusAnnouncementId: 'mid', userId: 'u', timeAcknowledged: null },
    { userStatusAnnouncementId: 'old', userId: 'u', timeAcknowledged: null },
  ],
};

describe('announcementRows', () => {
  it('orders newest first and takes each kind from its type', () => {
    const rows = announcementRows(answer, new Set());
    expect(rows.map((r) => r.id)).toEqual(['new', 'mid', 'old']);
    expect(rows.map((r) => r.kind)).toEqual(['actionRequired', 'maintenance', 'actionRequired']);
    expect(kindOf('EMERGENCY_MAINTENANCE_EXTENDED')).toBe('maintenance');
    expect(kindOf('PRODUCTION_EVENT_NOTIFICATION')).toBe('incident');
    expect(kindOf('PLANNED_CHANGE_RESCHEDULED')).toBe('change');
    expect(kindOf('SOMETHING_NEW')).toBe('information');
  });

  it('counts only active, unread actions required for the badge', () => {
    expect(unreadActionsRequired(announcementRows(answer, new Set()))).toBe(1);
  });

  it('takes an announcement acknowledged, or marked read in the outbox, as read', () => {
    expect(unreadActionsRequired(announcementRows(answer, new Set(['new'])))).toBe(0);
    const acknowledged = {
      ...answer,
      userStatuses: [
        { userStatusAnnouncementId: 'new', userId: 'u', timeAcknowledged: '2026-11-28T01:00:00Z' },
      ],
    };
    expect(announcementRows(acknowledged, new Set()).find((r) => r.id === 'new')?.unread).toBe(false);
  });
});
