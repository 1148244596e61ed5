/**
 * The console's worker and the back-forward cache. Safari (every browser on an iPhone) and
 * Firefox keep a page that is left in that cache, frozen with its worker: a write the worker had
 * open on IndexedDB and the Web Locks it held stay taken while the page sleeps there. A console
 * opened afresh in the same browser then waits on them — its search says "Searching…" and never
 * answers. So the worker ends as the page is put away (as if the tab were closed, which the outbox
 * and the saved index are made to survive), and a page brought back from the cache starts again,
 * with a worker of its own.
 */

/** What the worker is asked to do here. */
export interface EndableWorker {
  terminate(): void;
}

/** The part of `window` used here. */
export interface PageEvents {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: { readonly persisted: boolean }) => void): void;
}

/** Ends `worker` when the page goes into the back-forward cache; `restart` when it comes back. */
export function endWithCachedPage(worker: EndableWorker, page: PageEvents, restart: () => void): void {
  let ended = false;
  page.addEventListener('pagehide', (event) => {
    // Not persisted: the page is discarded, and its worker with it.
    if (!event.persisted || ended) return;
    ended = true;
    worker.terminate();
  });
  page.addEventListener('pageshow', (event) => {
    if (event.persisted && ended) restart();
  });
}
