/**
 * The saved form of a compacted TextIndex with its query columns: one ArrayBuffer, so IndexedDB
 * stores it by structured clone without walking millions of numbers, and loading is typed-array
 * views, one UTF-8 decoding of every string and a substring each (no JSON for the large lists).
 *
 * Layout (little-endian platform order, as typed arrays are):
 *   header   u32 × (5 + sections, padded to even)   magic, format version, sections, string
 *                                                   bytes, JSON bytes, then each section's length
 *   f64 sections  times (per doc: timeCreated, 0 when unknown), instants (per timeCreated code),
 *                 the sort places of the ranked fields (per code; empty when not ranked)
 *   u32 sections  type, state, region, compartment codes; fwdStart, fwd; postStart, postings;
 *                 the six query columns' codes; per tag family its row offsets and entries;
 *                 the sort classes of the ranked fields; the four shown columns' codes; the
 *                 joined values' starts of JOINED_FIELDS and each tag family's rows by tag
 *                 (empty when not saved); the string lists' sizes (ids, names, codes, tokens,
 *                 the six query columns' and the four shown columns' values, and per
 *                 JOINED_FIELDS a list of its joined text or of nothing)
 *                 and every string's length in UTF-16 code units
 *   strings  UTF-8        the strings of those lists, one after the other
 *   tags     UTF-8 JSON   per tag family its [namespace, key, value] triples
 */
import {
  COLUMN_FIELDS,
  JOINED_FIELDS,
  RANKED_FIELDS,
  TAG_FAMILIES,
  type Ranks,
  type ColumnField,
  type FieldColumnParts,
  type JoinedValues,
  type TagColumnParts,
  type TagTriple,
} from './fieldColumns';
import type { TagFamily } from '../../oci/query';
import { SHOWN_FIELDS, type ShownColumnParts, type ShownField } from './shownColumns';

/** Bump when the layout or the tokenizer changes: a saved index of another version is rebuilt. */
export const TEXT_INDEX_FORMAT = 4;

const MAGIC = 0x46435449;
const FIXED_HEADER = 5;
const F64_SECTIONS = 2 + RANKED_FIELDS.length;
const U32_SECTIONS =
  8 +
  COLUMN_FIELDS.length +
  2 * TAG_FAMILIES.length +
  RANKED_FIELDS.length +
  SHOWN_FIELDS.length +
  JOINED_FIELDS.length +
  2 * TAG_FAMILIES.length +
  2;
const STRING_LISTS = 4 + COLUMN_FIELDS.length + SHOWN_FIELDS.length + JOINED_FIELDS.length;
const SECTIONS = F64_SECTIONS + U32_SECTIONS;
const HEADER_WORDS = FIXED_HEADER + SECTIONS + ((FIXED_HEADER + SECTIONS) % 2);

export interface TextIndexParts {
  readonly ids: string[];
  /** Normalized display names (normalizeName). */
  readonly names: string[];
  readonly times: Float64Array;
  readonly typeCodes: Uint32Array;
  readonly stateCodes: Uint32Array;
  readonly regionCodes: Uint32Array;
  readonly compartmentCodes: Uint32Array;
  readonly codes: readonly string[];
  readonly fwdStart: Uint32Array;
  readonly fwd: Uint32Array;
  /** Sorted; a token's id is its position. */
  readonly tokens: string[];
  readonly postStart: Uint32Array;
  readonly postings: Uint32Array;
  /** The query language's columns, row for row with the documents. */
  readonly fields: FieldColumnParts;
  /** What result rows show beyond the query columns, row for row with the documents. */
  readonly shown: ShownColumnParts;
}

/** The string lists, in their saved order. */
function stringLists(parts: TextIndexParts): readonly (readonly string[])[] {
  return [
    parts.ids,
    parts.names,
    parts.codes,
    parts.tokens,
    ...COLUMN_FIELDS.map((field) => parts.fields.values[field]),
    ...SHOWN_FIELDS.map((field) => parts.shown.values[field]),
    ...JOINED_FIELDS.map((field) => {
      const joined = parts.fields.joined?.[field];
      return joined === undefined ? [] : [joined.text];
    }),
  ];
}

/** Strings as one text and each one's length. */
function packStrings(lists: readonly (readonly string[])[]): {
  text: string;
  sizes: Uint32Array;
  lengths: Uint32Array;
} {
  const sizes = new Uint32Array(lists.map((list) => list.length));
  const lengths = new Uint32Array(sizes.reduce((sum, size) => sum + size, 0));
  let at = 0;
  const pieces: string[] = [];
  for (const list of lists) {
    for (const text of list) {
      lengths[at] = text.length;
      at += 1;
      pieces.push(text);
    }
  }
  return { text: pieces.join(''), sizes, lengths };
}

