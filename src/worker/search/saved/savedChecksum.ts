/**
 * The checksum of a saved part of the text index (savedIndex: the whole save, each tail), so a
 * part whose bytes changed on the device while its layout stayed valid is not read as if it were
 * whole: FNV-1a over 32-bit words, in four interleaved lanes (one lane's multiplication does not
 * wait for another's), folded into one 32-bit number.
 *
 * It guards against damage, not a forger (the device's own storage is not an adversary's): every
 * change of one word changes it (each step is a bijection of its lane), and any other change goes
 * unseen about once in four billion. It reads each word once, a few tens of milliseconds over the
 * hundred-odd megabytes a 250,000-resource index saves (npm run bench measures the start with it).
 */

import { isSplitBytes, type SplitBytes } from './savedBytes';

const PRIME = 0x01000193;
/** The lanes' starting values: FNV's offset basis, then three other odd constants. */
const SEEDS = [0x811c9dc5, 0x050c5d1f, 0x2b3c4d5f, 0x1f2e3d4d] as const;

/**
 * What a part is made of: buffers and typed arrays of 32-bit or 64-bit elements (aligned), and a
 * save read in two (savedBytes), which sums as its bytes in one buffer would.
 */
export type ChecksumPiece = ArrayBuffer | Uint32Array | Float64Array | SplitBytes;

/** Mixes the words into the lanes, word n into lane n mod 4. */
function mixWords(lanes: Int32Array, words: Uint32Array): void {
  let h0 = lanes[0] ?? 0;
  let h1 = lanes[1] ?? 0;
  let h2 = lanes[2] ?? 0;
  let h3 = lanes[3] ?? 0;
  const end = words.length - (words.length % 4);
  const pairs = words.length - (words.length % 8);
  let at = 0;
  // Within bounds: read as numbers (a `?? 0` here costs a check per word, most of the loop's
  // time); eight words a turn, which halves the loop's own work per word.
  for (; at < pairs; at += 8) {
    h0 = Math.imul(h0 ^ (words[at] as number), PRIME);
    h1 = Math.imul(h1 ^ (words[at + 1] as number), PRIME);
    h2 = Math.imul(h2 ^ (words[at + 2] as number), PRIME);
    h3 = Math.imul(h3 ^ (words[at + 3] as number), PRIME);
    h0 = Math.imul(h0 ^ (words[at + 4] as number), PRIME);
    h1 = Math.imul(h1 ^ (words[at + 5] as number), PRIME);
    h2 = Math.imul(h2 ^ (words[at + 6] as number), PRIME);
    h3 = Math.imul(h3 ^ (words[at + 7] as number), PRIME);
  }
  for (; at < end; at += 4) {
    h0 = Math.imul(h0 ^ (words[at] as number), PRIME);
    h1 = Math.imul(h1 ^ (words[at + 1] as number), PRIME);
    h2 = Math.imul(h2 ^ (words[at + 2] as number), PRIME);
    h3 = Math.imul(h3 ^ (words[at + 3] as number), PRIME);
  }
  // The last one to three words, each into lane 0.
  for (; at < words.length; at += 1) h0 = Math.imul(h0 ^ (words[at] ?? 0), PRIME);
  lanes.set([h0, h1, h2, h3]);
}

/** Mixes one piece into the lanes: its bytes, then its length. */
function mixPiece(lanes: Int32Array, piece: ChecksumPiece): void {
  // A split save's two parts as one piece: its numbers are whole words in fours, so the words
  // after them fall in the lanes they would have in one buffer.
  const parts = isSplitBytes(piece) ? [piece.numbers, piece.text] : [piece];
  let length = 0;
  let last: Uint8Array = new Uint8Array(0);
  for (const part of parts) {
    last = bytesOf(part);
    mixWords(lanes, wordsOf(last));
    length += last.byteLength;
  }
  endPiece(lanes, last, length);
}

function bytesOf(part: ArrayBuffer | Uint32Array | Float64Array): Uint8Array {
  return part instanceof ArrayBuffer
    ? new Uint8Array(part)
    : new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
}

function wordsOf(bytes: Uint8Array): Uint32Array {
  return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
}

/** The one to three bytes after the piece's last whole word, then its length, into lane 0. */
function endPiece(lanes: Int32Array, last: Uint8Array, length: number): void {
  let rest = 0;
  for (let at = last.byteLength & ~3; at < last.byteLength; at += 1) rest = (rest << 8) | (last[at] ?? 0);
  lanes[0] = Math.imul(Math.imul((lanes[0] ?? 0) ^ rest, PRIME) ^ length, PRIME);
}

function folded(lanes: Int32Array): number {
  let value = lanes[0] ?? 0;
  for (let lane = 1; lane < lanes.length; lane += 1) value = Math.imul(value ^ (lanes[lane] ?? 0), PRIME);
  return value >>> 0;
}

/** The checksum of the pieces, in order: their bytes and each one's length. */
export function checksumOf(pieces: readonly ChecksumPiece[]): number {
  const lanes = Int32Array.from(SEEDS);
  for (const piece of pieces) mixPiece(lanes, piece);
  return folded(lanes);
}

/**
 * checksumOf's lanes once it has mixed `before` and then the numbers of a split save that comes
 * last: its work on the numbers, done while the save's text is still read (savedRows.readSplit).
 */
export function lanesThroughNumbers(before: readonly ChecksumPiece[], numbers: ArrayBuffer): Int32Array {
  const lanes = Int32Array.from(SEEDS);
  for (const piece of before) mixPiece(lanes, piece);
  mixWords(lanes, new Uint32Array(numbers, 0, numbers.byteLength >>> 2));
  return lanes;
}

/** checksumOf([...before, split]) from lanesThroughNumbers(before, split.numbers). */
export function checksumAfterNumbers(lanes: Int32Array, split: SplitBytes): number {
  const resumed = lanes.slice();
  const text = new Uint8Array(split.text);
  mixWords(resumed, wordsOf(text));
  endPiece(resumed, text, split.numbers.byteLength + text.byteLength);
  return folded(resumed);
}
