/**
 * The one Dexie schema of the console (STYLE rule 4). The worker writes every table; the app
 * reads them reactively with useLiveQuery. Versions are numbered; a new version states only
 * what changed, and upgrades that move data carry their own `upgrade` function.
 */
import Dexie, { type Table } from 'dexie';
import type { Enrichment, ResourceSummary } from '../../oci/resource';
import type { ConsoleFailure } from '../../oci/failure';

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

/** A single read (a details page) kept for offline use. Key: `${operation}:${id}`. */
export interface StoredRecord {
  readonly key: string;
  readonly operation: string;
  readonly region: string;
  readonly body: unknown;
  readonly etag?: string;
  readonly fetchedAt: number;
}

export type OutboxState = 'pending' | 'sending' | 'failed' | 'conflict' | 'done' | 'discarded';

/** One queued mutation (DESIGN §6). */
export interface OutboxEntry {
  readonly id: string;
  readonly operation: string;
  readonly region: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** Made once, when queued; sent on every attempt. */
  readonly retryToken?: string;
  readonly ifMatch?: string;
  /** The resource the change is about, so lists and details can show it is pending. */
  readonly resourceId?: string;
  readonly summary: string;
  readonly state: OutboxState;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly lastFailure?: ConsoleFailure;
  readonly result?: { readonly status: number; readonly workRequestId?: string; readonly body?: unknown };
  /** For a 412: the server's current version, shown beside the user's. */
  readonly conflict?: { readonly current: unknown; readonly etag?: string };
}

/** A persisted xstate snapshot of a running flow (DESIGN §5). */
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

  constructor(name = 'field-console') {
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
  }
}

let shared: ConsoleDb | undefined;

/** The database of this origin, opened once per context. */
export function consoleDb(): ConsoleDb {
  shared ??= new ConsoleDb();
  return shared;
}
