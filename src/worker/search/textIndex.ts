/**
 * The in-memory free-text index of the local search (DESIGN §3), built to answer in a few
 * milliseconds over 250,000 resources.
 *
 * - Dictionary (TokenDictionary): every token once, ids kept in string order, so the tokens a
 *   term is a prefix of are one range found by binary search.
 * - Postings (PostingStore): per token, the ascending ids of the documents containing it, in
 *   flat Uint32Arrays plus typed-array lists for documents added since the last compaction.
 * - Documents (DocumentTable): identifier, normalized name, creation time, interned type/state/
 *   region/compartment codes and forward token lists, so filters, facets and ranking never
 *   touch IndexedDB.
 * - Removal marks a document dead; compaction (at a search once dead or appended entries pile
 *   up, and before saving) renumbers the live documents and rebuilds the flat postings.
 *
 * A query is AND over its terms, each term matching any token it is a prefix of: the meaning of
 * free text defined in src/oci/textMatch, whose tokenizer fills the dictionary. Terms are
 * taken cheapest first: the rarest is expanded (one posting list, or the union of its range),
 * and each further term is either expanded and intersected, or checked on the candidates'
 * forward lists, whichever touches fewer entries.
 */
import type { ResourceSummary } from '../../oci/resource';
import { normalizeName, queryTerms, resourceTokens, startsWordIn } from '../../oci/textMatch';
import { DEAD, DocumentTable, type DocumentExtent } from './documentTable';
import type { BranchPlan, SortClause } from '../../oci/query';
import { matchRows, presortedRows, ranksOf, rowOrder, type ColumnSource } from './columnQuery';
import {
  COLUMN_FIELDS,
  EMPTY_FIELD_COLUMNS,
  RANKED_FIELDS,
  TAG_FAMILIES,
  type ColumnField,
} from './fieldColumns';
import { intersectSorted } from './postingLists';
import { PostingStore } from './postingStore';
import { savedParts, UNSAVED, type CompactedIndex } from './savedParts';
import { tailFits, TokenNumbering, type IndexExtent, type TailParts } from './savedTail';
import { facetList, type FacetCount, type SearchFacets, type SearchFilters } from './searchFacets';
import { decodeTextIndex, encodeTextIndex, type TextIndexParts } from './textIndexCodec';
import { TokenDictionary } from './tokenDictionary';
import { compareIds, firstInOrder } from './sortPermutation';
import { TopRanked } from './topRanked';
import { shownLifecycleState } from '../../oci/resource-types';
import type { SearchRow } from './searchRow';
import { EMPTY_SHOWN_COLUMNS, type ShownSource } from './shownColumns';

/** A resource as the index reads it; StoredResource is one (a bare summary shows no link). */
export interface IndexedResource extends ResourceSummary, ShownSource {
  readonly region: string;
}

export interface TextSearchOptions extends SearchFilters {
  readonly limit: number;
  readonly offset?: number;
}

export interface TextSearchResult {
  /** The identifiers of the requested page, best first. */
  readonly ids: string[];
  /** The page's rows as the results list shows them, from the columns. */
  readonly rows: SearchRow[];
  /** Matches of the text and all filters. */
  readonly total: number;
  readonly facets: SearchFacets;
}

interface TermRange {
  readonly term: string;
  /** The ids of the tokens the term is a prefix of. */
  readonly tokens: Uint32Array;
  /** Posting entries of those tokens (an upper bound of the documents). */
  readonly estimate: number;
}

/** Exact name > name prefix > every term starts a word of the name > elsewhere. */
const EXACT = 3;
const PREFIX = 2;
const WORDS = 1;

const COMPACT_MIN = 4096;

/** A structured match that passes the filters, marked in the match flags. */
const PASSED = 2;

/**
 * A structured query walks the presorted rows when its matches are at least this many times
 * the page (so the walk reads about rows / this many rows at most); below, a heap ranks them.
 */
const DENSE_WALK = 8;

/** The sort fields kept presorted: the default order (newest first) and names. */
const PRESORTED_FIELDS = ['timeCreated', 'displayName'] as const;

/** An empty index's parts: new arrays each time, since an index adopts and grows them. */
const empty = (): TextIndexParts => ({
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
});

/** Where the saved form ends: what the next tail starts from (savedTail). */
interface SavedMark {
  readonly extent: DocumentExtent;
  readonly compactions: number;
  readonly numbering: TokenNumbering;
}

