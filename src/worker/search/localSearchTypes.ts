/**
 * What the local search (localSearch.ts) is given and answers: its dependencies (the store, the
 * injected query language, the clocks and the write pacing), a request, a page, its status.
 */
import type { ConsoleFailure } from '../../contract/failure';
import type { BranchPlan, SortClause } from '../../oci/query';
import type { ResourceSummary } from '../../oci/resource';
import type { ResourceStore } from '../store/resourceStore';
import type { PageWriter } from '../store/pageWriter';
import type { CompiledSearch } from './query/localStructuredSearch';
import type { SaveOptions } from './saved/savePolicy';
import type { SearchFacets, SearchFilters } from './query/searchFacets';
import type { SearchRow } from './query/searchRow';

/** What a structured query is compiled with (src/oci/query's QueryOptions). */
export interface CompileOptions {
  readonly now: number;
  /** A test of a `matching` clause's terms, made once per clause. */
  readonly textMatcher: (terms: readonly string[]) => (resource: ResourceSummary) => boolean;
}

/** A query as the column store evaluates it (src/oci/query's planQuery and querySortClause). */
export interface PlannedQuery {
  readonly branches: readonly BranchPlan[];
  readonly sort: SortClause | undefined;
}

/** parseQuery's answer: the query, or a message and a 0-based position in the text. */
export type ParseOutcome<Q> =
  | { readonly ok: true; readonly query: Q }
  | { readonly ok: false; readonly error: { readonly message: string; readonly position: number } };

export interface LocalSearchDeps<Q> extends SaveOptions {
  readonly store: ResourceStore;
  /** What stores the pages of search results (store/pageWriter.ts); `store` itself by default. */
  readonly writer?: PageWriter;
  /** src/oci/query's parseQuery. */
  readonly parse: (text: string) => ParseOutcome<Q>;
  /** src/oci/query's compileQuery; `textMatcher` answers `matching` clauses from the text index. */
  readonly compile: (query: Q, options: CompileOptions) => CompiledSearch;
  /**
   * The query planned for the index's columns (`now`: the instant `now` stands for). A query
   * the columns answer never reads a record but the page's; one that reads a field they do
   * not keep is compiled and evaluated over every record.
   */
  readonly plan?: (query: Q, now: number) => PlannedQuery;
  /** The instant `now` stands for in queries (epoch ms); Date.now by default. */
  readonly now?: () => number;
  /** A monotonic clock (ms) for tookMs and for how long ago a search ran; performance.now by default. */
  readonly clock?: () => number;
  /** Resources indexed between two yields to the worker's queued tasks. */
  readonly indexSlice?: number;
  /** Resources stored in one transaction while searches run (a search in the last second). */
  readonly storePart?: number;
  /** Resources stored in one transaction while no search runs (the last part indexed meanwhile). */
  readonly idlePart?: number;
  /** While searches run, the pause in them (ms) in which a part is written or a slice indexed. */
  readonly writeGapMs?: number;
  /** While searches run without such a pause, how often (ms) the rest of a page is written or indexed. */
  readonly writeTurnMs?: number;
  /** How many resources the index holds before its searches are rehearsed (query/rehearsal). */
  readonly rehearsalFrom?: number;
}

export interface LocalSearchRequest extends SearchFilters {
  /** Free text, or a structured query starting with `query`. */
  readonly text: string;
  readonly limit: number;
  readonly offset?: number;
}

export interface LocalSearchPage {
  readonly mode: 'text' | 'structured';
  /** The page's rows, best first; each keeps its fetchedAt ("as of 3 h ago"). */
  readonly items: SearchRow[];
  /** Matches of the text or query and every filter. */
  readonly total: number;
  readonly tookMs: number;
  /** Per type and per state, each ignoring its own filter. */
  readonly facets: SearchFacets;
}

export interface LocalSearchStatus {
  readonly indexed: number;
  readonly indexSource: 'saved' | 'rebuilt';
  /** The saved part the start found damaged and rebuilt from the table (restoreTextIndex). */
  readonly repaired?: 'whole' | 'tail';
  readonly recordsLoaded: boolean;
  /**
   * Whether the index's column caches (sort ranks, presorted rows, the names' sketch) were built
   * since it last changed, and its searches rehearsed once it is large enough (query/rehearsal):
   * until then searches answer without them, more slowly.
   */
  readonly prepared: boolean;
  /** Why the last save of the index failed, until one succeeds. */
  readonly saveFailure?: ConsoleFailure;
}
