/**
 * The local index of search results (docs/ARCHITECTURE.md, "A search") over the Dexie `resources`
 * table: pages are written whole or not at all, lookups go through the table's indexes, and every
 * IndexedDB error comes back as a `storage` failure instead of a throw (STYLE rule 2).
 */
import type { Enrichment } from '../../oci/resource';
import type { Result } from '../../contract/failure';
import { consoleDb, type ConsoleDb, type StoredResource } from '../../contract/db';
import { newestFetchedAt } from '../../contract/resourceKeys';
import { guardStorage } from '../../contract/storageError';
import { filterKeys, type ResourceFilter } from './filterKeys';

export type { ResourceFilter } from './filterKeys';

export interface PageWindow {
  /** At most this many records; all when absent. */
  readonly limit?: number;
  /** Records to skip first. */
  readonly offset?: number;
}

/** The details link after enrichment: a value, or computed from the enriched record. */
export type LinkAfterEnrichment = string | null | ((enriched: StoredResource) => string | null);

/** One enrichment to store, with the link to compute from the enriched record. */
export interface EnrichmentUpdate {
  readonly id: string;
  readonly enrichment: Enrichment;
  readonly link: LinkAfterEnrichment;
}

export interface ResourceStoreOptions {
  /** The clock for `enrichedAt`; Date.now by default. */
  readonly now?: () => number;
}

/** The `meta` row counting the table's removals. */
const REMOVALS_KEY = 'resourceRemovals';

