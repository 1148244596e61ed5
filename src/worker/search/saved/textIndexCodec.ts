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
 * and a whole save keeps no forward token lists, only each document's token count, which a load
 * checks against the postings (the restored documents keep no forward lists: DocumentTable).
 * Formats 7 to 9 leave out of a whole save what a load derives (textIndexSections.ts lists them).
 * At 250,000 resources the saved index went from 135 MB (format 5) to the figure in
 * docs/BENCHMARKS.md. The postings'
 * varints are the form the index keeps them in (FlatPostings): a save writes the index's bytes
 * as they are, a load adopts the section's bytes (saved/adoptPostings.ts).
 * From format 10 the sections packed as they are (codes, not offsets or lists) are saved at their
 * width (1, 2 or 4 bytes a value), which a load copies instead of decoding (sizedSections.ts).
 * From format 12 a whole save's last u32 section says which tokens are runs (a bit a token), so
 * that a start's first free text looks among them at once (TokenDictionary.runsWithPrefix).
 */
import {
  COLUMN_FIELDS,
  JOINED_FIELDS,
  RANKED_FIELDS,
  TAG_FAMILIES,
  type ColumnField,
} from '../index/fieldColumns';
import { packed, unpacked } from './packedSections';
import { adoptPostingsOnRead, savedPostings } from './adoptPostings';
import {
  checkTokenSources,
  deriveNames,
  deriveTimes,
  leaveOutDerived,
  savedTimeTexts,
  withTexts,
} from './derivedSections';
import { splitIdentifiers } from './savedIdentifiers';
import { IdentifierColumn } from '../index/identifierColumn';
import { runBits, runBitsFit } from '../index/tokenRuns';
import {
  anyAtLeast,
  record,
  savedJoined,
  savedRanks,
  savedTripleRows,
  tripleList,
} from './savedSectionChecks';
import type { TagColumnParts } from '../index/tagColumn';
import type { JoinedValues } from '../index/valueDictionary';
import type { TagFamily } from '../../../oci/query';
import { SHOWN_FIELDS, type ShownColumnParts, type ShownField } from '../index/shownColumns';
import { readLayout, readVarintsEarly, writeLayout } from './textIndexLayout';
import { spanList } from '../index/textSpans';
import { fourBytes, type CodeArray } from '../index/growable';
import { DAMAGED } from '../index/flatPostings';
import type { SavedBytes } from './savedBytes';
import {
  BLOCK_FIRSTS_FORMAT,
  CODE_SECTIONS,
  DERIVED_FORMAT,
  layoutOf,
  PACKED_FORMAT,
  PACKING,
  POSTINGS_SECTION,
  RUN_BITS_FORMAT,
  SIZED_FORMAT,
  SPLIT_FORMAT,
  stringLists,
  TEXT_INDEX_FORMAT,
  TIMES_FORMAT,
  TOKEN_LIST,
  FIRST_VALUE_LIST,
  IDENTIFIER_LIST,
  u32Sections,
  type TextIndexParts,
} from './textIndexSections';

export {
  CHECKSUM_FORMAT,
  EARLIER_TEXT_INDEX_FORMATS,
  RUNS_FORMAT,
  TEXT_INDEX_FORMAT,
  type TextIndexParts,
} from './textIndexSections';

/**
 * The saved form of the parts; `format`: this one, or an earlier one read (4 and 5: unpacked, the
 * forward lists saved), which a test of a console updated over an older save writes.
 */
