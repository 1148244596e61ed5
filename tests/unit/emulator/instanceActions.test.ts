/**
 * InstanceAction in the emulator, over HTTP with the emulator's clock held still and moved by
 * the test (no sleeps): each action's passing state and end state at the right moments, 409 in a
 * state the action does not start from, 412 on a stale if-match, 400 on an unknown action, and a
 * retry token's replay answered without applying the action a second time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { OciHttpError } from '../../../src/worker/client';
import type { Entity } from '../../../emulator/entity';
import { POWER_MS } from '../../../emulator/lifecycle/instancePower';
import { field, raw, startHarness, TIME_SCALE, type Harness } from './emulatorHarness';

let h: Harness;
let now = Date.parse('2026-11-24T10:00:00Z');

beforeAll(async () => {
  h = await startHarness();
  vi.spyOn(h.emulator.state.clock, 'now').mockImplementation(() => now);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await h.close();
});

type Body = Record<string, unknown>;
const scaled = (ms: number): number => ms * TIME_SCALE;

/** A seeded instance put in `state` for the test (each test takes its own). */
let next = 0;
function instanceIn(state: string): Entity {
  const instances = h.entities('iaas/instances');
  const instance = instances[next++ % instances.length];
  if (instance === undefined) throw new Error('No seeded instance');
  instance.summary = { ...instance.summary, lifecycleState: state };
  return instance;
}

async function act(instanceId: string, action: string, extra: Body = {}) {
  return h.call<Body>(operation('instanceAction'), { instanceId, action, ...extra });
}

async function stateOf(instanceId: string): Promise<unknown> {
  return (await h.call<Body>(operation('getInstance'), { instanceId })).body['lifecycleState'];
}

async function failure(promise: Promise<unknown>): Promise<OciHttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof OciHttpError)) throw new Error(`Expected an OciHttpError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  now += 3_600_000;
});

describe('instance power over time', () => {
  it('stops gracefully: RUNNING → STOPPING, then STOPPED once the stop has taken its time', async () => {
    const instance = instanceIn('RUNNING');
    const before = await h.call<Body>(operation('getInstance'), { instanceId: instance.id });
    const answer = await act(instance.id, 'SOFTSTOP');
    expect(answer.status).toBe(200);
    expect(answer.body['id']).toBe(instance.id);
    expect(answer.body['lifecycleState']).toBe('STOPPING');
    expect(answer.headers.etag).toBeDefined();
    expect(answer.headers.etag).not.toBe(before.headers.etag);
    now += scaled(POWER_MS.softStop) - 1;
    expect(await stateOf(instance.id)).toBe('STOPPING');
    now += 1;
    expect(await stateOf(instance.id)).toBe('STOPPED');
  });

  it('force-stops sooner than a graceful stop', async () => {
    const instance = instanceIn('RUNNING');
    expect((await act(instance.id, 'STOP')).body['lifecycleState']).toBe('STOPPING');
    now += scaled(POWER_MS.forcedStop);
    expect(await stateOf(instance.id)).toBe('STOPPED');
  });

  it('starts: STOPPED → STARTING → RUNNING', async () => {
    const instance = instanceIn('STOPPED');
    expect((await act(instance.id, 'START')).body['lifecycleState']).toBe('STARTING');
    now += scaled(POWER_MS.start) - 1;
    expect(await stateOf(instance.id)).toBe('STARTING');
    now += 1;
    expect(await stateOf(instance.id)).toBe('RUNNING');
  });

  it('reboots: RUNNING → STOPPING → STARTING → RUNNING', async () => {
    const instance = instanceIn('RUNNING');
    expect((await act(instance.id, 'SOFTRESET')).body['lifecycleState']).toBe('STOPPING');
    now += scaled(POWER_MS.rebootDown);
    expect(await stateOf(instance.id)).toBe('STARTING');
    now += scaled(POWER_MS.rebootUp) - 1;
    expect(await stateOf(instance.id)).toBe('STARTING');
    now += 1;
    expect(await stateOf(instance.id)).toBe('RUNNING');
  });

  it('refuses an action the state does not allow with 409 IncorrectState, and changes nothing', async () => {
    const running = instanceIn('RUNNING');
    const start = await failure(act(running.id, 'START'));
    expect(start.status).toBe(409);
    expect(start.code).toBe('IncorrectState');
    expect(await stateOf(running.id)).toBe('RUNNING');
    const stopping = instanceIn('RUNNING');
    await act(stopping.id, 'SOFTSTOP');
    const again = await failure(act(stopping.id, 'RESET'));
    expect(again.status).toBe(409);
    expect(again.code).toBe('IncorrectState');
  });

  it('answers 412 when if-match is not the current etag, and 400 for an unknown action', async () => {
    const instance = instanceIn('RUNNING');
    const read = await h.call<Body>(operation('getInstance'), { instanceId: instance.id });
    const stale = await failure(act(instance.id, 'SOFTSTOP', { ifMatch: 'not-the-etag' }));
    expect(stale.status).toBe(412);
    expect(await stateOf(instance.id)).toBe('RUNNING');
    const fresh = await act(instance.id, 'SOFTSTOP', { ifMatch: read.headers.etag });
    expect(fresh.body['lifecycleState']).toBe('STOPPING');
    const path = `/iaas/us-ashburn-1/20160918/instances/${encodeURIComponent(instance.id)}?action=HIBERNATE`;
    const unknown = await raw(h, 'POST', path);
    expect(unknown.status).toBe(400);
  });

  it('applies an action once when its retry token comes back, answering the first answer again', async () => {
    const instance = instanceIn('RUNNING');
    const token = `instance-action-${now}`;
    const first = await act(instance.id, 'SOFTSTOP', { opcRetryToken: token });
    now += scaled(POWER_MS.softStop);
    const replay = await act(instance.id, 'SOFTSTOP', { opcRetryToken: token });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await stateOf(instance.id)).toBe('STOPPED');
    const applied = await raw(h, 'GET', '/_emulator/applied');
    expect(field(field(applied.json, 'byRetryToken'), token)).toBe(1);
  });
});
