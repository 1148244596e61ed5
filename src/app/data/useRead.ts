/**
 * A read through the worker, kept for offline use, held in the app's one read cache
 * (readCache.ts). Screens say which operation and parameters; the hook gives the answer, typed by
 * the operation, its age and whether it is the kept copy, and a refresh.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { OperationAnswer } from '../../oci/operations/answers';
import type { OperationName, OperationParams } from '../../oci/operations';
import type { CallForm } from '../../worker/client/types';
import { consoleApi } from '../consoleApi';
import {
  readClient,
  readQueryOptions,
  toReadState,
  type ReadFunction,
  type ReadState,
  type ReadyState,
} from './readCache';

export type { ReadState, ReadyState };

export interface ReadResult<T> {
  readonly state: ReadState<T>;
  readonly refresh: () => void;
}

const readThroughWorker: ReadFunction = (operation, params, region, form) =>
  consoleApi().read(operation, params, region, form);

/**
 * A read of a catalogue operation: its parameters and its answer are the operation's (a screen
 * that builds them from configuration makes them typed with paramsFor). `operation` null means
 * "nothing to read yet" (a form not filled in).
 */
export function useRead<N extends OperationName>(
  operation: N | null,
  params: OperationParams<N>,
  region?: string,
  /** `public`: the operation's public form whatever the endpoint (the log lines of a search). */
  form?: CallForm,
): ReadResult<OperationAnswer<N>>;
export function useRead<T>(
  operation: OperationName | null,
  params: Readonly<Record<string, unknown>>,
  region?: string,
  form?: CallForm,
): ReadResult<T> {
  // The same read asked again is the same options object, however its parameters were built:
  // a screen that makes its parameters afresh on each render (a scope object) must not hand the
  // cache new options each time, which made it notify, re-render and set options again, a loop
  // that kept a navigation from ever committing.
  const key = JSON.stringify([operation, params, region, form]);
  const options = useMemo(
    () =>
      readQueryOptions(readThroughWorker, {
        operation,
        params,
        ...(region === undefined ? {} : { region }),
        ...(form === undefined ? {} : { form }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for all four.
    [key],
  );
  const result = useQuery(options, readClient());
  const { refetch } = result;
  const refresh = useCallback(() => void refetch(), [refetch]);
  // A read the screen asks anew asks the service again, as one opened does (refetchOnMount): a
  // screen that only now knows what to read (a compartment chosen after it opened) would
  // otherwise show the cache's copy from its last visit, without what a change made since. A
  // request already under way is shared, not sent twice.
  useEffect(() => {
    if (operation !== null) void refetch({ cancelRefetch: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the read.
  }, [key]);
  // One state object while the read stands still: the hook's result is a new object on every
  // render, and a screen that keeps the state (an effect on it) would otherwise re-render for ever.
  const { data, error, status, fetchStatus } = result;
  const state = useMemo(
    () => toReadState<T>(result),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the four fields are what the state is made of.
    [data, error, status, fetchStatus],
  );
  return { state, refresh };
}

/** The data to show: the ready answer, or the previous one while a refresh loads. */
export function readData<T>(state: ReadState<T>): ReadyState<T> | undefined {
  if (state.status === 'ready') return state;
  if (state.status === 'loading') return state.previous;
  return undefined;
}
