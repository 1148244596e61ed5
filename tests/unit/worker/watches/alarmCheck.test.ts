/**
 * The alarms of watched compartments over a real (fake-indexeddb) database: the first check only
 * learns what fires already; an alarm that then starts firing, or changes severity, is told once
 * however many checkers see it (two at once, each as another tab's worker is: its own module and
 * connection); a severity the user did not choose, an OK alarm, a kept copy answered offline and
 * a failed read tell nothing. Against the emulator, through the worker's
 * own read: its alarm that rises from ERROR to CRITICAL while firing is told once as a change of
 * severity, and a check that finds it unchanged tells nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LATER_ALARM_RISES_MIN, LATER_ALARM_START_MIN } from '../../../../emulator/lifecycle/alarmStates';
import { createCoreApi } from '../../../../src/worker/coreApi';
import { createWorkerContext } from '../../../../src/worker/context';
import { startHarness, TIME_SCALE, type Harness } from '../../emulator/emulatorHarness';
import { ok, fail } from '../../../../src/contract/failure';
import { ConsoleDb } from '../../../../src/contract/db';
import {
  ALARM_WATCH_COMPARTMENTS,
  ALARM_WATCH_SEVERITIES,
  decideAlarm,
} from '../../../../src/rules/alarmWatchRules';
import { checkAlarmWatches } from '../../../../src/worker/watches/alarmCheck';
import type { WatchRead } from '../../../../src/worker/watches/watchCheck';

const REGION = 'us-ashburn-1';
const COMPARTMENT = 'ocid1.compartment.oc1..watched';

function status(id: string, severity: string, state: string) {
  return {
    id,
    displayName: `${id}-name`,
    severity,
    status: state,
    timestampTriggered: '2026-11-29T08:00:00Z',
  };
}

async function database(severities: readonly string[] = ['CRITICAL', 'ERROR']): Promise<ConsoleDb> {
  const db = new ConsoleDb(`alarm-check-${Math.random().toString(36).slice(2)}`);
  await db.settings.bulkPut([
    { key: ALARM_WATCH_COMPARTMENTS, value: [COMPARTMENT, 'javascript:alert(1)'] },
    { key: ALARM_WATCH_SEVERITIES, value: severities },
  ]);
  return db;
}

/** A read answering `body` fresh for the watched compartment (and recording what it was asked). */
function answering(body: () => unknown, asked: unknown[] = []): WatchRead {
  return (operation, params, region) => {
    asked.push({ operation, params, region });
    return Promise.resolve(ok({ body: body(), fromCache: false }));
  };
}

