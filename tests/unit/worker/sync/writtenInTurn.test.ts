import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../../src/contract/failure';
import { writtenInTurn } from '../../../../src/worker/sync/writtenInTurn';

/**
 * A store whose pages are written and then indexed only when the test lets them, logging each
 * step; `refuse` names the pages refused when their write is let through, `tellsWritten` whether
 * the store calls `written`.
 */
function gatedStore({ refuse = [] as number[], tellsWritten = true } = {}) {
  const log: string[] = [];
  const writes = new Map<number, () => void>();
  const indexes = new Map<number, () => void>();
  const store = async (page: number, written: () => void): Promise<Result<number>> => {
    log.push(`write ${page}`);
    await new Promise<void>((resolve) => writes.set(page, resolve));
    if (refuse.includes(page)) {
      log.push(`refused ${page}`);
      return fail({ kind: 'storage', quotaExceeded: true, message: 'full' });
    }
    log.push(`written ${page}`);
    if (tellsWritten) written();
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

/** The next page asked for, and whether it has been thrown yet. */
function askNext(pages: AsyncGenerator<number>) {
  const next = pages.next();
  let thrown = false;
  next.catch(() => (thrown = true));
  return { next, thrown: () => thrown };
}

describe('writtenInTurn', () => {
  it('hands out each page once it is written and begins the next while the last is indexed', async () => {
    const store = gatedStore();
    const pages = writtenInTurn([0, 1, 2], store.store, refused);
    const first = pages.next();
    await store.write(0);
    expect(await first).toEqual({ done: false, value: 0 });
    const second = pages.next();
    await store.write(1);
    expect(await second).toEqual({ done: false, value: 1 });
    // Page 0 is still being indexed: page 1 was written meanwhile, and page 2 waits for page 0.
    await settle();
    expect(store.log).toEqual(['write 0', 'written 0', 'write 1', 'written 1']);
    const third = pages.next();
    await settle();
    expect(store.log).not.toContain('write 2');
    await store.index(0);
    await store.write(2);
    expect(await third).toEqual({ done: false, value: 2 });
    const end = pages.next();
    await store.index(1);
    await store.index(2);
    expect(await end).toEqual({ done: true, value: undefined });
    expect(store.log).toEqual([
      'write 0',
      'written 0',
      'write 1',
      'written 1',
      'indexed 0',
      'write 2',
      'written 2',
      'indexed 1',
      'indexed 2',
    ]);
  });

  it('waits for the whole store of a page when the store does not say it is written', async () => {
    const store = gatedStore({ tellsWritten: false });
    const pages = writtenInTurn([0, 1], store.store, refused);
    const first = pages.next();
    await store.write(0);
    await settle();
    expect(store.log).toEqual(['write 0', 'written 0']);
    await store.index(0);
    expect(await first).toEqual({ done: false, value: 0 });
  });

  it('throws a refused page where it would have been handed out, once the page before it is indexed', async () => {
    const store = gatedStore({ refuse: [1] });
    const pages = writtenInTurn([0, 1, 2], store.store, refused);
    await firstWritten(store, pages);
    const second = askNext(pages);
    await store.write(1);
    await settle();
    // Page 0's indexing is under way: the failure waits for it, so nothing runs after the throw.
    expect(second.thrown()).toBe(false);
    await store.index(0);
    await expect(second.next).rejects.toThrow('full');
    expect(store.log).toEqual(['write 0', 'written 0', 'write 1', 'refused 1', 'indexed 0']);
  });

  it('lets the stores under way finish when the reader stops, and begins no other', async () => {
    const store = gatedStore();
    const pages = writtenInTurn([0, 1, 2], store.store, refused);
    await firstWritten(store, pages);
    let ended = false;
    const stopped = pages.return(undefined).then(() => (ended = true));
    await settle();
    expect(ended).toBe(false);
    await store.index(0);
    await stopped;
    expect(store.log).toEqual(['write 0', 'written 0', 'indexed 0']);
  });

  it('throws what the pages throw once the stores under way are done', async () => {
    const store = gatedStore();
    const source = (async function* () {
      yield 0;
      await Promise.resolve();
      throw new Error('the connection dropped');
    })();
    const pages = writtenInTurn(source, store.store, refused);
    await firstWritten(store, pages);
    const second = askNext(pages);
    await settle();
    expect(second.thrown()).toBe(false);
    await store.index(0);
    await expect(second.next).rejects.toThrow('the connection dropped');
  });
});
