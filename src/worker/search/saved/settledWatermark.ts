/**
 * A mark a save of the index may claim: the newest value the index has applied (an enrichment
 * time, the table's removal count), claimed only at a moment when no write of that kind is under
 * way, since one under way may be stored in the table and not yet applied to the index.
 */
export class SettledMark {
  private running = 0;
  private seen: number;
  private settled: number;

  constructor(value: number) {
    this.seen = value;
    this.settled = value;
  }

  /** What a save may claim now. */
  get value(): number {
    return this.settled;
  }

  /** Runs a write; `applied` records a value the index now shows. */
  async during<T>(write: (applied: (value: number) => void) => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await write((value) => {
        this.seen = Math.max(this.seen, value);
      });
    } finally {
      this.running -= 1;
      if (this.running === 0) this.settled = this.seen;
    }
  }
}
