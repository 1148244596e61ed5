/**
 * A job of the local search done in steps (the index's column caches, TextIndex.preparation):
 * started after a pause in searching as AfterPause starts one, then a step at a time, the
 * messages that came meanwhile (a search) taken between steps, so a search waits for one step,
 * not the whole. When a search came, the rest waits for the next pause; scheduling again or
 * stopping ends a running one (the index it was building for has changed).
 */
import { AfterPause } from './afterPause';
import { nextTask } from './afterQueuedTasks';

export class StepsAfterPause {
  private readonly start: AfterPause;
  /** The running job's number: a later schedule or stop ends the one before. */
  private run = 0;
  private finished = false;

  constructor(
    /** How long since the last search, in ms. */
    private readonly sinceSearch: () => number,
    private readonly pause: number,
    /** The job, a step each time it yields. */
    private readonly steps: () => Iterable<unknown>,
  ) {
    this.start = new AfterPause(sinceSearch, pause, () => void this.runSteps());
  }

  /** Whether the job ran to its end since it was last scheduled or stopped. */
  get done(): boolean {
    return this.finished;
  }

  schedule(ms: number): void {
    this.stop();
    this.start.schedule(ms);
  }

  stop(): void {
    this.start.cancel();
    this.run += 1;
    this.finished = false;
  }

  private async runSteps(): Promise<void> {
    this.run += 1;
    const run = this.run;
    for (const _step of this.steps()) {
      await nextTask();
      if (run !== this.run) return;
      if (this.sinceSearch() < this.pause) {
        this.start.schedule(0);
        return;
      }
    }
    this.finished = true;
  }
}