describe('alarms of watched compartments', () => {
  it('learns first, then tells a start once, whichever checker sees it', async () => {
    const db = await database();
    let body: unknown[] = [status('a', 'CRITICAL', 'FIRING'), status('b', 'ERROR', 'OK')];
    const asked: unknown[] = [];
    const read = answering(() => body, asked);
    // A second checker as another tab's worker is: its own module, its own connection, one database.
    vi.resetModules();
    const other = await import('../../../../src/worker/watches/alarmCheck');
    expect(other.checkAlarmWatches).not.toBe(checkAlarmWatches);
    const otherDb = new ConsoleDb(db.name);
    // Both look before anything starts: neither tells what already fires.
    expect(await checkAlarmWatches(db, read, REGION)).toEqual([]);
    expect(await other.checkAlarmWatches(otherDb, read, REGION)).toEqual([]);
    const question = {
      operation: 'listAlarmsStatus',
      params: { compartmentId: COMPARTMENT, compartmentIdInSubtree: true, limit: 1000 },
      region: REGION,
    };
    expect(asked).toEqual([question, question]);

    body = [
      status('a', 'CRITICAL', 'FIRING'),
      status('b', 'ERROR', 'FIRING'),
      status('c', 'CRITICAL', 'FIRING'),
    ];
    // Both see the start at once: one of them tells it.
    const [first, second] = await Promise.all([
      checkAlarmWatches(db, read, REGION),
      other.checkAlarmWatches(otherDb, read, REGION),
    ]);
    const told = [...first, ...second];
    expect(told.map((notice) => notice.id).sort()).toEqual(['b', 'c']);
    expect(told.find((notice) => notice.id === 'b')).toEqual({
      id: 'b',
      kind: 'alarm',
      displayName: 'b-name',
      path: '/monitoring/alarms/b',
      state: 'ERROR',
      change: 'firing',
      tag: 'field-console-alarm:b:ERROR',
    });
    expect(await checkAlarmWatches(db, read, REGION)).toEqual([]);

    body = [
      status('a', 'ERROR', 'FIRING'),
      status('b', 'ERROR', 'SUSPENDED'),
      status('c', 'CRITICAL', 'FIRING'),
    ];
    expect((await checkAlarmWatches(db, read, REGION)).map((n) => [n.id, n.change])).toEqual([
      ['a', 'severity'],
    ]);
  });

  it('tells nothing from a kept copy, a failed read, or at a severity not chosen', async () => {
    const db = await database(['CRITICAL']);
    let body: unknown[] = [];
    await checkAlarmWatches(
      db,
      answering(() => body),
      REGION,
    );
    body = [status('w', 'WARNING', 'FIRING'), status('e', 'ERROR', 'FIRING')];
    expect(
      await checkAlarmWatches(
        db,
        answering(() => body),
        REGION,
      ),
    ).toEqual([]);
    body = [status('k', 'CRITICAL', 'FIRING')];
    const kept: WatchRead = () => Promise.resolve(ok({ body, fromCache: true }));
    const failed: WatchRead = () => Promise.resolve(fail({ kind: 'network', message: 'offline' }));
    expect(await checkAlarmWatches(db, kept, REGION)).toEqual([]);
    expect(await checkAlarmWatches(db, failed, REGION)).toEqual([]);
    expect(
      (
        await checkAlarmWatches(
          db,
          answering(() => body),
          REGION,
        )
      ).map((n) => n.id),
    ).toEqual(['k']);
  });

  it('decides a start, a change of severity, and nothing else', () => {
    const all = ['CRITICAL', 'ERROR', 'WARNING', 'INFO'] as const;
    expect(decideAlarm(undefined, { status: 'FIRING', severity: 'INFO' }, all)).toBe('firing');
    expect(decideAlarm({ status: 'OK', severity: 'INFO' }, { status: 'FIRING', severity: 'INFO' }, all)).toBe(
      'firing',
    );
    expect(
      decideAlarm({ status: 'SUSPENDED', severity: 'INFO' }, { status: 'FIRING', severity: 'INFO' }, all),
    ).toBe('firing');
    expect(
      decideAlarm({ status: 'FIRING', severity: 'INFO' }, { status: 'FIRING', severity: 'ERROR' }, all),
    ).toBe('severity');
    expect(
      decideAlarm({ status: 'FIRING', severity: 'INFO' }, { status: 'FIRING', severity: 'INFO' }, all),
    ).toBeUndefined();
    expect(decideAlarm(undefined, { status: 'SUSPENDED', severity: 'CRITICAL' }, all)).toBeUndefined();
    expect(decideAlarm(undefined, { status: 'FIRING', severity: 'CRITICAL' }, ['ERROR'])).toBeUndefined();
  });
});

describe('an alarm whose severity rises while it fires, read from the emulator', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  /** Moves the emulator's clock to `minutes` nominal minutes after its start. */
  function at(minutes: number): void {
    const clock = h.emulator.state.clock;
    clock.advance(minutes * 60_000 * TIME_SCALE - (clock.now() - clock.startedAt));
  }

  it('tells the start, then the rise to CRITICAL once, and nothing while it stays the same', async () => {
    const later = h.entities('telemetry/alarms')[1];
    if (later === undefined) throw new Error('The demo region has no second alarm');
    const db = new ConsoleDb(`alarm-rise-${Math.random().toString(36).slice(2)}`);
    await db.settings.bulkPut([
      { key: ALARM_WATCH_COMPARTMENTS, value: [later.summary.compartmentId] },
      { key: ALARM_WATCH_SEVERITIES, value: ['CRITICAL', 'ERROR'] },
    ]);
    const config = { endpoint: h.emulator.url, region: REGION, mode: 'emulator' as const };
    const { read } = createCoreApi(createWorkerContext(config, db));
    const check = async () =>
      (await checkAlarmWatches(db, read, REGION))
        .filter((notice) => notice.id === later.id)
        .map((notice) => [notice.change, notice.state, notice.tag]);

    expect(await check()).toEqual([]);
    at(LATER_ALARM_START_MIN + 1);
    expect(await check()).toEqual([['firing', 'ERROR', `field-console-alarm:${later.id}:ERROR`]]);
    expect(await check()).toEqual([]);
    at(LATER_ALARM_RISES_MIN + 1);
    expect(await check()).toEqual([['severity', 'CRITICAL', `field-console-alarm:${later.id}:CRITICAL`]]);
    // Read again, unchanged (still firing, still CRITICAL): nothing more, from this checker or another.
    expect(await check()).toEqual([]);
    expect(
      (await checkAlarmWatches(new ConsoleDb(db.name), read, REGION)).filter((n) => n.id === later.id),
    ).toEqual([]);
  });
});
