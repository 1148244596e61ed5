/**
 * The saved form of a compacted TextIndex with its query columns: what each section of the saved
 * layout (textIndexLayout.ts: a header, numeric sections, strings, JSON) holds, and the checks a
 * saved index passes before it is used.
 *
 *   f64 sections  times (per doc: timeCreated, 0 when unknown), instants (per timeCreated code),
 *                 the sort places of the ranked fields (per code; empty when not ranked)
 *   u32 sections  type, state, region, compartment codes; fwdStart, fwd; postStart, postings;
 *                 the six query columns' codes; per tag family its row offsets and entries;
 *                 the sort classes of the ranked fields; the four shown columns' codes; the
 *                 joined values' starts of JOINED_FIELDS and each tag family's rows by tag
 *                 (empty when not saved)
 *   strings       ids, names, codes, tokens, the six query columns' and the four shown columns'
 *                 values, and per JOINED_FIELDS a list of its joined text or of nothing
 *   JSON          per tag family its [namespace, key, value] triples
 *
 * From format 6 the u32 sections are packed (textIndexLayout: varints), ascending offsets saved
 * as the gaps between them and each sorted list (postings, a tag's rows) as the gaps within it;
 * and the forward token lists of a whole save are not saved: a load inverts the postings into them
 * (each document's tokens in id order, as savedParts saves them). At 250,000 resources the
 * saved index went from 135 MB (format 5) to the figure in docs/BENCHMARKS.md.
 */
import {
  COLUMN_FIELDS,
  JOINED_FIELDS,
  RANKED_FIELDS,
  TAG_FAMILIES,
  type ColumnField,
  type FieldColumnParts,
  EMPTY_FIELD_COLUMNS,
} from '../index/fieldColumns';
import {
  forwardStarts,
  invertPostings,
  packed,
  postingsFill,
  unpacked,
  type Packing,
} from './packedSections';
import {
  checkTokenSources,
  deriveNames,
  deriveTimes,
  leaveOutDerived,
  withTokenTexts,
} from './derivedSections';
import type { RestoredTokens } from '../index/tokenDictionary';
import { joinIdentifiers, splitIdentifiers } from './savedIdentifiers';
import { record, savedJoined, savedRanks, savedTripleRows, tripleList } from './savedSectionChecks';
import type { TagColumnParts } from '../index/tagColumn';
import type { JoinedValues } from '../index/valueDictionary';
import type { TagFamily } from '../../../oci/query';
import {
  EMPTY_SHOWN_COLUMNS,
  SHOWN_FIELDS,
  type ShownColumnParts,
  type ShownField,
} from '../index/shownColumns';
import { readLayout, writeLayout, type LayoutFormat } from './textIndexLayout';

/**
 * Bump when the layout or the tokenizer changes: a saved index of another version is rebuilt.
 * 5: each saved part carries a checksum in its row (savedIndex); the layout is 4's.
 * 6: packed (above); the sections are 5's.
 * 7: a whole save leaves out what a load derives (derivedSections.ts: identifiers' tokens, the
 *    normalized names, the creation times), and adds the tokens' sources as a last u32 section.
 * 8: a whole save's identifiers are split at their last dot (savedIdentifiers.ts): the distinct
 *    prefixes a last string list, each document's prefix number a last u32 section, the rests in
 *    the identifiers' list; and the joined names `=~` searches are left out (a load's column
 *    caches build them, as they do for every value added after a save).
 */
export const TEXT_INDEX_FORMAT = 8;
/**
 * Earlier formats still read: 7 with the identifiers whole, 6 without the tokens' sources, 5 as 6
 * unpacked, 4 as 5 without a checksum.
 */
export const EARLIER_TEXT_INDEX_FORMATS: readonly number[] = [7, 6, 5, 4];
/** The first format whose whole saves leave out what a load derives. */
const DERIVED_FORMAT = 7;
/** The first format whose whole saves split the identifiers and leave out the joined names. */
const SPLIT_FORMAT = 8;
/** The first packed format. */
const PACKED_FORMAT = 6;
/** The first format whose rows carry a checksum (savedRows). */
export const CHECKSUM_FORMAT = 5;

