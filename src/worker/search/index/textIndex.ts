/**
 * The in-memory free-text index of the local search (docs/ARCHITECTURE.md, "A search"), built to
 * answer in a few milliseconds over 250,000 resources.
 *
 * - Dictionary (TokenDictionary): every token once, ids kept in string order, so the tokens a
 *   term is a prefix of are one range found by binary search.
 * - Postings (PostingStore): per token, the ascending ids of the documents containing it, as
 *   varint gaps (FlatPostings) plus typed-array lists for documents added since the last compaction.
 * - Documents (DocumentTable): identifier, normalized name, creation time, interned type/state/
 *   region/compartment codes, so filters, facets and ranking never touch IndexedDB, and the
 *   forward token lists of the documents added since the last compaction or load.
 * - Removal marks a document dead; compaction (at a search once dead or appended entries pile
 *   up, and before saving) renumbers the live documents and rebuilds the flat postings.
 *
 * Free text is matched and ranked in freeTextRanking; a structured query's page is columnPage's;
 * a search's filters, facets and rows are read in searchPage; the arrays a search works in come
 * from the kept scratch (scratch.ts); saves and tails are taken and applied in saved/indexSaves.
 */
import type { ResourceSummary } from '../../../oci/resource';
import type { BranchPlan, SortClause } from '../../../oci/query';
import { indexTokens, normalizeName, queryTerms } from '../../../oci/textMatch';
import type { ColumnSource } from '../query/columnQuery';
import { columnPage } from '../query/columnPage';
import { DocumentTable } from './documentTable';
import { nameRanking, textCandidates } from '../query/freeTextRanking';
import type { FlatPostings } from './flatPostings';
import { withLeadingRuns } from './leadingRuns';
import { PostingStore } from './postingStore';
import { prepareColumns } from './preparation';
import { scratch } from './scratch';
import {
  appendTail,
  markSaved,
  tailSince,
  unsavedSince,
  wholeSave,
  type SavedMark,
} from '../saved/indexSaves';
import { TokenNumbering, type TailParts } from '../saved/changesSinceSave';
import type { SearchFilters } from '../query/searchFacets';
import { gatherMatches, pageEnd, pageRows, type SearchMatches } from '../query/searchPage';
import type { SearchRow } from '../query/searchRow';
import type { ShownSource } from './shownColumns';
import { decodeTextIndex, type TextIndexParts } from '../saved/textIndexCodec';
import { emptyTextIndexParts } from '../saved/textIndexSections';
import type { PostingsCheck } from '../saved/adoptPostings';
import type { SavedBytes } from '../saved/savedBytes';
import { TokenDictionary } from './tokenDictionary';

/** A resource as the index reads it; StoredResource is one (a bare summary shows no link). */
export interface IndexedResource extends ResourceSummary, ShownSource {
  readonly region: string;
}

export interface TextSearchOptions extends SearchFilters {
  readonly limit: number;
  readonly offset?: number;
}

export interface TextSearchResult extends SearchMatches {
  /** The identifiers of the requested page, best first. */
  readonly ids: string[];
  /** The page's rows as the results list shows them, from the columns. */
  readonly rows: SearchRow[];
}

const COMPACT_MIN = 4096;

/** Blocks of 64 posting lists a step of the restored postings' check walks. */
const CHECK_STEP = 1_024;

export class TextIndex {
  private readonly dictionary: TokenDictionary;
  private saved?: SavedMark;
  private readonly docs: DocumentTable;
  private flat: FlatPostings;
  private postings: PostingStore;
  /** The restored postings' check (saved/adoptPostings), until it is made. */
  private postingsCheck?: PostingsCheck;
  /** The check found the restored postings damaged: the index is to be rebuilt from the table. */
  postingsDamaged = false;

  constructor(parts: TextIndexParts = emptyTextIndexParts()) {
    this.dictionary = new TokenDictionary(parts.restoredTokens ?? parts.tokens, (doc) =>
      this.docs.ids.at(doc),
    );
    this.docs = new DocumentTable(parts);
    this.flat = parts.postings;
    this.postings = new PostingStore(parts.postings);
    this.postingsCheck = parts.postingsCheck;
  }

  /** A `serialize()`d index (whole or split), owning its buffers; throws on foreign or corrupt data. */
  static load(data: SavedBytes): TextIndex {
    const parts = decodeTextIndex(data);
    const index = new TextIndex(parts);
    index.markSaved(new TokenNumbering(index.dictionary.size, index.dictionary.size));
    return index;
  }

  /** Live documents. */
  get size(): number {
    return this.docs.live;
  }

  has(id: string): boolean {
    return this.docOf(id) !== undefined;
  }

  /**
   * The live document of an identifier, through the postings of its identifier token (every
   * document has one: textMatch's identifierTokens): no map of every identifier is kept, which
   * a start would otherwise build (about 100 ms at 250,000) before its first add.
   */
  private docOf(id: string): number | undefined {
    const token = this.dictionary.known(id.toLowerCase());
    return token === undefined ? undefined : this.liveDocWith(token, id);
  }

