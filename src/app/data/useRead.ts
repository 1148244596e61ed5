/**
 * A read through the worker, kept for offline use. Screens say which operation and parameters;
 * the hook gives the answer, its age and whether it is the kept copy, and a refresh.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ConsoleFailure } from '../../contract/failure';
import type { CallForm } from '../../worker/client/types';
import { consoleApi } from '../consoleApi';

export type ReadState<T> =
  | { readonly status: 'loading'; readonly previous?: ReadyState<T> }
  | ReadyState<T>
  | { readonly status: 'error'; readonly failure: ConsoleFailure };

export interface ReadyState<T> {
  readonly status: 'ready';
  readonly data: T;
  readonly etag?: string;
  readonly opcNextPage?: string;
  readonly fetchedAt: number;
  readonly fromCache: boolean;
  /** Why the kept copy is shown, when it is. */
  readonly failure?: ConsoleFailure;
}

export interface ReadResult<T> {
  readonly state: ReadState<T>;
  refresh(): void;
}

/** `operation` null means "nothing to read yet" (a form not filled in). */
export function useRead<T>(
  operation: string | null,
  params: Readonly<Record<string, unknown>>,
  region?: string,
  /** `public`: the operation's public form whatever the endpoint (the log lines of a search). */
  form?: CallForm,
): ReadResult<T> {
  const key = useMemo(
    () => JSON.stringify([operation, params, region, form]),
    [operation, params, region, form],
  );
  const [state, setState] = useState<ReadState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (operation === null) return;
    let live = true;
    setState((current) => ({
      status: 'loading',
      previous: current.status === 'ready' ? current : undefined,
    }));
    const [op, body, where, asked] = JSON.parse(key) as [
      string,
      Record<string, unknown>,
      string | undefined,
      CallForm | undefined,
    ];
    void consoleApi()
      .read(op, body, where ?? undefined, asked ?? undefined)
      .then((result) => {
        if (!live) return;
        if (!result.ok) {
          setState({ status: 'error', failure: result.failure });
          return;
        }
        const answer = result.value;
        setState({
          status: 'ready',
          data: answer.body as T,
          etag: answer.etag,
          opcNextPage: answer.opcNextPage,
          fetchedAt: answer.fetchedAt,
          fromCache: answer.fromCache,
          failure: answer.failure,
        });
      });
    return () => {
      live = false;
    };
  }, [key, generation, operation]);

  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  return { state, refresh };
}

/** The data to show: the ready answer, or the previous one while a refresh loads. */
export function readData<T>(state: ReadState<T>): ReadyState<T> | undefined {
  if (state.status === 'ready') return state;
  if (state.status === 'loading') return state.previous;
  return undefined;
}
