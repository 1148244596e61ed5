/**
 * Every stored resource in worker memory, grouped by lower-case type, for the structured local
 * search: a query evaluates plain objects in a loop instead of opening an IndexedDB cursor per
 * query. Loaded once per worker from the `resources` table and kept current by the same calls
 * that write the table (LocalSearch.putPage, applyEnrichment, remove).
 */
import { ok, type Result } from '../../oci/failure';
import type { StoredResource } from '../store/db';
import type { ResourceStore } from '../store/resourceStore';

const LOAD_BATCH = 5_000;

export class RecordSet {
  private readonly byId = new Map<string, StoredResource>();
  private readonly byType = new Map<string, Map<string, StoredResource>>();

  /** Reads the whole table, in keyset-paged batches. */
  static async load(store: ResourceStore): Promise<Result<RecordSet>> {
    const records = new RecordSet();
    const visited = await store.forEachBatch(LOAD_BATCH, (batch) => records.put(batch));
    return visited.ok ? ok(records) : visited;
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): StoredResource | undefined {
    return this.byId.get(id);
  }

  /** Adds or replaces records (by identifier). */
  put(records: readonly StoredResource[]): void {
    for (const record of records) {
      const typeKey = record.resourceType.toLowerCase();
      const previous = this.byId.get(record.identifier);
      if (previous !== undefined && previous.resourceType.toLowerCase() !== typeKey) {
        this.byType.get(previous.resourceType.toLowerCase())?.delete(record.identifier);
      }
      this.byId.set(record.identifier, record);
      let ofType = this.byType.get(typeKey);
      if (ofType === undefined) {
        ofType = new Map();
        this.byType.set(typeKey, ofType);
      }
      ofType.set(record.identifier, record);
    }
  }

  remove(ids: readonly string[]): void {
    for (const id of ids) {
      const previous = this.byId.get(id);
      if (previous === undefined) continue;
      this.byId.delete(id);
      this.byType.get(previous.resourceType.toLowerCase())?.delete(id);
    }
  }

  /** The lower-case types present. */
  types(): string[] {
    return [...this.byType.keys()];
  }

  /** Visits the records of the given lower-case types ('all': every record). */
  forTypes(types: 'all' | ReadonlySet<string>, visit: (record: StoredResource) => void): void {
    if (types === 'all') {
      for (const record of this.byId.values()) visit(record);
      return;
    }
    for (const type of types) {
      const ofType = this.byType.get(type);
      if (ofType === undefined) continue;
      for (const record of ofType.values()) visit(record);
    }
  }
}