  /** The live document of the identifier among those of its identifier token. */
  private liveDocWith(token: number, id: string): number | undefined {
    let found: number | undefined;
    this.postings.each(token, (doc) => {
      if (found === undefined && this.docs.ids.at(doc) === id && this.docs.isLive(doc)) found = doc;
    });
    return found;
  }

  /** Adds a resource, or replaces the one with the same identifier. */
  add(resource: IndexedResource): void {
    const texts = indexTokens(resource);
    const before = this.dictionary.size;
    const tokens = texts.map((token) => this.dictionary.idOf(token));
    // The identifier's token comes first (indexTokens): looked up once, for the document it
    // replaces too. Created just now, no document has it: the resource is new (most of a
    // download's: a second look-up of each identifier took 8 % of its indexing at a phone's CPU).
    const own = texts[0] === resource.identifier.toLowerCase() ? tokens[0] : undefined;
    const replaced =
      own === undefined
        ? this.docOf(resource.identifier)
        : own < before
          ? this.liveDocWith(own, resource.identifier)
          : undefined;
    if (replaced !== undefined) this.docs.remove(replaced);
    const time = resource.timeCreated === undefined ? Number.NaN : Date.parse(resource.timeCreated);
    const doc = this.docs.add(
      {
        identifier: resource.identifier,
        name: normalizeName(resource.displayName),
        time: Number.isFinite(time) ? time : 0,
        typeKey: resource.resourceType.toLowerCase(),
        state: resource.lifecycleState ?? '',
        region: resource.region,
        compartmentId: resource.compartmentId,
      },
      tokens,
      resource,
    );
    this.postings.addDocument(doc, tokens);
  }

  /**
   * Shows a stored enrichment on the resource's row (its link, alternative name and time);
   * answers whether the resource is indexed.
   */
  enrich(resource: ShownSource): boolean {
    const doc = this.docOf(resource.identifier);
    if (doc === undefined) return false;
    this.docs.setShown(doc, resource);
    return true;
  }

  /** Whether the resource is indexed as this version of it: its fetch and enrichment times shown. */
  shows(resource: ShownSource): boolean {
    const doc = this.docOf(resource.identifier);
    if (doc === undefined) return false;
    const shown = this.docs.shownValues(doc);
    return shown.fetchedAt === (resource.fetchedAt ?? 0) && shown.enrichedAt === resource.enrichedAt;
  }

  /** The identifiers of the live documents. */
  identifiers(): string[] {
    return this.docs.liveIds();
  }

  /** Removes a resource; answers whether it was indexed. */
  remove(id: string): boolean {
    const doc = this.docOf(id);
    if (doc === undefined) return false;
    this.docs.remove(doc);
    return true;
  }

  /** Free-text search: every term must prefix some token of the resource; ranked; paged. */
  search(text: string, options: TextSearchOptions): TextSearchResult {
    this.maybeCompact();
    return scratch.during(() => this.searchText(text, options));
  }

  private searchText(text: string, options: TextSearchOptions): TextSearchResult {
    const terms = queryTerms(text);
    const ranked = nameRanking(this.docs, normalizeName(text), terms, pageEnd(options));
    const matches = terms.length === 0 ? undefined : this.candidates(terms);
    const found = gatherMatches(this.docs, matches, options, ranked.offer);
    const page = ranked.sorted().slice(Math.max(0, options.offset ?? 0));
    return { ids: page.map((doc) => this.docs.ids.at(doc) ?? ''), rows: pageRows(this.docs, page), ...found };
  }

  /**
   * The structured query language over the index's columns (columnQuery): the branches' plans
   * (src/oci/query's planQuery) and the `sorted by` clause; filtered, faceted and paged as free
   * text is. Undefined when the query reads a field the columns do not keep.
   */
  structured(
    branches: readonly BranchPlan[],
    sortClause: SortClause | undefined,
    options: TextSearchOptions,
  ): TextSearchResult | undefined {
    this.maybeCompact();
    return scratch.during(() => columnPage(this.docs, this.columnSource(), branches, sortClause, options));
  }

  /**
   * Builds what the first structured queries would otherwise build as they run: the sort ranks
   * of every column, the joined lower-cased values `=~` searches, the rows of each tag, and the
   * presorted rows of the common sort fields, which queries walk while no row is added or
   * renumbered; and the names' sketch free text ranks by (nameSketch.ts). Safe to call at any
   * time: after pages stop arriving, it makes them current again.
   */
  prepare(): void {
    for (const _step of this.preparation()) {
      // Each step's work is done as it is taken.
    }
  }

  /**
   * prepare() in steps, each ending at a `yield`: the restored postings' check, then
   * preparation.ts's prepareColumns. A caller may answer searches between steps, and add or
   * remove resources: each step reads the index as it then is, and what an earlier step built and
   * a change made out of date is built again by the next preparation.
   */
  *preparation(): Generator<void, void, void> {
    // A restored index's postings checked first, a few blocks a step: found damaged, it is not prepared.
    while (!this.checkPostings(CHECK_STEP)) yield;
    if (this.postingsDamaged) return;
    yield* prepareColumns(this.docs, this.dictionary, () => this.columnSource());
  }

