/**
 * What the benchmark's origin keeps on disk: the browser's own estimate for the whole origin
 * (`navigator.storage.estimate()`, with Chromium's split by kind of storage), and how it splits
 * between the tables of the benchmark's database: the saved search index is every binary value of
 * `meta` (its blobs, however many it is saved in), the records are the rest of IndexedDB (the
 * `resources` rows with their index entries; the other tables hold a few rows).
 */
import { binaryBytes } from '../../scripts/bench/binaryBytes.mjs';
import type { ConsoleDb } from '../../src/contract/db';

export interface OriginStorage {
  /** The whole origin, as the browser counts it against its quota. */
  readonly usage: number;
  /** Chromium's split: indexedDB, caches, serviceWorkerRegistrations… */
  readonly details: Readonly<Record<string, number>>;
  readonly resources: number;
  /** Bytes of the saved search index's binary values. */
  readonly savedIndex: number;
}

export async function originStorage(db: ConsoleDb): Promise<OriginStorage> {
  const estimate: StorageEstimate & { usageDetails?: Record<string, number> } =
    await navigator.storage.estimate();
  const [resources, meta] = await Promise.all([db.resources.count(), db.meta.toArray()]);
  return {
    usage: estimate.usage ?? 0,
    details: estimate.usageDetails ?? {},
    resources,
    savedIndex: meta.reduce((sum, row) => sum + binaryBytes(row.value), 0),
  };
}
