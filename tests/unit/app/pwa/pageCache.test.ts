/**
 * The worker and the back-forward cache: a page put away there (Safari, Firefox) ends its worker,
 * so that the IndexedDB writes and Web Locks it held do not hold up a console opened afresh; so
 * does a page discarded. A page brought back starts again; one shown the first time is left alone.
 */
import { describe, expect, it, vi } from 'vitest';
import { endWithCachedPage, type PageEvents } from '../../../../src/app/pwa/pageCache';

type Listener = (event: { readonly persisted: boolean }) => void;

function page() {
  const listeners = new Map<string, Listener[]>();
  const events: PageEvents = {
    addEventListener(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };
  const fire = (type: 'pagehide' | 'pageshow', persisted: boolean): void => {
    for (const listener of listeners.get(type) ?? []) listener({ persisted });
  };
  return { events, fire };
}

describe('the worker of a page in the back-forward cache', () => {
  it('ends as the page is put away there, and the page starts again when it comes back', () => {
    const { events, fire } = page();
    const worker = { terminate: vi.fn() };
    const restart = vi.fn();
    endWithCachedPage(worker, events, restart);
    fire('pagehide', true);
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    expect(restart).not.toHaveBeenCalled();
    fire('pageshow', true);
    expect(restart).toHaveBeenCalledTimes(1);
  });

  it('ends as the page is discarded too, and is left alone on the first showing', () => {
    const { events, fire } = page();
    const worker = { terminate: vi.fn() };
    const restart = vi.fn();
    endWithCachedPage(worker, events, restart);
    fire('pageshow', false);
    expect(worker.terminate).not.toHaveBeenCalled();
    fire('pagehide', false);
    expect(worker.terminate).toHaveBeenCalledTimes(1);
    expect(restart).not.toHaveBeenCalled();
  });

  it('does not restart a page whose worker still runs', () => {
    const { events, fire } = page();
    const restart = vi.fn();
    endWithCachedPage({ terminate: vi.fn() }, events, restart);
    // Brought back without having been put away by this page's own pagehide (its first load).
    fire('pageshow', true);
    expect(restart).not.toHaveBeenCalled();
  });
});
