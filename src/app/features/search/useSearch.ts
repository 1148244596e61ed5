/**
 * Runs a search the way the results screen shows it: the local index answers at once (the whole
 * answer offline), and, when the device is online, the remote search refreshes the view in place
 * from its first page on. A newer search (new text, regions or a refresh) replaces the previous
 * one; the worker then stops the previous one's enrichment.
 */
import { proxy } from 'comlink';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { RemoteSearchProgress } from '../../../worker/searchApi';
import { consoleApi } from '../../consoleApi';
import { mergeAnswers, type MergedAnswer } from './mergeAnswers';
import { INITIAL_SEARCH, searchReducer, type SearchState } from './searchReducer';

/** The local answer's size: the best matches of the index, enough for a screen and its filters. */
export const LOCAL_LIMIT = 1000;
/** Rows on screen whose enrichment goes first are told to the worker at most this often. */
const PRIORITIZE_DELAY_MS = 150;

export interface SearchRun {
  readonly state: SearchState;
  readonly merged: MergedAnswer;
  /** Moves these rows' enrichment to the front while the remote search runs. */
  readonly prioritize: (ids: readonly string[]) => void;
}

export function useSearch(text: string, regions: readonly string[], run: number): SearchRun {
  const [state, dispatch] = useReducer(searchReducer, INITIAL_SEARCH);
  const regionsKey = regions.join(',');

  useEffect(() => {
    if (text.trim() === '') return undefined;
    let live = true;
    const where = regionsKey === '' ? [] : regionsKey.split(',');
    const online = navigator.onLine;
    dispatch({
      type: 'start',
      remote: online,
      offlineFailure: online ? undefined : { kind: 'network', message: 'offline' },
    });
    const api = consoleApi();
    void api.searchLocal({ text, regions: where, limit: LOCAL_LIMIT }).then((result) => {
      if (live) dispatch({ type: 'local', result });
    });
    if (online) {
      const onProgress = proxy((progress: RemoteSearchProgress) => {
        if (live) dispatch({ type: 'progress', progress });
      });
      void api.searchRemote({ text, regions: where }, onProgress).then((result) => {
        if (live) dispatch({ type: 'remoteDone', result });
      });
    }
    return () => {
      live = false;
    };
  }, [text, regionsKey, run]);

  const running = state.remote.status === 'running';
  const prioritize = useDebounced(
    useCallback(
      (ids: readonly string[]) => {
        if (running && ids.length > 0) void consoleApi().prioritizeEnrichment(ids);
      },
      [running],
    ),
    PRIORITIZE_DELAY_MS,
  );

  const localRows = state.local.status === 'ready' ? state.local.rows : EMPTY;
  const merged = useMemo(
    () =>
      mergeAnswers(
        localRows,
        state.remote.status === 'idle'
          ? undefined
          : { rows: state.remote.rows, regions: state.remote.regions },
      ),
    [localRows, state.remote.status, state.remote.rows, state.remote.regions],
  );
  return { state, merged, prioritize };
}

const EMPTY: readonly never[] = [];

/** The function, called at most once per `delayMs` with the latest arguments. */
function useDebounced<A>(fn: (arg: A) => void, delayMs: number): (arg: A) => void {
  const holder = useMemo(() => ({ timer: undefined as ReturnType<typeof setTimeout> | undefined }), []);
  useEffect(
    () => () => {
      if (holder.timer !== undefined) clearTimeout(holder.timer);
    },
    [holder],
  );
  return useCallback(
    (arg: A) => {
      if (holder.timer !== undefined) clearTimeout(holder.timer);
      holder.timer = setTimeout(() => {
        holder.timer = undefined;
        fn(arg);
      }, delayMs);
    },
    [fn, delayMs, holder],
  );
}
