/**
 * The app's one handle on the worker (STYLE rule 1): the app imports only types from
 * src/worker, and talks to it through this comlink proxy.
 */
import { transferHandlers, wrap, type Remote } from 'comlink';
import type { OperationName, OperationParams } from '../oci/operations';
import type { OperationAnswer } from '../oci/operations/answers';
import type { CallAnswer, ConsoleApi } from '../worker/api';
import type { CallForm } from '../worker/client/types';
import type { ReadAnswer } from '../worker/coreApi';
import type { Result } from '../contract/failure';
import { endWithCachedPage } from './pwa/pageCache';
import { carryRowsAsColumns } from '../contract/rowsWire';

let proxy: Remote<ConsoleApi> | undefined;

export function consoleApi(): Remote<ConsoleApi> {
  if (proxy === undefined) {
    const worker = new Worker(new URL('../worker/worker.ts', import.meta.url), { type: 'module' });
    endWithCachedPage(worker, window, () => {
      window.location.reload();
    });
    carryRowsAsColumns(transferHandlers);
    proxy = wrap<ConsoleApi>(worker);
  }
  return proxy;
}

/**
 * One call through the worker, typed by the operation: its parameters are the catalogue entry's,
 * its answer the one the worker checked against the operation's schema (oci/operations/answers).
 */
export function call<N extends OperationName>(
  operation: N,
  params: OperationParams<N>,
  region?: string,
): Promise<Result<CallAnswer<OperationAnswer<N>>>> {
  return consoleApi().call(operation, params, region);
}

/** One read kept for offline use (coreApi.read), typed by the operation as `call` is. */
export function read<N extends OperationName>(
  operation: N,
  params: OperationParams<N>,
  region?: string,
  form?: CallForm,
): Promise<Result<ReadAnswer<OperationAnswer<N>>>> {
  return consoleApi().read(operation, params, region, form);
}

/**
 * Some methods of the worker's API, each forwarded when called (the worker starts on first use).
 * A data module hands these to its components, so a screen reaches only its own concept's calls
 * and never the worker itself (lint refuses `consoleApi()` in components).
 */
export function workerCommands<K extends keyof ConsoleApi>(
  ...names: readonly K[]
): Pick<Remote<ConsoleApi>, K> {
  const commands: Partial<Record<K, (...args: unknown[]) => unknown>> = {};
  for (const name of names) {
    commands[name] = (...args: unknown[]) => (consoleApi()[name] as (...args: unknown[]) => unknown)(...args);
  }
  return commands as unknown as Pick<Remote<ConsoleApi>, K>;
}
