/**
 * What the app hears of a running remote search. A page's results are reported at once (the
 * list fills from the first page); enriched rows are gathered and reported together at most
 * every `intervalMs`, so a thousand enrichments do not become a thousand messages. The
 * callback is the app's comlink proxy: a failed delivery (the page went away) is ignored.
 */
import type { ConsoleFailure } from '../../../contract/failure';
import type { SearchRow } from '../query/searchRow';

export type RemoteSearchPhase = 'searching' | 'enriching' | 'done';

export interface RegionSearchState {
  readonly status: 'searching' | 'done' | 'failed';
  /** Results received from this region. */
  readonly received: number;
  readonly pages: number;
  /** The region had more results than the search's cap. */
  readonly truncated: boolean;
  readonly failure?: ConsoleFailure;
}

export interface RemoteSearchProgress {
  /** Which search this is about; a newer search has a larger one. */
  readonly searchId: number;
  readonly phase: RemoteSearchPhase;
  /** The region whose page or failure this report brings, when it brings one. */
  readonly region?: string;
  /** Rows new or changed since the previous report: a page's results, or enriched rows with their new link. */
  readonly items: readonly SearchRow[];
  /** Results received so far, every region. */
  readonly total: number;
  readonly pagesDone: number;
  /** Results whose enrichment has finished (stored, or failed and left as they were). */
  readonly enriched: number;
  /** Results that have an enrichment to run. */
  readonly enrichTotal: number;
  readonly regions: Readonly<Record<string, RegionSearchState>>;
}

export type ProgressListener = (progress: RemoteSearchProgress) => unknown;

export interface ProgressCounts {
  readonly enriched: number;
  readonly enrichTotal: number;
}

export class ProgressReporter {
  private readonly regions = new Map<string, RegionSearchState>();
  private pending = new Map<string, SearchRow>();
  private timer?: ReturnType<typeof setTimeout>;
  private phase: RemoteSearchPhase = 'searching';
  private total = 0;
  private pagesDone = 0;
  private stopped = false;

  constructor(
    private readonly searchId: number,
    regions: readonly string[],
    private readonly listener: ProgressListener,
    private readonly counts: () => ProgressCounts,
    private readonly intervalMs: number,
  ) {
    for (const region of regions)
      this.regions.set(region, { status: 'searching', received: 0, pages: 0, truncated: false });
  }

  regionStates(): Readonly<Record<string, RegionSearchState>> {
    return Object.fromEntries(this.regions);
  }

  /** A page arrived and is stored: reported now, with any enriched rows waiting. */
  page(region: string, rows: readonly SearchRow[], truncated: boolean): void {
    const state = this.region(region);
    this.regions.set(region, {
      ...state,
      received: state.received + rows.length,
      pages: state.pages + 1,
      truncated,
    });
    this.total += rows.length;
    this.pagesDone += 1;
    for (const row of rows) this.pending.set(row.identifier, row);
    this.flush(region);
  }

  regionDone(region: string): void {
    this.regions.set(region, { ...this.region(region), status: 'done' });
  }

  regionFailed(region: string, failure: ConsoleFailure): void {
    this.regions.set(region, { ...this.region(region), status: 'failed', failure });
    this.flush(region);
  }

  /** Rows changed by enrichment: reported with the next report. */
  changed(rows: readonly SearchRow[]): void {
    for (const row of rows) this.pending.set(row.identifier, row);
    this.schedule();
  }

  /** Enrichment finished for some results without changing a row (a failure): counted at the next report. */
  counted(): void {
    this.schedule();
  }

  setPhase(phase: RemoteSearchPhase): void {
    this.phase = phase;
    this.flush();
  }

  /** No more reports (the search was replaced or aborted). */
  stop(): void {
    this.stopped = true;
    this.cancel();
    this.pending = new Map();
  }

  /** Reports now what is waiting. */
  flush(region?: string): void {
    this.cancel();
    if (this.stopped) return;
    const items = [...this.pending.values()];
    this.pending = new Map();
    const progress: RemoteSearchProgress = {
      searchId: this.searchId,
      phase: this.phase,
      ...(region === undefined ? {} : { region }),
      items,
      total: this.total,
      pagesDone: this.pagesDone,
      ...this.counts(),
      regions: this.regionStates(),
    };
    try {
      void Promise.resolve(this.listener(progress)).catch(() => undefined);
    } catch {
      // The app's end of the channel is gone; the search still stores what it finds.
    }
  }

  private region(region: string): RegionSearchState {
    return this.regions.get(region) ?? { status: 'searching', received: 0, pages: 0, truncated: false };
  }

  private schedule(): void {
    if (this.timer !== undefined || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, this.intervalMs);
  }

  private cancel(): void {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
