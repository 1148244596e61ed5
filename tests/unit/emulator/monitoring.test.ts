/**
 * Monitoring's alarms against the official oci-monitoring client: its request shapes (the GET of
 * /alarms/status, the history's `alarmHistorytype`, UpdateAlarm's body and if-match) reach the
 * emulator and its answers deserialize; the alarms fire and stop on the emulator's clock, one
 * rises from ERROR to CRITICAL while it keeps firing (its override's rule met), and a
 * suppression holds one (SUSPENDED) until its time ends.
 */
import { generateKeyPairSync } from 'node:crypto';
import * as common from 'oci-common';
import * as monitoring from 'oci-monitoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRITICAL_OVERRIDE_RULE } from '../../../emulator/data/alarms';
import { LATER_ALARM_RISES_MIN, LATER_ALARM_START_MIN } from '../../../emulator/lifecycle/alarmStates';
import { REGION, startHarness, TIME_SCALE, type Harness } from './emulatorHarness';

let h: Harness;
let client: monitoring.MonitoringClient;

beforeAll(async () => {
  h = await startHarness();
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const provider = new common.SimpleAuthenticationDetailsProvider(
    h.emulator.state.tenancy.tenancyId,
    'ocid1.user.oc1..sdktest',
    '11:22:33:44:55:66:77:88:99:00:aa:bb:cc:dd:ee:ff',
    privateKey,
    null,
  );
  client = new monitoring.MonitoringClient(
    { authenticationDetailsProvider: provider },
    { retryConfiguration: { terminationStrategy: new common.MaxAttemptsTerminationStrategy(1) } },
  );
  client.endpoint = `${h.emulator.url}/telemetry/${REGION}`;
});

afterAll(() => h.close());

const tenancy = () => h.emulator.state.tenancy.tenancyId;
const alarms = () => h.ofType('Alarm');
const MINUTE = 60_000 * TIME_SCALE;

async function statuses() {
  const all: monitoring.models.AlarmStatusSummary[] = [];
  // Paged with opc-next-page, as the SDK's iterator follows it (limit 5: several pages).
  const pages = client.listAlarmsStatusResponseIterator({
    compartmentId: tenancy(),
    compartmentIdInSubtree: true,
    limit: 5,
  });
  for await (const page of pages) all.push(...page.items);
  return all;
}

