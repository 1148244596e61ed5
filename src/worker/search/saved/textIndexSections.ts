/**
 * The sections of the saved text index (textIndexCodec.ts reads and writes them): its format
 * versions and their layouts, the parts a saved index holds, and the string lists and u32
 * sections in their saved order with each one's packing.
 */
import {
  COLUMN_FIELDS,
  JOINED_FIELDS,
  RANKED_FIELDS,
  TAG_FAMILIES,
  type FieldColumnParts,
  EMPTY_FIELD_COLUMNS,
} from '../index/fieldColumns';
import { forwardStarts, invertPostings, type Packing } from './packedSections';
import { fourBytes, type CodeArray } from '../index/growable';
import { FlatPostings } from '../index/flatPostings';
import type { RestoredTokens } from '../index/tokenDictionary';
import { identifierList, type Identifiers } from '../index/identifierColumn';
import { EMPTY_SHOWN_COLUMNS, SHOWN_FIELDS, type ShownColumnParts } from '../index/shownColumns';
import type { LayoutFormat, StringList } from './textIndexLayout';
import type { TextSpans } from '../index/textSpans';
import type { PostingsCheck } from './adoptPostings';
import { headOf, type SavedBytes } from './savedBytes';

/**
 * Bump when the layout or the tokenizer changes: a saved index of another version is rebuilt.
 * 5: each saved part carries a checksum in its row (savedIndex); the layout is 4's.
 * 6: packed (above); the sections are 5's.
 * 7: a whole save leaves out what a load derives (derivedSections.ts: identifiers' tokens, the
 *    normalized names, the creation times), and adds the tokens' sources as a last u32 section.
 * 8: a whole save's identifiers are split at their last dot (savedIdentifiers.ts): the distinct
 *    prefixes a last string list, each document's prefix number a last u32 section, the rests in
 *    the identifiers' list; and the joined names `=~` searches were left out (a load's column
 *    caches built them).
 * 9: and the timeCreated values that are their instants in ISO form (derivedSections.ts), adding
 *    the codes of those saved as text as a last u32 section; the joined names are saved again
 *    (left to the load, the first `=~` after a start built them: 170 ms with the CPU 4× slower).
 * 10: sized (textIndexLayout, sizedSections.ts): the sections 9's, those packed 'plain' (codes,
 *    a tag column's entries, the tokens' sources, the identifiers' prefix numbers) saved at their
 *    width instead of as varints, and every section's bytes in the header.
 * 11: 10's layout; every document has the leading run of each of its tokens too (textMatch's
 *    indexTokens), which free text's terms of letters and digits are looked up among.
 * 12: and which tokens are runs (TokenDictionary's runBits), a bit a token, as a last u32 section
 *    of a whole save: a start's first free text looks among them without reading the tokens.
 * 13: and where each block of 64 posting lists begins in the postings' bytes, as a last u32
 *    section of a whole save: a load walks a block when it first reads it (adoptPostings.ts).
 */
export const TEXT_INDEX_FORMAT = 13;
/**
 * Earlier formats still read: 12 with its lists walked at the load, 11 without its runs' bits (learned by the preparation), and each before
 * it given its tokens' leading runs at the load (TextIndex.addLeadingRuns): 10 as 11, 9 with every section as varints, 8 with every
 * timeCreated value as text, 7 with the identifiers whole, 6 without the tokens' sources, 5 as 6
 * unpacked, 4 as 5 without a checksum.
 */
export const EARLIER_TEXT_INDEX_FORMATS: readonly number[] = [12, 11, 10, 9, 8, 7, 6, 5, 4];
/** The first format whose whole saves leave out what a load derives. */
export const DERIVED_FORMAT = 7;
/** The first format whose whole saves split the identifiers. */
export const SPLIT_FORMAT = 8;
/** The first format whose whole saves leave out the timeCreated values made from instants. */
export const TIMES_FORMAT = 9;
/** The first sized format. */
export const SIZED_FORMAT = 10;
/** The first format whose documents have their tokens' leading runs. */
export const RUNS_FORMAT = 11;
/** The first format whose whole saves keep which tokens are runs. */
export const RUN_BITS_FORMAT = 12;
/** The first format whose whole saves keep where each block of posting lists begins. */
export const BLOCK_FIRSTS_FORMAT = 13;
/** The first packed format. */
export const PACKED_FORMAT = 6;
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
const SPLIT_LAYOUT: LayoutFormat = {
  ...DERIVED_LAYOUT,
  version: SPLIT_FORMAT,
  u32Sections: DERIVED_LAYOUT.u32Sections + 1,
  stringLists: DERIVED_LAYOUT.stringLists + 1,
};

