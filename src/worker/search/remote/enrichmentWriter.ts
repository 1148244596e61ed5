/**
 * Stores the enrichments of a search in batches: each finished resource is queued and the queue
 * is written in one transaction a moment later (with its link recomputed from the enriched
 * record), so the enricher's slots go straight back to reading instead of waiting for one
 * IndexedDB transaction per resource. The written rows go to `onWritten` (the progress report).
 */
import type { ConsoleFailure, Result } from '../../../contract/failure';
import type { Enrichment } from '../../../oci/resource';
import { detailsLink } from '../../../oci/resource-types';
import type { StoredResource } from '../../../contract/db';
import type { EnrichmentUpdate } from '../../store/resourceStore';

export interface EnrichmentSink {
  applyEnrichments(updates: readonly EnrichmentUpdate[]): Promise<Result<StoredResource[]>>;
}

export interface EnrichmentWriterOptions {
  readonly sink: EnrichmentSink;
  readonly onWritten: (records: readonly StoredResource[]) => void;
  /** How long the first queued enrichment waits for others to join its batch. */
  readonly delayMs?: number;
  /** A batch is written at once when it reaches this size. */
  readonly maxBatch?: number;
}

export interface EnrichmentWriterStats {
  readonly written: number;
  /** Enrichments lost because their batch could not be stored. */
  readonly failed: number;
  readonly lastFailure?: ConsoleFailure;
}

const DEFAULT_DELAY_MS = 20;
const DEFAULT_MAX_BATCH = 200;

export class EnrichmentWriter {
  private queue: EnrichmentUpdate[] = [];
  private timer?: ReturnType<typeof setTimeout>;
  private writing: Promise<void> = Promise.resolve();
  private written = 0;
  private failed = 0;
  private lastFailure?: ConsoleFailure;

  constructor(private readonly options: EnrichmentWriterOptions) {}

  /** Queues one resource's enrichment; its link is computed when the batch is written. */
  add(id: string, enrichment: Enrichment): void {
    this.queue.push({ id, enrichment, link: (enriched) => detailsLink(enriched) });
    if (this.queue.length >= (this.options.maxBatch ?? DEFAULT_MAX_BATCH)) {
      this.writeNow();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.writeNow();
    }, this.options.delayMs ?? DEFAULT_DELAY_MS);
  }

  /** Writes what is queued and resolves once every batch so far is stored. */
  async flush(): Promise<EnrichmentWriterStats> {
    this.writeNow();
    await this.writing;
    return this.stats();
  }

  /** Forgets what is queued (the search was replaced). */
  drop(): void {
    this.cancelTimer();
    this.queue = [];
  }

  stats(): EnrichmentWriterStats {
    return { written: this.written, failed: this.failed, lastFailure: this.lastFailure };
  }

  private writeNow(): void {
    this.cancelTimer();
    if (this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    // Batches are written one after the other, in the order they were queued.
    this.writing = this.writing.then(async () => {
      const answer = await this.options.sink.applyEnrichments(batch);
      if (!answer.ok) {
        this.failed += batch.length;
        this.lastFailure = answer.failure;
        return;
      }
      this.written += answer.value.length;
      if (answer.value.length > 0) this.options.onWritten(answer.value);
    });
  }

  private cancelTimer(): void {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
