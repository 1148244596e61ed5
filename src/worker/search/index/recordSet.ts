/**
 * Every stored resource in worker memory, grouped by lower-case type, for the structured local
 * search: a query evaluates rows of one shape (IndexedRow) in a loop instead of opening an
 * IndexedDB cursor per query. Loaded once per worker from the `resources` table and kept current by the same calls
 * that write the table (LocalSearch.putPage, applyEnrichment, remove).
 */
import { ok, type Result } from '../../../contract/failure';
import type { StoredResource } from '../../../contract/db';
import type { ResourceStore } from '../../store/resourceStore';
import { IndexedRow } from './indexedRow';

const LOAD_BATCH = 5_000;

export class RecordSet {
  private readonly byId = new Map<string, IndexedRow>();
  private readonly byType = new Map<string, Map<string, IndexedRow>>();

  /** Reads the whole table, in keyset-paged batches. */
  static async load(store: ResourceStore): Promise<Result<RecordSet>> {
    const records = new RecordSet();
    const visited = await store.forEachBatch(LOAD_BATCH, (batch) => {
      records.put(batch);
    });
    return visited.ok ? ok(records) : visited;
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): StoredResource | undefined {
    return this.byId.get(id)?.record;
  }

  /** Adds or replaces records (by identifier). */
  put(records: readonly StoredResource[]): void {
    for (const record of records) {
      const row = new IndexedRow(record);
      const { typeKey } = row;
      const previous = this.byId.get(record.identifier);
      if (previous !== undefined && previous.typeKey !== typeKey) {
        this.byType.get(previous.typeKey)?.delete(record.identifier);
      }
      this.byId.set(record.identifier, row);
      let ofType = this.byType.get(typeKey);
      if (ofType === undefined) {
        ofType = new Map();
        this.byType.set(typeKey, ofType);
      }
      ofType.set(record.identifier, row);
    }
  }

  remove(ids: readonly string[]): void {
    for (const id of ids) {
      const previous = this.byId.get(id);
      if (previous === undefined) continue;
      this.byId.delete(id);
      this.byType.get(previous.typeKey)?.delete(id);
    }
  }

  /** The lower-case types present. */
  types(): string[] {
    return [...this.byType.keys()];
  }

  /** Visits the rows of the given lower-case types ('all': every row). */
  forTypes(types: 'all' | ReadonlySet<string>, visit: (row: IndexedRow) => void): void {
    if (types === 'all') {
      for (const row of this.byId.values()) visit(row);
      return;
    }
    for (const type of types) {
      const ofType = this.byType.get(type);
      if (ofType === undefined) continue;
      for (const row of ofType.values()) visit(row);
    }
  }
}