export class TextIndex {
  private readonly dictionary: TokenDictionary;
  private saved?: SavedMark;
  private readonly docs: DocumentTable;
  private flat: Pick<CompactedIndex, 'postStart' | 'postings'>;
  private postings: PostingStore;

  constructor(parts: TextIndexParts = empty()) {
    this.dictionary = new TokenDictionary(parts.tokens);
    this.docs = new DocumentTable(parts);
    this.flat = { postStart: parts.postStart, postings: parts.postings };
    this.postings = new PostingStore(parts.postStart, parts.postings);
  }

  /** An index from `serialize()`; takes ownership of the buffer. Throws on foreign or corrupt data. */
  static load(data: ArrayBuffer): TextIndex {
    const parts = decodeTextIndex(data);
    const index = new TextIndex(parts);
    index.markSaved(new TokenNumbering(parts.tokens.length, parts.tokens.length));
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
    if (token === undefined) return undefined;
    let found: number | undefined;
    this.postings.each(token, (doc) => {
      if (found === undefined && this.docs.ids[doc] === id && this.docs.isLive(doc)) found = doc;
    });
    return found;
  }

  /** Adds a resource, or replaces the one with the same identifier. */
  add(resource: IndexedResource): void {
    const replaced = this.docOf(resource.identifier);
    if (replaced !== undefined) this.docs.remove(replaced);
    const time = resource.timeCreated === undefined ? Number.NaN : Date.parse(resource.timeCreated);
    const tokens = resourceTokens(resource).map((token) => this.dictionary.idOf(token));
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
    for (const token of tokens) this.postings.add(token, doc);
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
    const docs = this.docs;
    const terms = queryTerms(text);
    const phrase = normalizeName(text);
    const { names, ids } = docs;
    const times = docs.times.view();
    // The tier of each document offered (set before it is offered, read by the heap).
    const tiers = new Uint8Array(docs.length);
    // Ranked by tier, then newer, then identifier.
    const ranked = new TopRanked<number>(
      this.pageEnd(options),
      (a, b) =>
        (tiers[b] ?? 0) - (tiers[a] ?? 0) ||
        (times[b] ?? 0) - (times[a] ?? 0) ||
        compareIds(ids[a] ?? '', ids[b] ?? ''),
    );
    const offer = (doc: number): void => {
      const name = names[doc] ?? '';
      const worst = ranked.worstKept();
      if (worst !== undefined) {
        // Once the page is full, a document gets in only with a tier above the worst kept, or
        // the same tier and a better place after it: the cheap tests settle most documents.
        const time = times[doc] ?? 0;
        const worstTime = times[worst] ?? 0;
        const laterThanWorst =
          time < worstTime || (time === worstTime && compareIds(ids[doc] ?? '', ids[worst] ?? '') > 0);
        const needed = (tiers[worst] ?? 0) + (laterThanWorst ? 1 : 0);
        if (!this.tierAtLeast(needed, name, phrase, terms)) return;
      }
      tiers[doc] = terms.length === 0 ? 0 : this.tier(name, phrase, terms);
      ranked.offer(doc);
    };
    const found = this.gather(terms.length === 0 ? undefined : this.candidates(terms), options, offer);
    const page = ranked.sorted().slice(Math.max(0, options.offset ?? 0));
    return { ids: page.map((doc) => ids[doc] ?? ''), rows: this.rows(page), ...found };
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
    const source = this.columnSource();
    const order = rowOrder(sortClause, source);
    if (order === undefined) return undefined;
    const rows = matchRows(branches, source);
    if (rows === undefined) return undefined;
    const found = this.gather(rows, options, (doc) => {
      rows[doc] = PASSED;
    });
    const pageEnd = this.pageEnd(options);
    const passed = (row: number): boolean => rows[row] === PASSED;
    // Many matches: the page is the first of them down the presorted rows, when they are
    // current (prepare() builds them); few: a heap over them.
    const presorted =
      found.total >= pageEnd * DENSE_WALK ? presortedRows(sortClause, source, 'current') : undefined;
    let top: number[];
    if (presorted !== undefined) {
      top = firstInOrder(presorted.permutation, presorted.direction, pageEnd, passed);
    } else {
      const ranked = new TopRanked<number>(pageEnd, order);
      for (let row = 0; row < rows.length; row += 1) if (rows[row] === PASSED) ranked.offer(row);
      top = ranked.sorted();
    }
    const page = top.slice(Math.max(0, options.offset ?? 0));
    return { ids: page.map((doc) => source.ids[doc] ?? ''), rows: this.rows(page), ...found };
  }

