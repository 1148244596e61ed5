/**
 * The state of one search on the results screen: the local index's answer, the remote search's
 * progress and rows (refreshed in place as pages and enrichments arrive), and a wrong query's
 * message and position. Pure, so the screen's behaviour is testable without a worker.
 */
import type { ConsoleFailure, Result } from '../../../contract/failure';
import type { QueryError } from '../../../oci/query/query';
import type {
  LocalSearchPage,
  RegionSearchState,
  RemoteSearchPhase,
  RemoteSearchProgress,
  RemoteSearchSummary,
  SearchRow,
} from '../../../worker/searchApi';

export type LocalState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly rows: readonly SearchRow[];
      readonly total: number;
      readonly tookMs: number;
    }
  | { readonly status: 'failed'; readonly failure: ConsoleFailure };

export interface RemoteState {
  /** idle: not asked (offline); running: pages or enrichment under way; done; failed: no region answered. */
  readonly status: 'idle' | 'running' | 'done' | 'failed';
  readonly searchId?: number;
  readonly phase: RemoteSearchPhase;
  readonly rows: ReadonlyMap<string, SearchRow>;
  readonly regions: Readonly<Record<string, RegionSearchState>>;
  readonly total: number;
  readonly pagesDone: number;
  readonly enriched: number;
  readonly enrichTotal: number;
  readonly failure?: ConsoleFailure;
}

export interface SearchState {
  readonly local: LocalState;
  readonly remote: RemoteState;
  readonly queryError?: QueryError;
}

export type SearchAction =
  | { readonly type: 'start'; readonly remote: boolean; readonly offlineFailure?: ConsoleFailure }
  | { readonly type: 'local'; readonly result: Result<LocalSearchPage> }
  | { readonly type: 'progress'; readonly progress: RemoteSearchProgress }
  | { readonly type: 'remoteDone'; readonly result: Result<RemoteSearchSummary> };

const IDLE_REMOTE: RemoteState = {
  status: 'idle',
  phase: 'searching',
  rows: new Map(),
  regions: {},
  total: 0,
  pagesDone: 0,
  enriched: 0,
  enrichTotal: 0,
};

export const INITIAL_SEARCH: SearchState = { local: { status: 'loading' }, remote: IDLE_REMOTE };

/** Rows by identifier, the newer report of a row replacing the older (an enrichment's new link). */
export function mergeRows(
  rows: ReadonlyMap<string, SearchRow>,
  items: readonly SearchRow[],
): ReadonlyMap<string, SearchRow> {
  if (items.length === 0) return rows;
  const next = new Map(rows);
  for (const item of items) next.set(item.identifier, item);
  return next;
}

function withQueryError(state: SearchState, failure: ConsoleFailure): SearchState {
  if (failure.kind !== 'query') return state;
  const { message, position, unknownType } = failure;
  return {
    ...state,
    queryError: { message, position, ...(unknownType === undefined ? {} : { unknownType }) },
  };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'start':
      return {
        local: { status: 'loading' },
        remote: action.remote
          ? { ...IDLE_REMOTE, status: 'running' }
          : { ...IDLE_REMOTE, status: 'failed', failure: action.offlineFailure },
      };
    case 'local': {
      if (!action.result.ok) {
        return withQueryError(
          { ...state, local: { status: 'failed', failure: action.result.failure } },
          action.result.failure,
        );
      }
      const page = action.result.value;
      return {
        ...state,
        local: { status: 'ready', rows: page.items, total: page.total, tookMs: page.tookMs },
      };
    }
    case 'progress': {
      const { progress } = action;
      const remote = state.remote;
      if (remote.searchId !== undefined && progress.searchId !== remote.searchId) return state;
      const rows = mergeRows(remote.rows, progress.items);
      return {
        ...state,
        remote: {
          ...remote,
          status: progress.phase === 'done' ? remote.status : 'running',
          searchId: progress.searchId,
          phase: progress.phase,
          rows,
          regions: progress.regions,
          total: progress.total,
          pagesDone: progress.pagesDone,
          enriched: progress.enriched,
          enrichTotal: progress.enrichTotal,
        },
      };
    }
    case 'remoteDone': {
      const { result } = action;
      if (result.ok) {
        return {
          ...state,
          remote: { ...state.remote, status: 'done', phase: 'done', regions: result.value.regions },
        };
      }
      if (result.failure.kind === 'aborted') return state;
      const failed: SearchState = {
        ...state,
        remote: { ...state.remote, status: 'failed', phase: 'done', failure: result.failure },
      };
      return withQueryError(failed, result.failure);
    }
  }
}

/** Regions whose search failed, with why. */
export function failedRegions(remote: RemoteState): { region: string; failure: ConsoleFailure }[] {
  return Object.entries(remote.regions).flatMap(([region, state]) =>
    state.status === 'failed' && state.failure !== undefined ? [{ region, failure: state.failure }] : [],
  );
}
