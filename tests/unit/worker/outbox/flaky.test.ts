/**
 * A flaky day: 200 changes from two tabs against a fake service that deduplicates by retry
 * token (as OCI does for 24 hours), over a connection that drops requests on the way out, drops
 * answers on the way back, throttles, fails, goes offline, and a tab that dies mid-send.
 */
import { describe, expect, it } from 'vitest';
import type { Outbox, OutboxCall, OwnerPresence, SendOutcome } from '../../../../src/worker/outbox/types';
import {
  answered,
  cancelBuildRun,
  createProject,
  deferred,
  FakeClock,
  freshDb,
  httpFailure,
  networkFailure,
  value,
} from './outboxHarness';
import { createOutbox } from '../../../../src/worker/outbox/outbox';
import type { EnqueueInput } from '../../../../src/worker/outbox/types';

/** A small seeded generator: the same faults, in much the same order, on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class DedupingService {
  /** How many times each token's work was done. */
  readonly applied = new Map<string, number>();
  /** Requests answered from a token's first answer, without doing the work again. */
  replays = 0;
  private readonly replies = new Map<string, SendOutcome>();
  private next = 0;

  constructor(private readonly random: () => number) {}

  /** One request reaching the service: the work is done once per token, the answer replayed. */
  private handle(call: OutboxCall): SendOutcome {
    const token = call.retryToken;
    if (token === undefined) throw new Error(`${call.operation} sent without a retry token`);
    const known = this.replies.get(token);
    if (known !== undefined) {
      this.replays += 1;
      return known;
    }
    this.next += 1;
    const reply = answered(200, { workRequestId: `wr-${this.next}`, body: { token } });
    this.applied.set(token, (this.applied.get(token) ?? 0) + 1);
    this.replies.set(token, reply);
    return reply;
  }

  /** The same request through a bad connection. */
  exchange(call: OutboxCall): SendOutcome {
    const roll = this.random();
    if (roll < 0.15) return networkFailure();
    if (roll < 0.22) return httpFailure(503, 'ServiceUnavailable');
    if (roll < 0.27) return httpFailure(429, 'TooManyRequests', this.random() < 0.5 ? 2_000 : undefined);
    if (roll < 0.3) return httpFailure(409, 'IncorrectState');
    const reply = this.handle(call);
    if (roll < 0.42) return networkFailure();
    if (roll < 0.47)
      return { ok: false, failure: { kind: 'timeout', message: 'No answer', afterMs: 30_000 } };
    return reply;
  }
}

describe('a flaky run of 200 changes', () => {
  it('ends with every change done and applied exactly once', { timeout: 60_000 }, async () => {
    const random = seeded(20250106);
    const service = new DedupingService(random);
    const clock = new FakeClock();
    const db = freshDb();
    let online = true;
    const alive = new Set(['tab-a', 'tab-b']);
    let sendsOfA = 0;
    const deathOfA = deferred<undefined>();

    const tab = (ownerId: string): Outbox => {
      const presence: OwnerPresence = { ownerId, isAlive: (other) => Promise.resolve(alive.has(other)) };
      return createOutbox({
        db,
        now: clock.now,
        random,
        setTimer: clock.setTimer,
        clearTimer: clock.clearTimer,
        isOnline: () => online,
        presence,
        send: async (call) => {
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (ownerId === 'tab-a') {
            sendsOfA += 1;
            if (sendsOfA === 25) {
              // The tab dies with this request on the wire, after the service did the work.
              service.exchange(call);
              alive.delete('tab-a');
              deathOfA.resolve(undefined);
              return new Promise<SendOutcome>(() => undefined);
            }
          }
          if (!alive.has(ownerId)) return new Promise<SendOutcome>(() => undefined);
          return service.exchange(call);
        },
      });
    };
    const tabA = tab('tab-a');
    const tabB = tab('tab-b');

    const inputs: EnqueueInput[] = [];
    for (let n = 0; n < 200; n += 1) {
      inputs.push(
        n % 4 === 3 ? cancelBuildRun(`ocid1.devopsbuildrun.oc1..r${n % 17}`) : createProject(`p${n}`),
      );
    }
    const ids: string[] = [];
    let rounds = 0;
    for (; rounds < 3000; rounds += 1) {
      for (const input of inputs.splice(0, 7)) {
        const by = random() < 0.5 && alive.has('tab-a') ? tabA : tabB;
        ids.push(value(await by.enqueue(input)));
      }
      if (random() < 0.08) {
        online = !online;
        if (online) await tabB.drain('online');
      }
      clock.advance(Math.floor(random() * 4_000));
      // Both tabs drain at once; once tab A has died, its drain never ends and is not awaited.
      const [drainedByB] = await Promise.all([
        tabB.drain(random() < 0.5 ? 'timer' : 'visible'),
        alive.has('tab-a') ? Promise.race([tabA.drain('visible'), deathOfA.promise]) : undefined,
      ]);
      value(drainedByB);
      if (inputs.length === 0 && value(await tabB.pendingCount()) === 0) break;
    }

    expect(rounds).toBeLessThan(3000);
    const entries = value(await tabB.list());
    expect(entries).toHaveLength(200);
    expect(entries.every((entry) => entry.state === 'done')).toBe(true);
    expect(service.applied.size).toBe(200);
    expect([...service.applied.values()].every((times) => times === 1)).toBe(true);
    for (const entry of entries) {
      expect(entry.retryToken !== undefined && service.applied.get(entry.retryToken)).toBe(1);
      expect(entry.result?.body).toEqual({ token: entry.retryToken });
    }
    expect(alive.has('tab-a')).toBe(false);
    // The faults did happen: resends of work already done, deduplicated by the service.
    expect(entries.some((entry) => entry.attempts > 1)).toBe(true);
    expect(entries.some((entry) => entry.maybeApplied === true)).toBe(true);
    expect(service.replays).toBeGreaterThan(0);
  });
});