  /**
   * Builds what the first structured queries would otherwise build as they run: the sort ranks
   * of every column, the joined lower-cased values `=~` searches, the rows of each tag, and the
   * presorted rows of the common sort fields, which queries walk while no row is added or renumbered. Safe to call
   * at any time: after pages stop arriving, it makes them current again.
   */
  prepare(): void {
    const { fields } = this.docs;
    for (const field of COLUMN_FIELDS) {
      ranksOf(fields, field);
      fields.dictionaries[field].containing('');
    }
    for (const family of TAG_FAMILIES) fields.tags[family].rowsByTriple();
    const source = this.columnSource();
    for (const field of PRESORTED_FIELDS) {
      presortedRows(
        { field: { kind: 'field', name: field, position: 0 }, direction: 'asc', position: 0 },
        source,
        'build',
      );
    }
  }

  /** The documents' rows as the results list shows them, read from the columns. */
  private rows(page: readonly number[]): SearchRow[] {
    const { docs } = this;
    const { codes, dictionaries } = docs.fields;
    const value = (field: ColumnField, doc: number): string | undefined =>
      dictionaries[field].values[codes[field].at(doc)];
    return page.map((doc) => {
      const resourceType = value('resourceType', doc) ?? '';
      return {
        identifier: docs.ids[doc] ?? '',
        resourceType,
        displayName: value('displayName', doc),
        lifecycleState: shownLifecycleState({ resourceType, lifecycleState: value('lifecycleState', doc) }),
        compartmentId: value('compartmentId', doc) ?? '',
        timeCreated: value('timeCreated', doc),
        region: docs.codes[docs.regionCodes.at(doc)] ?? '',
        ...docs.shownValues(doc),
      };
    });
  }

  private pageEnd(options: TextSearchOptions): number {
    return Math.max(0, options.offset ?? 0) + Math.max(0, options.limit);
  }

  private columnSource(): ColumnSource {
    const docs = this.docs;
    return {
      rows: docs.length,
      ids: docs.ids,
      typeCodes: docs.typeCodes.view(),
      codes: docs.codes,
      dead: DEAD,
      fields: docs.fields,
      textRows: (terms) => this.candidates(terms),
    };
  }

  /**
   * Applies the filters to the found documents (a list of ids, flags per document, or every
   * document when undefined), counts the facets, and offers each match that passes them all.
   */
  private gather(
    found: Uint32Array | Uint8Array | undefined,
    options: SearchFilters,
    offer: (doc: number) => void,
  ): Omit<TextSearchResult, 'ids' | 'rows'> {
    const docs = this.docs;
    const types = this.codeFlags(options.types?.map((type) => type.toLowerCase()));
    const states = this.codeFlags(options.states);
    const regions = this.codeFlags(options.regions);
    const compartments = this.codeFlags(options.compartmentId ? [options.compartmentId] : undefined);
    const typeCounts = new Uint32Array(docs.codes.length);
    const stateCounts = new Uint32Array(docs.codes.length);
    const typeCodes = docs.typeCodes.view();
    const stateCodes = docs.stateCodes.view();
    const regionCodes = docs.regionCodes.view();
    const compartmentCodes = docs.compartmentCodes.view();
    let total = 0;
    const visit = (doc: number): void => {
      const type = typeCodes[doc] ?? DEAD;
      if (type === DEAD) return;
      if (regions !== undefined && regions[regionCodes[doc] ?? 0] !== 1) return;
      if (compartments !== undefined && compartments[compartmentCodes[doc] ?? 0] !== 1) return;
      const state = stateCodes[doc] ?? 0;
      const typeOk = types === undefined || types[type] === 1;
      const stateOk = states === undefined || states[state] === 1;
      // Each facet counts the matches of every other filter.
      if (stateOk) typeCounts[type] = (typeCounts[type] ?? 0) + 1;
      if (typeOk) stateCounts[state] = (stateCounts[state] ?? 0) + 1;
      if (!typeOk || !stateOk) return;
      total += 1;
      offer(doc);
    };
    if (found === undefined) {
      for (let doc = 0; doc < docs.length; doc += 1) visit(doc);
    } else if (found instanceof Uint8Array) {
      for (let doc = 0; doc < found.length; doc += 1) if (found[doc] === 1) visit(doc);
    } else {
      for (const doc of found) visit(doc);
    }
    return { total, facets: { types: this.facet(typeCounts), states: this.facet(stateCounts) } };
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
    for (const doc of this.candidates(terms)) if (this.docs.isLive(doc)) found.add(this.docs.ids[doc] ?? '');
    return (resource) => found.has(resource.identifier);
  }