function removalCount(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/** What a remove() did: the identifiers it was given, and the table's removals counting it. */
export interface Removal {
  readonly removed: number;
  readonly removals: number;
}

export class ResourceStore {
  private readonly now: () => number;

  constructor(
    readonly db: ConsoleDb = consoleDb(),
    options: ResourceStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Stores one page of search results in one transaction: on failure nothing of the page is
   * written and nothing stored before is touched. `typeKey` is recomputed from `resourceType`
   * so the type index always agrees with it. A result that arrives without enrichment keeps
   * the enrichment (and the link computed with it) of the version already stored, until the
   * enricher replaces them: a link computed without enrichment can only be less precise. Answers the records as written.
   * `mayBeStored`, when given, says which identifiers can have a stored version: only those
   * are read first (a tenancy download's new resources are written without a read each).
   */
  async putPage(
    resources: readonly StoredResource[],
    mayBeStored?: (id: string) => boolean,
  ): Promise<Result<StoredResource[]>> {
    return guardStorage(() =>
      this.db.transaction('rw', this.db.resources, async () => {
        const read = mayBeStored
          ? resources.filter((resource) => mayBeStored(resource.identifier))
          : resources;
        const found =
          read.length === 0
            ? []
            : await this.db.resources.bulkGet(read.map((resource) => resource.identifier));
        const existing = new Map<string, StoredResource>();
        for (const record of found) if (record !== undefined) existing.set(record.identifier, record);
        const merged = resources.map((resource) =>
          withKeptEnrichment(resource, existing.get(resource.identifier)),
        );
        await this.db.resources.bulkPut(merged);
        return merged;
      }),
    );
  }

  async get(id: string): Promise<Result<StoredResource | undefined>> {
    return guardStorage(() => this.db.resources.get(id));
  }

  /**
   * Records an enrichment: replaces the record's enrichment, sets `enrichedAt` and the link.
   * Answers the updated record, or undefined when the resource is not stored.
   */
  async applyEnrichment(
    id: string,
    enrichment: Enrichment,
    link: LinkAfterEnrichment,
  ): Promise<Result<StoredResource | undefined>> {
    return guardStorage(() =>
      this.db.transaction('rw', this.db.resources, () => this.enrich({ id, enrichment, link })),
    );
  }

  /**
   * Records several enrichments in one transaction (a search's enrichment writes in batches, not
   * one transaction per resource). Answers the updated records; resources no longer stored are
   * left out. On failure nothing of the batch is written.
   */
  async applyEnrichments(updates: readonly EnrichmentUpdate[]): Promise<Result<StoredResource[]>> {
    return guardStorage(() =>
      this.db.transaction('rw', this.db.resources, async () => {
        const written = await Promise.all(updates.map((update) => this.enrich(update)));
        return written.filter((record): record is StoredResource => record !== undefined);
      }),
    );
  }

  /** One enrichment, within the caller's transaction. */
  private async enrich({ id, enrichment, link }: EnrichmentUpdate): Promise<StoredResource | undefined> {
    const current = await this.db.resources.get(id);
    if (current === undefined) return undefined;
    const enriched: StoredResource = { ...current, enrichment, enrichedAt: this.now() };
    const updated: StoredResource = { ...enriched, link: typeof link === 'function' ? link(enriched) : link };
    await this.db.resources.put(updated);
    return updated;
  }

  /** Removes records; answers how many identifiers were given. */
  async remove(ids: readonly string[]): Promise<Result<Removal>> {
    return guardStorage(() =>
      this.db.transaction('rw', this.db.resources, this.db.meta, async () => {
        await this.db.resources.bulkDelete([...ids]);
        const before = await this.db.meta.get(REMOVALS_KEY);
        const removals = removalCount(before?.value) + 1;
        await this.db.meta.put({ key: REMOVALS_KEY, value: removals });
        return { removed: ids.length, removals };
      }),
    );
  }

  /**
   * How many removals the table has taken (each remove() counts one, in its transaction): a
   * saved index that counted fewer may still hold a resource since removed.
   */
  async removals(): Promise<Result<number>> {
    return guardStorage(async () => removalCount((await this.db.meta.get(REMOVALS_KEY))?.value));
  }

  /**
   * The records matching every criterion of the filter, in identifier order. Each criterion is
   * answered by its index (region and type together by the compound index) and the key sets
   * are intersected before any record is read.
   */
  async find(filter: ResourceFilter, window: PageWindow = {}): Promise<Result<StoredResource[]>> {
    return guardStorage(() =>
      this.db.transaction('r', this.db.resources, async () => {
        const offset = Math.max(0, window.offset ?? 0);
        const limit = window.limit ?? Number.POSITIVE_INFINITY;
        const keys = await filterKeys(this.db, filter);
        if (keys === 'all') {
          let collection = this.db.resources.orderBy(':id').offset(offset);
          if (Number.isFinite(limit)) collection = collection.limit(limit);
          return collection.toArray();
        }
        const page = keys.slice(offset, offset + limit);
        const found = await this.db.resources.bulkGet(page);
        return found.filter((resource): resource is StoredResource => resource !== undefined);
      }),
    );
  }

  /** How many records match the filter, from the indexes alone. */
  async countWhere(filter: ResourceFilter): Promise<Result<number>> {
    return guardStorage(async () => {
      const keys = await filterKeys(this.db, filter);
      return keys === 'all' ? this.db.resources.count() : keys.length;
    });
  }

  async count(): Promise<Result<number>> {
    return guardStorage(() => this.db.resources.count());
  }

  /** The newest `fetchedAt` of any record (0 when empty): with count(), tells a stale snapshot. */
  async latestFetchedAt(): Promise<Result<number>> {
    return guardStorage(() => newestFetchedAt(this.db.resources));
  }

  /** The newest enrichedAt stored, or 0 when nothing is enriched. */
  async latestEnrichedAt(): Promise<Result<number>> {
    return guardStorage(async () => {
      const newest = await this.db.resources.orderBy('enrichedAt').last();
      return newest?.enrichedAt ?? 0;
    });
  }

  /**
   * Reads every record in identifier order, `batchSize` at a time (keyset paging, so memory
   * stays bounded and no offset is re-scanned). Answers how many records were visited.
   */
  async forEachBatch(
    batchSize: number,
    visit: (batch: readonly StoredResource[]) => void,
  ): Promise<Result<number>> {
    return guardStorage(async () => {
      let visited = 0;
      let after: string | undefined;
      for (;;) {
        const query =
          after === undefined
            ? this.db.resources.orderBy(':id')
            : this.db.resources.where(':id').above(after);
        const batch = await query.limit(batchSize).toArray();
        if (batch.length === 0) return visited;
        visit(batch);
        visited += batch.length;
        after = batch[batch.length - 1]?.identifier;
        if (batch.length < batchSize) return visited;
      }
    });
  }
}

function withKeptEnrichment(incoming: StoredResource, stored: StoredResource | undefined): StoredResource {
  const typeKey = incoming.resourceType.toLowerCase();
  if (incoming.enrichment !== undefined || stored?.enrichment === undefined) {
    // A download's records already agree with their type (toStoredResource): no copy of each.
    return incoming.typeKey === typeKey ? incoming : { ...incoming, typeKey };
  }
  return {
    ...incoming,
    typeKey,
    enrichment: stored.enrichment,
    enrichedAt: stored.enrichedAt,
    link: stored.link ?? incoming.link,
  };
}
