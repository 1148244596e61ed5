/**
 * The firing alarms of "What needs you" (src/rules/alarmAttention.ts): from kept ListAlarmsStatus
 * answers, the newest copy of each alarm wins, only FIRING ones count, CRITICAL first.
 */
import { describe, expect, it } from 'vitest';
import { firingAlarms } from '../../../src/rules/alarmAttention';
import type { KeptRead } from '../../../src/rules/attention';

function status(id: string, severity: string, status: string, timestampTriggered = '2026-11-29T08:00:00Z') {
  return {
    id,
    displayName: `${id}-name`,
    severity,
    status,
    timestampTriggered,
    alarmSummary: `${id} summary`,
  };
}

function read(fetchedAt: number, body: unknown, region = 'us-ashburn-1'): KeptRead {
  return { operation: 'listAlarmsStatus', region, body, fetchedAt };
}

describe('firing alarms on the home page', () => {
  it('puts CRITICAL first, then the one firing longest', () => {
    const alarms = firingAlarms([
      read(1, [
        status('warn', 'WARNING', 'FIRING', '2026-11-29T01:00:00Z'),
        status('crit', 'CRITICAL', 'FIRING', '2026-11-29T09:00:00Z'),
        status('err-late', 'ERROR', 'FIRING', '2026-11-29T07:00:00Z'),
        status('err-early', 'ERROR', 'FIRING', '2026-11-29T03:00:00Z'),
        status('ok', 'CRITICAL', 'OK'),
      ]),
    ]);
    expect(alarms.map((alarm) => alarm.id)).toEqual(['crit', 'err-early', 'err-late', 'warn']);
    expect(alarms[0]).toMatchObject({
      displayName: 'crit-name',
      severity: 'CRITICAL',
      region: 'us-ashburn-1',
      since: Date.parse('2026-11-29T09:00:00Z'),
      seenAt: 1,
    });
  });

  it('takes the newest copy of each alarm: one acknowledged or cleared since leaves the page', () => {
    const alarms = firingAlarms([
      read(2, [status('a', 'CRITICAL', 'SUSPENDED'), status('b', 'ERROR', 'OK')]),
      read(1, [
        status('a', 'CRITICAL', 'FIRING'),
        status('b', 'ERROR', 'FIRING'),
        status('c', 'INFO', 'FIRING'),
      ]),
    ]);
    expect(alarms.map((alarm) => alarm.id)).toEqual(['c']);
  });

  it('skips what is not an alarm status: other reads, hostile bodies, unknown severities', () => {
    const alarms = firingAlarms([
      read(1, { items: [status('x', 'CRITICAL', 'FIRING')] }),
      read(1, [null, 'text', { id: 7 }, status('y', 'APOCALYPTIC', 'FIRING')]),
      {
        operation: 'getAlarm',
        region: 'us-ashburn-1',
        body: [status('z', 'CRITICAL', 'FIRING')],
        fetchedAt: 1,
      },
    ]);
    expect(alarms).toEqual([]);
  });
});
