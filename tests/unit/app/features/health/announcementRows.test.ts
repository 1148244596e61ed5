/** The announcements as rows: newest first, read or not (a mark waiting in the outbox counts), what the badge counts. */
import { describe, expect, it } from 'vitest';
import {
  announcementRows,
  announcementTimes,
  kindOf,
  timeKey,
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

  it('gives the times an announcement sets, each with the kind its words are found by', () => {
    const times = announcementTimes({
      timeOneType: 'ACTION_REQUIRED_BY',
      timeOneValue: '2026-12-01T00:00:00Z',
      timeTwoType: 'END_TIME',
      timeTwoValue: null,
    });
    expect(times).toEqual([{ type: 'ACTION_REQUIRED_BY', at: '2026-12-01T00:00:00Z' }]);
    expect(timeKey('ACTION_REQUIRED_BY')).toBe('ACTION_REQUIRED_BY');
    expect(timeKey('SOMETIME_NEW')).toBe('other');
    expect(
      announcementRows(
        {
          items: [
            {
              ...item('t', 'INFORMATION', '2026-11-02T00:00:00Z'),
              timeTwoType: 'START_TIME',
              timeTwoValue: '2026-11-03T00:00:00Z',
            },
          ],
        },
        new Set(),
      )[0]?.times,
    ).toEqual([{ type: 'START_TIME', at: '2026-11-03T00:00:00Z' }]);
  });
});
