/**
 * At most `max` reads in flight; the others wait, the lowest rank first (ties in the order they
 * were asked for), so a result that started earlier (or was moved to the front) gets the next
 * free connection before one that started later. Tracks the highest number ever in flight, which
 * the tests (and the benchmarks) read, and how long reads waited for a connection and took.
 */
interface Waiter {
  readonly rank: number;
  readonly start: () => void;
  readonly reject: (reason: unknown) => void;
}

export interface ReadTimes {
  /** Reads started. */
  readonly reads: number;
  /** Summed over the reads: from being asked for to getting a connection. */
  readonly waitMs: number;
  /** Summed over the reads: from getting a connection to the answer (or failure). */
  readonly readMs: number;
}

export class ReadLimiter {
  private active = 0;
  private peak = 0;
  private waiting: Waiter[] = [];
  private times = { reads: 0, waitMs: 0, readMs: 0 };

  private readonly maxNow: () => number;

  /**
   * `max` is a number, or asked each time a read could start (it may grow as the protocol
   * becomes known: src/worker/enrich/connections.ts). `onFree` is called whenever a connection
   * frees with no read waiting for it (the owner may start more work); `clock` times the reads.
   */
  constructor(
    max: number | (() => number),
    private readonly onFree: () => void = () => undefined,
    private readonly clock: () => number = () => performance.now(),
  ) {
    const checked = (value: number): number => {
      if (!Number.isInteger(value) || value < 1)
        throw new RangeError(`Concurrency must be a positive integer, not ${value}`);
      return value;
    };
    if (typeof max === 'number') {
      const fixed = checked(max);
      this.maxNow = () => fixed;
    } else {
      this.maxNow = () => checked(max());
    }
  }

  /** The most reads that were ever in flight at once. */
  get maxInFlight(): number {
    return this.peak;
  }

  /** Reads in flight plus reads waiting for a connection. */
  get demand(): number {
    return this.active + this.waiting.length;
  }

  /** Reads in flight allowed now. */
  get limit(): number {
    return this.maxNow();
  }

  timesSoFar(): ReadTimes {
    return { ...this.times };
  }

  run<T>(task: () => Promise<T>, rank = Number.MAX_SAFE_INTEGER): Promise<T> {
    const askedAt = this.clock();
    return new Promise<T>((resolve, reject) => {
      const start = (): void => {
        this.active += 1;
        this.peak = Math.max(this.peak, this.active);
        const startedAt = this.clock();
        this.times.reads += 1;
        this.times.waitMs += startedAt - askedAt;
        // The executor runs the task at once and turns a throw into a rejection.
        const running = new Promise<T>((resolveTask) => {
          resolveTask(task());
        });
        running.then(resolve, reject).finally(() => {
          this.times.readMs += this.clock() - startedAt;
          this.active -= 1;
          // The limit may have grown since: as many waiting reads start as it now allows.
          while (this.waiting.length > 0 && this.active < this.maxNow()) this.waiting.shift()?.start();
          if (this.waiting.length === 0 && this.active < this.maxNow()) this.onFree();
        });
      };
      if (this.active < this.maxNow()) {
        start();
        return;
      }
      // After every waiter of the same or a lower rank: first come, first served within a rank.
      const at = this.waiting.findIndex((waiter) => waiter.rank > rank);
      const waiter = { rank, start, reject };
      if (at === -1) this.waiting.push(waiter);
      else this.waiting.splice(at, 0, waiter);
    });
  }

  /** Rejects every read still waiting (in-flight ones are left to their own signal). */
  clear(reason: unknown): void {
    for (const waiter of this.waiting.splice(0)) waiter.reject(reason);
  }
}