describe('alarms through the official oci-monitoring client', () => {
  it('lists every alarm of the tenancy with its state, the first CRITICAL and firing', async () => {
    const all = await statuses();
    expect(all).toHaveLength(alarms().length);
    const first = all.find((status) => status.id === alarms()[0]?.id);
    expect(first).toMatchObject({ severity: 'CRITICAL', status: 'FIRING' });
    expect(String(first?.timestampTriggered)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(new Set(all.map((status) => status.status))).toContain('OK');
    const firing = await client.listAlarmsStatus({
      compartmentId: tenancy(),
      compartmentIdInSubtree: true,
      status: monitoring.requests.ListAlarmsStatusRequest.Status.Firing,
      sortBy: monitoring.requests.ListAlarmsStatusRequest.SortBy.Severity,
      limit: 1000,
    });
    expect(firing.items.length).toBeGreaterThan(0);
    const FIRING = monitoring.models.AlarmStatusSummary.Status.Firing;
    expect(firing.items.map((status) => status.status)).toEqual(firing.items.map(() => FIRING));
    expect(firing.items[0]?.severity).toBe('CRITICAL');
  });

  it('reads an alarm with the instance its query names, and its history', async () => {
    const alarm = alarms()[0];
    if (alarm === undefined) throw new Error('No alarm seeded');
    const got = await client.getAlarm({ alarmId: alarm.id });
    expect(got.alarm.query).toMatch(/^CpuUtilization\[1m\]\{resourceId = "ocid1\.instance\./);
    expect(got.alarm.namespace).toBe('oci_computeagent');
    expect(got.etag).toMatch(/\S/);
    const history = await client.getAlarmHistory({
      alarmId: alarm.id,
      alarmHistorytype: monitoring.requests.GetAlarmHistoryRequest.AlarmHistorytype.StateTransitionHistory,
    });
    expect(history.alarmHistoryCollection.alarmId).toBe(alarm.id);
    expect(history.alarmHistoryCollection.entries[0]?.summary).toBe('State transitioned from OK to Firing');
  });

  it('starts the second alarm firing when the clock reaches its time', async () => {
    const later = alarms()[1];
    if (later === undefined) throw new Error('No second alarm seeded');
    const before = await client.listAlarmsStatus({
      compartmentId: later.summary.compartmentId,
      displayName: later.summary.displayName ?? '',
    });
    expect(before.items.find((s) => s.id === later.id)?.status).toBe('OK');
    h.emulator.state.clock.advance((LATER_ALARM_START_MIN + 1) * MINUTE);
    const after = await client.listAlarmsStatus({
      compartmentId: later.summary.compartmentId,
      displayName: later.summary.displayName ?? '',
    });
    expect(after.items.find((s) => s.id === later.id)).toMatchObject({
      status: 'FIRING',
      severity: 'ERROR',
      ruleName: 'BASE',
    });
  });

  it('raises the second alarm to its override CRITICAL while it keeps firing, and tells it in the history', async () => {
    const later = alarms()[1];
    if (later === undefined) throw new Error('No second alarm seeded');
    const got = await client.getAlarm({ alarmId: later.id });
    expect(got.alarm.severity).toBe('ERROR');
    expect(got.alarm.overrides).toEqual([
      expect.objectContaining({ ruleName: CRITICAL_OVERRIDE_RULE, severity: 'CRITICAL' }),
    ]);
    const status = async () =>
      (
        await client.listAlarmsStatus({
          compartmentId: later.summary.compartmentId,
          displayName: later.summary.displayName ?? '',
        })
      ).items.find((s) => s.id === later.id);
    const before = await status();
    expect(before).toMatchObject({ status: 'FIRING', severity: 'ERROR', ruleName: 'BASE' });
    const now = h.emulator.state.clock.now();
    h.emulator.state.clock.advance(
      (LATER_ALARM_RISES_MIN + 1) * MINUTE - (now - h.emulator.state.clock.startedAt),
    );
    const risen = await status();
    expect(risen).toMatchObject({ status: 'FIRING', severity: 'CRITICAL', ruleName: CRITICAL_OVERRIDE_RULE });
    // Still the same firing: it began when the base rule was first met.
    expect(risen?.timestampTriggered).toEqual(before?.timestampTriggered);

    const history = async (type?: monitoring.requests.GetAlarmHistoryRequest.AlarmHistorytype) =>
      (
        await client.getAlarmHistory({
          alarmId: later.id,
          ...(type === undefined ? {} : { alarmHistorytype: type }),
        })
      ).alarmHistoryCollection.entries.map((entry) => entry.summary);
    const Type = monitoring.requests.GetAlarmHistoryRequest.AlarmHistorytype;
    expect(await history(Type.RuleTransitionHistory)).toEqual([
      `Rule transitioned from BASE to ${CRITICAL_OVERRIDE_RULE}`,
    ]);
    expect(await history(Type.StateTransitionHistory)).toEqual(['State transitioned from OK to Firing']);
    expect(await history()).toEqual([
      `Rule transitioned from BASE to ${CRITICAL_OVERRIDE_RULE}`,
      'State transitioned from OK to Firing',
    ]);
  });

  it('suppresses one alarm for a time with a reason, and lets it fire again after', async () => {
    const alarm = alarms()[0];
    if (alarm === undefined) throw new Error('No alarm seeded');
    const { etag } = await client.getAlarm({ alarmId: alarm.id });
    const now = h.emulator.state.clock.now();
    const updated = await client.updateAlarm({
      alarmId: alarm.id,
      ifMatch: etag,
      updateAlarmDetails: {
        suppression: {
          description: 'Known: disk replaced',
          timeSuppressFrom: new Date(now - 1000),
          timeSuppressUntil: new Date(now + 120 * MINUTE),
        },
      },
    });
    expect(updated.alarm.suppression?.description).toBe('Known: disk replaced');
    const held = (await statuses()).find((status) => status.id === alarm.id);
    expect(held?.status).toBe('SUSPENDED');
    expect(held?.suppression?.description).toBe('Known: disk replaced');
    await expect(
      client.updateAlarm({ alarmId: alarm.id, ifMatch: etag, updateAlarmDetails: { isEnabled: true } }),
    ).rejects.toMatchObject({ statusCode: 412 });
    h.emulator.state.clock.advance(121 * MINUTE);
    expect((await statuses()).find((status) => status.id === alarm.id)?.status).toBe('FIRING');
  });

  it('refuses a suppression that ends before it begins', async () => {
    const alarm = alarms()[2];
    if (alarm === undefined) throw new Error('No third alarm seeded');
    await expect(
      client.updateAlarm({
        alarmId: alarm.id,
        updateAlarmDetails: {
          suppression: {
            timeSuppressFrom: new Date('2026-11-02T00:00:00Z'),
            timeSuppressUntil: new Date('2026-11-01T00:00:00Z'),
          },
        },
      }),
    ).rejects.toMatchObject({ statusCode: 400, serviceCode: 'InvalidParameter' });
  });
});
