/**
 * The saved form of a compacted TextIndex: one ArrayBuffer, so IndexedDB stores it by
 * structured clone without walking millions of numbers, and loading is a few typed-array views
 * plus one JSON.parse for the strings.
 *
 * Layout (little-endian platform order, as typed arrays are):
 *   header   8 × u32   magic, format version, docs, tokens, postings, forward entries, string bytes, 0
 *   times    docs × f64          timeCreated per doc (epoch ms, 0 when unknown)
 *   columns  4 × docs × u32      type, state, region and compartment codes
 *   fwdStart (docs + 1) × u32    per doc, its first entry in `fwd`
 *   fwd      forward × u32       per doc, its token ids
 *   postStart (tokens + 1) × u32 per token, its first entry in `postings`
 *   postings postings × u32      per token, ascending doc ids
 *   strings  UTF-8 JSON          { ids, names, codes, tokens } (tokens sorted)
 */

/** Bump when the layout or the tokenizer changes: a saved index of another version is rebuilt. */
export const TEXT_INDEX_FORMAT = 1;

const MAGIC = 0x46435449;
const HEADER_WORDS = 8;

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
}

interface SavedStrings {
  readonly ids: string[];
  readonly names: string[];
  readonly codes: string[];
  readonly tokens: string[];
}

export function encodeTextIndex(parts: TextIndexParts): ArrayBuffer {
  const docs = parts.ids.length;
  const strings = new TextEncoder().encode(
    JSON.stringify({ ids: parts.ids, names: parts.names, codes: parts.codes, tokens: parts.tokens }),
  );
  const words =
    HEADER_WORDS +
    4 * docs +
    (docs + 1) +
    parts.fwd.length +
    (parts.tokens.length + 1) +
    parts.postings.length;
  const numericBytes = HEADER_WORDS * 4 + docs * 8 + (words - HEADER_WORDS) * 4;
  const buffer = new ArrayBuffer(numericBytes + strings.length);
  const header = new Uint32Array(buffer, 0, HEADER_WORDS);
  header.set([
    MAGIC,
    TEXT_INDEX_FORMAT,
    docs,
    parts.tokens.length,
    parts.postings.length,
    parts.fwd.length,
    strings.length,
    0,
  ]);
  new Float64Array(buffer, HEADER_WORDS * 4, docs).set(parts.times);
  let offset = HEADER_WORDS * 4 + docs * 8;
  for (const column of [
    parts.typeCodes,
    parts.stateCodes,
    parts.regionCodes,
    parts.compartmentCodes,
    parts.fwdStart,
    parts.fwd,
    parts.postStart,
    parts.postings,
  ]) {
    new Uint32Array(buffer, offset, column.length).set(column);
    offset += column.length * 4;
  }
  new Uint8Array(buffer, offset).set(strings);
  return buffer;
}

function stringList(value: unknown, length: number, what: string): string[] {
  if (!Array.isArray(value) || value.length !== length || !value.every((item) => typeof item === 'string')) {
    throw new Error(`Saved text index: ${what} do not match the header`);
  }
  return value as string[];
}

/** Reads a saved index; throws when the data is not a saved index of this format version. */
export function decodeTextIndex(data: ArrayBuffer): TextIndexParts {
  if (data.byteLength < HEADER_WORDS * 4) throw new Error('Saved text index: too short');
  const [magic, version, docs = 0, tokenCount = 0, postingCount = 0, fwdCount = 0, stringBytes = 0] =
    new Uint32Array(data, 0, HEADER_WORDS);
  if (magic !== MAGIC) throw new Error('Saved text index: not a text index');
  if (version !== TEXT_INDEX_FORMAT)
    throw new Error(`Saved text index: format ${version}, expected ${TEXT_INDEX_FORMAT}`);
  const numericBytes =
    HEADER_WORDS * 4 + docs * 8 + (5 * docs + 1 + fwdCount + tokenCount + 1 + postingCount) * 4;
  if (data.byteLength !== numericBytes + stringBytes)
    throw new Error('Saved text index: size does not match the header');
  const times = new Float64Array(data, HEADER_WORDS * 4, docs);
  let offset = HEADER_WORDS * 4 + docs * 8;
  const next = (length: number): Uint32Array => {
    const column = new Uint32Array(data, offset, length);
    offset += length * 4;
    return column;
  };
  const typeCodes = next(docs);
  const stateCodes = next(docs);
  const regionCodes = next(docs);
  const compartmentCodes = next(docs);
  const fwdStart = next(docs + 1);
  const fwd = next(fwdCount);
  const postStart = next(tokenCount + 1);
  const postings = next(postingCount);
  const parsed = JSON.parse(
    new TextDecoder().decode(new Uint8Array(data, offset, stringBytes)),
  ) as Partial<SavedStrings>;
  const ids = stringList(parsed.ids, docs, 'identifiers');
  const codes = stringList(parsed.codes, Array.isArray(parsed.codes) ? parsed.codes.length : -1, 'codes');
  if (fwdStart[docs] !== fwdCount || postStart[tokenCount] !== postingCount) {
    throw new Error('Saved text index: offsets do not match the header');
  }
  return {
    ids,
    names: stringList(parsed.names, docs, 'names'),
    times,
    typeCodes,
    stateCodes,
    regionCodes,
    compartmentCodes,
    codes,
    fwdStart,
    fwd,
    tokens: stringList(parsed.tokens, tokenCount, 'tokens'),
    postStart,
    postings,
  };
}
