/**
 * The outbox (docs/ARCHITECTURE.md, "A change"): every change the user makes is written to
 * IndexedDB first, with the opc-retry-token it will carry on every attempt, then sent; it stays
 * queued through dropped connections, reloads and crashes until the service has answered, so
 * nothing is lost and, the token deduplicating resends, nothing is done twice.
 *
 * `drain()` sends what is due: the oldest first, one at a time per resource, up to four
 * resources at once. It runs when a change is queued or the user acts on one, and should run:
 * - when the worker starts (`drain('start')`): claims left 'sending' by a tab that crashed or was
 *   reloaded go back to 'pending' once their owner is gone (see lockPresence) or their lease
 *   (a minute) has run out, and are sent again with the same token;
 * - when the connection returns (`drain('online')`, see bindReplayTriggers): entries waiting on a
 *   dropped connection are sent at once rather than after their backoff;
 * - when the page becomes visible again (`drain('visible')`, forwarded by the page);
 * - on a Background Sync event (`drain('sync')`, see backgroundSync);
 * - on its own timer, set for the next entry whose backoff ends.
 * Nothing is sent while `isOnline()` is false, nor while `signedIn()` is (a session that ended:
 * the changes wait for a new token as they wait for the network). While offline with something to
 * send, the timer looks at the connection (and the sign-in) every OFFLINE_LOOK_MS and drains as
 * `online` when it is back: a worker is not reliably told (Chromium fires no `online` in a
 * dedicated worker when the connection is switched off and on for the page), and the page's
 * forwarding may not be loaded yet.
 */
import { fail, ok, type ConsoleFailure, type Result } from '../../contract/failure';
import { toFailure } from '../client/failure';
import type { OutboxEntry } from '../../contract/db';
import { isChangeTitle } from '../../contract/changeTitle';
import { guardStorage, storageFailure } from '../../contract/storageError';
import { can, STALE_AFTER_MS } from '../../rules/outboxLifecycle';
import { checksLanding, planRefusal, succeeded } from './afterSend';
import { currentVersionCall, mutationSpec, newRetryToken, resourceIdOf } from './mutationSpec';
import { createOutboxStore, type NewEntry } from './outboxStore';
import { journaledStore } from './journal/journaledStore';
import { nextWakeAt } from './queuePlan';
import type { DrainTrigger, Outbox, OutboxCall, OutboxDeps, OwnerPresence, SendOutcome } from './types';
import { applyUserAction, type UserAction } from './userActions';

export const MAX_CONCURRENT_SENDS = 4;
/** Above the client's 30 s time limit, so a live owner's claim never lapses mid-send. */
export const CLAIM_LEASE_MS = 60_000;
/** What a caller's own retry token may be: it goes out as a header, so plain characters only. */
const RETRY_TOKEN = /^[A-Za-z0-9-]{16,64}$/;
/** The shortest wait of the timer, so a clock that disagrees with itself cannot spin it. */
const MIN_WAKE_MS = 250;
/** How often an offline outbox with changes to send looks whether the connection is back. */
export const OFFLINE_LOOK_MS = 2000;

/** Just the call, without the bookkeeping of the entry it belongs to. */
function callOf(call: OutboxCall): OutboxCall {
  return {
    operation: call.operation,
    region: call.region,
    params: call.params,
    ...(call.retryToken === undefined ? {} : { retryToken: call.retryToken }),
    ...(call.ifMatch === undefined ? {} : { ifMatch: call.ifMatch }),
  };
}

