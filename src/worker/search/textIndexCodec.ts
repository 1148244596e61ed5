/**
 * The saved form of a compacted TextIndex with its query columns: one ArrayBuffer, so IndexedDB
 * stores it by structured clone without walking millions of numbers, and loading is typed-array
 * views plus one JSON.parse for the strings.
 *
 * Layout (little-endian platform order, as typed arrays are):
 *   header   u32 × (4 + sections, padded to even)   magic, format version, sections, string bytes,
 *                                                   then each section's length in elements
 *   f64 sections  times (per doc: timeCreated, 0 when unknown), instants (per timeCreated code)
 *   u32 sections  type, state, region, compartment codes; fwdStart, fwd; postStart, postings;
 *                 the six query columns' codes; per tag family its row offsets and entries
 *   strings  UTF-8 JSON   { ids, names, codes, tokens (sorted), values, triples }
 */
import {
  COLUMN_FIELDS,
  TAG_FAMILIES,
  type ColumnField,
  type FieldColumnParts,
  type TagColumnParts,
  type TagTriple,
} from './fieldColumns';
import type { TagFamily } from '../../oci/query';

/** Bump when the layout or the tokenizer changes: a saved index of another version is rebuilt. */
export const TEXT_INDEX_FORMAT = 2;

const MAGIC = 0x46435449;
const FIXED_HEADER = 4;
const F64_SECTIONS = 2;
const U32_SECTIONS = 8 + COLUMN_FIELDS.length + 2 * TAG_FAMILIES.length;
const SECTIONS = F64_SECTIONS + U32_SECTIONS;
const HEADER_WORDS = FIXED_HEADER + SECTIONS + ((FIXED_HEADER + SECTIONS) % 2);

export interface TextIndexParts {
  readonly ids: readonly string[];
  /** Normalized display names (normalizeName). */
  readonly names: readonly string[];
  readonly times: Float64Array;
  readonly typeCodes: Uint32Array;
  readonly stateCodes: Uint32Array;
  readonly regionCodes: Uint32Array;
  readonly compartmentCodes: Uint32Array;
  readonly codes: readonly string[];
  readonly fwdStart: Uint32Array;
  readonly fwd: Uint32Array;
  /** Sorted; a token's id is its position. */
  readonly tokens: readonly string[];
  readonly postStart: Uint32Array;
  readonly postings: Uint32Array;
  /** The query language's columns, row for row with the documents. */
  readonly fields: FieldColumnParts;
}

interface SavedStrings {
  readonly ids: string[];
  readonly names: string[];
  readonly codes: string[];
  readonly tokens: string[];
  readonly values: Record<ColumnField, string[]>;
  readonly triples: Record<TagFamily, TagTriple[]>;
}

function u32Sections(parts: TextIndexParts): Uint32Array[] {
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
  ];
}

