/**
 * At most `max` reads in flight; the others wait in the order they were asked for. Tracks the
 * highest number ever in flight, which the tests (and the benchmarks) read.
 */
export class ReadLimiter {
  private active = 0;
  private peak = 0;
  private readonly waiting: { readonly start: () => void; readonly reject: (reason: unknown) => void }[] = [];

  constructor(private readonly max: number) {
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`Concurrency must be a positive integer, not ${max}`);
  }

  /** The most reads that were ever in flight at once. */
  get maxInFlight(): number {
    return this.peak;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = (): void => {
        this.active += 1;
        this.peak = Math.max(this.peak, this.active);
        let running: Promise<T>;
        try {
          running = task();
        } catch (error) {
          running = Promise.reject(error);
        }
        running.then(resolve, reject).finally(() => {
          this.active -= 1;
          this.waiting.shift()?.start();
        });
      };
      if (this.active < this.max) start();
      else this.waiting.push({ start, reject });
    });
  }

  /** Rejects every read still waiting (in-flight ones are left to their own signal). */
  clear(reason: unknown): void {
    for (const waiter of this.waiting.splice(0)) waiter.reject(reason);
  }
}
