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
  const fromColumns = columnsAnswer(deps, index, parsed.query, now, request);
  if (fromColumns !== undefined) return fromColumns;
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

/**
 * The query's answer from the index's columns, a planning error, or undefined when the query
 * reads a field the columns do not keep (or no planner was given).
 */
function columnsAnswer<Q>(
  deps: Pick<LocalSearchDeps<Q>, 'plan'>,
  index: TextIndex,
  query: Q,
  now: number,
  request: LocalSearchRequest,
): Result<Omit<LocalSearchPage, 'tookMs'>> | undefined {
  let planned: PlannedQuery | undefined;
  try {
    planned = deps.plan?.(query, now);
  } catch (error) {
    return fail(queryFailure(error));
  }
  const found = planned && index.structured(planned.branches, planned.sort, request);
  return found && ok({ mode: 'structured', items: found.rows, total: found.total, facets: found.facets });
}

/**
 * A structured query answered only if the columns can (never loading the records), for what
 * runs in the background: undefined when it does not parse, or the columns cannot answer it.
 */
export function answerFromColumns<Q>(
  deps: Pick<LocalSearchDeps<Q>, 'parse' | 'plan' | 'now'>,
  index: TextIndex,
  request: LocalSearchRequest,
): Result<Omit<LocalSearchPage, 'tookMs'>> | undefined {
  const parsed = deps.parse(request.text);
  return parsed.ok ? columnsAnswer(deps, index, parsed.query, (deps.now ?? Date.now)(), request) : undefined;
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