export function encodeTextIndex(parts: TextIndexParts): ArrayBuffer {
  const { fields } = parts;
  const saved: SavedStrings = {
    ids: [...parts.ids],
    names: [...parts.names],
    codes: [...parts.codes],
    tokens: [...parts.tokens],
    values: Object.fromEntries(
      COLUMN_FIELDS.map((field) => [field, fields.values[field]]),
    ) as SavedStrings['values'],
    triples: Object.fromEntries(
      TAG_FAMILIES.map((family) => [family, fields.tags[family].triples]),
    ) as SavedStrings['triples'],
  };
  const strings = new TextEncoder().encode(JSON.stringify(saved));
  const f64 = [parts.times, fields.instants];
  const u32 = u32Sections(parts);
  const f64Words = f64.reduce((sum, column) => sum + column.length * 2, 0);
  const u32Words = u32.reduce((sum, column) => sum + column.length, 0);
  const numericBytes = (HEADER_WORDS + f64Words + u32Words) * 4;
  const buffer = new ArrayBuffer(numericBytes + strings.length);
  const header = new Uint32Array(buffer, 0, HEADER_WORDS);
  header.set([
    MAGIC,
    TEXT_INDEX_FORMAT,
    SECTIONS,
    strings.length,
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
  return buffer;
}

function stringList(value: unknown, length: number | undefined, what: string): string[] {
  if (
    !Array.isArray(value) ||
    (length !== undefined && value.length !== length) ||
    !value.every((item) => typeof item === 'string')
  ) {
    throw new Error(`Saved text index: ${what} do not match the header`);
  }
  return value as string[];
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

/** Reads a saved index; throws when the data is not a saved index of this format version. */
export function decodeTextIndex(data: ArrayBuffer): TextIndexParts {
  if (data.byteLength < HEADER_WORDS * 4) throw new Error('Saved text index: too short');
  const header = new Uint32Array(data, 0, HEADER_WORDS);
  const [magic, version, sections, stringBytes = 0] = header;
  if (magic !== MAGIC) throw new Error('Saved text index: not a text index');
  if (version !== TEXT_INDEX_FORMAT)
    throw new Error(`Saved text index: format ${version}, expected ${TEXT_INDEX_FORMAT}`);
  if (sections !== SECTIONS) throw new Error('Saved text index: sections do not match the format');
  const lengths = [...header.subarray(FIXED_HEADER, FIXED_HEADER + SECTIONS)];
  const numericWords = lengths.reduce(
    (sum, length, at) => sum + (at < F64_SECTIONS ? 2 * length : length),
    HEADER_WORDS,
  );
  if (data.byteLength !== numericWords * 4 + stringBytes)
    throw new Error('Saved text index: size does not match the header');
  let offset = HEADER_WORDS * 4;
  let section = 0;
  const nextF64 = (): Float64Array => {
    const length = lengths[section++] ?? 0;
    const column = new Float64Array(data, offset, length);
    offset += length * 8;
    return column;
  };
  const next = (): Uint32Array => {
    const length = lengths[section++] ?? 0;
    const column = new Uint32Array(data, offset, length);
    offset += length * 4;
    return column;
  };
  const times = nextF64();
  const instants = nextF64();
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
  const parsed = record(
    JSON.parse(new TextDecoder().decode(new Uint8Array(data, offset, stringBytes))) as unknown,
    'strings',
  );
  const rowColumns = [typeCodes, stateCodes, regionCodes, compartmentCodes, ...fieldCodes];
  if (
    rowColumns.some((column) => column.length !== docs) ||
    fwdStart.length !== docs + 1 ||
    fwdStart[docs] !== fwd.length ||
    postStart[postStart.length - 1] !== postings.length ||
    tagColumns.some(({ start, entries }) => start.length !== docs + 1 || start[docs] !== entries.length)
  ) {
    throw new Error('Saved text index: offsets do not match the header');
  }
  const savedValues = record(parsed.values, 'column values');
  const savedTriples = record(parsed.triples, 'tags');
  const values = Object.fromEntries(
    COLUMN_FIELDS.map((field) => [field, stringList(savedValues[field], undefined, `${field} values`)]),
  ) as Record<ColumnField, string[]>;
  const codes = Object.fromEntries(COLUMN_FIELDS.map((field, at) => [field, fieldCodes[at]])) as Record<
    ColumnField,
    Uint32Array
  >;
  for (const field of COLUMN_FIELDS) {
    if (codes[field].some((code) => code > values[field].length))
      throw new Error(`Saved text index: ${field} codes outside its values`);
  }
  if (instants.length !== values.timeCreated.length + 1)
    throw new Error('Saved text index: instants do not match');
  const tags = Object.fromEntries(
    TAG_FAMILIES.map((family, at) => {
      const triples = tripleList(savedTriples[family], family);
      const column = tagColumns[at] ?? { start: new Uint32Array(1), entries: new Uint32Array(0) };
      if (column.entries.some((entry) => entry >= triples.length))
        throw new Error(`Saved text index: ${family} entries outside its tags`);
      const parts: TagColumnParts = { triples, ...column };
      return [family, parts];
    }),
  ) as Record<TagFamily, TagColumnParts>;
  const tokens = stringList(parsed.tokens, postStart.length - 1, 'tokens');
  return {
    ids: stringList(parsed.ids, docs, 'identifiers'),
    names: stringList(parsed.names, docs, 'names'),
    times,
    typeCodes,
    stateCodes,
    regionCodes,
    compartmentCodes,
    codes: stringList(parsed.codes, undefined, 'codes'),
    fwdStart,
    fwd,
    tokens,
    postStart,
    postings,
    fields: { values, codes, instants, tags },
  };
}
