/**
 * The session keeper against the emulator in-process (its tokens last a minute, its sessions 5 to
 * 60): the token is renewed before it expires (a quarter of its life ahead), a renewal that
 * cannot reach the service is tried again and on reconnection, a refused renewal or an expired
 * token ends the session (signedIn false), and a token whose session ends with it is not renewed
 * at all. Time is a fake clock shared by the keeper, its signer and the emulator.
 */
import { createPublicKey } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleDb } from '../../../../src/contract/db';
import { readSessionStatus, SESSION_STATUS_KEY } from '../../../../src/contract/sessionStatus';
import { createClock } from '../../../../src/worker/auth/clock';
import { createDeviceKey } from '../../../../src/worker/auth/deviceKey';
import { addDeviceSession } from '../../../../src/worker/auth/deviceProfiles';
import {
  createSessionKeeper,
  renewalDueAt,
  RETRY_MS,
  type SessionKeeper,
} from '../../../../src/worker/auth/sessionKeeper';
import { refreshSessionWith } from '../../../../src/worker/auth/sessionRefresh';
import { tokenExpiry } from '../../../../src/oci/sessionToken';
import { startEmulator, type RunningEmulator } from '../../../../emulator/server';
import { FakeClock } from '../outbox/outboxHarness';

const TTL_MS = 60_000;
let emulator: RunningEmulator;
let db: ConsoleDb;
let clock: FakeClock;
let online: boolean;
let keeper: SessionKeeper;
let changes: number;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, size: 0, requireSignature: true, tokenTtlMs: TTL_MS });
});
afterAll(() => emulator.close());

beforeEach(() => {
  db = new ConsoleDb(`keeper-${Math.random().toString(36).slice(2)}`);
  clock = new FakeClock(Date.now());
  online = true;
  changes = 0;
  emulator.state.clock.now = clock.now;
  const signingClock = createClock(clock.now);
  keeper = createSessionKeeper({
    db,
    now: clock.now,
    refresh: refreshSessionWith({
      signedOut: () => false,
      config: () => ({ endpoint: emulator.url, region: 'us-ashburn-1' }),
      clock: signingClock,
    }),
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    isOnline: () => online,
    onChange: () => {
      changes += 1;
    },
  });
});

afterEach(async () => {
  keeper.stop();
  emulator.state.clock.now = () => Date.now();
  db.close();
  await ConsoleDb.delete(db.name);
});

/** A device key made a session profile with a token the emulator mints for it. */
async function signInWithDeviceKey(sessionMinutes: number): Promise<string> {
  const key = await createDeviceKey(db, clock.now());
  const token = emulator.state.sessions.generate(
    { userId: 'ocid1.user.oc1..aaaaaaaakeeperuser', tenancyId: emulator.state.tenancy.tenancyId },
    createPublicKey(key.publicKeyPem),
    sessionMinutes,
    clock.now(),
  );
  const added = await addDeviceSession({ name: 'phone', region: 'us-ashburn-1', token }, db, clock.now());
  if (!added.ok) throw new Error(JSON.stringify(added.failure));
  await keeper.reload();
  return token;
}

async function status() {
  return readSessionStatus((await db.meta.get(SESSION_STATUS_KEY))?.value);
}

async function storedToken(): Promise<string> {
  return (await db.profiles.toArray())[0]?.sessionToken ?? '';
}

/** Runs the timers due by `ms` from now, and waits for what they started. */
async function advance(ms: number): Promise<void> {
  const before = changes;
  clock.advance(ms);
  for (let i = 0; i < 200 && changes === before; i++) await new Promise((done) => setTimeout(done, 10));
}

describe('the session keeper', () => {
  it('renews the token a quarter of its life before it expires, in the same session', async () => {
    const first = await signInWithDeviceKey(5);
    const expiresAt = tokenExpiry(first) ?? 0;
    expect(await status()).toMatchObject({ state: 'current', expiresAt });
    expect(clock.nextTimerAt()).toBe(renewalDueAt(expiresAt - TTL_MS, expiresAt));
    await advance((clock.nextTimerAt() ?? 0) - clock.now());
    const renewed = await storedToken();
    expect(renewed).not.toBe(first);
    expect(tokenExpiry(renewed)).toBeGreaterThan(expiresAt);
    expect(await status()).toMatchObject({ state: 'current', renewedAt: clock.now() });
    expect(keeper.signedIn()).toBe(true);
  });

  it('tries again when the renewal could not reach the service, and at once when the connection is back', async () => {
    await signInWithDeviceKey(5);
    online = false;
    await advance((clock.nextTimerAt() ?? 0) - clock.now());
    expect(await status()).toMatchObject({ state: 'renewFailing', failure: { kind: 'network' } });
    // Again after RETRY_MS, or when the token expires if that is sooner.
    const failing = await status();
    expect(clock.nextTimerAt()).toBe(Math.min(clock.now() + RETRY_MS, failing?.expiresAt ?? 0));
    expect(keeper.signedIn()).toBe(true);
    online = true;
    const before = changes;
    keeper.wake();
    for (let i = 0; i < 200 && changes === before; i++) await new Promise((done) => setTimeout(done, 10));
    expect(await status()).toMatchObject({ state: 'current' });
  });

  it('ends the session when the service refuses to renew it, and the outbox is told it may not send', async () => {
    await signInWithDeviceKey(5);
    // The service's session has ended meanwhile (its clock is past the session's end).
    const due = clock.nextTimerAt() ?? 0;
    emulator.state.clock.now = () => clock.now() + 290_000;
    await advance(due - clock.now());
    expect(await status()).toMatchObject({ state: 'ended', failure: { kind: 'http', status: 401 } });
    expect(keeper.signedIn()).toBe(false);
    expect(clock.nextTimerAt()).toBeUndefined();
  });

  it('does not renew a token that lasts to its session’s end, and ends the session when it expires', async () => {
    // A one-minute token in a five-minute session, renewed to the end: the last one ends with the session.
    await signInWithDeviceKey(5);
    for (let i = 0; i < 6 && (await status())?.state === 'current'; i++) {
      const at = clock.nextTimerAt();
      if (at === undefined) break;
      await advance(at - clock.now());
    }
    const last = await status();
    expect(last?.sessionEndsAt).toBe(last?.expiresAt);
    expect(keeper.signedIn()).toBe(true);
    expect(clock.nextTimerAt()).toBe(last?.expiresAt);
    await advance((last?.expiresAt ?? 0) - clock.now());
    expect(await status()).toMatchObject({ state: 'ended' });
    expect(keeper.signedIn()).toBe(false);
  });
});