  /** The index as one buffer for the `meta` table (compacts and ranks the sort fields first). */
  serialize(): ArrayBuffer {
    this.compact();
    const docs = this.docs;
    for (const field of RANKED_FIELDS) ranksOf(docs.fields, field);
    const compacted: CompactedIndex = {
      ids: docs.ids,
      names: docs.names,
      times: docs.times.view(),
      typeCodes: docs.typeCodes.view(),
      stateCodes: docs.stateCodes.view(),
      regionCodes: docs.regionCodes.view(),
      compartmentCodes: docs.compartmentCodes.view(),
      codes: docs.codes,
      fwdStart: docs.fwdStart.view(),
      fwd: docs.fwd.view(),
      fields: docs.fields.parts(true),
      shown: docs.shown.parts(),
      ...this.flat,
    };
    const { parts, savedIds } = savedParts(compacted, this.dictionary);
    const data = encodeTextIndex(parts);
    this.markSaved(new TokenNumbering(savedIds, parts.tokens.length));
    return data;
  }

  /**
   * Documents added since the last save (serialize, tail or load), or undefined when a tail
   * cannot hold the changes: nothing saved, or the rows were renumbered since.
   */
  unsavedDocuments(): number | undefined {
    const { saved } = this;
    if (saved === undefined || saved.compactions !== this.docs.compactions) return undefined;
    return this.docs.length - saved.extent.docs;
  }

  /**
   * The changes since the last save as a tail (savedTail), or undefined when only a whole save
   * holds them (unsavedDocuments). The index counts as saved as it is now: call forgetSaved when
   * the tail is not written.
   */
  tail(): TailParts | undefined {
    const { saved } = this;
    if (this.unsavedDocuments() === undefined || saved === undefined) return undefined;
    const from: IndexExtent = { ...saved.extent, tokens: saved.numbering.saved };
    const rows = this.docs.since(saved.extent);
    // The new tokens take their saved ids in string order: a start appends them to its sorted
    // dictionary without sorting them again.
    const fresh = new Map<string, number>();
    for (const id of rows.fwd) {
      if (saved.numbering.savedId(id) === UNSAVED) fresh.set(this.dictionary.token(id), id);
    }
    // The default sort compares UTF-16 code units, as the dictionary's order does.
    const tokens = [...fresh.keys()].sort();
    saved.numbering.assign(tokens.map((token) => fresh.get(token) ?? 0));
    const fwd = rows.fwd.map((id) => saved.numbering.savedId(id));
    const parts = {
      ...rows,
      fwd,
      tokens,
      postStart: new Uint32Array(tokens.length + 1),
      postings: new Uint32Array(0),
    };
    const tail = {
      from,
      parts,
      removed: this.docs.removedSinceSave(),
      shown: this.docs.shownChangedBefore(saved.extent.docs),
    };
    this.markSaved(saved.numbering);
    return tail;
  }

  /**
   * Appends a tail read from storage; answers false, changing nothing, when it does not follow
   * this index as it is (a tail of another save) or points outside what it would hold.
   */
  applyTail(tail: TailParts): boolean {
    const { saved } = this;
    if (saved === undefined || this.unsavedDocuments() !== 0) return false;
    if (!tailFits(tail, { ...this.docs.extent(), tokens: saved.numbering.saved })) return false;
    const { parts } = tail;
    this.dictionary.append(parts.tokens);
    const first = this.docs.append(parts);
    for (let row = 0; row + 1 < parts.fwdStart.length; row += 1) {
      const end = parts.fwdStart[row + 1] ?? 0;
      for (let at = parts.fwdStart[row] ?? 0; at < end; at += 1)
        this.postings.add(parts.fwd[at] ?? 0, first + row);
    }
    for (const doc of tail.removed) if (this.docs.isLive(doc)) this.docs.remove(doc);
    this.docs.applyShown(tail.shown);
    this.markSaved(new TokenNumbering(this.dictionary.size, this.dictionary.size));
    return true;
  }

