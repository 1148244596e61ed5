import type { ConsoleFailure, Result } from '../../contract/failure';

/**
 * Stores what `pages` yields one page after another, and yields each page once it is written,
 * while it is still indexed: the next page's writes begin meanwhile, so on a phone's throttled
 * threads the writer does not wait at each page's end for the worker to index that page's last
 * part. A written page is safe to count (the table has it, and the index follows the table).
 *
 * `store` calls `written` once every part of the page is stored, its last parts perhaps not yet
 * indexed, and answers once the page is indexed; a store that never calls it is waited for
 * whole. The pages' writes keep their order: the next page is begun only once the last is
 * written. At most two pages are under way, the one indexed and the one written. A page refused
 * before it was written is thrown (`refused`) where it would have been yielded; one that fails
 * after it was written is thrown once it is waited for, before a third page would be under way or
 * at the end. When the reader stops, a page fails or `pages` throws, the stores under way finish
 * before the generator ends, so nothing is written after it.
 */
export async function* writtenInTurn<P>(
  pages: AsyncIterable<P> | Iterable<P>,
  store: (page: P, written: () => void) => Promise<Result<unknown>>,
  refused: (failure: ConsoleFailure) => Error,
): AsyncGenerator<P, void, undefined> {
  const underWay: Promise<Result<unknown>>[] = [];
  const finish = async (storing: Promise<Result<unknown>> | undefined) => {
    const answer = await storing;
    if (answer !== undefined && !answer.ok) throw refused(answer.failure);
  };
  try {
    for await (const page of pages) {
      // The page before the last is indexed before another is begun.
      if (underWay.length > 1) await finish(underWay.shift());
      let markWritten = (): void => undefined;
      const isWritten = new Promise<undefined>((resolve) => {
        markWritten = () => {
          resolve(undefined);
        };
      });
      const storing = store(page, markWritten);
      underWay.push(storing);
      const answer = await Promise.race([isWritten, storing]);
      if (answer !== undefined && !answer.ok) throw refused(answer.failure);
      yield page;
    }
    while (underWay.length > 0) await finish(underWay.shift());
  } finally {
    await Promise.allSettled(underWay);
  }
}
