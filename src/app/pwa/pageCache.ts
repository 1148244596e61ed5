/**
 * The console's worker and the back-forward cache. Safari (every browser on an iPhone) and
 * Firefox keep a page that is left in that cache, frozen with its worker: a write the worker had
 * open on IndexedDB and the Web Locks it held stay taken while the page sleeps there. A console
 * opened afresh in the same browser then waits on them — its search says "Searching…" and never
 * answers. So the worker ends as the page is put away (as if the tab were closed, which the outbox
 * and the saved index are made to survive), and a page brought back from the cache starts again,
 * with a worker of its own. A page discarded ends its worker the same way: WebKitGTK, left to end
 * it, was seen to leave its writes open just the same.
 */

/** What the worker is asked to do here. */
export interface EndableWorker {
  terminate(): void;
}

/** The part of `window` used here. */
export interface PageEvents {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: { readonly persisted: boolean }) => void): void;
}

/** Ends `worker` when the page is put away or discarded; `restart` when it comes back from the cache. */
export function endWithCachedPage(worker: EndableWorker, page: PageEvents, restart: () => void): void {
  let ended = false;
  page.addEventListener('pagehide', () => {
    // A page discarded (not persisted) would lose its worker anyway; WebKit, though, may leave
    // the IndexedDB writes of a worker it ends that way open for good. Ended here, they are not.
    if (ended) return;
    ended = true;
    worker.terminate();
  });
  page.addEventListener('pageshow', (event) => {
    if (event.persisted && ended) restart();
  });
}