export function encodeTextIndex(given: TextIndexParts, format = TEXT_INDEX_FORMAT): ArrayBuffer {
  const whole = withTexts(given);
  const { fields } = whole;
  const packing = format >= PACKED_FORMAT;
  // A whole save (its documents without forward lists) leaves out what a load derives.
  const leftOut =
    format >= DERIVED_FORMAT && whole.fwdStart.length === 1 && whole.ids.length > 0
      ? leaveOutDerived(
          {
            ...whole,
            nameValues: fields.values.displayName,
            nameCodes: fields.codes.displayName,
            instants: fields.instants,
            timeCodes: fields.codes.timeCreated,
            timeValues: fields.values.timeCreated,
          },
          format >= TIMES_FORMAT,
        )
      : undefined;
  // From format 8 a whole save splits its identifiers.
  const split = format >= SPLIT_FORMAT && leftOut !== undefined ? splitIdentifiers(whole.ids) : undefined;
  const parts =
    leftOut === undefined
      ? whole
      : {
          ...whole,
          ...leftOut,
          fields: { ...fields, values: { ...fields.values, timeCreated: leftOut.timeTexts.texts } },
        };
  const sources = format >= DERIVED_FORMAT ? (leftOut?.tokenSources ?? new Uint32Array(0)) : undefined;
  const splitSaved = format >= SPLIT_FORMAT;
  const prefixCodes = splitSaved ? (split?.codes ?? new Uint32Array(0)) : undefined;
  const timeCodes = format >= TIMES_FORMAT ? (leftOut?.timeTexts.codes ?? new Uint32Array(0)) : undefined;
  // From format 12 a whole save keeps which of its tokens (all of them, before any is left out) are runs.
  const runs =
    format >= RUN_BITS_FORMAT
      ? leftOut === undefined
        ? new Uint32Array(0)
        : runBits(whole.tokens)
      : undefined;
  // From format 13 a whole save keeps where each block of lists begins (a load walks them when read).
  const blockFirsts =
    format >= BLOCK_FIRSTS_FORMAT
      ? leftOut === undefined
        ? new Uint32Array(0)
        : whole.postings.blockFirsts()
      : undefined;
  const { sections, postingsAt } = u32Sections(
    parts,
    packing,
    sources,
    prefixCodes,
    timeCodes,
    runs,
    blockFirsts,
  );
  const u32 = packing
    ? packed(sections, PACKING).map((section, at) =>
        at === postingsAt ? { varints: parts.postings.bytes, length: parts.postings.size } : section,
      )
    : sections;
  return writeLayout(
    format,
    {
      f64: [
        parts.times,
        fields.instants,
        ...RANKED_FIELDS.map((field) => fields.ranks?.[field]?.places ?? new Float64Array(0)),
      ],
      u32,
      strings: stringLists(parts, splitSaved ? (split?.prefixes ?? []) : undefined, split?.rests),
      json: Object.fromEntries(TAG_FAMILIES.map((family) => [family, fields.tags[family].triples])),
      wide: PACKING.map((how) => how === 'plain'),
    },
    packing,
    format >= SIZED_FORMAT,
  );
}

/** The sections one after the other, in the order they were saved. */
function taker<T>(sections: readonly T[], none: T): () => T {
  let at = 0;
  return () => sections[at++] ?? none;
}

/**
 * A whole save's sections that a load decodes from the first `numbers` of its `total` bytes,
 * read while the rest is (savedRows.withBytes; SplitBytes' early).
 */
export function decodeNumbersEarly(numbers: ArrayBuffer, total: number): Map<number, Uint32Array> {
  return readVarintsEarly(numbers, total, layoutOf(numbers), POSTINGS_SECTION);
}

/**
 * Reads a saved index; throws when the data is not a saved index of this format version. A
 * tail's (saved/changesSinceSave) rows point into the values of the index it follows as well as its own,
 * which changesSinceSave's tailFits checks against that index instead.
 */
