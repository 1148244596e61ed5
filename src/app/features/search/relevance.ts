/**
 * The results list's order by name relevance (the rule itself is src/oci/nameRelevance, shared
 * with the search box's name suggestions); the list applies it before its own order (groups and
 * the order rows arrived in), so "stage-etl-app-01" lists that instance above
 * "stage-etl-app-01 (Boot Volume)".
 */
import { nameRelevance } from '../../../oci/nameRelevance';
import type { SearchRow } from '../../../worker/searchApi';

export { nameRelevance, Relevance } from '../../../oci/nameRelevance';

/** The rows, most relevant first; rows of equal relevance keep their order (a stable sort). */
export function rankRows(rows: readonly SearchRow[], typed: string): SearchRow[] {
  const ranked = rows.map((row, index) => ({ row, index, rank: nameRelevance(row.displayName, typed) }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map((entry) => entry.row);
}
