/**
 * The results list's order: relevance first (the rule is src/oci/nameRelevance, shared with the
 * search box's name suggestions: an exact name, then a name starting with the text, then a name
 * with a word starting with each typed word), then the order the user chose (a structured
 * query's `sorted by`), then the order the rows arrived in. So "stage-etl-app-01" lists that
 * instance above "stage-etl-app-01 (Boot Volume)", and `sorted by timeCreated` holds across
 * regions and the local index's rows, which arrive one answer after another.
 */
import { nameRelevance, type Relevance } from '../../../rules/nameRelevance';
import {
  compileQuery,
  isStructuredQuery,
  parseQuery,
  queryBranches,
  querySortClause,
  type CompiledQuery,
} from '../../../oci/query';
import type { SearchRow } from '../../../worker/searchApi';

export { nameRelevance, Relevance } from '../../../rules/nameRelevance';

/**
 * The fields a results row carries (SearchRow), so the ones the list can sort by itself; a
 * query sorted by another field keeps the order its answers came in (each sorted by the service).
 */
const ROW_FIELDS: ReadonlySet<string> = new Set([
  'displayname',
  'lifecyclestate',
  'compartmentid',
  'timecreated',
  'identifier',
  'resourcetype',
]);

export interface ResultOrder {
  /** What names are ranked against: free text as typed, a query's `matching` words, or nothing. */
  readonly nameText: string;
  /** The `sorted by` order, when the query has one the rows can answer; else arrival order. */
  readonly sorted?: Pick<CompiledQuery, 'sortKey' | 'compareKeys'>;
}

/** How the typed text orders its results (a query that does not parse ranks nothing). */
export function resultOrder(typed: string): ResultOrder {
  if (!isStructuredQuery(typed)) return { nameText: typed };
  const parsed = parseQuery(typed);
  if (!parsed.ok) return { nameText: '' };
  const matching = queryBranches(parsed.query).find((branch) => branch.matching !== undefined)?.matching;
  const nameText = matching?.text ?? '';
  const clause = querySortClause(parsed.query);
  if (clause === undefined || !ROW_FIELDS.has(clause.field.name.toLowerCase())) return { nameText };
  return { nameText, sorted: compileQuery(parsed.query) };
}

export interface RankedRow {
  readonly row: SearchRow;
  readonly relevance: Relevance;
}

/**
 * The rows, most relevant first, then in the chosen order; rows equal in both keep their order
 * (a stable sort).
 */
export function rankedRows(rows: readonly SearchRow[], typed: string): RankedRow[] {
  const { nameText, sorted } = resultOrder(typed);
  const ranked = rows.map((row, index) => ({
    row,
    index,
    relevance: nameRelevance(row.displayName, nameText),
    key: sorted?.sortKey(row),
  }));
  ranked.sort(
    (a, b) =>
      a.relevance - b.relevance ||
      (sorted === undefined || a.key === undefined || b.key === undefined
        ? 0
        : sorted.compareKeys(a.key, b.key)) ||
      a.index - b.index,
  );
  return ranked.map(({ row, relevance }) => ({ row, relevance }));
}

/** The rows in the list's order (rankedRows without the ranks). */
export function rankRows(rows: readonly SearchRow[], typed: string): SearchRow[] {
  return rankedRows(rows, typed).map((entry) => entry.row);
}
