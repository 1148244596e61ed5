/**
 * Deferred state changes (a build stage finishing, a work request advancing), kept in time order
 * and applied lazily: before each request the due ones run, so every answer sees the state the
 * clock says it should. No timers, so nothing keeps the process alive and nothing races.
 */
interface Job {
  readonly at: number;
  readonly seq: number;
  readonly run: (at: number) => void;
}

export class Scheduler {
  private jobs: Job[] = [];
  private seq = 0;

  /** `run` receives its own due time, so a chain of steps keeps its timeline however late it runs. */
  schedule(at: number, run: (at: number) => void): void {
    const job: Job = { at, seq: this.seq++, run };
    let lo = 0;
    let hi = this.jobs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const other = this.jobs[mid];
      if (other !== undefined && (other.at < at || (other.at === at && other.seq < job.seq))) lo = mid + 1;
      else hi = mid;
    }
    this.jobs.splice(lo, 0, job);
  }

  /** Runs every job due at `now`, including jobs that the due ones schedule. */
  advance(now: number): void {
    for (let job = this.jobs[0]; job !== undefined && job.at <= now; job = this.jobs[0]) {
      this.jobs.shift();
      job.run(job.at);
    }
  }

  get pending(): number {
    return this.jobs.length;
  }

  clear(): void {
    this.jobs = [];
  }
}
