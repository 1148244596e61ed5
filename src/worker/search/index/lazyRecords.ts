/**
 * The records a structured query reads when its fields are not all columns (RecordSet): loaded at
 * the first such query, not at the start, and loaded again at the next one when a load failed.
 * Changes made once a load has begun are applied to the records in order, after the load.
 */
import type { Result } from '../../../contract/failure';
import type { ResourceStore } from '../../store/resourceStore';
import { RecordSet } from './recordSet';

export class LazyRecords {
  private records?: Promise<Result<RecordSet>>;
  private isLoaded = false;

  constructor(private readonly store: ResourceStore) {}

  /** Whether the records are in memory. */
  get loaded(): boolean {
    return this.isLoaded;
  }

  /** The records, loaded from the store at the first call. */
  load(): Promise<Result<RecordSet>> {
    this.records ??= RecordSet.load(this.store).then((loaded) => {
      if (loaded.ok) this.isLoaded = true;
      else this.records = undefined;
      return loaded;
    });
    return this.records;
  }

  /** Applies a change to the records once they are loaded, in the order of the changes (none before a load). */
  change(apply: (records: RecordSet) => void): void {
    this.records = this.records?.then((loaded) => {
      if (loaded.ok) apply(loaded.value);
      return loaded;
    });
  }
}
