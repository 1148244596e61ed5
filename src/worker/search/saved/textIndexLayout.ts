/**
 * The byte layout of a saved text index, whatever its sections hold (textIndexCodec.ts says
 * what): one ArrayBuffer, so IndexedDB stores it by structured clone without walking millions of
 * numbers, and loading is typed-array views, one UTF-8 decoding of every string and a substring
 * each (no JSON for the large lists).
 *
 * Layout (little-endian platform order, as typed arrays are):
 *   header   u32 × (5 + sections, padded to even)   magic, format version, sections, string
 *                                                   bytes, JSON bytes, then each section's length
 *   f64 sections  the format's, one after the other
 *   u32 sections  the format's, then the string lists' sizes and every string's length in UTF-16
 *                 code units
 *   strings  UTF-8        the strings of those lists, one after the other
 *   json     UTF-8 JSON   what is neither numbers nor string lists
 *
 * A packed version (from LayoutFormat.packedFrom) adds a sixth fixed header word, the bytes of
 * the u32 sections, which it writes as varints (varint.ts) instead of four bytes each; and it is
 * read into arrays of their own, so the loaded index does not keep the saved buffer alive (a
 * view keeps its whole buffer: the strings' bytes too, which are decoded into strings besides).
 *
 * A sized version (from LayoutFormat.sizedFrom, packed as well) saves each u32 section either at
 * its width or as varints, and its width and bytes after the sections' lengths in the header
 * (sizedSections.ts): a load copies a code column at its width instead of decoding its values one
 * by one, and finds where the postings end without scanning them.
 */

import { fourBytes, type CodeArray } from '../index/growable';
import { spanCount, type TextSpans } from '../index/textSpans';
import { bytesAt, byteLengthOf, inNumbers, type SavedBytes } from './savedBytes';
import { FORM_WORDS, readSized, sizedBytes, varintsIn, writeSized } from './sizedSections';
import { readVarints, writeVarints, type VarintSection } from './varint';

const MAGIC = 0x46435449;
const FIXED_HEADER = 5;
/** A packed version's header: the varint bytes besides. */
const PACKED_HEADER = 6;
/** The u32 sections the layout adds after the format's: the string lists' sizes and the strings' lengths. */
const STRING_SECTIONS = 2;

/** What a format puts in the layout: its version and how many sections and string lists it has. */
export interface LayoutFormat {
  readonly version: number;
  /** Earlier versions laid out the same, read as this one. */
  readonly readsAlso?: readonly number[];
  readonly f64Sections: number;
  /** The format's own u32 sections, without the two the strings take. */
  readonly u32Sections: number;
  readonly stringLists: number;
  /** Versions from this one on are packed. */
  readonly packedFrom?: number;
  /** Versions from this one on are sized (and packed). */
  readonly sizedFrom?: number;
}

/** The contents of a saved index, section by section, in the format's order. */
export interface LaidOut {
  readonly f64: readonly Float64Array[];
  /** A VarintSection only in a packed version. */
  readonly u32: readonly (Uint32Array | VarintSection)[];
  readonly strings: readonly StringList[];
  readonly json: unknown;
  /** In a sized version, the u32 sections saved at their width (the others as varints). */
  readonly wide?: readonly boolean[];
}

/** The header's words: the fixed ones, a length per section and, sized, a form per u32 section. */
function headerWords(sections: number, fixed = FIXED_HEADER, forms = 0): number {
  const words = fixed + sections + forms * FORM_WORDS;
  return words + (words % 2);
}

/** A list of strings as the layout saves it: a string each, or spans of one text. */
export type StringList = readonly string[] | TextSpans;