const EARLIER_LAYOUT: LayoutFormat = {
  version: 6,
  readsAlso: [5, 4],
  f64Sections: 2 + RANKED_FIELDS.length,
  u32Sections:
    8 +
    COLUMN_FIELDS.length +
    2 * TAG_FAMILIES.length +
    RANKED_FIELDS.length +
    SHOWN_FIELDS.length +
    JOINED_FIELDS.length +
    2 * TAG_FAMILIES.length,
  stringLists: 4 + COLUMN_FIELDS.length + SHOWN_FIELDS.length + JOINED_FIELDS.length,
  packedFrom: PACKED_FORMAT,
};

/** Format 7: the earlier layout and the tokens' sources. */
const DERIVED_LAYOUT: LayoutFormat = {
  ...EARLIER_LAYOUT,
  version: DERIVED_FORMAT,
  readsAlso: [],
  u32Sections: EARLIER_LAYOUT.u32Sections + 1,
};

/** Format 8: format 7's layout and the identifiers' prefixes (their numbers, their texts). */
const LAYOUT: LayoutFormat = {
  ...DERIVED_LAYOUT,
  version: SPLIT_FORMAT,
  u32Sections: DERIVED_LAYOUT.u32Sections + 1,
  stringLists: DERIVED_LAYOUT.stringLists + 1,
};

/** The layout a saved index's header names (its version checked by readLayout). */
function layoutOf(data: ArrayBuffer): LayoutFormat {
  const version = data.byteLength >= 8 ? new Uint32Array(data, 0, 2)[1] : undefined;
  if (version === SPLIT_FORMAT) return LAYOUT;
  return version === DERIVED_FORMAT ? DERIVED_LAYOUT : EARLIER_LAYOUT;
}

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
  /** Sorted; a token's id is its position. Empty when `restoredTokens` holds them. */
  readonly tokens: string[];
  /** A whole save's tokens as read, without a string each (the dictionary's restored form). */
  readonly restoredTokens?: RestoredTokens;
  readonly postStart: Uint32Array;
  readonly postings: Uint32Array;
  /** The query language's columns, row for row with the documents. */
  readonly fields: FieldColumnParts;
  /** What result rows show beyond the query columns, row for row with the documents. */
  readonly shown: ShownColumnParts;
}

/** The tokens' place among the string lists. */
const TOKEN_LIST = 3;

/** The string lists, in their saved order (`prefixes`: the identifiers', from format 8). */
function stringLists(parts: TextIndexParts, prefixes?: readonly string[]): readonly (readonly string[])[] {
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
    ...(prefixes === undefined ? [] : [prefixes]),
  ];
}

/**
 * The u32 sections in their saved order, each with its packing (`tokenSources`: from format 7;
 * `prefixCodes`, the identifiers' prefix numbers: from format 8).
 */
function u32Sections(
  parts: TextIndexParts,
  packing = true,
  tokenSources?: Uint32Array,
  prefixCodes?: Uint32Array,
): { sections: Uint32Array[]; packing: Packing[] } {
  const { fields } = parts;
  const sections: Uint32Array[] = [];
  const packings: Packing[] = [];
  const put = (section: Uint32Array, how: Packing = 'plain'): number => {
    sections.push(section);
    packings.push(how);
    return sections.length - 1;
  };
  put(parts.typeCodes);
  put(parts.stateCodes);
  put(parts.regionCodes);
  put(parts.compartmentCodes);
  // A whole save's documents keep no forward lists (DocumentTable): their sections hold each
  // document's token count, and, unpacked (formats 4 and 5, which a load inverted), the lists.
  const whole = parts.fwdStart.length === 1 && parts.ids.length > 0;
  const fwdStart = whole ? forwardStarts(parts.ids.length, parts.postings) : parts.fwdStart;
  put(fwdStart, 'ascending');
  put(whole && !packing ? invertPostings(fwdStart, parts.postStart, parts.postings) : parts.fwd);
  const postStart = put(parts.postStart, 'ascending');
  put(parts.postings, { start: postStart });
  for (const field of COLUMN_FIELDS) put(fields.codes[field]);
  for (const family of TAG_FAMILIES) {
    put(fields.tags[family].start, 'ascending');
    put(fields.tags[family].entries);
  }
  for (const field of RANKED_FIELDS) put(Uint32Array.from(fields.ranks?.[field]?.classes ?? []));
  for (const field of SHOWN_FIELDS) put(parts.shown.codes[field]);
  for (const field of JOINED_FIELDS) put(fields.joined?.[field]?.starts ?? new Uint32Array(0), 'ascending');
  for (const family of TAG_FAMILIES) {
    const byTriple = fields.tags[family].byTriple;
    const start = put(byTriple?.start ?? new Uint32Array(0), 'ascending');
    put(byTriple?.rows ?? new Uint32Array(0), { start });
  }
  if (tokenSources !== undefined) put(tokenSources);
  if (prefixCodes !== undefined) put(prefixCodes);
  return { sections, packing: packings };
}

