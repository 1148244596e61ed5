import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../../src/contract/failure';
import type { PageSignals } from '../../../../src/worker/search/pacing/storeInParts';
import { PAGES_UNDER_WAY, writtenInTurn } from '../../../../src/worker/sync/writtenInTurn';

/**
 * A store whose pages are written and then indexed only when the test lets them, logging each
 * step; `refuse` names the pages refused when their write is let through, `tells` whether the
 * store says a page's writes are begun (queued) and that it is written.
 */
function gatedStore({ refuse = [] as number[], tells = true } = {}) {
  const log: string[] = [];
  const writes = new Map<number, () => void>();
  const indexes = new Map<number, () => void>();
  const store = async (page: number, signals: PageSignals): Promise<Result<number>> => {
    log.push(`write ${page}`);
    if (tells) signals.queued?.();
    await new Promise<void>((resolve) => writes.set(page, resolve));
    if (refuse.includes(page)) {
      log.push(`refused ${page}`);
      return fail({ kind: 'storage', quotaExceeded: true, message: 'full' });
    }
    log.push(`written ${page}`);
    if (tells) signals.written?.();
    await new Promise<void>((resolve) => indexes.set(page, resolve));
    log.push(`indexed ${page}`);
    return ok(page);
  };
  /** Lets the page's write (or its indexing) end, once it has begun. */
  const gate = (gates: Map<number, () => void>) => async (page: number) => {
    while (!gates.has(page)) await new Promise((resolve) => setTimeout(resolve, 0));
    gates.get(page)?.();
  };
  return { log, store, write: gate(writes), index: gate(indexes) };
}

const refused = (failure: { message: string }) => new Error(failure.message);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Page 0 handed out, its write let through. */
async function firstWritten(store: ReturnType<typeof gatedStore>, pages: AsyncGenerator<number>) {
  const first = pages.next();
  await store.write(0);
  await first;
}

/**
 * Of two pages, page 0's indexing and page 1's write let through: page 1 handed out (`second`),
 * then the end once it is indexed.
 */
async function lastTwoDone(
  store: ReturnType<typeof gatedStore>,
  pages: AsyncGenerator<number>,
  second: Promise<IteratorResult<number>>,
) {
  await store.index(0);
  await store.write(1);
  expect(await second).toEqual({ done: false, value: 1 });
  const end = pages.next();
  await store.index(1);
  expect(await end).toEqual({ done: true, value: undefined });
}

/** The next page asked for, and whether it has been thrown yet. */
function askNext(pages: AsyncGenerator<number>) {
  const next = pages.next();
  let thrown = false;
  next.catch(() => (thrown = true));
  return { next, thrown: () => thrown };
}