/** Strings as one text and each one's length. */
function packStrings(lists: readonly StringList[]): {
  text: string;
  sizes: Uint32Array;
  lengths: Uint32Array;
} {
  const sizes = new Uint32Array(lists.map((list) => ('starts' in list ? spanCount(list) : list.length)));
  const lengths = new Uint32Array(sizes.reduce((sum, size) => sum + size, 0));
  let at = 0;
  const pieces: string[] = [];
  for (const list of lists) {
    if ('starts' in list) {
      const { text, starts } = list;
      for (let n = 0; n + 1 < starts.length; n += 1)
        lengths[at + n] = (starts[n + 1] ?? 0) - (starts[n] ?? 0);
      at += spanCount(list);
      pieces.push(text.substring(starts[0] ?? 0, starts[starts.length - 1] ?? 0));
      continue;
    }
    for (const text of list) {
      lengths[at] = text.length;
      at += 1;
      pieces.push(text);
    }
  }
  return { text: pieces.join(''), sizes, lengths };
}

/**
 * The lists of strings, and each list's text; those numbered in `asSpans` are given as spans
 * (their list left empty).
 */
function unpackStrings(
  text: string,
  sizes: Uint32Array,
  lengths: Uint32Array,
  asSpans: readonly number[],
): { lists: string[][]; spans: Map<number, TextSpans>; texts: string[] } {
  if (sizes.reduce((sum, size) => sum + size, 0) !== lengths.length)
    throw new Error('Saved text index: string lists do not match their lengths');
  const lists: string[][] = [];
  const spans = new Map<number, TextSpans>();
  const texts: string[] = [];
  let at = 0;
  let from = 0;
  sizes.forEach((size, number) => {
    const listFrom = from;
    if (asSpans.includes(number)) {
      const starts = new Uint32Array(size + 1);
      starts[0] = from;
      for (let n = 0; n < size; n += 1) {
        from += lengths[at] ?? 0;
        starts[n + 1] = from;
        at += 1;
      }
      if (from > text.length) throw new Error('Saved text index: strings do not match their lengths');
      spans.set(number, { text, starts });
      lists.push([]);
      texts.push(text.substring(listFrom, from));
      return;
    }
    const list = new Array<string>(size);
    for (let n = 0; n < size; n += 1) {
      const to = from + (lengths[at] ?? 0);
      list[n] = text.substring(from, to);
      from = to;
      at += 1;
    }
    lists.push(list);
    texts.push(text.substring(listFrom, from));
  });
  if (from !== text.length) throw new Error('Saved text index: strings do not match their lengths');
  return { lists, spans, texts };
}

/**
 * The saved form of the contents, with the format's version in its header; `packed`: its u32
 * sections as varints; `sized` (packed as well): each at its width or as varints (contents.wide).
 */
export function writeLayout(version: number, contents: LaidOut, packed = false, sized = false): ArrayBuffer {
  const packedStrings = packStrings(contents.strings);
  const encoder = new TextEncoder();
  const strings = encoder.encode(packedStrings.text);
  const json = encoder.encode(JSON.stringify(contents.json));
  const { f64 } = contents;
  const u32 = [...contents.u32, packedStrings.sizes, packedStrings.lengths];
  const fixed = packed || sized ? PACKED_HEADER : FIXED_HEADER;
  const words = headerWords(f64.length + u32.length, fixed, sized ? u32.length : 0);
  const f64Words = f64.reduce((sum, column) => sum + column.length * 2, 0);
  const sizedU32 = sized ? writeSized(u32, contents.wide ?? []) : undefined;
  const varints = sizedU32?.bytes ?? (packed ? writeVarints(u32) : undefined);
  const plain = u32.filter((column) => column instanceof Uint32Array);
  if (varints === undefined && plain.length !== u32.length)
    throw new Error('Saved text index: varints in an unpacked version');
  const u32Bytes = varints?.length ?? u32.reduce((sum, column) => sum + column.length, 0) * 4;
  const numericBytes = (words + f64Words) * 4 + u32Bytes;
  const buffer = new ArrayBuffer(numericBytes + strings.length + json.length);
  const header = new Uint32Array(buffer, 0, words);
  header.set([
    MAGIC,
    version,
    f64.length + u32.length,
    strings.length,
    json.length,
    ...(varints === undefined ? [] : [varints.length]),
    ...[...f64, ...u32].map((column) => column.length),
    ...(sizedU32?.forms ?? []),
  ]);
  let offset = words * 4;
  for (const column of f64) {
    new Float64Array(buffer, offset, column.length).set(column);
    offset += column.length * 8;
  }
  if (varints !== undefined) {
    new Uint8Array(buffer, offset, varints.length).set(varints);
    offset += varints.length;
  } else {
    for (const column of plain) {
      new Uint32Array(buffer, offset, column.length).set(column);
      offset += column.length * 4;
    }
  }
  new Uint8Array(buffer, offset).set(strings);
  new Uint8Array(buffer, offset + strings.length).set(json);
  return buffer;
}