  private columnSource(): ColumnSource {
    const docs = this.docs;
    return {
      rows: docs.length,
      ids: docs.ids,
      idOrder: docs.idOrder(),
      typeCodes: docs.typeCodes.view(),
      codes: docs.codes,
      dead: docs.typeCodes.none,
      typeGroups: docs.typeGroups('current'),
      fields: docs.fields,
      textRows: (terms) => this.candidates(terms),
    };
  }

  /**
   * The query language's `matching` answered from the index: a test of whether a resource
   * (by identifier) has every term (textMatch's queryTerms), as the free-text search would
   * find it. The candidates are computed once, when the test is made.
   */
  matcher(terms: readonly string[]): (resource: ResourceSummary) => boolean {
    this.maybeCompact();
    if (terms.length === 0) return () => true;
    const found = new Set<string>();
    for (const doc of this.candidates(terms))
      if (this.docs.isLive(doc)) found.add(this.docs.ids.at(doc) ?? '');
    return (resource) => found.has(resource.identifier);
  }

  /**
   * Walks up to `blocks` more blocks of the restored postings' check (the postings a load did not
   * walk: saved/adoptPostings); answers whether the check is made. Found damaged, `postingsDamaged`
   * says so.
   */
  checkPostings(blocks = Number.POSITIVE_INFINITY): boolean {
    const check = this.postingsCheck;
    if (check === undefined) return true;
    const found = check.step(blocks);
    if (found === undefined) return false;
    if (found === 'damaged') this.postingsDamaged = true;
    this.postingsCheck = undefined;
    return true;
  }

  /** The index as one buffer for the `meta` table (compacts and ranks the sort fields first). */
  serialize(): ArrayBuffer {
    this.compact();
    const { data, numbering } = wholeSave(this.docs, this.dictionary, this.flat);
    this.markSaved(numbering);
    return data;
  }

  /**
   * Documents added since the last save (serialize, tail or load), or undefined when a tail
   * cannot hold the changes: nothing saved, or the rows were renumbered since.
   */
  unsavedDocuments(): number | undefined {
    return unsavedSince(this.saved, this.docs);
  }

  /**
   * The changes since the last save as a tail (saved/changesSinceSave), or undefined when only a whole save
   * holds them (unsavedDocuments). The index counts as saved as it is now: call forgetSaved when
   * the tail is not written.
   */
  tail(): TailParts | undefined {
    const { saved } = this;
    if (this.unsavedDocuments() === undefined || saved === undefined) return undefined;
    const tail = tailSince(saved, this.docs, this.dictionary);
    this.markSaved(saved.numbering);
    return tail;
  }

  /**
   * Appends a tail read from storage; answers false, changing nothing, when it does not follow
   * this index as it is (a tail of another save) or points outside what it would hold.
   */
  applyTail(tail: TailParts): boolean {
    if (!appendTail(tail, this.saved, this.docs, this.dictionary, this.postings)) return false;
    this.markSaved(new TokenNumbering(this.dictionary.size, this.dictionary.size));
    return true;
  }

  /** Room for `rows` more rows in the columns, exactly: what a load's tails add (then trim()). */
  makeRoom(rows: number): void {
    this.docs.makeRoom(rows);
  }

  /** Gives back the columns' room past their last row (a load and its tails are done). */
  trim(): void {
    this.docs.trim();
  }

  /** The last save was not written: the next one must be whole. */
  forgetSaved(): void {
    this.saved = undefined;
  }

  private markSaved(numbering: TokenNumbering): void {
    this.saved = markSaved(this.docs, numbering);
  }

  /**
   * Gives every document that has a token the token's leading run too (textMatch's indexTokens),
   * as an index of this version adds them: for one loaded from a save made before it did
   * (leadingRuns.ts). Compacts first.
   */
  addLeadingRuns(): void {
    this.compact();
    this.flat = withLeadingRuns(this.flat, this.dictionary);
    this.postings = new PostingStore(this.flat);
  }

  /** Renumbers the live documents and folds appended postings into the flat arrays. */
  compact(): void {
    if (this.docs.dead === 0 && this.postings.deltaSize === 0) return;
    this.dictionary.renumber(this.docs.length, (doc) => this.docs.isLive(doc));
    const compacted = this.docs.compact(this.postings, this.dictionary.size);
    this.flat = compacted.postings;
    this.postings = new PostingStore(this.flat);
  }

  private candidates(terms: readonly string[]): Uint32Array {
    return textCandidates(terms, { dictionary: this.dictionary, postings: this.postings, docs: this.docs });
  }

  private maybeCompact(): void {
    const deltaLimit = Math.max(COMPACT_MIN, this.postings.baseSize / 2);
    const deadLimit = Math.max(COMPACT_MIN, this.docs.live / 4);
    if (this.postings.deltaSize > deltaLimit || this.docs.dead > deadLimit) this.compact();
  }
}