describe('writtenInTurn', () => {
  it('begins the next page behind the last one, and hands out each page once it is written', async () => {
    const store = gatedStore();
    const pages = writtenInTurn([0, 1, 2, 3], store.store, refused);
    const first = pages.next();
    await settle();
    // Page 1's writes are begun behind page 0's, before page 0 is written.
    expect(store.log).toEqual(['write 0', 'write 1']);
    await store.write(0);
    expect(await first).toEqual({ done: false, value: 0 });
    const second = pages.next();
    await settle();
    // Page 2's are begun behind page 1's while page 0 is still indexed.
    expect(store.log).toContain('write 2');
    await store.write(1);
    expect(await second).toEqual({ done: false, value: 1 });
    const third = pages.next();
    await settle();
    // PAGES_UNDER_WAY (three) pages are under way: page 3 waits for page 0's indexing.
    expect(PAGES_UNDER_WAY).toBe(3);
    expect(store.log).not.toContain('write 3');
    await store.index(0);
    await settle();
    expect(store.log).toContain('write 3');
    await store.write(2);
    expect(await third).toEqual({ done: false, value: 2 });
    const fourth = pages.next();
    await store.write(3);
    expect(await fourth).toEqual({ done: false, value: 3 });
    const end = pages.next();
    await store.index(1);
    await store.index(2);
    await store.index(3);
    expect(await end).toEqual({ done: true, value: undefined });
    expect(store.log).toEqual([
      'write 0',
      'write 1',
      'written 0',
      'write 2',
      'written 1',
      'indexed 0',
      'write 3',
      'written 2',
      'written 3',
      'indexed 1',
      'indexed 2',
      'indexed 3',
    ]);
  });

  it('hands out a written page while the next is still on its way', async () => {
    const store = gatedStore();
    let arrive: () => void = () => undefined;
    const source = (async function* () {
      yield 0;
      // A slow line: the next page comes only when the test lets it.
      await new Promise<void>((resolve) => (arrive = resolve));
      yield 1;
    })();
    const pages = writtenInTurn(source, store.store, refused);
    const first = pages.next();
    await store.write(0);
    expect(await first).toEqual({ done: false, value: 0 });
    const second = pages.next();
    arrive();
    await settle();
    expect(store.log).toEqual(['write 0', 'written 0', 'write 1']);
    await lastTwoDone(store, pages, second);
  });

  it('waits for the whole store of a page when the store says nothing of it', async () => {
    const store = gatedStore({ tells: false });
    const pages = writtenInTurn([0, 1], store.store, refused);
    const first = pages.next();
    await store.write(0);
    await settle();
    expect(store.log).toEqual(['write 0', 'written 0']);
    await store.index(0);
    expect(await first).toEqual({ done: false, value: 0 });
    expect(store.log).toEqual(['write 0', 'written 0', 'indexed 0', 'write 1']);
  });

  it('throws a refused page where it would have been handed out, and begins no page after it', async () => {
    const store = gatedStore({ refuse: [1, 2] });
    const pages = writtenInTurn([0, 1, 2, 3], store.store, refused);
    await firstWritten(store, pages);
    const second = askNext(pages);
    // Page 2 is begun behind page 1 before page 1 is refused: the refusal comes while page 0 is indexed.
    await settle();
    await store.write(1);
    await settle();
    // Page 0's indexing and page 2's write are under way: the failure waits for them, so nothing
    // runs after the throw.
    expect(second.thrown()).toBe(false);
    await store.index(0);
    await settle();
    expect(second.thrown()).toBe(false);
    await store.write(2);
    await expect(second.next).rejects.toThrow('full');
    expect(store.log).toEqual([
      'write 0',
      'write 1',
      'written 0',
      'write 2',
      'refused 1',
      'indexed 0',
      'refused 2',
    ]);
  });

  it('lets the stores under way finish when the reader stops, and begins no other', async () => {
    const store = gatedStore();
    const pages = writtenInTurn([0, 1, 2], store.store, refused);
    await firstWritten(store, pages);
    let ended = false;
    const stopped = pages.return(undefined).then(() => (ended = true));
    await store.index(0);
    await store.write(1);
    await settle();
    expect(ended).toBe(false);
    await store.index(1);
    await stopped;
    expect(store.log).toEqual(['write 0', 'write 1', 'written 0', 'indexed 0', 'written 1', 'indexed 1']);
  });

  it('begins no page once stopped, and hands out the page begun before once it is written', async () => {
    const store = gatedStore();
    const stop = new AbortController();
    const pages = writtenInTurn([0, 1, 2, 3], store.store, refused, stop.signal);
    await firstWritten(store, pages);
    stop.abort();
    const second = pages.next();
    await lastTwoDone(store, pages, second);
    expect(store.log).not.toContain('write 2');
  });

  it('throws what the pages throw once the page begun before is handed out and the stores are done', async () => {
    const store = gatedStore();
    const source = (async function* () {
      yield 0;
      yield 1;
      await Promise.resolve();
      throw new Error('the connection dropped');
    })();
    const pages = writtenInTurn(source, store.store, refused);
    await firstWritten(store, pages);
    const second = pages.next();
    await store.index(0);
    await store.write(1);
    expect(await second).toEqual({ done: false, value: 1 });
    const third = askNext(pages);
    await settle();
    expect(third.thrown()).toBe(false);
    await store.index(1);
    await expect(third.next).rejects.toThrow('the connection dropped');
  });
});
