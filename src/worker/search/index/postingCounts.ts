/**
 * How many entries each token's compacted posting list has (FlatPostings), in a byte per token:
 * most of a tenancy's tokens (identifiers, names, addresses) are in a handful of documents, so
 * only the few in 255 or more keep their count in a map. At 250,000 resources, 692,000 tokens'
 * counts take 0.7 MB where offsets of four bytes each took 2.6 MB.
 */

/** A count of at least this is kept in the map. */
const MANY = 0xff;

export class PostingCounts {
  private readonly few: Uint8Array;
  private readonly many = new Map<number, number>();
  /** The sum of the counts. */
  total = 0;

  constructor(tokens: number) {
    this.few = new Uint8Array(tokens);
  }

  /** The counts of CSR offsets (`start[token + 1] - start[token]`); throws when they go back. */
  static of(start: Uint32Array, damaged: string): PostingCounts {
    const counts = new PostingCounts(Math.max(0, start.length - 1));
    for (let token = 0; token + 1 < start.length; token += 1) {
      const count = (start[token + 1] ?? 0) - (start[token] ?? 0);
      if (count < 0) throw new Error(damaged);
      counts.set(token, count);
    }
    return counts;
  }

  /** Tokens counted. */
  get tokens(): number {
    return this.few.length;
  }

  /** The token's count (once per token). */
  set(token: number, count: number): void {
    if (count >= MANY) {
      this.few[token] = MANY;
      this.many.set(token, count);
    } else this.few[token] = count;
    this.total += count;
  }

  /** The token's count; 0 past the tokens counted. */
  at(token: number): number {
    const few = this.few[token];
    if (few === undefined) return 0;
    return few < MANY ? few : (this.many.get(token) ?? 0);
  }

  /** Per token the entries before its list, and the total last (tokens + 1 offsets, as saved). */
  offsets(): Uint32Array {
    const start = new Uint32Array(this.tokens + 1);
    for (let token = 0; token < this.tokens; token += 1)
      start[token + 1] = (start[token] ?? 0) + this.at(token);
    return start;
  }
}
