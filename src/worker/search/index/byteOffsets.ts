/**
 * Where each token's list begins in the compacted postings' bytes (FlatPostings), in two bytes a
 * token: per block of 64 tokens the offset of its first one, and per token its distance from
 * that. A distance of 65,535 or more (a block holding a list of tens of thousands of documents)
 * is kept in a map. At 250,000 resources, 692,000 offsets take 1.4 MB where four bytes each
 * took 2.6 MB.
 *
 * Offsets restored from a save (saved/adoptPostings.ts) may come as each block's first only: a
 * block's others are found by walking its lists (`walk`) when one of them is first read.
 */

const BLOCK_BITS = 6;
/** A distance kept in the map. */
const FAR = 0xffff;

/** Blocks that `count` offsets take. */
export const blocksOf = (count: number): number => (count === 0 ? 0 : ((count - 1) >>> BLOCK_BITS) + 1);

/** The offsets block `block` holds, from its first: [first, end). */
export function blockRange(block: number, count: number): [number, number] {
  const first = block << BLOCK_BITS;
  return [first, Math.min(count, first + (1 << BLOCK_BITS))];
}

/** Sets the offsets of a block after its first (`offsets.set`), walking its lists. */
export type BlockWalk = (offsets: ByteOffsets, block: number) => void;

export class ByteOffsets {
  private readonly bases: Uint32Array;
  private readonly near: Uint16Array;
  private readonly far = new Map<number, number>();
  /** Per block 1 until walked (restored offsets only). */
  private unwalked: Uint8Array | undefined;
  private left = 0;

  /** Sets a block's offsets when it is first read; dropped once every block is walked. */
  private walk: BlockWalk | undefined;

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

  /**
   * `count` offsets of which `firsts` gives each block's first (blocksOf(count) of them): the
   * others of a block are set by `walk` when one of the block's is first read.
   */
  static walkedOnRead(count: number, firsts: Uint32Array, walk: BlockWalk): ByteOffsets {
    const out = new ByteOffsets(count);
    out.walk = walk;
    out.bases.set(firsts.subarray(0, out.bases.length));
    out.left = blocksOf(count);
    out.unwalked = new Uint8Array(out.left).fill(1);
    return out;
  }

  /** Offsets held. */
  get length(): number {
    return this.near.length;
  }

  /** Blocks not walked yet (0 unless restored). */
  get unwalkedBlocks(): number {
    return this.left;
  }

  /** Each block's first offset (blocksOf(length) of them), as a save keeps them. */
  firsts(): Uint32Array {
    return this.bases.slice(0, blocksOf(this.length));
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
    const block = at >>> BLOCK_BITS;
    if (this.unwalked !== undefined && this.unwalked[block] === 1) this.walkBlock(block);
    const distance = this.near[at] as number;
    return distance < FAR ? (this.bases[block] as number) + distance : (this.far.get(at) ?? 0);
  }

  /** Walks up to `most` of the blocks not walked yet; answers whether none is left. */
  walkSome(most: number): boolean {
    const { unwalked } = this;
    if (unwalked === undefined) return true;
    let walked = 0;
    for (let block = unwalked.indexOf(1); block !== -1 && walked < most; block = unwalked.indexOf(1, block + 1)) {
      this.walkBlock(block);
      walked += 1;
    }
    return this.left === 0;
  }

  private walkBlock(block: number): void {
    const unwalked = this.unwalked as Uint8Array;
    const { walk } = this;
    unwalked[block] = 0;
    this.left -= 1;
    // The last block walked, nothing the walk holds (the save's arrays it reads) is kept.
    if (this.left === 0) {
      this.unwalked = undefined;
      this.walk = undefined;
    }
    walk?.(this, block);
  }
}