/** Each u32 section's packing, in the saved order (the same for every index). */
const PACKING = u32Sections(
  {
    ids: [],
    names: [],
    times: new Float64Array(0),
    typeCodes: new Uint32Array(0),
    stateCodes: new Uint32Array(0),
    regionCodes: new Uint32Array(0),
    compartmentCodes: new Uint32Array(0),
    codes: [],
    fwdStart: new Uint32Array(1),
    fwd: new Uint32Array(0),
    tokens: [],
    postStart: new Uint32Array(1),
    postings: new Uint32Array(0),
    fields: EMPTY_FIELD_COLUMNS,
    shown: EMPTY_SHOWN_COLUMNS,
  },
  true,
  new Uint32Array(0),
  new Uint32Array(0),
).packing;

/**
 * The saved form of the parts; `format`: this one, or an earlier one read (4 and 5: unpacked, the
 * forward lists saved), which a test of a console updated over an older save writes.
 */
export function encodeTextIndex(given: TextIndexParts, format = TEXT_INDEX_FORMAT): ArrayBuffer {
  const whole = withTokenTexts(given);
  const { fields } = whole;
  const packing = format >= PACKED_FORMAT;
  // A whole save (its documents without forward lists) leaves out what a load derives.
  const leftOut =
    format >= DERIVED_FORMAT && whole.fwdStart.length === 1 && whole.ids.length > 0
      ? leaveOutDerived({
          ...whole,
          nameValues: fields.values.displayName,
          nameCodes: fields.codes.displayName,
          instants: fields.instants,
          timeCodes: fields.codes.timeCreated,
        })
      : undefined;
  // From format 8 a whole save splits its identifiers and leaves the joined names to the load.
  const split = format >= SPLIT_FORMAT && leftOut !== undefined ? splitIdentifiers(whole.ids) : undefined;
  const parts =
    leftOut === undefined
      ? whole
      : {
          ...whole,
          ...leftOut,
          ids: split?.rests ?? whole.ids,
          fields: split === undefined ? fields : { ...fields, joined: {} },
        };
  const sources = format >= DERIVED_FORMAT ? (leftOut?.tokenSources ?? new Uint32Array(0)) : undefined;
  const splitSaved = format >= SPLIT_FORMAT;
  const prefixCodes = splitSaved ? (split?.codes ?? new Uint32Array(0)) : undefined;
  const { sections } = u32Sections(parts, packing, sources, prefixCodes);
  return writeLayout(
    format,
    {
      f64: [
        parts.times,
        fields.instants,
        ...RANKED_FIELDS.map((field) => fields.ranks?.[field]?.places ?? new Float64Array(0)),
      ],
      u32: packing ? packed(sections, PACKING) : sections,
      strings: stringLists(parts, splitSaved ? (split?.prefixes ?? []) : undefined),
      json: Object.fromEntries(TAG_FAMILIES.map((family) => [family, fields.tags[family].triples])),
    },
    packing,
  );
}

/** The sections one after the other, in the order they were saved. */
function taker<T>(sections: readonly T[], none: T): () => T {
  let at = 0;
  return () => sections[at++] ?? none;
}

/**
 * Reads a saved index; throws when the data is not a saved index of this format version. A
 * tail's (saved/changesSinceSave) rows point into the values of the index it follows as well as its own,
 * which changesSinceSave's tailFits checks against that index instead.
 */