function unpackStrings(text: string, sizes: Uint32Array, lengths: Uint32Array): string[][] {
  if (sizes.reduce((sum, size) => sum + size, 0) !== lengths.length)
    throw new Error('Saved text index: string lists do not match their lengths');
  const lists: string[][] = [];
  let at = 0;
  let from = 0;
  for (const size of sizes) {
    const list = new Array<string>(size);
    for (let n = 0; n < size; n += 1) {
      const to = from + (lengths[at] ?? 0);
      list[n] = text.substring(from, to);
      from = to;
      at += 1;
    }
    lists.push(list);
  }
  if (from !== text.length) throw new Error('Saved text index: strings do not match their lengths');
  return lists;
}

function u32Sections(parts: TextIndexParts, sizes: Uint32Array, lengths: Uint32Array): Uint32Array[] {
  const { fields } = parts;
  return [
    parts.typeCodes,
    parts.stateCodes,
    parts.regionCodes,
    parts.compartmentCodes,
    parts.fwdStart,
    parts.fwd,
    parts.postStart,
    parts.postings,
    ...COLUMN_FIELDS.map((field) => fields.codes[field]),
    ...TAG_FAMILIES.flatMap((family) => [fields.tags[family].start, fields.tags[family].entries]),
    ...RANKED_FIELDS.map((field) => Uint32Array.from(fields.ranks?.[field]?.classes ?? [])),
    ...SHOWN_FIELDS.map((field) => parts.shown.codes[field]),
    ...JOINED_FIELDS.map((field) => fields.joined?.[field]?.starts ?? new Uint32Array(0)),
    ...TAG_FAMILIES.flatMap((family) => {
      const byTriple = fields.tags[family].byTriple;
      return [byTriple?.start ?? new Uint32Array(0), byTriple?.rows ?? new Uint32Array(0)];
    }),
    sizes,
    lengths,
  ];
}

export function encodeTextIndex(parts: TextIndexParts): ArrayBuffer {
  const { fields } = parts;
  const packed = packStrings(stringLists(parts));
  const encoder = new TextEncoder();
  const strings = encoder.encode(packed.text);
  const tags = encoder.encode(
    JSON.stringify(Object.fromEntries(TAG_FAMILIES.map((family) => [family, fields.tags[family].triples]))),
  );
  const f64 = [
    parts.times,
    fields.instants,
    ...RANKED_FIELDS.map((field) => fields.ranks?.[field]?.places ?? new Float64Array(0)),
  ];
  const u32 = u32Sections(parts, packed.sizes, packed.lengths);
  const f64Words = f64.reduce((sum, column) => sum + column.length * 2, 0);
  const u32Words = u32.reduce((sum, column) => sum + column.length, 0);
  const numericBytes = (HEADER_WORDS + f64Words + u32Words) * 4;
  const buffer = new ArrayBuffer(numericBytes + strings.length + tags.length);
  const header = new Uint32Array(buffer, 0, HEADER_WORDS);
  header.set([
    MAGIC,
    TEXT_INDEX_FORMAT,
    SECTIONS,
    strings.length,
    tags.length,
    ...[...f64, ...u32].map((column) => column.length),
  ]);
  let offset = HEADER_WORDS * 4;
  for (const column of f64) {
    new Float64Array(buffer, offset, column.length).set(column);
    offset += column.length * 8;
  }
  for (const column of u32) {
    new Uint32Array(buffer, offset, column.length).set(column);
    offset += column.length * 4;
  }
  new Uint8Array(buffer, offset).set(strings);
  new Uint8Array(buffer, offset + strings.length).set(tags);
  return buffer;
}

function tripleList(value: unknown, family: string): TagTriple[] {
  const valid =
    Array.isArray(value) &&
    value.every(
      (item) =>
        Array.isArray(item) &&
        item.length === 3 &&
        typeof item[0] === 'string' &&
        typeof item[1] === 'string',
    );
  if (!valid) throw new Error(`Saved text index: ${family} tags are not triples`);
  return value as TagTriple[];
}

function record(value: unknown, what: string): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) throw new Error(`Saved text index: no ${what}`);
  return value as Readonly<Record<string, unknown>>;
}