/** Claims of this owner lapse only with their lease. */
function leaseOnlyPresence(): OwnerPresence {
  return { ownerId: crypto.randomUUID(), isAlive: () => Promise.resolve(true) };
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const plain = createOutboxStore(deps.db);
  const store = deps.journal === undefined ? plain : journaledStore({ db: deps.db, store: plain, ...deps.journal });
  const presence = deps.presence ?? leaseOnlyPresence();
  const maxConcurrent = deps.maxConcurrent ?? MAX_CONCURRENT_SENDS;
  const leaseMs = deps.leaseMs ?? CLAIM_LEASE_MS;
  const staleAfterMs = deps.staleAfterMs ?? STALE_AFTER_MS;

  const inFlight = new Map<string, Promise<void>>();
  let running: Promise<Result<void>> | undefined;
  let again = false;
  let wakeNetwork = false;
  let stopped = false;
  let timer: unknown;
  let timerSet = false;
  /** The gate of every send: online, and signed in where a session signs. */
  const maySend = (): boolean => deps.isOnline() && (deps.signedIn?.() ?? true);

  function told(entries: readonly (OutboxEntry | undefined)[]): void {
    for (const entry of entries) if (entry !== undefined) deps.onChange?.(entry);
  }

  async function sendSafely(call: OutboxCall): Promise<SendOutcome> {
    try {
      return await deps.send(callOf(call));
    } catch (error) {
      return { ok: false, failure: toFailure(error) };
    }
  }

  /** Sends one claimed entry and records the answer, unless the claim was taken from this owner meanwhile. */
  async function deliver(claimed: OutboxEntry): Promise<void> {
    const outcome = await sendSafely(claimed);
    if (outcome.ok) {
      // Applied: recorded whatever happened to the claim, since that is what the service did.
      const done = await store.update(claimed.id, 'succeed', (current) =>
        can(current, 'succeed') ? succeeded(current, outcome, deps.now()) : undefined,
      );
      told([done]);
      return;
    }
    // A refusal that may be this change's own resend is checked against the resource first.
    const { failure } = outcome;
    const read = checksLanding(failure, claimed.operation) ? currentVersionCall(claimed) : undefined;
    const current = read === undefined ? undefined : await sendSafely(read);
    const plan = planRefusal(claimed, failure, current);
    const written = await store.update(claimed.id, plan.action, (stored) => {
      if (!can(stored, plan.action) || stored.claimedBy !== presence.ownerId) return undefined;
      return plan.build(stored, deps.now(), deps.random);
    });
    told([written]);
  }

  /** Sends what is due; the storage failure that stopped it, if one did. */
  async function sendDue(wake: boolean): Promise<ConsoleFailure | undefined> {
    const now = deps.now();
    told(await store.releaseDeadClaims(presence, new Set(inFlight.keys()), now, leaseMs));
    told(await store.markStale(now, staleAfterMs));
    if (wake) told(await store.wakeNetworkWaits(now));
    let storageError: unknown;
    // Each entry goes out at most once per pass: one whose backoff drew zero waits for the timer.
    const tried = new Set<string>();
    // The queue is read once per round of claims, not once per claim: with hundreds of changes
    // queued, reading it for every claim made the drain quadratic. It is read again when a round
    // is used up and a send has finished since, which may have let a change to the same resource go.
    let due: string[] = [];
    let finishedSinceRead = true;
    for (;;) {
      while (storageError === undefined && inFlight.size < maxConcurrent && maySend()) {
        let claimed: OutboxEntry | undefined;
        try {
          if (due.length === 0 && finishedSinceRead) {
            finishedSinceRead = false;
            due = (await store.dueInOrder(deps.now())).filter((id) => !tried.has(id) && !inFlight.has(id));
          }
          const id = due.shift();
          if (id === undefined) break;
          tried.add(id);
          const answer = await store.claim(id, presence.ownerId, deps.now(), staleAfterMs);
          told(answer.changed);
          claimed = answer.claimed;
        } catch (error) {
          storageError = error;
        }
        if (claimed === undefined) continue;
        const { id } = claimed;
        const sending = deliver(claimed)
          .catch((error: unknown) => {
            storageError ??= error;
          })
          .finally(() => {
            inFlight.delete(id);
            finishedSinceRead = true;
          });
        inFlight.set(id, sending);
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight.values());
    }
    return storageError === undefined ? undefined : storageFailure(storageError);
  }

  function setWake(callback: () => void, ms: number): void {
    timer = deps.setTimer(() => {
      timerSet = false;
      callback();
    }, ms);
    timerSet = true;
  }

  /** Offline: looks again later, and drains as `online` once the connection is back. */
  function lookForConnection(): void {
    if (stopped) return;
    if (maySend()) background('online');
    else setWake(lookForConnection, OFFLINE_LOOK_MS);
  }

  async function schedule(): Promise<void> {
    if (timerSet) deps.clearTimer(timer);
    timerSet = false;
    if (stopped) return;
    const at = nextWakeAt(await store.unfinished(), leaseMs, deps.now());
    if (at === undefined) return;
    if (maySend())
      setWake(
        () => {
          background('timer');
        },
        Math.max(MIN_WAKE_MS, at - deps.now()),
      );
    else setWake(lookForConnection, OFFLINE_LOOK_MS);
  }

  /** Read through a call: a drain asked for during the awaits above sets it. */
  const askedAgain = (): boolean => again;

  async function run(): Promise<Result<void>> {
    let failure: ConsoleFailure | undefined;
    do {
      again = false;
      const wake = wakeNetwork;
      wakeNetwork = false;
      try {
        const refused = await sendDue(wake);
        if (refused === undefined) await schedule();
        else failure ??= refused;
      } catch (error) {
        failure ??= storageFailure(error);
      }
    } while (askedAgain());
    running = undefined;
    return failure === undefined ? ok(undefined) : fail(failure);
  }

  function drain(trigger: DrainTrigger = 'manual'): Promise<Result<void>> {
    if (trigger === 'online') wakeNetwork = true;
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = run();
    return running;
  }

  /** A drain nobody awaits: its storage failure goes to onError. */
  function background(trigger: DrainTrigger): void {
    void drain(trigger).then((result) => {
      if (!result.ok) deps.onError?.(result.failure);
    });
  }

  async function act(id: string, action: UserAction): Promise<Result<OutboxEntry>> {
    const now = deps.now();
    const refused: { failure?: ConsoleFailure } = {};
    // The lifecycle action the write goes by (a reapply already applied settles by `confirm`),
    // decided on the entry as stored and checked again inside the write.
    const before = await guardStorage(() => store.get(id));
    if (!before.ok) return before;
    const planned = before.value === undefined ? undefined : applyUserAction(before.value, action, now);
    const as = planned?.ok === true ? planned.value.as : action.kind;
    const written = await guardStorage(() =>
      store.update(id, as, (current) => {
        const next = applyUserAction(current, action, now);
        if (next.ok && next.value.as === as) return next.value.entry;
        refused.failure = next.ok
          ? {
              kind: 'validation',
              message: `The change "${current.summary}" changed meanwhile; look at it again`,
            }
          : next.failure;
        return undefined;
      }),
    );
    if (!written.ok) return written;
    const entry = written.value;
    if (entry === undefined) {
      return fail(refused.failure ?? { kind: 'validation', message: `There is no queued change ${id}` });
    }
    told([entry]);
    if (can(entry, 'claim')) background('user');
    return ok(entry);
  }

  return {
    async enqueue(input) {
      const checked = mutationSpec(input.operation, input.params, input.ifMatch);
      if (!checked.ok) return checked;
      if (input.retryToken !== undefined && !RETRY_TOKEN.test(input.retryToken)) {
        return fail({ kind: 'validation', message: 'A retry token is 16 to 64 letters, digits or dashes' });
      }
      const spec = checked.value;
      const now = deps.now();
      const made = newRetryToken(spec.name);
      const retryToken = made === undefined ? undefined : (input.retryToken ?? made);
      const resourceId = input.resourceId ?? resourceIdOf(spec, input.params);
      const entry: NewEntry = {
        operation: spec.name,
        region: input.region,
        params: { ...input.params },
        summary: input.summary,
        ...(isChangeTitle(input.title) ? { title: input.title } : {}),
        state: 'pending',
        updatedAt: now,
        queuedAt: now,
        attempts: 0,
        nextAttemptAt: now,
        ...(retryToken === undefined ? {} : { retryToken }),
        ...(input.ifMatch === undefined ? {} : { ifMatch: input.ifMatch }),
        ...(resourceId === undefined ? {} : { resourceId }),
      };
      const stored = await guardStorage(() => store.add(entry, now));
      if (!stored.ok) return stored;
      told([stored.value]);
      background('enqueue');
      return ok(stored.value.id);
    },
    drain,
    retry: (id) => act(id, { kind: 'retry' }),
    discard: (id) => act(id, { kind: 'discard' }),
    reapply: (id, freshEtag) => act(id, { kind: 'reapply', etag: freshEtag }),
    confirmStale: (id) => act(id, { kind: 'confirmStale' }),
    clearDone: (olderThanMs) => guardStorage(() => store.deleteFinishedBefore(deps.now() - olderThanMs)),
    pendingCount: () => guardStorage(() => store.countUnfinished()),
    list: () => guardStorage(() => store.list()),
    pendingFor: (resourceId) => guardStorage(() => store.unfinishedFor(resourceId)),
    stop() {
      stopped = true;
      if (timerSet) deps.clearTimer(timer);
      timerSet = false;
    },
  };
}
