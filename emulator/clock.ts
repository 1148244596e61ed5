/**
 * The emulator's sense of time. Timestamps are real (epoch ms) plus an offset that tests move
 * forward with `advance` (tokens, codes and sessions expire by this clock); lifecycle durations
 * are nominal and multiplied by the time scale, so `--time-scale 0.05` runs every lifecycle 20×
 * faster.
 */
export class Clock {
  readonly startedAt: number;
  private offsetMs = 0;

  constructor(readonly timeScale: number) {
    if (!(timeScale > 0)) throw new Error(`The time scale must be a positive number, not ${timeScale}`);
    this.startedAt = Date.now();
  }

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves the clock by `ms` (negative: back), for tests that expire what the emulator issued. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** A nominal duration, scaled: how long it really takes here. */
  scaled(nominalMs: number): number {
    return nominalMs * this.timeScale;
  }

  iso(ms: number = this.now()): string {
    return new Date(ms).toISOString();
  }
}
