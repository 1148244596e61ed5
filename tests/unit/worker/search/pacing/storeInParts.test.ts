import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../../../src/contract/failure';
import type { StoredResource } from '../../../../../src/contract/db';
import type { DownloadStep } from '../../../../../src/worker/search/pacing/downloadTurns';
import { IDLE_WRITES_UNDER_WAY, storeInParts } from '../../../../../src/worker/search/pacing/storeInParts';
import { makeStoredResource } from '../../builders';

const page = Array.from({ length: 10 }, (_, at) => makeStoredResource({ identifier: `r${at}` }));
const ids = (resources: readonly StoredResource[]) => resources.map((resource) => resource.identifier);

/**
 * Writes that answer only when the test lets them (oldest first), logging when each begins and
 * ends, and how many were under way at most; `refuse` names the parts (from 0) the store refuses.
 */
function gatedWrites(refuse: readonly number[] = []) {
  const log: string[] = [];
  const open: (() => void)[] = [];
  let underWay = 0;
  let most = 0;
  let begun = 0;
  const write = (part: readonly StoredResource[]): Promise<Result<StoredResource[]>> => {
    const number = begun++;
    underWay += 1;
    most = Math.max(most, underWay);
    log.push(`write ${number}`);
    return new Promise((resolve) => {
      open.push(() => {
        underWay -= 1;
        log.push(`written ${number}`);
        resolve(
          refuse.includes(number)
            ? fail({ kind: 'storage', quotaExceeded: true, message: 'full' })
            : ok([...part]),
        );
      });
    });
  };
  /** Answers the oldest write under way, once one is. */
  const answer = async (): Promise<void> => {
    while (open.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    open.shift()?.();
  };
  return { log, write, answer, most: () => most };
}

describe('storeInParts', () => {
  it('while no one searches, writes the next part while the last commits, never more than two at once', async () => {
    const writes = gatedWrites();
    const indexed: string[][] = [];
    const storing = storeInParts(page, {
      next: () => Promise.resolve<DownloadStep>('idle'),
      parts: { idlePart: 3 },
      write: writes.write,
      index: (stored) => {
        indexed.push(ids(stored));
        return Promise.resolve();
      },
    });
    for (let part = 0; part < 4; part += 1) await writes.answer();
    const { stored, refused } = await storing;
    expect(refused).toBeUndefined();
    expect(ids(stored)).toEqual(ids(page));
    expect(indexed).toEqual([['r0', 'r1', 'r2'], ['r3', 'r4', 'r5'], ['r6', 'r7', 'r8'], ['r9']]);
    // The second part's write began before the first's ended.
    expect(writes.log.slice(0, 3)).toEqual(['write 0', 'write 1', 'written 0']);
    expect(writes.most()).toBe(IDLE_WRITES_UNDER_WAY);
  });

  it('while the user searches, writes one part at a time', async () => {
    const writes = gatedWrites();
    const storing = storeInParts(page, {
      next: () => Promise.resolve<DownloadStep>('gap'),
      parts: { storePart: 5 },
      write: writes.write,
      index: () => Promise.resolve(),
    });
    for (let part = 0; part < 2; part += 1) await writes.answer();
    expect(ids((await storing).stored)).toEqual(ids(page));
    expect(writes.log).toEqual(['write 0', 'written 0', 'write 1', 'written 1']);
    expect(writes.most()).toBe(1);
  });

  it('begins no part once one is refused, and indexes the parts that were stored', async () => {
    const writes = gatedWrites([1]);
    const indexed: string[][] = [];
    const storing = storeInParts(page, {
      next: () => Promise.resolve<DownloadStep>('idle'),
      parts: { idlePart: 2 },
      write: writes.write,
      index: (stored) => {
        indexed.push(ids(stored));
        return Promise.resolve();
      },
    });
    // Parts 0 and 1 are under way; part 1 is refused while part 2 is under way.
    for (let part = 0; part < 3; part += 1) await writes.answer();
    const { stored, refused } = await storing;
    expect(refused).toMatchObject({ ok: false, failure: { quotaExceeded: true } });
    // Part 2 was already under way and is stored: it stays, indexed with the first.
    expect(indexed).toEqual([
      ['r0', 'r1'],
      ['r4', 'r5'],
    ]);
    expect(ids(stored)).toEqual(['r0', 'r1', 'r4', 'r5']);
    expect(writes.log.filter((entry) => entry.startsWith('write '))).toEqual([
      'write 0',
      'write 1',
      'write 2',
    ]);
  });

  it('says the page is queued once its last part is begun, and written once that part is stored, while it is still indexed', async () => {
    const writes = gatedWrites();
    const log: string[] = [];
    let indexDone: () => void = () => undefined;
    const storing = storeInParts(page, {
      next: () => Promise.resolve<DownloadStep>('idle'),
      parts: { idlePart: 5 },
      write: writes.write,
      index: (stored) => {
        log.push(`indexing ${ids(stored)[0] ?? ''}`);
        // The last part's indexing waits until the test lets it end.
        return stored.some((resource) => resource.identifier === 'r9')
          ? new Promise<void>((resolve) => (indexDone = resolve))
          : Promise.resolve();
      },
      signals: { queued: () => log.push('queued'), written: () => log.push('written') },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Both parts' writes are begun before either is stored.
    expect(log).toEqual(['queued']);
    for (let part = 0; part < 2; part += 1) await writes.answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['queued', 'indexing r0', 'indexing r5', 'written']);
    indexDone();
    expect((await storing).refused).toBeUndefined();
  });

  it('never says a page is written when a part of it was refused', async () => {
    const writes = gatedWrites([1]);
    let written = false;
    const storing = storeInParts(page, {
      next: () => Promise.resolve<DownloadStep>('idle'),
      parts: { idlePart: 5 },
      write: writes.write,
      index: () => Promise.resolve(),
      signals: { written: () => (written = true) },
    });
    for (let part = 0; part < 2; part += 1) await writes.answer();
    expect((await storing).refused).toMatchObject({ ok: false });
    expect(written).toBe(false);
  });

  it('never says a page is queued when a part was refused before its last part was begun', async () => {
    const writes = gatedWrites([0]);
    let queued = false;
    const storing = storeInParts(page, {
      next: () => Promise.resolve<DownloadStep>('idle'),
      parts: { idlePart: 4 },
      write: writes.write,
      index: () => Promise.resolve(),
      signals: { queued: () => (queued = true) },
    });
    await writes.answer();
    await writes.answer();
    expect((await storing).refused).toMatchObject({ ok: false });
    expect(writes.log.filter((entry) => entry.startsWith('write '))).toEqual(['write 0', 'write 1']);
    expect(queued).toBe(false);
  });
});
