/**
 * Where each token's list begins in the compacted postings' bytes (FlatPostings), in two bytes a
 * token: per block of 64 tokens the offset of its first one, and per token its distance from
 * that. A distance of 65,535 or more (a block holding a list of tens of thousands of documents)
 * is kept in a map. At 250,000 resources, 692,000 offsets take 1.4 MB where four bytes each
 * took 2.6 MB.
 */

const BLOCK_BITS = 6;
/** A distance kept in the map. */
const FAR = 0xffff;

export class ByteOffsets {
  private readonly bases: Uint32Array;
  private readonly near: Uint16Array;
  private readonly far = new Map<number, number>();

  /** `count` offsets, each 0 until set. */
  constructor(count: number) {
    this.near = new Uint16Array(count);
    this.bases = new Uint32Array((count >>> BLOCK_BITS) + 1);
  }

  /** Offsets as they are in an array. */
  static of(offsets: Uint32Array): ByteOffsets {
    const out = new ByteOffsets(offsets.length);
    for (let at = 0; at < offsets.length; at += 1) out.set(at, offsets[at] ?? 0);
    return out;
  }

  /** Offsets held. */
  get length(): number {
    return this.near.length;
  }

  /** Sets offset `at` (set in order: each at or after its block's first, set first). */
  set(at: number, offset: number): void {
    const block = at >>> BLOCK_BITS;
    if ((at & ((1 << BLOCK_BITS) - 1)) === 0) this.bases[block] = offset;
    const distance = offset - (this.bases[block] ?? 0);
    if (distance < FAR) this.near[at] = distance;
    else {
      this.near[at] = FAR;
      this.far.set(at, offset);
    }
  }

  /** Offset `at`. */
  at(at: number): number {
    const distance = this.near[at] as number;
    return distance < FAR ? (this.bases[at >>> BLOCK_BITS] as number) + distance : (this.far.get(at) ?? 0);
  }
}
