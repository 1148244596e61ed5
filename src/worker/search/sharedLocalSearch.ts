/**
 * The worker's one LocalSearch, opened at its first use (restoring the saved text index or
 * rebuilding it) with the query language of src/oci/query. A failed opening is not kept: the
 * next use tries again.
 */
import type { Result } from '../../contract/failure';
import { compileQuery, parseQuery, planQuery, querySortClause, type Query } from '../../oci/query';
import type { ConsoleDb } from '../../contract/db';
import { ResourceStore } from '../store/resourceStore';
import { pageWriter, type PageWriterThread } from '../store/pageWriter';
import { LocalSearch } from './localSearch';

export type ConsoleLocalSearch = LocalSearch<Query>;

export interface SharedLocalSearchOptions {
  /** How long after the last change a save that is due waits for more (savePolicy's LOG_BOUND). */
  readonly saveDelayMs?: number;
  /**
   * The thread the pages of search results are stored on (store/pageWriter.ts), asked at the
   * first page; the worker's own when it answers none.
   */
  readonly writerThread?: () => PageWriterThread | undefined;
}

/** Opens (once) the shared index; `forget` drops the one in memory (sign-out). */
export interface SharedLocalSearch {
  (): Promise<Result<ConsoleLocalSearch>>;
  forget(): void;
}

export function sharedLocalSearch(db: ConsoleDb, options: SharedLocalSearchOptions = {}): SharedLocalSearch {
  let opening: Promise<Result<ConsoleLocalSearch>> | undefined;
  const store = new ResourceStore(db);
  const open = () => {
    opening ??= LocalSearch.open<Query>({
      store,
      ...(options.writerThread === undefined ? {} : { writer: pageWriter(store, options.writerThread) }),
      parse: parseQuery,
      compile: (query, options) => compileQuery(query, options),
      plan: (query, now) => ({ branches: planQuery(query, now), sort: querySortClause(query) }),
      ...(options.saveDelayMs === undefined ? {} : { saveDelayMs: options.saveDelayMs }),
    }).then((opened) => {
      if (!opened.ok) opening = undefined;
      return opened;
    });
    return opening;
  };
  const forget = () => {
    const held = opening;
    opening = undefined;
    void held?.then((opened) => {
      if (opened.ok) opened.value.close();
    });
  };
  return Object.assign(open, { forget });
}
