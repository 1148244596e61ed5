/**
 * A structured query's answer over the index's columns: the rows its branches match
 * (columnQuery), filtered and faceted as free text is (searchPage), and its page in the
 * `sorted by` order, walked down the presorted rows when the matches are many, else ranked.
 */
import type { BranchPlan, SortClause } from '../../../oci/query';
import type { DocumentTable } from '../index/documentTable';
import { firstInOrder } from '../index/sortPermutation';
import type { TextSearchOptions, TextSearchResult } from '../index/textIndex';
import { createdRange, presortedRows, rowOrder } from './columnOrder';
import { matchRows, type ColumnSource } from './columnQuery';
import { scratch } from '../index/scratch';
import { everyLiveMatch, gatherMatches, pageEnd, pageRows, PASSED, type SearchMatches } from './searchPage';
import { restricts, type SearchFilters } from './searchFacets';
import { TopRanked } from './topRanked';

/**
 * A structured query walks the presorted rows when its matches are at least this many times
 * the page (so the walk reads about rows / this many rows at most); below, a heap ranks them.
 */
const DENSE_WALK = 8;

/** The query's page, or undefined when it reads a field the columns do not keep. */
export function columnPage(
  docs: DocumentTable,
  source: ColumnSource,
  branches: readonly BranchPlan[],
  sortClause: SortClause | undefined,
  options: TextSearchOptions,
): TextSearchResult | undefined {
  const order = rowOrder(sortClause, source);
  if (order === undefined) return undefined;
  const end = pageEnd(options);
  let found: SearchMatches;
  let passed: (row: number) => boolean;
  let listed: Uint32Array = new Uint32Array(0);
  let list: Uint32Array | undefined;
  if (everyRow(branches, options)) {
    // Every live row matches: their count and facets as kept, and no row marked.
    found = everyLiveMatch(docs);
    passed = (row) => docs.isLive(row);
  } else {
    const matched = createdRange(branches, source) ?? matchRows(branches, source);
    if (matched === undefined) return undefined;
    const rows = matched.flags;
    list = matched.list;
    // Each match that passes the filters is marked PASSED in the match flags; as many as a heap
    // ranks (below) are listed besides, so that a few matches are not looked for in every row.
    listed = scratch.words(Math.min(end * DENSE_WALK, rows.length));
    found = gatherMatches(docs, list ?? rows, options, rows, listed);
    passed = (row) => rows[row] === PASSED;
  }
  // Many matches: the page is the first of them down the presorted rows, when they are
  // current (prepare() builds them); few: a heap over them.
  const presorted =
    found.total >= end * DENSE_WALK ? presortedRows(sortClause, source, 'current') : undefined;
  let top: number[];
  if (presorted !== undefined) {
    top = firstInOrder(presorted.permutation, presorted.direction, end, passed);
  } else {
    const ranked = new TopRanked<number>(end, order);
    if (found.total <= listed.length) {
      for (let at = 0; at < found.total; at += 1) ranked.offer(listed[at] ?? 0);
    } else if (list === undefined) {
      for (let row = 0; row < docs.length; row += 1) if (passed(row)) ranked.offer(row);
    } else {
      for (let at = 0; at < list.length; at += 1) if (passed(list[at] ?? 0)) ranked.offer(list[at] ?? 0);
    }
    top = ranked.sorted();
  }
  const page = top.slice(Math.max(0, options.offset ?? 0));
  return { ids: page.map((doc) => source.ids.at(doc) ?? ''), rows: pageRows(docs, page), ...found };
}

/**
 * Whether the query matches every live row: a branch of all types with no condition and no
 * `matching` (an `||` with it matches them all too), and no filter.
 */
function everyRow(branches: readonly BranchPlan[], filters: SearchFilters): boolean {
  return (
    !restricts(filters) &&
    branches.some(
      (branch) => branch.types === 'all' && branch.where === undefined && branch.terms.length === 0,
    )
  );
}
