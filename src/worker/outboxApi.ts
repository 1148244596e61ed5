/**
 * The outbox behind the worker API: one per worker, started on the first configure, drained
 * on start, when the connection returns, on the page's visibilitychange and on Background Sync.
 * Where the browser has OPFS, every unfinished change is also kept in the journal there, and
 * before the outbox starts (and whenever the browser closes the database under this worker)
 * storageGuard looks whether the database was wiped, restores the changes and tells the user.
 */
import { fail, type Result } from '../contract/failure';
import type { WorkerContext } from './context';
import {
  bindReplayTriggers,
  clientSend,
  createLockPresence,
  createOutbox,
  type DrainTrigger,
  type EnqueueInput,
  type Outbox,
  type OwnerPresence,
} from './outbox';
import type { OutboxEntry } from '../contract/db';
import { outcomeOf } from '../contract/failurePolicy';
import type { SessionKeeper } from './auth/sessionKeeper';
import { STORAGE_WIPE_KEY } from '../contract/storageWipe';
import { guardStorage, storageFailure } from '../contract/storageError';
import { createStorageGuard, type StorageGuard } from './store/storageGuard';
import { looksAfterClose, type LookResult } from './store/looksAfterClose';
import { sleep } from './client/retry';
import { journalLock, type JournalLock } from './outbox/journal/outboxJournal';
import { mirroredJournal, type MirroredJournal } from './outbox/journal/mirroredJournal';
import { createOpfsJournal, hasOpfs } from './outbox/journal/opfsJournal';

export type { EnqueueInput } from './outbox';

/** When the guard looks after the browser closed the database: at once, then after each wait. */
const CLOSE_LOOKS_MS = [0, 1_000, 3_000, 10_000] as const;
/** The most looks after one close: past the waits, the last wait repeats while closes come. */
const CLOSE_LOOKS_MAX = 8;

export interface OutboxApi {
  /** Stores the change first, then sends it; answers the entry id. */
  enqueue(input: EnqueueInput): Promise<Result<string>>;
  drainOutbox(trigger?: DrainTrigger): Promise<Result<void>>;
  retryEntry(id: string): Promise<Result<OutboxEntry>>;
  discardEntry(id: string): Promise<Result<OutboxEntry>>;
  reapplyEntry(id: string, freshEtag: string): Promise<Result<OutboxEntry>>;
  confirmStaleEntry(id: string): Promise<Result<OutboxEntry>>;
  clearDoneEntries(olderThanMs: number): Promise<Result<number>>;
  /** The user read the notice of a wiped database (src/contract/storageWipe.ts). */
  dismissStorageWipe(): Promise<Result<void>>;
}

/** The journal and the guard of this worker, where the browser has OPFS. */
interface Journaling {
  readonly journal: MirroredJournal;
  readonly lock: JournalLock;
  readonly guard: StorageGuard;
}

function journaling(context: WorkerContext): Journaling | undefined {
  if (!hasOpfs()) return undefined;
  const journal = mirroredJournal(createOpfsJournal(undefined, context.db.name));
  const lock = journalLock();
  return { journal, lock, guard: createStorageGuard({ db: context.db, journal, lock, now: () => Date.now() }) };
}

async function presence(): Promise<OwnerPresence | undefined> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return undefined;
  return createLockPresence(locks).catch(() => undefined);
}

export function createOutboxApi(
  context: WorkerContext,
  session?: Pick<SessionKeeper, 'signedIn' | 'refused' | 'wake'>,
): OutboxApi & { readonly startOutbox: () => Promise<Outbox>; readonly keepSettings: () => Promise<void> } {
  let started: Promise<Outbox> | undefined;
  const kept = journaling(context);

  /**
   * Looks for a wipe and restores what it took. A journal that cannot be read leaves the outbox
   * as the database has it.
   */
  const checkWipe = async (): Promise<LookResult> => {
    if (kept === undefined) return 'inPlace';
    try {
      return (await kept.guard.check()) === undefined ? 'inPlace' : 'restored';
    } catch {
      return 'unread';
    }
  };

  // The browser closing the database under this worker (site data cleared, a database found
  // broken and deleted): Dexie opens a new one on the next read, which the guard compares; what
  // it restored is sent at once. (At start, the outbox's start drain sends it.)
  context.db.on(
    'close',
    looksAfterClose({
      look: checkWipe,
      waits: CLOSE_LOOKS_MS,
      maxLooks: CLOSE_LOOKS_MAX,
      sleep,
      stopped: () => context.signedOut(),
      restored: () => {
        void started?.then((outbox) => outbox.drain('start')).catch(() => undefined);
      },
    }),
  );

  const start = () => {
    started ??= Promise.all([presence(), checkWipe()]).then(([owner]) => {
      const outbox = createOutbox({
        db: context.db,
        ...(kept === undefined ? {} : { journal: { journal: kept.journal, lock: kept.lock } }),
        send: clientSend((region) => context.client(region)),
        now: () => Date.now(),
        random: Math.random,
        setTimer: (callback, ms) => setTimeout(callback, ms),
        clearTimer: (handle) => {
          clearTimeout(handle as ReturnType<typeof setTimeout>);
        },
        isOnline: context.isOnline,
        ...(session === undefined ? {} : { signedIn: session.signedIn }),
        // A change the session's end refused: the keeper finds out at once whether it can renew.
        onChange: (entry) => {
          if (entry.lastFailure !== undefined && outcomeOf(entry.lastFailure) === 'sessionEnded')
            session?.refused();
        },
        ...(owner ? { presence: owner } : {}),
      });
      if (typeof self !== 'undefined' && 'addEventListener' in self) {
        bindReplayTriggers(self, outbox, () => undefined);
        self.addEventListener('online', () => session?.wake());
      }
      return outbox;
    });
    return started;
  };

  const withOutbox = async <T>(use: (outbox: Outbox) => Promise<Result<T>>): Promise<Result<T>> => {
    try {
      return await use(await start());
    } catch (error) {
      return fail<T>(storageFailure(error));
    }
  };

  return {
    startOutbox: start,
    keepSettings: async () => {
      await kept?.guard.keep().catch(() => undefined);
    },
    dismissStorageWipe: () => guardStorage(() => context.db.meta.delete(STORAGE_WIPE_KEY)),
    enqueue: (input) => withOutbox((outbox) => outbox.enqueue(input)),
    drainOutbox: (trigger = 'manual') => withOutbox((outbox) => outbox.drain(trigger)),
    retryEntry: (id) => withOutbox((outbox) => outbox.retry(id)),
    discardEntry: (id) => withOutbox((outbox) => outbox.discard(id)),
    reapplyEntry: (id, etag) => withOutbox((outbox) => outbox.reapply(id, etag)),
    confirmStaleEntry: (id) => withOutbox((outbox) => outbox.confirmStale(id)),
    clearDoneEntries: (olderThanMs) => withOutbox((outbox) => outbox.clearDone(olderThanMs)),
  };
}
