/**
 * The one Dexie schema of the console (STYLE rule 4). The worker writes every table; the app
 * reads them reactively with useLiveQuery. Versions are numbered; a new version states only
 * what changed, and upgrades that move data carry their own `upgrade` function.
 *
 * What an earlier release stored in a shape the console no longer writes is read by one reader
 * where it is read, rather than moved: the download state (readSyncState, tenancySync.ts: a
 * failure kept as text), a `resources` row (readStoredResource, storedResource.ts) and a read's
 * kept copy (worker/store/keptRecord.ts). tests/e2e/release-upgrade.e2e.ts opens every screen on
 * the stored data of each earlier release (tests/e2e/fixtures/releases/).
 */
import Dexie, { type PromiseExtended, type Table } from 'dexie';
import type { Enrichment, ResourceSummary } from '../oci/resource';
import type { ChangeTitle } from './changeTitle';
import type { ConsoleFailure } from './failure';
import type { OutboxState } from '../rules/outboxLifecycle';
import type { WatchKind, WatchedState } from '../rules/watchRules';
import { chosenDatabase, FIRST_DB_NAME } from './tenancyDb';

/** A search result as the local index keeps it. */
export interface StoredResource extends ResourceSummary {
  /** Region the resource was found in (us-ashburn-1). */
  readonly region: string;
  /** Lower-case resource type, for the type index (names match case-insensitively). */
  readonly typeKey: string;
  readonly enrichment?: Enrichment;
  /** The details link computed from the type catalogue, or null where the type has none. */
  readonly link: string | null;
  /** When the search answer carrying it arrived (epoch ms). */
  readonly fetchedAt: number;
  /** When enrichment last finished for it (epoch ms). */
  readonly enrichedAt?: number;
}

/**
 * A single read (a details page) kept for offline use. Key: readKey in coreApi.ts,
 * `${operation}[/${form}]@${region}:${JSON of the [name, value] parameter pairs in name order}`.
 */
export interface StoredRecord {
  readonly key: string;
  readonly operation: string;
  readonly region: string;
  readonly body: unknown;
  readonly etag?: string;
  readonly fetchedAt: number;
}

/** Where a queued mutation stands: the states and their transitions are src/oci/outboxLifecycle.ts. */
export type { OutboxState };
export type { ChangeTitle };

/** One queued mutation (docs/ARCHITECTURE.md, "A change"). */
export interface OutboxEntry {
  /** Time-ordered: entries made in the same millisecond still sort in the order they were queued. */
  readonly id: string;
  /** The catalogue's operation name: `updateProject`. */
  readonly operation: string;
  readonly region: string;
  /** The call's parameters by their SDK names, without opcRetryToken and ifMatch (below). */
  readonly params: Readonly<Record<string, unknown>>;
  /** Made when queued, sent on every attempt; renewed only when the user confirms a stale entry or reapplies after a conflict. */
  readonly retryToken?: string;
  /** The etag the change was based on, sent as if-match. */
  readonly ifMatch?: string;
  /** The resource the change is about, so lists and details can show it is pending. */
  readonly resourceId?: string;
  /**
   * The title in the language it was queued in: what an entry without `title` (queued by an
   * earlier version, or given as text) shows, and what the outbox's own messages quote.
   */
  readonly summary: string;
  /** The title as data, worded when shown (src/app/i18n/changeTitle.ts). */
  readonly title?: ChangeTitle;
  readonly state: OutboxState;
  /** When queued (epoch ms), strictly increasing across the table: the order changes are sent in. */
  readonly createdAt: number;
  readonly updatedAt: number;
  /** When the current retry token was made (createdAt, or the user's confirmation or reapply): the clock of 'stale'. */
  readonly queuedAt: number;
  /** Sends started, crashed ones included. */
  readonly attempts: number;
  readonly nextAttemptAt: number;
  /**
   * The wait that set `nextAttemptAt` (a backoff, Retry-After, an open circuit), in ms; absent
   * when the entry was made due at once. Both are device-clock readings: with the wait kept, a
   * clock put back after the wait was set cannot stretch it (failurePolicy.waitEndsAt).
   */
  readonly waitMs?: number;
  /** The worker sending it (state 'sending'), and when it claimed it; a claim lapses after a minute. */
  readonly claimedBy?: string;
  readonly claimedAt?: number;
  /**
   * An attempt of the current request may have reached the service without its answer reaching
   * us (dropped connection, time limit, a 5xx, a crash while sending). With a retry token a
   * resend is still safe; updates and deletes carry if-match only, so a later 412 or 404 may be
   * this very change, already applied.
   */
  readonly maybeApplied?: boolean;
  readonly lastFailure?: ConsoleFailure;
  readonly result?: {
    readonly status: number;
    readonly workRequestId?: string;
    readonly body?: unknown;
    readonly etag?: string;
    /**
     * No answer said the change was applied (it was lost, and the resend was refused with 412 or
     * 404): a read of the resource showed it. `status`, `body` and `etag` are that read's.
     */
    readonly confirmedByRead?: true;
  };
  /**
   * For a 412: the server's current version and its etag, shown beside the user's change
   * (`params`). `readFailure` says why `current` is missing when it could not be read.
   */
  readonly conflict?: {
    readonly current: unknown;
    readonly etag?: string;
    readonly readFailure?: ConsoleFailure;
  };
}

/** A persisted xstate snapshot of a running flow (docs/ARCHITECTURE.md, "A flow"). */
export interface StoredFlow {
  readonly id: string;
  readonly kind: 'buildRun' | 'deployment' | 'workRequest';
  readonly region: string;
  readonly snapshot: unknown;
  readonly status: 'active' | 'done' | 'error' | 'stopped';
  readonly updatedAt: number;
}