export function decodeTextIndex(data: SavedBytes, as: 'whole' | 'tail' = 'whole'): TextIndexParts {
  const whole = as === 'whole';
  // A whole save's tokens and identifiers stay spans of the saved text (TokenDictionary's
  // restored form; IdentifierParts' rests).
  const saved = readLayout(
    data,
    layoutOf(data),
    whole ? [IDENTIFIER_LIST, TOKEN_LIST] : [],
    POSTINGS_SECTION,
    CODE_SECTIONS,
  );
  // From format 7 a whole save may leave out what a load derives (derivedSections.ts).
  const derivable = whole && saved.version >= DERIVED_FORMAT;
  const timesDerivable = whole && saved.version >= TIMES_FORMAT;
  const packedSections = saved.version >= PACKED_FORMAT;
  if (packedSections) unpacked(saved.u32, PACKING);
  const nextF64 = taker(saved.f64, new Float64Array(0));
  // The code columns come at their saved width (CODE_SECTIONS); every other section as four bytes.
  const nextCodes = taker<CodeArray>(saved.u32, new Uint32Array(0));
  const next = (): Uint32Array => fourBytes(nextCodes());
  const savedTimes = nextF64();
  const instants = nextF64();
  const places = RANKED_FIELDS.map(() => nextF64());
  const typeCodes = nextCodes();
  const docs = typeCodes.length;
  if (savedTimes.length !== docs && !(derivable && savedTimes.length === 0))
    throw new Error('Saved text index: times do not match the header');
  const stateCodes = nextCodes();
  const regionCodes = nextCodes();
  const compartmentCodes = nextCodes();
  const savedFwdStart = next();
  const savedFwd = next();
  const postStart = next();
  // Packed, the postings are kept as their varints (saved.kept); unpacked, they are numbers.
  const postingNumbers = next();
  if (
    postStart.length === 0 ||
    savedFwdStart.length !== docs + 1 ||
    (!packedSections && postStart[postStart.length - 1] !== postingNumbers.length)
  )
    throw new Error('Saved text index: offsets do not match the header');
  const fwdStart = whole ? new Uint32Array(1) : savedFwdStart;
  const fwd = whole ? new Uint32Array(0) : savedFwd;
  const fieldCodes = COLUMN_FIELDS.map(() => nextCodes());
  const tagColumns = TAG_FAMILIES.map(() => ({ start: next(), entries: nextCodes() }));
  const classes = RANKED_FIELDS.map(() => nextCodes());
  const shownCodes = SHOWN_FIELDS.map(() => nextCodes());
  const joinedStarts = JOINED_FIELDS.map(() => next());
  const tagRows = TAG_FAMILIES.map(() => ({ start: next(), rows: next() }));
  const tokenSources = next();
  const prefixCodes = nextCodes();
  const timeCodes = next();
  const runs = next();
  const blockFirsts = next();
  const postingsSaved = packedSections ? (saved.kept ?? new Uint8Array(0)) : postingNumbers;
  // A whole save that keeps where its blocks of lists begin is not walked here (adoptPostings.ts).
  if (blockFirsts.length > 0 && !(whole && packedSections)) throw new Error(DAMAGED);
  const onRead =
    blockFirsts.length > 0
      ? adoptPostingsOnRead(postStart, postingsSaved as Uint8Array, blockFirsts, savedFwdStart)
      : undefined;
  const postings =
    onRead?.postings ?? savedPostings(postStart, postingsSaved, whole ? savedFwdStart : undefined);
  const forwardSaved = savedFwd.length > 0 || postings.size === 0 || !packedSections;
  const [listedIds = [], savedNames = [], codeList = [], literalTokens = [], ...lists] = saved.strings;
  const splitIds = saved.version >= SPLIT_FORMAT && prefixCodes.length > 0;
  // A whole save's identifiers (its rests from format 8) are spans; the identifiers' list comes
  // first in the saved text, so its spans are places in its own text as well. A tail's are whole.
  const idSpans = saved.spans.get(IDENTIFIER_LIST);
  const savedIds = idSpans && { text: saved.texts[IDENTIFIER_LIST] ?? '', starts: idSpans.starts };
  if (splitIds && savedIds === undefined)
    throw new Error('Saved text index: identifiers do not match their prefixes');
  const ids =
    savedIds === undefined
      ? listedIds
      : splitIds
        ? IdentifierColumn.fromParts({
            prefixes: lists[lists.length - 1] ?? [],
            codes: prefixCodes,
            rests: savedIds,
          })
        : spanList(savedIds);
  if (!derivable && tokenSources.length > 0)
    throw new Error('Saved text index: tokens do not match their sources');
  const spans = saved.spans.get(TOKEN_LIST);
  const restoredTokens =
    spans === undefined
      ? undefined
      : {
          ...spans,
          sources: derivable ? tokenSources : new Uint32Array(0),
          ...(runs.length > 0 && { runs }),
        };
  const tokenCount =
    restoredTokens === undefined
      ? literalTokens.length
      : checkTokenSources(restoredTokens.starts.length - 1, restoredTokens.sources, ids.length);
  if (runs.length > 0 && !(restoredTokens !== undefined && runBitsFit(runs, tokenCount)))
    throw new Error('Saved text index: run bits do not match the tokens');
  const savedTriples = record(saved.json, 'tags');
  const valueLists = lists.slice(0, COLUMN_FIELDS.length);
  const shownLists = lists.slice(COLUMN_FIELDS.length, COLUMN_FIELDS.length + SHOWN_FIELDS.length);
  const joinedFrom = COLUMN_FIELDS.length + SHOWN_FIELDS.length;
  const joinedLists = lists.slice(joinedFrom, joinedFrom + JOINED_FIELDS.length);
  const rowColumns = [typeCodes, stateCodes, regionCodes, compartmentCodes, ...fieldCodes, ...shownCodes];
  if (
    rowColumns.some((column) => column.length !== docs) ||
    (forwardSaved && savedFwdStart[docs] !== savedFwd.length) ||
    tagColumns.some(({ start, entries }) => start.length !== docs + 1 || start[docs] !== entries.length)
  ) {
    throw new Error('Saved text index: offsets do not match the header');
  }
  const namesSaved = savedNames.length === docs;
  if (ids.length !== docs || !(namesSaved || derivable) || tokenCount !== postings.tokens)
    throw new Error('Saved text index: strings do not match the header');
  const values = Object.fromEntries(
    COLUMN_FIELDS.map((field, at) => [field, valueLists[at] ?? []]),
  ) as Record<ColumnField, string[]>;
  if (!timesDerivable && timeCodes.length > 0) throw new Error('Saved text index: instants do not match');
  const timeTexts = timesDerivable ? savedTimeTexts(timeCodes, values.timeCreated, instants) : undefined;
  if (timeTexts !== undefined) values.timeCreated = [];
  const valueCount = (field: ColumnField): number =>
    field === 'timeCreated' && timeTexts !== undefined ? timeTexts.size : values[field].length;
  const codes = Object.fromEntries(COLUMN_FIELDS.map((field, at) => [field, fieldCodes[at]])) as Record<
    ColumnField,
    Uint32Array
  >;
  for (const field of COLUMN_FIELDS) {
    const count = valueCount(field);
    if (whole && anyAtLeast(codes[field], count + 1))
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
    if (whole && anyAtLeast(shown.codes[field], shown.values[field].length + 1))
      throw new Error(`Saved text index: ${field} codes outside its values`);
  }
  if (whole && instants.length !== valueCount('timeCreated') + 1)
    throw new Error('Saved text index: instants do not match');
  // The display names' text as saved: the names in lower-case ASCII already are found by one scan of it.
  const namesText = saved.texts[FIRST_VALUE_LIST + COLUMN_FIELDS.indexOf('displayName')];
  const names = namesSaved ? savedNames : deriveNames(values.displayName, codes.displayName, namesText);
  const times = savedTimes.length === docs ? savedTimes : deriveTimes(instants, codes.timeCreated);
  const tags = Object.fromEntries(
    TAG_FAMILIES.map((family, at) => {
      const triples = tripleList(savedTriples[family], family);
      const column = tagColumns[at] ?? { start: new Uint32Array(1), entries: new Uint32Array(0) };
      if (whole && anyAtLeast(column.entries, triples.length))
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
    postings,
    ...(onRead && { postingsCheck: onRead.check }),
    fields: {
      values,
      codes,
      instants,
      ...(timeTexts && { timeTexts }),
      tags,
      ranks: savedRanks(values, places, classes),
      joined,
    },
    shown,
  };
}
