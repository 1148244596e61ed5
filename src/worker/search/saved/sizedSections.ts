/**
 * The u32 sections of a sized saved index (textIndexLayout, from format 10): each section saved
 * either at its width (1, 2 or 4 bytes a value, the narrowest its largest value fits: a code
 * column, read back by one typed-array copy) or as varints (varint.ts: offsets' gaps, the
 * postings), with its width and its byte length in the header, so a load reads each one where it
 * is without decoding a value at a time or scanning for where it ends. Each section starts at a
 * multiple of four bytes (a typed array's view of 2 or 4 bytes a value must be aligned).
 */
import type { CodeArray } from '../index/growable';
import { bytesAt, inNumbers, type SavedBytes } from './savedBytes';
import { readVarints, writeVarints, type VarintSection } from './varint';

/** A section's form in the header: its width in bytes (VARINTS: as varints) and its bytes. */
const VARINTS = 0;
const WIDTHS: readonly number[] = [1, 2, 4];

/** Header words a section's form takes. */
export const FORM_WORDS = 2;

/** `bytes` rounded up to a multiple of four. */
const aligned = (bytes: number): number => bytes + ((4 - (bytes % 4)) % 4);

/** The narrowest width every value fits. */
function widthOf(values: Uint32Array): number {
  let largest = 0;
  for (let at = 0; at < values.length; at += 1) largest = Math.max(largest, values[at] ?? 0);
  return largest <= 0xff ? 1 : largest <= 0xffff ? 2 : 4;
}

/** The bytes of `values` at `width`. */
function atWidth(values: Uint32Array, width: number): Uint8Array {
  if (width === 4) return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const narrow = width === 1 ? Uint8Array.from(values) : Uint16Array.from(values);
  return new Uint8Array(narrow.buffer);
}

/**
 * The sections' bytes one after the other, each padded to four bytes, and per section its form
 * (width, bytes). Those flagged in `wide` are saved at their width, the others (and every
 * VarintSection, its bytes as they are) as varints.
 */
export function writeSized(
  sections: readonly (Uint32Array | VarintSection)[],
  wide: readonly boolean[],
): { bytes: Uint8Array; forms: Uint32Array } {
  const forms = new Uint32Array(sections.length * FORM_WORDS);
  const pieces = sections.map((section, at) => {
    const width = section instanceof Uint32Array && wide[at] === true ? widthOf(section) : VARINTS;
    const bytes =
      section instanceof Uint32Array
        ? width === VARINTS
          ? writeVarints([section])
          : atWidth(section, width)
        : section.varints;
    forms.set([width, bytes.length], at * FORM_WORDS);
    return bytes;
  });
  const out = new Uint8Array(pieces.reduce((sum, piece) => sum + aligned(piece.length), 0));
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += aligned(piece.length);
  }
  return { bytes: out, forms };
}

/** The bytes the sections take, padding included, as `forms` says (throws on a form not written). */
export function sizedBytes(forms: Uint32Array, lengths: readonly number[]): number {
  let total = 0;
  lengths.forEach((length, at) => {
    const width = forms[at * FORM_WORDS] ?? VARINTS;
    const bytes = forms[at * FORM_WORDS + 1] ?? 0;
    // Varints take a byte a value at least: a length past its bytes is refused before any array is made.
    const fits = width === VARINTS ? length <= bytes : WIDTHS.includes(width) && bytes === length * width;
    if (!fits) throw new Error('Saved text index: sections do not match their sizes');
    total += aligned(bytes);
  });
  return total;
}

/** Each section's form and where its bytes begin, the sections from `offset` on. */
function placesOf(
  offset: number,
  lengths: readonly number[],
  forms: Uint32Array,
): { length: number; width: number; bytes: number; from: number }[] {
  let at = offset;
  return lengths.map((length, position) => {
    const width = forms[position * FORM_WORDS] ?? VARINTS;
    const bytes = forms[position * FORM_WORDS + 1] ?? 0;
    const from = at;
    at += aligned(bytes);
    return { length, width, bytes, from };
  });
}

/**
 * The sections saved as varints (but the one at `keep`) that lie wholly in `numbers`, by
 * position: what readSized reads of a split save (SplitBytes' early) while its strings are read.
 */
export function varintsIn(
  numbers: ArrayBuffer,
  offset: number,
  lengths: readonly number[],
  forms: Uint32Array,
  keep: number,
): Map<number, Uint32Array> {
  const early = new Map<number, Uint32Array>();
  placesOf(offset, lengths, forms).forEach(({ length, width, bytes, from }, position) => {
    if (width !== VARINTS || position === keep || from + bytes > numbers.byteLength) return;
    const [section] = readVarints(new Uint8Array(numbers, from, bytes), [length]).sections;
    if (section !== undefined) early.set(position, section);
  });
  return early;
}

/**
 * The sections read from `data` at `offset` (sizedBytes checked their forms): each an array of
 * its own, so the saved buffer can go, or, in a split save's numbers (savedBytes.ts), a view of
 * that buffer, which holds nothing else worth dropping. A section flagged in `narrow` and saved at
 * 1 or 2 bytes a value comes as a Uint8Array or Uint16Array (a code column, which the index keeps
 * at its width anyway: no wider copy to make and drop); every other one as a Uint32Array. The
 * section at `keep` must be varints: its bytes are answered as `kept` (its reader checks them),
 * an empty array in its place. Throws when varints do not hold exactly their section's values.
 */
export function readSized(
  data: SavedBytes,
  offset: number,
  lengths: readonly number[],
  forms: Uint32Array,
  keep = -1,
  narrow: readonly boolean[] = [],
): { sections: CodeArray[]; kept?: Uint8Array } {
  let kept: Uint8Array | undefined;
  const early = data instanceof ArrayBuffer ? undefined : data.early;
  const sections = placesOf(offset, lengths, forms).map(
    ({ length, width, bytes, from }, position): CodeArray => {
      const saved = bytesAt(data, from, bytes);
      const view = inNumbers(data, from, bytes);
      const own = <T extends CodeArray>(array: T): T => (view ? array : (array.slice() as T));
      if (width === 4) return own(new Uint32Array(saved.buffer, saved.byteOffset, length));
      if (width !== VARINTS) {
        const values =
          width === 1
            ? new Uint8Array(saved.buffer, saved.byteOffset, length)
            : new Uint16Array(saved.buffer, saved.byteOffset, length);
        return narrow[position] === true ? own(values) : new Uint32Array(values);
      }
      if (position !== keep) {
        // Taken once: the codec sums a section's gaps in place.
        const read = early?.get(position);
        early?.delete(position);
        if (read?.length === length) return read;
        return readVarints(saved, [length]).sections[0] ?? new Uint32Array(0);
      }
      kept = own(saved);
      return new Uint32Array(0);
    },
  );
  if (keep >= 0 && kept === undefined)
    throw new Error('Saved text index: numbers do not match their lengths');
  return { sections, ...(kept !== undefined && { kept }) };
}
