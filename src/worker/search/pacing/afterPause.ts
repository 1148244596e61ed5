/**
 * A job of the local search that holds the worker (saving the index, building its column
 * caches): run after a delay, and put off further while the user is searching, until `pause`
 * has passed since the last search. Scheduling again replaces the pending run.
 */
export class AfterPause {
  private timer?: ReturnType<typeof setTimeout>;

  constructor(
    /** How long since the last search, in ms. */
    private readonly sinceSearch: () => number,
    private readonly pause: number,
    private readonly run: () => void,
  ) {}

  schedule(ms: number): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const quiet = this.sinceSearch();
      if (quiet < this.pause) this.schedule(this.pause - quiet);
      else this.run();
    }, ms);
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