/** Format 9: format 8's layout and the codes of the timeCreated values saved as text. */
const TIMES_LAYOUT: LayoutFormat = {
  ...SPLIT_LAYOUT,
  version: TIMES_FORMAT,
  u32Sections: SPLIT_LAYOUT.u32Sections + 1,
};

/** Formats 10 and 11: format 9's sections, sized. */
const SIZED_LAYOUT: LayoutFormat = {
  ...TIMES_LAYOUT,
  version: RUNS_FORMAT,
  readsAlso: [SIZED_FORMAT],
  sizedFrom: SIZED_FORMAT,
};

/** Format 12: format 11's layout and the tokens' run bits. */
const RUN_BITS_LAYOUT: LayoutFormat = {
  ...SIZED_LAYOUT,
  version: RUN_BITS_FORMAT,
  readsAlso: [],
  u32Sections: SIZED_LAYOUT.u32Sections + 1,
};

/** Format 13: format 12's layout and where each block of posting lists begins. */
const LAYOUT: LayoutFormat = {
  ...RUN_BITS_LAYOUT,
  version: BLOCK_FIRSTS_FORMAT,
  u32Sections: RUN_BITS_LAYOUT.u32Sections + 1,
};

/** The layout a saved index's header names (its version checked by readLayout). */
export function layoutOf(data: SavedBytes): LayoutFormat {
  const head = headOf(data);
  const version = head.byteLength >= 8 ? new Uint32Array(head, 0, 2)[1] : undefined;
  if (version === BLOCK_FIRSTS_FORMAT) return LAYOUT;
  if (version === RUN_BITS_FORMAT) return RUN_BITS_LAYOUT;
  if (version === RUNS_FORMAT || version === SIZED_FORMAT) return SIZED_LAYOUT;
  if (version === TIMES_FORMAT) return TIMES_LAYOUT;
  if (version === SPLIT_FORMAT) return SPLIT_LAYOUT;
  return version === DERIVED_FORMAT ? DERIVED_LAYOUT : EARLIER_LAYOUT;
}

export interface TextIndexParts {
  /** A whole save's as a column of their split parts (from format 8), else each whole. */
  readonly ids: Identifiers;
  /** Normalized display names (normalizeName). */
  readonly names: string[];
  readonly times: Float64Array;
  /** The code columns as saved or read: each at its width, or four bytes a code. */
  readonly typeCodes: CodeArray;
  readonly stateCodes: CodeArray;
  readonly regionCodes: CodeArray;
  readonly compartmentCodes: CodeArray;
  readonly codes: readonly string[];
  readonly fwdStart: Uint32Array;
  readonly fwd: Uint32Array;
  /** Sorted; a token's id is its position. Empty when `restoredTokens` holds them. */
  readonly tokens: string[];
  /** A whole save's tokens as read, without a string each (the dictionary's restored form). */
  readonly restoredTokens?: RestoredTokens;
  /** Per token the ascending documents that have it. */
  readonly postings: FlatPostings;
  /** Restored postings not walked at the load (from format 13): the check left to the preparation. */
  readonly postingsCheck?: PostingsCheck;
  /** The query language's columns, row for row with the documents. */
  readonly fields: FieldColumnParts;
  /** What result rows show beyond the query columns, row for row with the documents. */
  readonly shown: ShownColumnParts;
}

/** The identifiers' place among the string lists (from format 8, their rests after the prefixes). */
export const IDENTIFIER_LIST = 0;
/** The tokens' place among the string lists. */
export const TOKEN_LIST = 3;
/** The first column field's values' place among the string lists (the others follow in COLUMN_FIELDS order). */
export const FIRST_VALUE_LIST = 4;

/**
 * The string lists, in their saved order (`prefixes`: the identifiers', from format 8; `rests`:
 * what a whole save keeps of each identifier after its prefix, in place of the identifiers).
 */