export function decodeTextIndex(data: ArrayBuffer, as: 'whole' | 'tail' = 'whole'): TextIndexParts {
  const whole = as === 'whole';
  // A whole save's tokens stay spans of the saved text (TokenDictionary's restored form).
  const saved = readLayout(data, layoutOf(data), whole ? [TOKEN_LIST] : []);
  // From format 7 a whole save may leave out what a load derives (derivedSections.ts).
  const derivable = whole && saved.version >= DERIVED_FORMAT;
  const packedSections = saved.version >= PACKED_FORMAT;
  if (packedSections) unpacked(saved.u32, PACKING);
  const nextF64 = taker(saved.f64, new Float64Array(0));
  const next = taker(saved.u32, new Uint32Array(0));
  const savedTimes = nextF64();
  const instants = nextF64();
  const places = RANKED_FIELDS.map(() => nextF64());
  const typeCodes = next();
  const docs = typeCodes.length;
  if (savedTimes.length !== docs && !(derivable && savedTimes.length === 0))
    throw new Error('Saved text index: times do not match the header');
  const stateCodes = next();
  const regionCodes = next();
  const compartmentCodes = next();
  const savedFwdStart = next();
  const savedFwd = next();
  const postStart = next();
  const postings = next();
  if (postStart.length === 0 || savedFwdStart.length !== docs + 1)
    throw new Error('Saved text index: offsets do not match the header');
  // A whole save's documents keep no forward lists (their tokens are in the postings, which must
  // point at them and fill their counts); a tail's are appended with theirs.
  if (whole && !postingsFill(savedFwdStart, postings))
    throw new Error('Saved text index: postings do not match the documents');
  const forwardSaved = savedFwd.length > 0 || postings.length === 0 || !packedSections;
  const fwdStart = whole ? new Uint32Array(1) : savedFwdStart;
  const fwd = whole ? new Uint32Array(0) : savedFwd;
  const fieldCodes = COLUMN_FIELDS.map(() => next());
  const tagColumns = TAG_FAMILIES.map(() => ({ start: next(), entries: next() }));
  const classes = RANKED_FIELDS.map(() => next());
  const shownCodes = SHOWN_FIELDS.map(() => next());
  const joinedStarts = JOINED_FIELDS.map(() => next());
  const tagRows = TAG_FAMILIES.map(() => ({ start: next(), rows: next() }));
  const tokenSources = next();
  const prefixCodes = next();
  const [savedIds = [], savedNames = [], codeList = [], literalTokens = [], ...lists] = saved.strings;
  const splitIds = saved.version >= SPLIT_FORMAT && prefixCodes.length > 0;
  if (splitIds && !whole) throw new Error('Saved text index: identifiers do not match their prefixes');
  const ids = splitIds
    ? joinIdentifiers({ prefixes: lists[lists.length - 1] ?? [], codes: prefixCodes, rests: savedIds })
    : savedIds;
  if (!derivable && tokenSources.length > 0)
    throw new Error('Saved text index: tokens do not match their sources');
  const spans = saved.spans.get(TOKEN_LIST);
  const restoredTokens =
    spans === undefined ? undefined : { ...spans, sources: derivable ? tokenSources : new Uint32Array(0) };
  const tokenCount =
    restoredTokens === undefined
      ? literalTokens.length
      : checkTokenSources(restoredTokens.starts.length - 1, restoredTokens.sources, ids.length);
  const savedTriples = record(saved.json, 'tags');
  const valueLists = lists.slice(0, COLUMN_FIELDS.length);
  const shownLists = lists.slice(COLUMN_FIELDS.length, COLUMN_FIELDS.length + SHOWN_FIELDS.length);
  const joinedFrom = COLUMN_FIELDS.length + SHOWN_FIELDS.length;
  const joinedLists = lists.slice(joinedFrom, joinedFrom + JOINED_FIELDS.length);
  const rowColumns = [typeCodes, stateCodes, regionCodes, compartmentCodes, ...fieldCodes, ...shownCodes];
  if (
    rowColumns.some((column) => column.length !== docs) ||
    (forwardSaved && savedFwdStart[docs] !== savedFwd.length) ||
    postStart[postStart.length - 1] !== postings.length ||
    tagColumns.some(({ start, entries }) => start.length !== docs + 1 || start[docs] !== entries.length)
  ) {
    throw new Error('Saved text index: offsets do not match the header');
  }
  const namesSaved = savedNames.length === docs;
  if (ids.length !== docs || !(namesSaved || derivable) || tokenCount !== postStart.length - 1)
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
  const names = namesSaved ? savedNames : deriveNames(values.displayName, codes.displayName);
  const times = savedTimes.length === docs ? savedTimes : deriveTimes(instants, codes.timeCreated);
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
    tokens: literalTokens,
    ...(restoredTokens && { restoredTokens }),
    postStart,
    postings,
    fields: { values, codes, instants, tags, ranks: savedRanks(values, places, classes), joined },
    shown,
  };
}
