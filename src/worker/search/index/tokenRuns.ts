/**
 * Which tokens of a dictionary are runs of letters and digits (isWordRun): a bit a token, as a
 * whole save keeps them (from format 12) and TokenDictionary reads them, so that a free text's
 * term looks only among the runs of its prefix's range.
 */
import { isWordRun } from '../../../oci/textMatch';

/**
 * Per token whether it is letters and digits only (isWordRun), a bit each (setBit), as
 * TokenDictionary keeps them.
 */
export function runBits(tokens: readonly string[]): Uint32Array {
  const bits = new Uint32Array(bitWords(tokens.length));
  tokens.forEach((token, id) => {
    if (isWordRun(token)) setBit(bits, id);
  });
  return bits;
}

/** Whether run bits (runBits) fit `tokens` tokens: a bit a token, none set past the last. */
export function runBitsFit(bits: Uint32Array, tokens: number): boolean {
  if (bits.length !== bitWords(tokens)) return false;
  const used = tokens & 31;
  return used === 0 || (bits[bits.length - 1] ?? 0) >>> used === 0;
}

/** The words of a bit set of `count` bits: bit `id & 31` of word `id >> 5`. */
export function bitWords(count: number): number {
  return (count + 31) >>> 5;
}

export function setBit(bits: Uint32Array, id: number): void {
  bits[id >>> 5] = (bits[id >>> 5] ?? 0) | (1 << (id & 31));
}

export function hasBit(bits: Uint32Array, id: number): boolean {
  return ((bits[id >>> 5] ?? 0) & (1 << (id & 31))) !== 0;
}