/** Where the strings of a saved index begin: its string and JSON bytes counted from its end. */
export function stringsOffset(data: ArrayBuffer): number {
  if (data.byteLength < FIXED_HEADER * 4) return 0;
  const [, , , stringBytes = 0, jsonBytes = 0] = new Uint32Array(data, 0, FIXED_HEADER);
  return Math.max(0, data.byteLength - stringBytes - jsonBytes);
}

/** `count` 32-bit words at `at` (a multiple of four), a view where one buffer holds them. */
function wordsAt(data: SavedBytes, at: number, count: number): Uint32Array {
  const bytes = bytesAt(data, at, count * 4);
  return new Uint32Array(bytes.buffer, bytes.byteOffset, count);
}

/** What a saved index's header says, checked against the format and the bytes' `total` length. */
function readHeader(data: SavedBytes, format: LayoutFormat, total = byteLengthOf(data)) {
  const sectionCount = format.f64Sections + format.u32Sections + STRING_SECTIONS;
  if (total < FIXED_HEADER * 4) throw new Error('Saved text index: too short');
  const [magic = 0, version = 0] = wordsAt(data, 0, 2);
  if (magic !== MAGIC) throw new Error('Saved text index: not a text index');
  if (version !== format.version && !(format.readsAlso ?? []).includes(version))
    throw new Error(`Saved text index: format ${version}, expected ${format.version}`);
  const sized = format.sizedFrom !== undefined && version >= format.sizedFrom;
  const packed = sized || (format.packedFrom !== undefined && version >= format.packedFrom);
  const fixed = packed ? PACKED_HEADER : FIXED_HEADER;
  const u32Count = sectionCount - format.f64Sections;
  const words = headerWords(sectionCount, fixed, sized ? u32Count : 0);
  if (total < words * 4) throw new Error('Saved text index: too short');
  const header = wordsAt(data, 0, words);
  const [, , sections = 0, stringBytes = 0, jsonBytes = 0, varintBytes = 0] = header;
  if (sections !== sectionCount) throw new Error('Saved text index: sections do not match the format');
  const sectionLengths = [...header.subarray(fixed, fixed + sectionCount)];
  const f64Lengths = sectionLengths.slice(0, format.f64Sections);
  const u32Lengths = sectionLengths.slice(format.f64Sections);
  const forms = header.subarray(fixed + sectionCount, fixed + sectionCount + u32Count * FORM_WORDS);
  if (sized && sizedBytes(forms, u32Lengths) !== varintBytes)
    throw new Error('Saved text index: size does not match the header');
  const f64Bytes = f64Lengths.reduce((sum, length) => sum + length * 8, 0);
  const u32Bytes = packed ? varintBytes : u32Lengths.reduce((sum, length) => sum + length * 4, 0);
  if (total !== words * 4 + f64Bytes + u32Bytes + stringBytes + jsonBytes)
    throw new Error('Saved text index: size does not match the header');
  return {
    version,
    sized,
    packed,
    words,
    f64Lengths,
    f64Bytes,
    u32Lengths,
    forms,
    u32Bytes,
    stringBytes,
    jsonBytes,
  };
}

