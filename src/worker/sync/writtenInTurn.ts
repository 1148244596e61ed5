import type { ConsoleFailure, Result } from '../../contract/failure';
import type { PageSignals } from '../search/pacing/storeInParts';

/**
 * Pages begun and not yet indexed, at most. With two, on a phone's CPU (the benchmark's 4×) the
 * writer's thread waited at each page's end while the worker indexed the last page and handed over
 * the next: 250,000 resources took 1.26× the bare writes of them. With three, 1.08–1.18× in four
 * runs: the worker hands over the next page while two are written. Each more page is one more
 * page's writes that a search's read of its records may wait behind during a download (1.24× to
 * 1.48× its idle p95 in those runs, 1.39× with two; the target is 1.5×), and one more page to
 * finish after a pause (docs/BENCHMARKS.md).
 */
export const PAGES_UNDER_WAY = 3;

/** A page begun, and when it is queued and written. */
interface Begun<P> {
  readonly page: P;
  /** Settles once every write of the page is begun, or the store answered. */
  readonly queued: Promise<Result<unknown> | undefined>;
  /** Settles once the page is written, or the store answered. */
  readonly written: Promise<Result<unknown> | undefined>;
  /** Whether the store answered with a refusal, or threw. */
  failed: boolean;
}

/**
 * Stores what `pages` yields one page after another, and yields each page once it is written,
 * while it is still indexed. The next page's writes are begun as soon as the last page's are, and
 * land after them (PageSignals' `queued`): on a phone's throttled threads IndexedDB then never
 * waits at a page's end for the worker to take the next page, copy it and hand it over, nor the
 * worker for the last page's commit. A written page is safe to count (the table has it, and the
 * index follows the table).
 *
 * `store` tells `queued` once the page's writes are all begun and `written` once every part of it
 * is stored, its last parts perhaps not yet indexed, and answers once the page is indexed; a
 * store that tells neither is waited for whole. At most PAGES_UNDER_WAY pages are under way: a
 * page is begun once the one that many before it is indexed. A page refused before it was
 * written is thrown (`refused`) where it would have been yielded; one that fails after it was
 * written is thrown once it is waited for, before one more page would be under way or at the end. When the reader
 * stops, a page fails or `pages` throws, the stores under way (the page begun behind the last one
 * yielded among them) finish before the generator ends, so nothing is written after it. Once
 * `signal` is aborted (the user paused) no page is begun: the last begun is still yielded once
 * written, and the generator ends.
 */
export async function* writtenInTurn<P>(
  pages: AsyncIterable<P> | Iterable<P>,
  store: (page: P, signals: PageSignals) => Promise<Result<unknown>>,
  refused: (failure: ConsoleFailure) => Error,
  signal?: AbortSignal,
): AsyncGenerator<P, void, undefined> {
  /** Pages begun and not yet indexed, oldest first; the last may not be yielded yet. */
  const underWay: Promise<Result<unknown>>[] = [];
  /** Throws the page's refusal when `step` (a page's store, or a step of it) settled with one. */
  const passed = async (step: Promise<Result<unknown> | undefined> | undefined) => {
    const answer = await step;
    if (answer !== undefined && !answer.ok) throw refused(answer.failure);
  };
  const begin = (page: P): Begun<P> => {
    let queued = (): void => undefined;
    let written = (): void => undefined;
    const isQueued = new Promise<undefined>((resolve) => {
      queued = () => {
        resolve(undefined);
      };
    });
    const isWritten = new Promise<undefined>((resolve) => {
      written = () => {
        resolve(undefined);
      };
    });
    const storing = store(page, { queued, written });
    underWay.push(storing);
    const begun: Begun<P> = {
      page,
      queued: Promise.race([isQueued, isWritten, storing]),
      written: Promise.race([isWritten, storing]),
      failed: false,
    };
    void storing.then(
      (answer) => (begun.failed = !answer.ok),
      () => (begun.failed = true),
    );
    // A store that throws is thrown where it is waited for (or in `finally`), not unhandled here.
    begun.queued.catch(() => undefined);
    begun.written.catch(() => undefined);
    return begun;
  };
  /** Yields the page once it is written; throws its refusal. */
  async function* handOut(begun: Begun<P>): AsyncGenerator<P, void, undefined> {
    await passed(begun.written);
    yield begun.page;
  }
  const source = orThrown(pages);
  /** The last page begun, until it is handed out. */
  let waiting: Begun<P> | undefined;
  let thrown: { readonly error: unknown } | undefined;
  try {
    for (;;) {
      const pulling = source.next();
      if (waiting !== undefined) {
        // While the next page is on its way (a slow line), the last is handed out once written.
        const page = waiting;
        if (await Promise.race([pulling.then(() => false), page.written.then(() => true)])) {
          waiting = undefined;
          yield* handOut(page);
        }
      }
      const item = await pulling;
      if (item.done === true) break;
      if ('error' in item.value) {
        // What the pages threw comes after the page begun before it, once that is written.
        thrown = item.value;
        break;
      }
      if (waiting !== undefined) await passed(waiting.queued);
      // The page PAGES_UNDER_WAY before the next is indexed before the next is begun.
      if (underWay.length >= PAGES_UNDER_WAY) await passed(underWay.shift());
      if (signal?.aborted === true) break;
      // A page refused meanwhile is thrown before another is begun.
      if (waiting?.failed === true) await passed(waiting.written);
      const begun = begin(item.value.page);
      if (waiting !== undefined) yield* handOut(waiting);
      waiting = begun;
    }
    if (waiting !== undefined) yield* handOut(waiting);
    while (underWay.length > 0) await passed(underWay.shift());
    if (thrown !== undefined) throw thrown.error;
  } finally {
    // A page still on its way is dropped; the pages closed once it is in (not waited for here).
    void source.return(undefined).catch(() => undefined);
    await Promise.allSettled(underWay);
  }
}

/** The pages, and what they throw as the last item. */
async function* orThrown<P>(
  pages: AsyncIterable<P> | Iterable<P>,
): AsyncGenerator<{ readonly page: P } | { readonly error: unknown }, void, undefined> {
  try {
    for await (const page of pages) yield { page };
  } catch (error) {
    yield { error };
  }
}
