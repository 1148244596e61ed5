/**
 * The life of one outbox entry (docs/ARCHITECTURE.md, "A change"), the one definition of it: the
 * states an entry is stored in, what the worker and the user may do to it, and what each screen
 * derives from it. Pure and free of any runtime (no Dexie, no DOM), so the worker that writes
 * entries and every screen that reads them (badge, outbox view, pending marks, change status) share
 * one table.
 *
 * The worker writes a change of state only where `next` allows it; anything else is a bug, and
 * the outbox store refuses to write it. Screens offer an action only where `can` allows it.
 */

/**
 * Where a queued change stands, as stored.
 * - pending: waiting to be sent, from `nextAttemptAt` on;
 * - sending: claimed by one worker (`claimedBy`) and on the wire;
 * - stale: queued more than 23 hours ago, so its retry token (kept 24 hours by the service) may
 *   lapse before an answer: sent again only once the user confirms;
 * - failed: refused for a reason a resend cannot fix (400, 401, 404, 409 Conflict, validation);
 * - conflict: 412, the resource changed since it was read; `conflict` holds the server's version;
 * - done: applied, `result` holds the answer (or, when the answer was lost, the read of the
 *   resource that showed the change: `result.confirmedByRead`); discarded: dropped by the user,
 *   never sent again.
 */
/** A change queued this long ago goes stale: the service keeps a retry token 24 hours; an hour of margin. */
export const STALE_AFTER_MS = 23 * 60 * 60 * 1000;

