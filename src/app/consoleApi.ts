/**
 * The app's one handle on the worker (STYLE rule 1): the app imports only types from
 * src/worker, and talks to it through this comlink proxy.
 */
import { wrap, type Remote } from 'comlink';
import type { CallAnswer, ConsoleApi } from '../worker/api';
import type { Result } from '../contract/failure';

let proxy: Remote<ConsoleApi> | undefined;

export function consoleApi(): Remote<ConsoleApi> {
  proxy ??= wrap<ConsoleApi>(new Worker(new URL('../worker/worker.ts', import.meta.url), { type: 'module' }));
  return proxy;
}

/**
 * One call through the worker, typed by the caller. The body is the service's JSON; its type
 * is the caller's statement of what that operation answers.
 */
export function call<T>(
  operation: string,
  params: Readonly<Record<string, unknown>>,
): Promise<Result<CallAnswer<T>>> {
  return consoleApi().call(operation, params) as Promise<Result<CallAnswer<T>>>;
}
