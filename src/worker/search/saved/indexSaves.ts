/**
 * The text index's save side: where its saved form ends (a SavedMark, kept by TextIndex), and
 * the saves that move it. A whole save writes the compacted index as one buffer; a tail holds
 * what changed since the mark (changesSinceSave says what it holds); a tail read from storage is
 * appended to an index loaded from the save it follows, its postings built from its documents'
 * token lists.
 */
import { ranksOf } from '../query/columnOrder';
import type { DocumentExtent, DocumentTable } from '../index/documentTable';
import { RANKED_FIELDS } from '../index/fieldColumns';
import { FlatPostings } from '../index/flatPostings';
import type { PostingStore } from '../index/postingStore';
import { savedParts, UNSAVED, type CompactedIndex } from './usedTokens';
import { tailFits, TokenNumbering, type IndexExtent, type TailParts } from './changesSinceSave';
import { encodeTextIndex } from './textIndexCodec';
import type { TokenDictionary } from '../index/tokenDictionary';

/** Where the saved form ends: what the next tail starts from (saved/changesSinceSave). */
export interface SavedMark {
  readonly extent: DocumentExtent;
  readonly compactions: number;
  readonly numbering: TokenNumbering;
}

/** Marks the documents as they are now as saved, their tokens numbered as `numbering` says. */
export function markSaved(docs: DocumentTable, numbering: TokenNumbering): SavedMark {
  const mark = { extent: docs.extent(), compactions: docs.compactions, numbering };
  docs.markSaved();
  return mark;
}

/**
 * Documents added since the mark, or undefined when a tail cannot hold the changes: nothing
 * saved, or the rows were renumbered since.
 */
export function unsavedSince(saved: SavedMark | undefined, docs: DocumentTable): number | undefined {
  if (saved === undefined || saved.compactions !== docs.compactions) return undefined;
  return docs.length - saved.extent.docs;
}

/**
 * A compacted index as one buffer for the `meta` table (its sort fields ranked first), and the
 * saved ids of its tokens.
 */
export function wholeSave(
  docs: DocumentTable,
  dictionary: TokenDictionary,
  postings: FlatPostings,
): { data: ArrayBuffer; numbering: TokenNumbering } {
  for (const field of RANKED_FIELDS) ranksOf(docs.fields, field);
  const compacted: CompactedIndex = {
    ids: docs.ids,
    names: docs.names,
    times: docs.creationTimes(),
    typeCodes: docs.typeCodes.copy(),
    stateCodes: docs.stateCodes.copy(),
    regionCodes: docs.regionCodes.copy(),
    compartmentCodes: docs.compartmentCodes.copy(),
    codes: docs.codes,
    fwdStart: docs.fwdStart.view(),
    fwd: docs.fwd.view(),
    fields: docs.fields.parts(true),
    shown: docs.shown.parts(),
    postings,
  };
  const { parts, savedIds } = savedParts(compacted, dictionary);
  const data = encodeTextIndex(parts);
  return { data, numbering: new TokenNumbering(savedIds, parts.tokens.length) };
}

/**
 * The changes since the mark as a tail; only when unsavedSince counts them. The tokens new since
 * are given their saved ids in `saved.numbering`.
 */
export function tailSince(saved: SavedMark, docs: DocumentTable, dictionary: TokenDictionary): TailParts {
  const from: IndexExtent = { ...saved.extent, tokens: saved.numbering.saved };
  const rows = docs.since(saved.extent);
  const { numbering } = saved;
  // The new tokens take their saved ids in string order: a start appends them to its sorted
  // dictionary without sorting them again.
  const fresh = new Map<string, number>();
  for (const id of rows.fwd) {
    if (numbering.savedId(id) === UNSAVED) fresh.set(dictionary.token(id), id);
  }
  // The default sort compares UTF-16 code units, as the dictionary's order does.
  const tokens = [...fresh.keys()].sort();
  numbering.assign(tokens.map((token) => fresh.get(token) ?? 0));
  const fwd = new Uint32Array(rows.fwd.length);
  for (let at = 0; at < fwd.length; at += 1) fwd[at] = numbering.savedId(rows.fwd[at] ?? 0);
  const parts = {
    ...rows,
    fwd,
    tokens,
    postings: FlatPostings.empty(tokens.length),
  };
  return {
    from,
    parts,
    removed: docs.removedSinceSave(),
    shown: docs.shownChangedBefore(saved.extent.docs),
  };
}

/**
 * Appends a tail read from storage to the index's parts; answers false, changing nothing, when
 * it does not follow them as they are (nothing unsaved since the mark: a tail of another save)
 * or points outside what they would hold.
 */
export function appendTail(
  tail: TailParts,
  saved: SavedMark | undefined,
  docs: DocumentTable,
  dictionary: TokenDictionary,
  postings: PostingStore,
): boolean {
  if (saved === undefined || unsavedSince(saved, docs) !== 0) return false;
  if (!tailFits(tail, { ...docs.extent(), tokens: saved.numbering.saved })) return false;
  const { parts } = tail;
  dictionary.append(parts.tokens);
  const first = docs.append(parts);
  postings.addRows(parts.fwdStart, parts.fwd, first);
  for (const doc of tail.removed) if (docs.isLive(doc)) docs.remove(doc);
  docs.applyShown(tail.shown);
  return true;
}
