/**
 * When the download (a tenancy download, a remote search storing its pages) may take its next
 * step beside the user's searches. A search's read of its rows waits for any IndexedDB write
 * begun before it, and a slice of indexing holds the worker, so while the user searches (a
 * search in the last `searchingMs`) each step waits: for a gap of `gapMs` without a search
 * ('gap': the user paused; parts and slices go one after another while the pause lasts), or,
 * when searches follow each other without one, for `turnMs` after the last turn ('turn': the
 * rest of the page is written, or indexed, at once; a search so meets the download at most once
 * in that time, and the download still moves). Otherwise a step goes at once ('idle').
 */
export type DownloadStep = 'idle' | 'gap' | 'turn';

/** How long after a search the user counts as searching, and pages are stored in parts. */
export const SEARCHING_MS = 1_000;
/** A pause in searching long enough for a part to be written, or a slice indexed, in it. */
export const WRITE_GAP_MS = 50;
/** While searches never pause that long, how often the download takes a turn anyway. */
export const WRITE_TURN_MS = 2_000;
const STORE_PART = 50;
/**
 * With no search running, a page is stored in parts of this many: a whole page of a tenancy
 * download (the service's largest), in one transaction as the raw writes it is measured against.
 * The download begins the next page's write behind it and indexes the page while the next is
 * written (sync/writtenInTurn), so parts no longer buy the overlap they once did, and each part
 * costs a transaction: in parts of 250 the download took 1.2–1.3× its raw writes at a phone's CPU
 * (docs/BENCHMARKS.md, "A page in one transaction").
 */
const IDLE_PART = 1_000;

/**
 * How many of a page's `remaining` resources a step stores: a small part in a pause of the user's
 * searches (`storePart`), a larger one while no one searches (`idlePart`), the rest at a turn.
 */
export function stepPart(
  step: DownloadStep,
  remaining: number,
  parts: { readonly storePart?: number; readonly idlePart?: number },
): number {
  if (step === 'gap') return Math.max(1, parts.storePart ?? STORE_PART);
  if (step === 'idle') return Math.max(1, parts.idlePart ?? IDLE_PART);
  return remaining;
}

export interface DownloadTurnOptions {
  /** A monotonic clock (ms). */
  readonly clock: () => number;
  readonly searchingMs: number;
  readonly gapMs: number;
  readonly turnMs: number;
}

export class DownloadTurns {
  /** When the last search started or ended. */
  private lastSearch = Number.NEGATIVE_INFINITY;
  /** Searches running now, and the steps waiting for them to end. */
  private running = 0;
  private waiting: (() => void)[] = [];
  /** When the download last took a turn, or last stepped while no one searched. */
  private lastTurn = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: DownloadTurnOptions) {}

  /** How long since the last search began or ended, in ms. */
  readonly sinceSearch = (): number => this.options.clock() - this.lastSearch;

  /** A search began at `at` (the clock's time). */
  searchStarted(at: number): void {
    this.lastSearch = at;
    this.running += 1;
  }

  /** A search ended at `at`. */
  searchEnded(at: number): void {
    this.lastSearch = at;
    this.running -= 1;
    if (this.running === 0) for (const step of this.waiting.splice(0)) step();
  }

  /** Resolves when the download's next step may run, with how it runs. */
  async next(): Promise<DownloadStep> {
    const { clock, searchingMs, gapMs, turnMs } = this.options;
    if (this.sinceSearch() >= searchingMs) {
      this.lastTurn = clock();
      return 'idle';
    }
    for (;;) {
      await this.searchesEnded();
      const quiet = this.sinceSearch();
      if (quiet >= gapMs) return 'gap';
      const sinceTurn = clock() - this.lastTurn;
      if (sinceTurn >= turnMs) {
        this.lastTurn = clock();
        return 'turn';
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(gapMs - quiet, turnMs - sinceTurn)));
    }
  }

  /** Resolves once no search is running. */
  private searchesEnded(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
