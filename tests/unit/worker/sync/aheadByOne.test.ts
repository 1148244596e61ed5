import { describe, expect, it } from 'vitest';
import { aheadByOne } from '../../../../src/worker/sync/aheadByOne';

/** A source of `count` items whose each item waits until the test lets it through; logs what it is asked. */
function gatedSource(count: number, failAt?: number) {
  const log: string[] = [];
  const gates: (() => void)[] = [];
  const source = (async function* () {
    try {
      for (let item = 0; item < count; item += 1) {
        log.push(`asked ${item}`);
        await new Promise<void>((resolve) => gates.push(resolve));
        if (item === failAt) throw new Error(`item ${item} failed`);
        yield item;
      }
    } finally {
      log.push('closed');
    }
  })();
  /** Lets the item being asked for through, once it is asked. */
  const release = async (): Promise<void> => {
    while (gates.length === 0) await Promise.resolve();
    gates.shift()?.();
  };
  return { source, log, release };
}

/** Lets queued promise reactions run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('aheadByOne', () => {
  it('hands out every item in order', async () => {
    const { source, release } = gatedSource(3);
    const reading = (async () => {
      const seen: number[] = [];
      for await (const item of aheadByOne(source)) seen.push(item);
      return seen;
    })();
    for (let item = 0; item < 3; item += 1) await release();
    expect(await reading).toEqual([0, 1, 2]);
  });

  it('asks for the next item while the reader still works on the one it was handed', async () => {
    const { source, log, release } = gatedSource(3);
    const ahead = aheadByOne(source);
    const first = ahead.next();
    await release();
    expect(await first).toEqual({ done: false, value: 0 });
    await settle();
    // The reader has not asked again, and item 1 is already on its way.
    expect(log).toEqual(['asked 0', 'asked 1']);
    await release();
    expect(await ahead.next()).toEqual({ done: false, value: 1 });
    await release();
    expect(await ahead.next()).toEqual({ done: false, value: 2 });
    expect(await ahead.next()).toEqual({ done: true, value: undefined });
    expect(log.at(-1)).toBe('closed');
  });

  it('throws the failure of the item asked ahead only once the reader asks for it', async () => {
    const { source, release } = gatedSource(3, 1);
    const ahead = aheadByOne(source);
    const first = ahead.next();
    await release();
    expect(await first).toEqual({ done: false, value: 0 });
    // Item 1 fails while the reader still holds item 0: nothing is thrown yet.
    await release();
    await settle();
    await expect(ahead.next()).rejects.toThrow('item 1 failed');
  });

  it('closes the source after the item under way when the reader stops, and drops that item', async () => {
    const { source, log, release } = gatedSource(5);
    const ahead = aheadByOne(source);
    const first = ahead.next();
    await release();
    expect(await first).toEqual({ done: false, value: 0 });
    expect(await ahead.return(undefined)).toEqual({ done: true, value: undefined });
    await settle();
    expect(log).toEqual(['asked 0', 'asked 1']);
    await release();
    await settle();
    expect(log).toEqual(['asked 0', 'asked 1', 'closed']);
  });
});
