/**
 * What `=~` asks of a dictionary's values joined lower-cased into one text (ValueDictionary's
 * joined values, NUL between them): which values contain a text. Two ways, whichever reads less:
 * - the native search of the joined text, from the text's rarest character when the text is
 *   shorter than the native search's skipping (markContaining, anchorIn, characterCounts);
 * - per value a mask of its pairs of characters, made at the index's preparation, and only the
 *   values whose mask holds the text's pairs searched alone (pairMasks, markByPairs).
 */
import type { JoinedValues } from './valueDictionary';

/** About how many characters of a joined text characterCounts reads. */
const COUNTED = 65_536;

/**
 * How often each character is met in the text, from every n-th one (COUNTED of them): per ASCII
 * code, and every other code together at 128. What picks a search's anchor (anchorIn).
 */
export function characterCounts(text: string): Uint32Array {
  const counts = new Uint32Array(129);
  const step = Math.max(1, Math.floor(text.length / COUNTED));
  for (let at = 0; at < text.length; at += step) {
    const code = text.charCodeAt(at);
    const bucket = code < 128 ? code : 128;
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

/**
 * A native search skips ahead by the whole text it looks for once that is this long (V8's
 * Boyer-Moore-Horspool from seven characters), whatever its first character.
 */
const SKIPS_FROM = 7;

/**
 * Where in `lower` its rarest character is, by the counts (the first of the rarest); 0 when it is
 * long enough for the native search to skip by (SKIPS_FROM).
 */
export function anchorIn(lower: string, counts: Uint32Array): number {
  if (lower.length >= SKIPS_FROM) return 0;
  let anchor = 0;
  let fewest = Number.POSITIVE_INFINITY;
  for (let at = 0; at < lower.length; at += 1) {
    const code = lower.charCodeAt(at);
    const count = counts[code < 128 ? code : 128] ?? 0;
    if (count < fewest) {
      fewest = count;
      anchor = at;
    }
  }
  return anchor;
}

/** Which of 64 bits the pair of characters sets in a value's pair mask (pairMasks). */
function pairBit(first: number, second: number): number {
  return Math.imul(Math.imul(first, 0x9e3779b1) ^ second, 0x85ebca6b) >>> 26;
}

/**
 * Per value of the joined text (code `c` at words 2c and 2c + 1), a bit for each pair of
 * characters one after the other in it (pairBit): a value lacking one of a text's pairs cannot
 * contain the text. 8 bytes a value (1.1 MB for 140,000 names).
 */
export function pairMasks({ text, starts }: JoinedValues, size: number): Uint32Array {
  const masks = new Uint32Array(size * 2);
  for (let code = 1; code < size; code += 1) {
    const end = code + 1 < size ? (starts[code + 1] ?? text.length) - 1 : text.length;
    let previous = -1;
    for (let at = starts[code] ?? end; at < end; at += 1) {
      const next = text.charCodeAt(at);
      if (previous >= 0) {
        const bit = pairBit(previous, next);
        const word = code * 2 + (bit >>> 5);
        masks[word] = (masks[word] ?? 0) | (1 << (bit & 31));
      }
      previous = next;
    }
  }
  return masks;
}

/** A text's pair mask (pairMasks) and how many of its bits are set. */
export function pairMaskOf(lower: string): { readonly low: number; readonly high: number; readonly bits: number } {
  let low = 0;
  let high = 0;
  for (let at = 1; at < lower.length; at += 1) {
    const bit = pairBit(lower.charCodeAt(at - 1), lower.charCodeAt(at));
    if (bit < 32) low |= 1 << bit;
    else high |= 1 << (bit - 32);
  }
  let bits = 0;
  for (let word = low; word !== 0; word &= word - 1) bits += 1;
  for (let word = high; word !== 0; word &= word - 1) bits += 1;
  return { low, high, bits };
}

/**
 * A text of this many pairs' bits or more is looked for by the values' pair masks: the masks
 * turn away all but a few values, each then searched alone. Fewer, and the masks let through too
 * many: the native search of the joined text (markContaining) is quicker.
 */
export const PAIR_BITS_FROM = 4;

/**
 * Marks in `flags` the values of `joined` (codes 1 to `size` - 1) that contain `lower`, reading
 * only the values whose pair mask (`masks`) holds every pair of `lower`.
 */
export function markByPairs(
  flags: Uint8Array,
  { text, starts }: JoinedValues,
  lower: string,
  masks: Uint32Array,
  size: number,
  { low, high }: { readonly low: number; readonly high: number },
): void {
  for (let code = 1; code < size; code += 1) {
    if (((masks[code * 2] as number) & low) !== low) continue;
    if (((masks[code * 2 + 1] as number) & high) !== high) continue;
    const end = code + 1 < size ? (starts[code + 1] ?? text.length) - 1 : text.length;
    if (text.slice(starts[code] ?? end, end).includes(lower)) flags[code] = 1;
  }
}

/**
 * Marks in `flags` the values of `joined` that contain `lower`: the value at index `i` (from
 * `first`, of `count`) has the code `offset + i`. The native search looks for `lower` from its
 * character at `anchor` on (its rarest in the text: anchorIn), the characters before it checked
 * at each place found: a search skips ahead by the first character it looks for, and a common
 * one (the `p` of `proxy` among names) stopped it at every value or two.
 */
export function markContaining(
  flags: Uint8Array,
  { text, starts }: JoinedValues,
  lower: string,
  { first, count, offset }: { readonly first: number; readonly count: number; readonly offset: number },
  anchor = 0,
): void {
  const head = lower.slice(0, anchor);
  const rest = lower.slice(anchor);
  let at = text.indexOf(rest, anchor);
  while (at !== -1) {
    const start = at - anchor;
    // No NUL in `lower`: a place whose head matches is within one value.
    if (anchor > 0 && !text.startsWith(head, start)) {
      at = text.indexOf(rest, at + 1);
      continue;
    }
    // The last value starting at or before the match holds it.
    let low = first;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((starts[middle] ?? 0) <= start) low = middle;
      else high = middle - 1;
    }
    flags[offset + low] = 1;
    if (low + 1 >= count) break;
    at = text.indexOf(rest, (starts[low + 1] ?? text.length) + anchor);
  }
}
