/**
 * React.lazy for a chunk that may fail to load: offline on a first visit (before the service
 * worker serves the app), or a dropped connection. A failed load is not an error the user should
 * meet (React.lazy would throw it to the router's error page): the component stays suspended,
 * showing its fallback, and its chunk is asked for again when the network returns, or after a
 * while when the browser does not say.
 */
import { lazy } from 'react';

const RETRY_AFTER_MS = 15_000;

/** Resolves when the browser says it is online again, or after `ms`. */
function networkBack(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** Loads with `load`, again and again after each failure, until it succeeds. */
export async function loadRetrying<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await networkBack(RETRY_AFTER_MS);
    }
  }
}

/** React.lazy, whose load is tried again (see above) instead of failing. */
export const lazyRetrying: typeof lazy = (load) => lazy(() => loadRetrying(load));
