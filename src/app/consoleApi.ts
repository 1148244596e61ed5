/**
 * The app's one handle on the worker (STYLE rule 1): the app imports only types from
 * src/worker, and talks to it through this comlink proxy.
 */
import { wrap, type Remote } from 'comlink';
import type { ConsoleApi } from '../worker/api';

let proxy: Remote<ConsoleApi> | undefined;

export function consoleApi(): Remote<ConsoleApi> {
  proxy ??= wrap<ConsoleApi>(new Worker(new URL('../worker/worker.ts', import.meta.url), { type: 'module' }));
  return proxy;
}