/** The saved ranks of each field whose ranks match its values (code 0 and one per value). */
function savedRanks(
  values: Readonly<Record<ColumnField, readonly string[]>>,
  places: readonly Float64Array[],
  classes: readonly Uint32Array[],
): Partial<Record<ColumnField, Ranks>> {
  const ranks: Partial<Record<ColumnField, Ranks>> = {};
  RANKED_FIELDS.forEach((field, at) => {
    const fieldPlaces = places[at] ?? new Float64Array(0);
    const fieldClasses = classes[at] ?? new Uint32Array(0);
    const size = values[field].length + 1;
    if (fieldPlaces.length !== size || fieldClasses.length !== size) return;
    if (fieldClasses.some((rank) => rank > 2))
      throw new Error(`Saved text index: ${field} ranks out of range`);
    ranks[field] = { places: fieldPlaces, classes: Uint8Array.from(fieldClasses) };
  });
  return ranks;
}

/** A field's saved joined values when there are (one text, a start per code); checked against its values. */
function savedJoined(
  texts: readonly string[],
  starts: Uint32Array,
  valueCount: number,
): JoinedValues | undefined {
  const [text] = texts;
  if (text === undefined && starts.length === 0) return undefined;
  const size = valueCount + 1;
  const ascending = starts.every((start, code) => code <= 1 || start > (starts[code - 1] ?? 0));
  if (text === undefined || starts.length !== size || !ascending || (starts[size - 1] ?? 0) > text.length)
    throw new Error('Saved text index: joined values do not match their values');
  return { text, starts };
}

/** A tag family's saved rows by tag when there are; checked against its tags and rows. */
function savedTripleRows(
  saved: { readonly start: Uint32Array; readonly rows: Uint32Array } | undefined,
  triples: number,
  entries: number,
  docs: number,
  family: string,
): { readonly start: Uint32Array; readonly rows: Uint32Array } | undefined {
  if (saved === undefined || (saved.start.length === 0 && saved.rows.length === 0)) return undefined;
  const { start, rows } = saved;
  if (
    start.length !== triples + 1 ||
    rows.length !== entries ||
    start[triples] !== entries ||
    start.some((at, id) => id > 0 && at < (start[id - 1] ?? 0)) ||
    rows.some((row) => row >= docs)
  )
    throw new Error(`Saved text index: ${family} rows by tag do not match its tags`);
  return saved;
}

/**
 * Reads a saved index; throws when the data is not a saved index of this format version. A
 * tail's (savedTail) rows point into the values of the index it follows as well as its own,
 * which savedTail's tailFits checks against that index instead.
 */
