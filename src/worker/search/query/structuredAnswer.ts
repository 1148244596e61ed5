/**
 * A structured query's answer (text starting with `query`): parsed by the injected language,
 * planned for the index's columns and answered there when they keep every field it reads; else
 * compiled and evaluated over the records, loaded into memory at the first such query
 * (localStructuredSearch). A query's error comes back with its position.
 */
import { fail, ok, type ConsoleFailure, type Result } from '../../../contract/failure';
import { localStructuredSearch, type CompiledSearch } from './localStructuredSearch';
import type { LocalSearchDeps, LocalSearchPage, LocalSearchRequest, PlannedQuery } from '../localSearchTypes';
import type { RecordSet } from '../index/recordSet';
import { toSearchRow } from './searchRow';
import type { TextIndex } from '../index/textIndex';

/** Answers a structured query from the columns, or from the records `loadRecords` gives. */
export async function answerStructured<Q>(
  deps: Pick<LocalSearchDeps<Q>, 'parse' | 'plan' | 'compile' | 'now'>,
  index: TextIndex,
  loadRecords: () => Promise<Result<RecordSet>>,
  request: LocalSearchRequest,
): Promise<Result<Omit<LocalSearchPage, 'tookMs'>>> {
  const parsed = deps.parse(request.text);
  if (!parsed.ok) return fail({ kind: 'query', ...parsed.error });
  const now = (deps.now ?? Date.now)();
  let planned: PlannedQuery | undefined;
  try {
    planned = deps.plan?.(parsed.query, now);
  } catch (error) {
    return fail(queryFailure(error));
  }
  const fromColumns = planned && index.structured(planned.branches, planned.sort, request);
  if (fromColumns !== undefined) {
    return ok({
      mode: 'structured',
      items: fromColumns.rows,
      total: fromColumns.total,
      facets: fromColumns.facets,
    });
  }
  let compiled: CompiledSearch;
  try {
    compiled = deps.compile(parsed.query, {
      now,
      textMatcher: (terms) => index.matcher(terms),
    });
  } catch (error) {
    return fail(queryFailure(error));
  }
  const records = await loadRecords();
  if (!records.ok) return records;
  const found = localStructuredSearch(compiled, records.value, request);
  return ok({ mode: 'structured', ...found, items: found.items.map(toSearchRow) });
}

/** A compile-time error of the query (an impossible date…), with its position when it has one. */
function queryFailure(error: unknown): ConsoleFailure {
  const position =
    typeof error === 'object' && error !== null && 'position' in error && typeof error.position === 'number'
      ? error.position
      : 0;
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'query', message, position };
}