export function stringLists(
  parts: TextIndexParts,
  prefixes?: readonly string[],
  rests?: TextSpans,
): readonly StringList[] {
  return [
    rests ?? identifierList(parts.ids),
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
 * `prefixCodes`, the identifiers' prefix numbers: from format 8; `timeCodes`: from format 9;
 * `runs`, the tokens' run bits: from format 12; `blockFirsts`, where each block of posting lists
 * begins: from format 13), and which are code columns (`codes`: a load
 * keeps them at the width they were saved at, as the index holds them).
 * Packed, the postings' section is left empty (`postingsAt`: the encoding puts their varints there).
 */
export function u32Sections(
  parts: TextIndexParts,
  packing = true,
  tokenSources?: Uint32Array,
  prefixCodes?: CodeArray,
  timeCodes?: Uint32Array,
  runs?: Uint32Array,
  blockFirsts?: Uint32Array,
): { sections: Uint32Array[]; packing: Packing[]; postingsAt: number; codes: boolean[] } {
  const { fields } = parts;
  const sections: Uint32Array[] = [];
  const packings: Packing[] = [];
  const codes: boolean[] = [];
  const put = (section: Uint32Array, how: Packing = 'plain', code = false): number => {
    sections.push(section);
    packings.push(how);
    codes.push(code);
    return sections.length - 1;
  };
  const putCodes = (column: CodeArray): number => put(fourBytes(column), 'plain', true);
  putCodes(parts.typeCodes);
  putCodes(parts.stateCodes);
  putCodes(parts.regionCodes);
  putCodes(parts.compartmentCodes);
  // A whole save's documents keep no forward lists (DocumentTable): their sections hold each
  // document's token count, and, unpacked (formats 4 and 5, which a load inverted), the lists.
  const whole = parts.fwdStart.length === 1 && parts.ids.length > 0;
  const fwdStart = whole ? forwardStarts(parts.ids.length, parts.postings) : parts.fwdStart;
  put(fwdStart, 'ascending');
  const { postings } = parts;
  const postStart = postings.starts();
  put(whole && !packing ? invertPostings(fwdStart, postStart, postings.decoded()) : parts.fwd);
  put(postStart, 'ascending');
  const postingsAt = put(packing ? new Uint32Array(0) : postings.decoded());
  for (const field of COLUMN_FIELDS) putCodes(fields.codes[field]);
  for (const family of TAG_FAMILIES) {
    put(fields.tags[family].start, 'ascending');
    putCodes(fields.tags[family].entries);
  }
  for (const field of RANKED_FIELDS) putCodes(fields.ranks?.[field]?.classes ?? new Uint8Array(0));
  for (const field of SHOWN_FIELDS) putCodes(parts.shown.codes[field]);
  for (const field of JOINED_FIELDS) put(fields.joined?.[field]?.starts ?? new Uint32Array(0), 'ascending');
  for (const family of TAG_FAMILIES) {
    const byTriple = fields.tags[family].byTriple;
    const start = put(byTriple?.start ?? new Uint32Array(0), 'ascending');
    put(byTriple?.rows ?? new Uint32Array(0), { start });
  }
  if (tokenSources !== undefined) put(tokenSources);
  if (prefixCodes !== undefined) putCodes(prefixCodes);
  if (timeCodes !== undefined) put(timeCodes, 'ascending');
  if (runs !== undefined) put(runs);
  if (blockFirsts !== undefined) put(blockFirsts, 'ascending');
  return { sections, packing: packings, postingsAt, codes };
}

/** An empty index's parts: new arrays each time, since an index adopts and grows them. */
export const emptyTextIndexParts = (): TextIndexParts => ({
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
  postings: FlatPostings.empty(),
  fields: EMPTY_FIELD_COLUMNS,
  shown: EMPTY_SHOWN_COLUMNS,
});

/** Each u32 section's packing, in the saved order (the same for every index), and where the postings are. */
export const {
  packing: PACKING,
  postingsAt: POSTINGS_SECTION,
  codes: CODE_SECTIONS,
} = u32Sections(
  emptyTextIndexParts(),
  true,
  new Uint32Array(0),
  new Uint32Array(0),
  new Uint32Array(0),
  new Uint32Array(0),
  new Uint32Array(0),
);
