/**
 * The shapes of the outbox (docs/ARCHITECTURE.md, "A change"): what it needs from the worker, what
 * one send answers, and the API it offers. Everything here is plain, structured-cloneable data or a
 * function.
 */
import type { ConsoleFailure, Result } from '../../contract/failure';
import type { ChangeTitle } from '../../contract/changeTitle';
import type { OutboxEntry } from '../../contract/db';
import type { ConsoleDb } from '../../contract/db';
import type { JournalLock, OutboxJournal } from './journal/outboxJournal';

/** One call as the outbox asks for it: a queued entry, or the read of a conflict's current version. */
export type OutboxCall = Pick<OutboxEntry, 'operation' | 'region' | 'params' | 'retryToken' | 'ifMatch'>;

/** What one send answered. It never throws: a failure is data. */
export type SendOutcome =
  | {
      readonly ok: true;
      readonly status: number;
      readonly workRequestId?: string;
      readonly body?: unknown;
      readonly etag?: string;
    }
  | { readonly ok: false; readonly failure: ConsoleFailure };

/**
 * Sends one call now: signs it at sending time, with `opcRetryToken` = call.retryToken and
 * `ifMatch` = call.ifMatch as header parameters (see clientSend).
 */
export type OutboxSend = (call: OutboxCall) => Promise<SendOutcome>;

/** Who holds a claim, and whether a holder is still running (see lockPresence). */
export interface OwnerPresence {
  readonly ownerId: string;
  isAlive(ownerId: string): Promise<boolean>;
}

/** Why a drain runs. `online` also makes entries that waited on a dropped connection due at once. */
export type DrainTrigger = 'start' | 'enqueue' | 'online' | 'visible' | 'timer' | 'sync' | 'user' | 'manual';

export interface OutboxDeps {
  readonly db: ConsoleDb;
  /**
   * The journal that keeps every unfinished change outside IndexedDB (journal/outboxJournal.ts),
   * and its lock across tabs. Without it the database is the only copy.
   */
  readonly journal?: { readonly journal: OutboxJournal; readonly lock: JournalLock };
  readonly send: OutboxSend;
  /** Epoch ms. */
  readonly now: () => number;
  /** In [0, 1): the jitter of the backoff. */
  readonly random: () => number;
  readonly setTimer: (callback: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
  /** False when the platform knows it is offline (navigator.onLine): nothing is sent then. */
  readonly isOnline: () => boolean;
  /**
   * False while the session that signs has ended (auth/sessionKeeper.ts): nothing is sent then,
   * and queued changes wait, as while offline, until a new session token is accepted.
   */
  readonly signedIn?: () => boolean;
  /** Told of every entry the outbox writes, after the write. */
  readonly onChange?: (entry: OutboxEntry) => void;
  /** Told when a drain that nobody awaits (timer, enqueue, user action) could not use IndexedDB. */
  readonly onError?: (failure: ConsoleFailure) => void;
  /** Default: a random owner whose claims lapse only with their lease. */
  readonly presence?: OwnerPresence;
  /** Entries sent at once by this outbox (different resources). Default 4. */
  readonly maxConcurrent?: number;
  /** How long a claim holds without its owner finishing. Default 60 s; keep it above the client's time limit. */
  readonly leaseMs?: number;
  /** Age of a retry token past which an entry waits for the user. Default 23 hours. */
  readonly staleAfterMs?: number;
}

/** A change the user made, as the app hands it to the outbox. */
export interface EnqueueInput {
  readonly operation: string;
  readonly region: string;
  /** SDK parameter names, opcRetryToken and ifMatch excluded. Structured-cloneable. */
  readonly params: Readonly<Record<string, unknown>>;
  readonly ifMatch?: string;
  /** Default: the value of the operation's last path parameter. */
  readonly resourceId?: string;
  /** One line for the user, in the language of the moment: `Rename project "web" to "site"`. */
  readonly summary: string;
  /** The same title as data, so that the outbox words it in whatever language is chosen later. */
  readonly title?: ChangeTitle;
  /**
   * The retry token, when the caller made it as the user acted (a flow keeps it to find its entry
   * again after a reload). Default: a new one. Ignored for an operation that takes none.
   */
  readonly retryToken?: string;
}

export interface Outbox {
  /** Stores the change (before anything is sent), then starts sending; answers the entry id. */
  enqueue(input: EnqueueInput): Promise<Result<string>>;
  /** Sends every due entry; resolves once nothing due is left and nothing is on the wire. */
  drain(trigger?: DrainTrigger): Promise<Result<void>>;
  /** failed → pending, due now, same retry token. */
  retry(id: string): Promise<Result<OutboxEntry>>;
  /** pending, stale, failed or conflict → discarded. */
  discard(id: string): Promise<Result<OutboxEntry>>;
  /** conflict → pending with if-match = freshEtag, same params, a new retry token. */
  reapply(id: string, freshEtag: string): Promise<Result<OutboxEntry>>;
  /** stale → pending with a new retry token. */
  confirmStale(id: string): Promise<Result<OutboxEntry>>;
  /** Deletes done and discarded entries last changed more than `olderThanMs` ago; answers how many. */
  clearDone(olderThanMs: number): Promise<Result<number>>;
  /** Changes not applied yet and not discarded: pending, sending, stale, failed and conflict. */
  pendingCount(): Promise<Result<number>>;
  /** Every entry, oldest first. */
  list(): Promise<Result<OutboxEntry[]>>;
  /** The unfinished changes of one resource, oldest first. */
  pendingFor(resourceId: string): Promise<Result<OutboxEntry[]>>;
  /** Cancels the timer; nothing is sent on its own after this. */
  stop(): void;
}