export interface KeyValue {
  readonly key: string;
  readonly value: unknown;
}

/** A signing profile, like one section of the OCI CLI's config file. */
export interface StoredProfile {
  readonly id: string;
  readonly name: string;
  readonly kind: 'apiKey' | 'sessionToken';
  readonly tenancy: string;
  readonly user?: string;
  readonly fingerprint?: string;
  readonly region: string;
  readonly sessionToken?: string;
  /** A non-extractable CryptoKey; IndexedDB stores it by structured clone. */
  readonly privateKey: CryptoKey;
  /** The public half (SPKI PEM) when the key was born on this device, shown again to add or mint for. */
  readonly publicKeyPem?: string;
  readonly createdAt: number;
}

export interface RecentQuery {
  readonly id?: number;
  readonly text: string;
  readonly at: number;
}

export interface MissingKey {
  readonly id: string;
  readonly lng: string;
  readonly ns: string;
  readonly key: string;
  readonly at: number;
}

/**
 * A "Notify me" on a build run, deployment or work request (src/oci/watchRules.ts). Key: the
 * resource's OCID. A watch that reached a final state stays, with `finishedAt`, until removed.
 */
export interface StoredWatch {
  readonly id: string;
  readonly kind: WatchKind;
  readonly region: string;
  readonly displayName: string;
  /** The console page of the resource, opened from the notification. */
  readonly path: string;
  /** The state the last check saw; the notification dedupe compares against it in a transaction. */
  readonly lastState?: WatchedState;
  readonly createdAt: number;
  readonly checkedAt?: number;
  readonly finishedAt?: number;
}

/** The `resources` table's keys and indexes, as the newest version declares them. */
export const RESOURCES_SCHEMA =
  '&identifier, lifecycleState, enrichedAt, [region+typeKey], [region+fetchedAt]';

export class ConsoleDb extends Dexie {
  resources!: Table<StoredResource, string>;
  records!: Table<StoredRecord, string>;
  outbox!: Table<OutboxEntry, string>;
  flows!: Table<StoredFlow, string>;
  settings!: Table<KeyValue, string>;
  meta!: Table<KeyValue, string>;
  profiles!: Table<StoredProfile, string>;
  recentQueries!: Table<RecentQuery, number>;
  missingKeys!: Table<MissingKey, string>;
  watches!: Table<StoredWatch, string>;

  constructor(name = FIRST_DB_NAME) {
    super(name);
    this.version(1).stores({
      resources: '&identifier, typeKey, compartmentId, lifecycleState, region, fetchedAt, [region+typeKey]',
      records: '&key, operation, fetchedAt',
      outbox: '&id, state, createdAt, resourceId, nextAttemptAt',
      flows: '&id, kind, status, updatedAt',
      settings: '&key',
      meta: '&key',
      profiles: '&id, name',
      recentQueries: '++id, &text, at',
      missingKeys: '&id, lng, at',
    });
    // Version 2: watches ("Notify me"); every other table is kept as it is.
    this.version(2).stores({ watches: '&id, kind, createdAt' });
    // Version 3: how fresh each region's part of the index is (the home page's data age), read
    // as the last key of [region+fetchedAt] instead of a walk over the region's records.
    this.version(3).stores({
      resources:
        '&identifier, typeKey, compartmentId, lifecycleState, region, fetchedAt, [region+typeKey], [region+fetchedAt]',
    });
    // Version 4: enrichedAt, so a restart finds the enrichments stored after the text index was
    // saved (its rows show their links and alternative names) without reading every record.
    this.version(4).stores({
      resources:
        '&identifier, typeKey, compartmentId, lifecycleState, region, fetchedAt, enrichedAt, [region+typeKey], [region+fetchedAt]',
    });
    // Version 5: the outbox's retry token, so a flow restored after a reload finds the change it
    // queued by an index instead of a walk over every entry. The rows are unchanged: the index is
    // built over those already stored, and an entry without a token (its operation takes none)
    // is simply not in it.
    this.version(5).stores({ outbox: '&id, state, createdAt, resourceId, nextAttemptAt, retryToken' });
    // Version 6: the `region`, `typeKey`, `fetchedAt` and `compartmentId` indexes are dropped.
    // Each index entry carries the row's OCID again, and these four took a third of a downloaded
    // tenancy's disk (docs/STORAGE.md); the compound indexes answer the same lookups
    // (contract/resourceKeys.ts), and the compartment is checked on the rows (filterKeys.ts). The
    // rows are untouched: dropping an index rewrites nothing, so the upgrade is quick at any size
    // and cannot lose a row.
    this.version(6).stores({ resources: RESOURCES_SCHEMA });
  }

  /** Whether this instance was ever open: a failed open after that is a reopen. */
  #opened = false;

  /**
   * Dexie reopens the database on the next read after the browser closed it (site data being
   * cleared, a database deleted as broken), but keeps a reopen that fails for good: every later
   * read of this tab or worker would fail until it reloads. Chromium refuses the reopen while it
   * is still deleting, so a failed reopen leaves the next read to try again.
   */
  override open(): PromiseExtended<Dexie> {
    return super.open().then(
      (db) => {
        this.#opened = true;
        return db;
      },
      (error: unknown) => {
        if (this.#opened) this.close({ disableAutoOpen: false });
        throw error;
      },
    );
  }
}

let shared: ConsoleDb | undefined;

/**
 * The database of the tenancy this context works in (contract/tenancyDb.ts), opened once per
 * context: a switch of tenancy reloads the page and its worker.
 */
export function consoleDb(): ConsoleDb {
  shared ??= new ConsoleDb(chosenDatabase());
  return shared;
}