/**
 * The varint sections of a sized saved index (but the one at `keep`) that lie in `numbers`, the
 * first bytes of a whole save of `total` bytes, read while the rest is (savedBytes.SplitBytes'
 * early); none for an earlier version.
 */
export function readVarintsEarly(
  numbers: ArrayBuffer,
  total: number,
  format: LayoutFormat,
  keep: number,
): Map<number, Uint32Array> {
  const { sized, words, f64Bytes, u32Lengths, forms } = readHeader(numbers, format, total);
  if (!sized) return new Map();
  return varintsIn(numbers, words * 4 + f64Bytes, u32Lengths, forms, keep);
}

/**
 * The contents of a saved index of the format, its sections as views of the data (packed: arrays
 * of their own, or views of a split save's numbers, savedBytes.ts); throws when
 * the data is not laid out as the format says (another version, other sections, sizes that do not
 * add up). The string lists numbered in `asSpans` are given as spans of the decoded text, in
 * `spans`, and left empty in `strings`. In a packed version the u32 section at `keep` is not
 * read: its varints are answered as `kept` (bytes of their own), an empty section in its place
 * (sized, it must be saved as varints). In a sized version the u32 sections flagged in `narrow`
 * come at the width they were saved at (readSized); every other one is a Uint32Array.
 */
export function readLayout(
  data: SavedBytes,
  format: LayoutFormat,
  asSpans: readonly number[] = [],
  keep = -1,
  narrow: readonly boolean[] = [],
): Omit<LaidOut, 'u32'> & {
  readonly strings: string[][];
  readonly spans: ReadonlyMap<number, TextSpans>;
  /** Each string list's strings one after the other, as one text. */
  readonly texts: string[];
  readonly u32: CodeArray[];
  readonly version: number;
  readonly kept?: Uint8Array;
} {
  const { version, sized, packed, words, f64Lengths, u32Lengths, forms, u32Bytes, stringBytes, jsonBytes } =
    readHeader(data, format);
  let offset = words * 4;
  const f64 = f64Lengths.map((length) => {
    const bytes = bytesAt(data, offset, length * 8);
    const view = new Float64Array(bytes.buffer, bytes.byteOffset, length);
    const keptAsView = !packed || inNumbers(data, offset, length * 8);
    offset += length * 8;
    // A packed version's arrays are their own (or views of a split save's numbers): the rest of
    // the saved bytes can go once they are read.
    return keptAsView ? view : view.slice();
  });
  let u32: CodeArray[];
  let kept: Uint8Array | undefined;
  if (sized) {
    ({ sections: u32, kept } = readSized(data, offset, u32Lengths, forms, keep, narrow));
    offset += u32Bytes;
  } else if (packed) {
    ({ sections: u32, kept } = readVarints(bytesAt(data, offset, u32Bytes), u32Lengths, keep));
    offset += u32Bytes;
  } else {
    u32 = u32Lengths.map((length) => {
      const column = wordsAt(data, offset, length);
      offset += length * 4;
      return column;
    });
  }
  const lengths = fourBytes(u32.pop() ?? new Uint32Array(0));
  const sizes = fourBytes(u32.pop() ?? new Uint32Array(0));
  if (sizes.length !== format.stringLists)
    throw new Error('Saved text index: string lists do not match the format');
  const decoder = new TextDecoder();
  const {
    lists: strings,
    spans,
    texts,
  } = unpackStrings(decoder.decode(bytesAt(data, offset, stringBytes)), sizes, lengths, asSpans);
  const json = JSON.parse(decoder.decode(bytesAt(data, offset + stringBytes, jsonBytes))) as unknown;
  return { f64, u32, strings, spans, texts, json, version, ...(kept !== undefined && { kept }) };
}
