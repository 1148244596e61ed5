/**
 * Hooks for the browser tests. A production build gives a test no access to modules, so when
 * the runtime configuration says `"testHooks": true` (only the end-to-end harness serves that)
 * the app puts `window.__fieldConsole` in place: the app's own `mutate()` — the path every change
 * of the user takes, through the outbox — and the worker's `describe()`. Without the flag
 * nothing is installed.
 */
import type { ConsoleConfig } from '../worker/api';
import { consoleApi } from './consoleApi';
import { mutate } from './data/mutate';
import type { RuntimeConfig } from './runtimeConfig';

export interface FieldConsoleTestHooks {
  readonly mutate: typeof mutate;
  readonly describe: () => Promise<ConsoleConfig>;
}

declare global {
  interface Window {
    __fieldConsole?: FieldConsoleTestHooks;
  }
}

export function testHooksEnabled(config: RuntimeConfig): boolean {
  return config.testHooks === true;
}

/** Installs the hooks when the configuration asks for them; answers whether it did. */
export function installTestHooks(
  config: RuntimeConfig,
  target: { __fieldConsole?: FieldConsoleTestHooks } = window,
): boolean {
  if (!testHooksEnabled(config)) return false;
  target.__fieldConsole = {
    mutate,
    describe: () => consoleApi().describe(),
  };
  return true;
}
