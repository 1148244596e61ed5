/**
 * A saved tail: what changed in the text index since its last save, written beside that save
 * instead of the whole index again (savedIndex keeps the rows). It holds the documents
 * added since, in the saved layout (textIndexCodec: their rows, their tokens' saved ids, and
 * only the tokens, codes and values that are new), the documents removed since, and the shown
 * values changed on older documents. A start loads the whole save, then appends each tail in
 * order: the postings of the added documents are built from their token lists.
 *
 * A tail follows the rows as the save numbered them, so it can follow only an index that was
 * not compacted since (a compaction renumbers the rows); the token ids differ (the whole save
 * keeps only the tokens in use, in string order), which TokenNumbering maps.
 */
import { COLUMN_FIELDS, TAG_FAMILIES } from '../index/fieldColumns';
import { DEAD, type DocumentExtent, type ShownChanges } from '../index/documentTable';
import { UNSAVED } from './usedTokens';
import { SHOWN_FIELDS } from '../index/shownColumns';
import type { TextIndexParts } from './textIndexCodec';

/** How far a saved index reaches: its documents and dictionaries, and its tokens. */
export interface IndexExtent extends DocumentExtent {
  readonly tokens: number;
}

/** A tail as the index hands it over: `parts` are saved with the codec. */
export interface TailParts {
  /** The saved index (the whole save and the tails before) this one follows. */
  readonly from: IndexExtent;
  /** The documents added (tokens: the new tokens only, by saved id; no postings). */
  readonly parts: TextIndexParts;
  /** The documents removed, by their saved row. */
  readonly removed: Uint32Array;
  readonly shown: ShownChanges;
}

/** Per token id of the index, its id in the saved form; ids without one are given the next ones. */
export class TokenNumbering {
  /**
   * Per token id the saved id a tail gave it (UNSAVED: none), from id 0 to the last one given.
   * An array rather than a map: a download's tails number every token it brings (some 800,000
   * at 250,000 resources), and each tail looks up every token of every document it holds.
   */
  private later = new Uint32Array(0);

  /**
   * @param ids per token id its saved id (UNSAVED: none), or a count: below it each id is its own
   * @param size tokens saved so far
   */
  constructor(
    private readonly ids: Uint32Array | number,
    private size: number,
  ) {}

  /** Tokens saved so far. */
  get saved(): number {
    return this.size;
  }

  /** The token's saved id, or UNSAVED when it has none yet. */
  savedId(id: number): number {
    const own = typeof this.ids === 'number' ? (id < this.ids ? id : UNSAVED) : (this.ids[id] ?? UNSAVED);
    return own !== UNSAVED ? own : (this.later[id] ?? UNSAVED);
  }

  /** Gives the tokens (ids without a saved id) the next saved ids, in this order. */
  assign(ids: readonly number[]): void {
    let most = this.later.length - 1;
    for (const id of ids) most = Math.max(most, id);
    if (most >= this.later.length) {
      const later = new Uint32Array(Math.max(most + 1, this.later.length * 2)).fill(UNSAVED);
      later.set(this.later);
      this.later = later;
    }
    for (const id of ids) {
      this.later[id] = this.size;
      this.size += 1;
    }
  }
}

function sameExtent(a: IndexExtent, b: IndexExtent): boolean {
  return (
    a.docs === b.docs &&
    a.codes === b.codes &&
    a.tokens === b.tokens &&
    a.fields.rows === b.fields.rows &&
    a.fields.instants === b.fields.instants &&
    COLUMN_FIELDS.every((field) => a.fields.values[field] === b.fields.values[field]) &&
    TAG_FAMILIES.every((family) => a.fields.triples[family] === b.fields.triples[family]) &&
    SHOWN_FIELDS.every((field) => a.shown[field] === b.shown[field])
  );
}

function below(values: ArrayLike<number>, limit: number, allowDead = false): boolean {
  for (let at = 0; at < values.length; at += 1) {
    const value = values[at] ?? 0;
    if (value >= limit && !(allowDead && value === DEAD)) return false;
  }
  return true;
}

/**
 * Whether a tail read from storage follows an index of extent `at`, and every id in it points
 * into what the index holds once it is appended (a tail of another save, or a corrupt one,
 * would make rows point past their dictionaries).
 */
export function tailFits(tail: TailParts, at: IndexExtent): boolean {
  const { parts, removed, shown } = tail;
  const docs = parts.ids.length;
  const codes = at.codes + parts.codes.length;
  const coded = [parts.stateCodes, parts.regionCodes, parts.compartmentCodes];
  return (
    sameExtent(tail.from, at) &&
    at.fields.rows === at.docs &&
    below(parts.fwd, at.tokens + parts.tokens.length) &&
    below(parts.typeCodes, codes, true) &&
    coded.every((column) => below(column, codes)) &&
    COLUMN_FIELDS.every(
      (field) =>
        parts.fields.codes[field].length === docs &&
        below(parts.fields.codes[field], at.fields.values[field] + parts.fields.values[field].length),
    ) &&
    parts.fields.instants.length === parts.fields.values.timeCreated.length &&
    TAG_FAMILIES.every((family) =>
      below(
        parts.fields.tags[family].entries,
        at.fields.triples[family] + parts.fields.tags[family].triples.length,
      ),
    ) &&
    SHOWN_FIELDS.every(
      (field) =>
        parts.shown.codes[field].length === docs &&
        below(parts.shown.codes[field], at.shown[field] + parts.shown.values[field].length),
    ) &&
    below(removed, at.docs + docs) &&
    below(shown.rows, at.docs) &&
    shown.codes.length === shown.rows.length * SHOWN_FIELDS.length &&
    SHOWN_FIELDS.every((field, column) => {
      const limit = at.shown[field] + parts.shown.values[field].length;
      for (let row = 0; row < shown.rows.length; row += 1)
        if ((shown.codes[row * SHOWN_FIELDS.length + column] ?? 0) >= limit) return false;
      return true;
    })
  );
}