export const OUTBOX_STATES = ['pending', 'sending', 'stale', 'failed', 'conflict', 'done', 'discarded'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * What the worker does to an entry:
 * - claim: takes a due pending entry to send it;
 * - succeed: the service applied it. Legal from every state but done: a late answer to a claim
 *   that lapsed meanwhile still records what the service did;
 * - confirm: no answer said it was applied, but the resource, read after a refusal (412, or 404
 *   for a delete) or when the user reapplies a conflict, shows the change: its answer was lost.
 *   Done without sending it again (changeLanding);
 * - retryLater: a failure a resend may fix (network, 429, 5xx): pending again after a backoff;
 * - conflict: 412, waits for the user with the current version;
 * - refuse: a failure only the user can fix;
 * - release: the claim's owner stopped (crash, reload, lapsed lease): pending again, due now;
 * - expire: a pending entry's retry token grew too old: waits for the user's confirmation;
 * - wake: the network came back: a pending entry waiting on it becomes due now.
 */
export const WORKER_ACTIONS = [
  'claim',
  'succeed',
  'confirm',
  'retryLater',
  'conflict',
  'refuse',
  'release',
  'expire',
  'wake',
] as const;
export type WorkerAction = (typeof WORKER_ACTIONS)[number];

/**
 * What the user does to an entry, in the order the outbox view offers them: retry a failed
 * change, confirm a stale one, reapply a conflicting one on the current version, discard.
 */
export const USER_ACTIONS = ['retry', 'confirmStale', 'reapply', 'discard'] as const;
export type UserActionKind = (typeof USER_ACTIONS)[number];

export type OutboxAction = WorkerAction | UserActionKind;
export const OUTBOX_ACTIONS: readonly OutboxAction[] = [...WORKER_ACTIONS, ...USER_ACTIONS];

/** The transition table: from each state, the actions that apply and the state each leads to. */
const TRANSITIONS: Readonly<Record<OutboxState, Readonly<Partial<Record<OutboxAction, OutboxState>>>>> = {
  pending: { claim: 'sending', expire: 'stale', wake: 'pending', succeed: 'done', discard: 'discarded' },
  sending: {
    succeed: 'done',
    confirm: 'done',
    retryLater: 'pending',
    conflict: 'conflict',
    refuse: 'failed',
    release: 'pending',
  },
  stale: { confirmStale: 'pending', succeed: 'done', discard: 'discarded' },
  failed: { retry: 'pending', succeed: 'done', discard: 'discarded' },
  conflict: { reapply: 'pending', confirm: 'done', succeed: 'done', discard: 'discarded' },
  done: {},
  discarded: { succeed: 'done' },
};

/** The state `action` leads to from `state`; undefined where the action does not apply. */
export function next(state: OutboxState, action: OutboxAction): OutboxState | undefined {
  return TRANSITIONS[state][action];
}

/** What the lifecycle reads of an entry (the stored OutboxEntry has all of it). */
export interface LifecycleEntry {
  readonly state: OutboxState;
  /** Present on a conflict: `etag` is the current version's, once it could be read. */
  readonly conflict?: { readonly etag?: string };
}

/**
 * Whether `action` applies to this entry now. Beyond the table, a conflict is reapplied only on
 * a current version that was read (its etag): reapplying blind would overwrite it unseen.
 */
export function can(entry: LifecycleEntry, action: OutboxAction): boolean {
  if (next(entry.state, action) === undefined) return false;
  return action !== 'reapply' || entry.conflict?.etag !== undefined;
}

/** The user's actions on this entry, in the order to offer them. */
export function userActionsFor(entry: LifecycleEntry): readonly UserActionKind[] {
  return USER_ACTIONS.filter((action) => can(entry, action));
}

/**
 * Where an entry stands for the user, what the badge and every card show:
 * - waiting: queued, sent when due (pending);
 * - sending: on the wire now;
 * - needs-you: nothing happens until the user decides (stale, failed, conflict);
 * - done: settled, nothing will happen to it any more (applied, or discarded by the user).
 */
export type OutboxPhase = 'waiting' | 'sending' | 'needs-you' | 'done';

export function phaseOf(entry: Pick<LifecycleEntry, 'state'>): OutboxPhase {
  switch (entry.state) {
    case 'pending':
      return 'waiting';
    case 'sending':
      return 'sending';
    case 'stale':
    case 'failed':
    case 'conflict':
      return 'needs-you';
    case 'done':
    case 'discarded':
      return 'done';
  }
}

/**
 * The session that signs the changes, as much of it as the lifecycle reads: `ended` while the
 * active profile's session has ended (its token expired or its renewal was refused), when
 * nothing is sent until the next sign-in (contract/sessionStatus.ts).
 */
export interface SigningSession {
  readonly ended: boolean;
}

/**
 * Where an entry stands for the user, with the session taken into account: a change that would
 * be sent when due waits for sign-in while the session has ended. Only what is shown changes:
 * the entry stays pending (never failed, never dropped) and goes out, once, with its retry token
 * after the next sign-in. The one definition of "waiting for sign-in" for every screen.
 */
export type ShownPhase = OutboxPhase | 'waiting-for-sign-in';

export function shownPhaseOf(
  entry: Pick<LifecycleEntry, 'state'>,
  session: SigningSession | undefined,
): ShownPhase {
  const phase = phaseOf(entry);
  return phase === 'waiting' && session?.ended === true ? 'waiting-for-sign-in' : phase;
}

/** Waits for the next sign-in (shownPhaseOf). */
export function waitsForSignIn(
  entry: Pick<LifecycleEntry, 'state'>,
  session: SigningSession | undefined,
): boolean {
  return shownPhaseOf(entry, session) === 'waiting-for-sign-in';
}

/**
 * Whether the change still stands between the user and the service: not applied and not
 * discarded. A change that needs the user (stale, failed, conflict) counts: it was not applied,
 * and nothing else will apply it. So the badge counts it, lists and details mark its resource
 * as having a pending change, and signing out warns that it would be lost.
 */
export function isPending(entry: Pick<LifecycleEntry, 'state'>): boolean {
  return phaseOf(entry) !== 'done';
}

/** Applied or discarded: nothing happens to it any more; the outbox may clear it. */
export function isSettled(entry: Pick<LifecycleEntry, 'state'>): boolean {
  return phaseOf(entry) === 'done';
}

/** Waits for the user's decision. */
export function needsYou(entry: Pick<LifecycleEntry, 'state'>): boolean {
  return phaseOf(entry) === 'needs-you';
}

/** Waiting or on the wire: what a Background Sync would send. */
export function isSendable(entry: Pick<LifecycleEntry, 'state'>): boolean {
  const phase = phaseOf(entry);
  return phase === 'waiting' || phase === 'sending';
}

/** The stored states an entry matching `test` may be in, for indexed queries (`where('state').anyOf`). */
export function statesWhere(test: (entry: Pick<LifecycleEntry, 'state'>) => boolean): OutboxState[] {
  return OUTBOX_STATES.filter((state) => test({ state }));
}

/** Not applied and not discarded (isPending): what the badge counts. */
export const PENDING_STATES: readonly OutboxState[] = statesWhere(isPending);
/** Applied or discarded (isSettled): what the outbox may clear. */
export const SETTLED_STATES: readonly OutboxState[] = statesWhere(isSettled);
/** Waiting for the user (needsYou). */
export const NEEDS_YOU_STATES: readonly OutboxState[] = statesWhere(needsYou);
/** Waiting or on the wire (isSendable). */
export const SENDABLE_STATES: readonly OutboxState[] = statesWhere(isSendable);
