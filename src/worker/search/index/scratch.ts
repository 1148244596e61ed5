/**
 * The arrays a search works in and drops when it answers (a flag a row, a value's flags, the
 * candidates of a term), kept from one search to the next and cleared for each. A new array of
 * a byte a row is 250 KB at 250,000 resources, and its pages are new memory the first write
 * touches: made afresh it cost 0.5 ms where clearing a kept one costs 0.01, more than some whole
 * queries, and its garbage made the worker collect while the user typed.
 *
 * An array lent within `during` is valid until that call returns (the outermost one, when
 * searches nest, as a structured query's `matching` runs free text), and must not be kept past
 * it; the n-th array a search asks for is the n-th kept buffer, so successive searches, which ask
 * for the same arrays in the same order, reuse them. Outside `during`, and past the buffers kept,
 * an array is new.
 */

/** Buffers kept: a search asks for a handful (a structured query's branches, a flag each). */
const KEPT = 8;

/** Room a kept buffer is made with beyond what was asked, so a few rows added reuse it. */
const SLACK = 1 / 16;

export class Scratch {
  private readonly buffers: ArrayBuffer[] = [];
  private lent = 0;
  private depth = 0;

  /** Runs the search; the arrays lent during it are free again once the outermost call returns. */
  during<T>(search: () => T): T {
    this.depth += 1;
    try {
      return search();
    } finally {
      this.depth -= 1;
      if (this.depth === 0) this.lent = 0;
    }
  }

  /** `length` bytes, each 0. */
  bytes(length: number): Uint8Array {
    const buffer = this.buffer(length);
    return buffer === undefined ? new Uint8Array(length) : new Uint8Array(buffer, 0, length).fill(0);
  }

  /** `length` 32-bit words, each 0. */
  words(length: number): Uint32Array {
    const buffer = this.buffer(length * 4);
    return buffer === undefined ? new Uint32Array(length) : new Uint32Array(buffer, 0, length).fill(0);
  }

  /** The next kept buffer of at least `bytes`, or undefined when the array is to be new. */
  private buffer(bytes: number): ArrayBuffer | undefined {
    if (this.depth === 0 || this.lent >= KEPT) return undefined;
    const at = this.lent;
    this.lent += 1;
    const kept = this.buffers[at];
    if (kept !== undefined && kept.byteLength >= bytes) return kept;
    const made = new ArrayBuffer(Math.ceil(bytes * (1 + SLACK)));
    this.buffers[at] = made;
    return made;
  }
}

/**
 * The worker's one scratch: searches run one at a time on its thread, each to its end before
 * another starts (nothing in a search awaits).
 */
export const scratch = new Scratch();