export function decodeTextIndex(data: ArrayBuffer, as: 'whole' | 'tail' = 'whole'): TextIndexParts {
  const whole = as === 'whole';
  if (data.byteLength < HEADER_WORDS * 4) throw new Error('Saved text index: too short');
  const header = new Uint32Array(data, 0, HEADER_WORDS);
  const [magic = 0, version = 0, sections = 0, stringBytes = 0, tagBytes = 0] = header;
  if (magic !== MAGIC) throw new Error('Saved text index: not a text index');
  if (version !== TEXT_INDEX_FORMAT)
    throw new Error(`Saved text index: format ${version}, expected ${TEXT_INDEX_FORMAT}`);
  if (sections !== SECTIONS) throw new Error('Saved text index: sections do not match the format');
  const sectionLengths = [...header.subarray(FIXED_HEADER, FIXED_HEADER + SECTIONS)];
  const numericWords = sectionLengths.reduce(
    (sum, length, at) => sum + (at < F64_SECTIONS ? 2 * length : length),
    HEADER_WORDS,
  );
  if (data.byteLength !== numericWords * 4 + stringBytes + tagBytes)
    throw new Error('Saved text index: size does not match the header');
  let offset = HEADER_WORDS * 4;
  let section = 0;
  const nextF64 = (): Float64Array => {
    const length = sectionLengths[section++] ?? 0;
    const column = new Float64Array(data, offset, length);
    offset += length * 8;
    return column;
  };
  const next = (): Uint32Array => {
    const length = sectionLengths[section++] ?? 0;
    const column = new Uint32Array(data, offset, length);
    offset += length * 4;
    return column;
  };
  const times = nextF64();
  const instants = nextF64();
  const places = RANKED_FIELDS.map(() => nextF64());
  const docs = times.length;
  const typeCodes = next();
  const stateCodes = next();
  const regionCodes = next();
  const compartmentCodes = next();
  const fwdStart = next();
  const fwd = next();
  const postStart = next();
  const postings = next();
  const fieldCodes = COLUMN_FIELDS.map(() => next());
  const tagColumns = TAG_FAMILIES.map(() => ({ start: next(), entries: next() }));
  const classes = RANKED_FIELDS.map(() => next());
  const shownCodes = SHOWN_FIELDS.map(() => next());
  const joinedStarts = JOINED_FIELDS.map(() => next());
  const tagRows = TAG_FAMILIES.map(() => ({ start: next(), rows: next() }));
  const sizes = next();
  const lengths = next();
  if (sizes.length !== STRING_LISTS)
    throw new Error('Saved text index: string lists do not match the format');
  const decoder = new TextDecoder();
  const [ids = [], names = [], codeList = [], tokens = [], ...lists] = unpackStrings(
    decoder.decode(new Uint8Array(data, offset, stringBytes)),
    sizes,
    lengths,
  );
  const savedTriples = record(
    JSON.parse(decoder.decode(new Uint8Array(data, offset + stringBytes, tagBytes))) as unknown,
    'tags',
  );
  const valueLists = lists.slice(0, COLUMN_FIELDS.length);
  const shownLists = lists.slice(COLUMN_FIELDS.length, COLUMN_FIELDS.length + SHOWN_FIELDS.length);
  const joinedLists = lists.slice(COLUMN_FIELDS.length + SHOWN_FIELDS.length);
  const rowColumns = [typeCodes, stateCodes, regionCodes, compartmentCodes, ...fieldCodes, ...shownCodes];
  if (
    rowColumns.some((column) => column.length !== docs) ||
    fwdStart.length !== docs + 1 ||
    fwdStart[docs] !== fwd.length ||
    postStart[postStart.length - 1] !== postings.length ||
    tagColumns.some(({ start, entries }) => start.length !== docs + 1 || start[docs] !== entries.length)
  ) {
    throw new Error('Saved text index: offsets do not match the header');
  }
  if (ids.length !== docs || names.length !== docs || tokens.length !== postStart.length - 1)
    throw new Error('Saved text index: strings do not match the header');
  const values = Object.fromEntries(
    COLUMN_FIELDS.map((field, at) => [field, valueLists[at] ?? []]),
  ) as Record<ColumnField, string[]>;
  const codes = Object.fromEntries(COLUMN_FIELDS.map((field, at) => [field, fieldCodes[at]])) as Record<
    ColumnField,
    Uint32Array
  >;
  for (const field of COLUMN_FIELDS) {
    if (whole && codes[field].some((code) => code > values[field].length))
      throw new Error(`Saved text index: ${field} codes outside its values`);
  }
  const shown: ShownColumnParts = {
    values: Object.fromEntries(SHOWN_FIELDS.map((field, at) => [field, shownLists[at] ?? []])) as Record<
      ShownField,
      string[]
    >,
    codes: Object.fromEntries(SHOWN_FIELDS.map((field, at) => [field, shownCodes[at]])) as Record<
      ShownField,
      Uint32Array
    >,
  };
  for (const field of SHOWN_FIELDS) {
    if (whole && shown.codes[field].some((code) => code > shown.values[field].length))
      throw new Error(`Saved text index: ${field} codes outside its values`);
  }
  if (whole && instants.length !== values.timeCreated.length + 1)
    throw new Error('Saved text index: instants do not match');
  const tags = Object.fromEntries(
    TAG_FAMILIES.map((family, at) => {
      const triples = tripleList(savedTriples[family], family);
      const column = tagColumns[at] ?? { start: new Uint32Array(1), entries: new Uint32Array(0) };
      if (whole && column.entries.some((entry) => entry >= triples.length))
        throw new Error(`Saved text index: ${family} entries outside its tags`);
      const byTriple = savedTripleRows(tagRows[at], triples.length, column.entries.length, docs, family);
      const parts: TagColumnParts = { triples, ...column, ...(byTriple && { byTriple }) };
      return [family, parts];
    }),
  ) as Record<TagFamily, TagColumnParts>;
  const joined: Partial<Record<ColumnField, JoinedValues>> = {};
  JOINED_FIELDS.forEach((field, at) => {
    const value = savedJoined(
      joinedLists[at] ?? [],
      joinedStarts[at] ?? new Uint32Array(0),
      values[field].length,
    );
    if (value !== undefined) joined[field] = value;
  });
  return {
    ids,
    names,
    times,
    typeCodes,
    stateCodes,
    regionCodes,
    compartmentCodes,
    codes: codeList,
    fwdStart,
    fwd,
    tokens,
    postStart,
    postings,
    fields: { values, codes, instants, tags, ranks: savedRanks(values, places, classes), joined },
    shown,
  };
}