  /** The last save was not written: the next one must be whole. */
  forgetSaved(): void {
    this.saved = undefined;
  }

  private markSaved(numbering: TokenNumbering): void {
    this.saved = { extent: this.docs.extent(), compactions: this.docs.compactions, numbering };
    this.docs.markSaved();
  }

  /** Renumbers the live documents and folds appended postings into the flat arrays. */
  compact(): void {
    if (this.docs.dead === 0 && this.postings.deltaSize === 0) return;
    const compacted = this.docs.compact(this.dictionary.size);
    this.flat = { postStart: compacted.postStart, postings: compacted.postings };
    this.postings = new PostingStore(this.flat.postStart, this.flat.postings);
  }

  private tier(name: string, phrase: string, terms: readonly string[]): number {
    if (name === '') return 0;
    if (name === phrase) return EXACT;
    if (name.startsWith(phrase)) return PREFIX;
    return terms.every((term) => startsWordIn(name, term)) ? WORDS : 0;
  }

  /** Whether the name's tier is at least `needed`, testing no more than that takes. */
  private tierAtLeast(needed: number, name: string, phrase: string, terms: readonly string[]): boolean {
    if (needed <= 0) return true;
    if (needed > EXACT || name === '' || terms.length === 0) return false;
    if (name === phrase) return true;
    if (needed === EXACT) return false;
    if (name.startsWith(phrase)) return true;
    if (needed === PREFIX) return false;
    return terms.every((term) => startsWordIn(name, term));
  }

  private candidates(terms: readonly string[]): Uint32Array {
    const ranges = terms.map((term) => this.range(term)).sort((a, b) => a.estimate - b.estimate);
    const [rarest, ...others] = ranges;
    if (rarest === undefined || rarest.estimate === 0) return new Uint32Array(0);
    const documents = this.docs.length;
    let found = this.postings.union(rarest.tokens, rarest.estimate, documents);
    const tokensPerDoc = this.docs.fwd.length / Math.max(1, documents);
    for (const range of others) {
      if (found.length === 0) break;
      if (range.estimate <= found.length * tokensPerDoc) {
        found = intersectSorted(found, this.postings.union(range.tokens, range.estimate, documents));
      } else {
        found = this.keepWithPrefix(found, range.term);
      }
    }
    return found;
  }

  /** The tokens the term is a prefix of, and how many posting entries they have. */
  private range(term: string): TermRange {
    const tokens = this.dictionary.withPrefix(term);
    let estimate = 0;
    for (const token of tokens) estimate += this.postings.count(token);
    return { term, tokens, estimate };
  }

  private keepWithPrefix(candidates: Uint32Array, term: string): Uint32Array {
    const out = new Uint32Array(candidates.length);
    let kept = 0;
    const matches = (token: number): boolean => this.dictionary.token(token).startsWith(term);
    for (const doc of candidates) {
      if (this.docs.someToken(doc, matches)) {
        out[kept] = doc;
        kept += 1;
      }
    }
    return out.subarray(0, kept);
  }

  /** Per code, 1 when the value is listed; undefined when the filter does not restrict. */
  private codeFlags(values: readonly string[] | undefined): Uint8Array | undefined {
    if (values === undefined || values.length === 0) return undefined;
    const flags = new Uint8Array(this.docs.codes.length);
    for (const value of values) {
      const code = this.docs.codeOfValue(value);
      if (code !== undefined) flags[code] = 1;
    }
    return flags;
  }

  private facet(counts: Uint32Array): FacetCount[] {
    const byValue = new Map<string, number>();
    counts.forEach((count, code) => {
      if (count > 0) byValue.set(this.docs.codes[code] ?? '', count);
    });
    return facetList(byValue);
  }

  private maybeCompact(): void {
    const deltaLimit = Math.max(COMPACT_MIN, this.postings.baseSize / 2);
    const deadLimit = Math.max(COMPACT_MIN, this.docs.live / 4);
    if (this.postings.deltaSize > deltaLimit || this.docs.dead > deadLimit) this.compact();
  }
}
