/**
 * One remote search (docs/ARCHITECTURE.md, "A search"): every region is searched at once, page by
 * page; each page is stored in the local index (and so becomes searchable offline), reported to the
 * app, and queued for enrichment; enrichment runs while later pages arrive, visible rows first, and
 * each enriched resource is stored with its recomputed link. A failed region does not stop the
 * others; a failed enrichment leaves its resource as it was.
 */
import { fail, ok, type Result } from '../../../contract/failure';
import { operation } from '../../../oci/operations';
import {
  createEnricher,
  type EnrichSpec,
  type EnrichStats,
  type Enricher,
} from '../../enrich/createEnricher';
import type { StoredResource } from '../../../contract/db';
import { EnrichmentWriter } from './enrichmentWriter';
import type { LocalSearch } from '../localSearch';
import { ProgressReporter, type ProgressListener, type RegionSearchState } from './progressReporter';
import {
  RegionSearchError,
  regionFailureOf,
  regionPages,
  type SearchDetails,
  type SendCall,
} from './regionPages';
import { toSearchRow, toStoredResource } from '../query/searchRow';

export interface RemoteSearchSummary {
  readonly searchId: number;
  /** Results received, every region. */
  readonly total: number;
  readonly pagesDone: number;
  readonly regions: Readonly<Record<string, RegionSearchState>>;
  readonly enrich: EnrichStats;
  /** From the request to the end of enrichment. */
  readonly tookMs: number;
}

export interface RemoteSearchSettings {
  readonly send: SendCall;
  readonly specFor: (typeName: string) => EnrichSpec | undefined;
  /**
   * Enrichment reads in flight at most: a number, or asked as reads start (six over HTTP/1.1,
   * more once the service is known to speak HTTP/2: src/worker/enrich/connections.ts).
   */
  readonly concurrency: number | (() => number);
  readonly pageDeadlineMs: number;
  readonly progressIntervalMs: number;
  readonly now: () => number;
  readonly clock: () => number;
}

/** What a remote search writes to: the local index (LocalSearch), which saves itself when it should. */
export type LocalIndexWriter = Pick<LocalSearch<unknown>, 'putPage' | 'applyEnrichments'>;

export interface RemoteSearchPlan {
  readonly searchId: number;
  readonly details: SearchDetails;
  readonly regions: readonly string[];
  /** Results per region at most. */
  readonly cap: number;
}

function aborted(): Result<never> {
  return fail({ kind: 'aborted', message: 'A newer search replaced this one' });
}

export class RemoteSearch {
  private readonly controller = new AbortController();
  private readonly reporter: ProgressReporter;
  private readonly writer: EnrichmentWriter;
  private readonly enricher: Enricher;
  private readonly counted = new Set<string>();

  constructor(
    private readonly plan: RemoteSearchPlan,
    private readonly local: LocalIndexWriter,
    private readonly settings: RemoteSearchSettings,
    listener: ProgressListener,
  ) {
    this.reporter = new ProgressReporter(
      plan.searchId,
      plan.regions,
      listener,
      () => {
        const stats = this.enricher.stats();
        return { enriched: stats.enriched + stats.failures, enrichTotal: this.counted.size };
      },
      settings.progressIntervalMs,
    );
    this.writer = new EnrichmentWriter({
      sink: local,
      onWritten: (records) => {
        this.reporter.changed(records.map(toSearchRow));
      },
    });
    this.enricher = createEnricher({
      concurrency: settings.concurrency,
      specFor: settings.specFor,
      signal: this.controller.signal,
      read: async (request, signal) => {
        try {
          const answer = await settings.send(operation(request.operation), request.params, {
            region: request.region,
            signal,
            ...(request.basePath === undefined ? {} : { basePath: request.basePath }),
          });
          return answer.body;
        } catch (error) {
          // The failure is counted by the enricher; the next report carries the new count.
          this.reporter.counted();
          throw error;
        }
      },
      onResult: (id, enrichment) => {
        this.writer.add(id, enrichment);
      },
    });
  }

  /**
   * Whether the search was replaced. A call, not the signal's property, because it is asked
   * again after each await: a narrowed property would read as still false to the type checker.
   */
  private replaced(): boolean {
    return this.controller.signal.aborted;
  }

  get searchId(): number {
    return this.plan.searchId;
  }

  /** Moves these results, if still waiting for enrichment, to the front. */
  prioritize(ids: readonly string[]): void {
    this.enricher.prioritize(ids);
  }

  /** Stops paging and enrichment; no more reports. What is already stored stays. */
  abort(): void {
    if (this.replaced()) return;
    this.controller.abort(new DOMException('Search replaced', 'AbortError'));
    this.reporter.stop();
  }

  async run(): Promise<Result<RemoteSearchSummary>> {
    const started = this.settings.clock();
    await Promise.all(this.plan.regions.map((region) => this.searchRegion(region)));
    if (this.replaced()) return aborted();
    this.enricher.end();
    if (this.counted.size > 0) this.reporter.setPhase('enriching');
    const enrich = await this.enricher.done;
    await this.writer.flush();
    if (this.replaced()) return aborted();
    this.reporter.setPhase('done');
    const regions = this.reporter.regionStates();
    const states = Object.values(regions);
    const failed = states.find((state) => state.failure !== undefined);
    if (failed?.failure !== undefined && states.every((state) => state.status === 'failed')) {
      return fail(failed.failure);
    }
    return ok({
      searchId: this.plan.searchId,
      total: states.reduce((sum, state) => sum + state.received, 0),
      pagesDone: states.reduce((sum, state) => sum + state.pages, 0),
      regions,
      enrich,
      tookMs: this.settings.clock() - started,
    });
  }

  private async searchRegion(region: string): Promise<void> {
    const { signal } = this.controller;
    try {
      const pages = regionPages({
        send: this.settings.send,
        region,
        details: this.plan.details,
        cap: this.plan.cap,
        signal,
        pageDeadlineMs: this.settings.pageDeadlineMs,
      });
      for await (const page of pages) {
        if (this.replaced()) return;
        const fetchedAt = this.settings.now();
        const stored = await this.local.putPage(
          page.items.map((summary) => toStoredResource(summary, region, fetchedAt)),
        );
        if (!stored.ok) throw new RegionSearchError(stored.failure);
        if (this.replaced()) return;
        this.enrich(stored.value);
        this.reporter.page(region, stored.value.map(toSearchRow), page.truncated);
      }
      this.reporter.regionDone(region);
    } catch (error) {
      if (!this.replaced()) this.reporter.regionFailed(region, regionFailureOf(error));
    }
  }

  private enrich(records: readonly StoredResource[]): void {
    for (const record of records) {
      if (this.settings.specFor(record.resourceType) !== undefined) this.counted.add(record.identifier);
    }
    this.enricher.add(records);
  }
}
