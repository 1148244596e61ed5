import { describe, expect, it } from 'vitest';
import { TopRanked } from '../../../../../src/worker/search/query/topRanked';

/** Items with many ties on the first key, ordered by it and then by the second. */
function items(count: number): { readonly key: number; readonly id: number }[] {
  let seed = 7;
  return Array.from({ length: count }, (_, id) => {
    seed = (seed * 48271) % 2147483647;
    return { key: seed % 13, id };
  });
}

const order = (a: { key: number; id: number }, b: { key: number; id: number }) =>
  a.key - b.key || a.id - b.id;

describe('TopRanked', () => {
  it('keeps the first k of a stream as a full sort would, whatever the order they come in', () => {
    const stream = items(2_000);
    const sorted = [...stream].sort(order);
    for (const k of [0, 1, 5, 100, 1_999, 2_000, 3_000]) {
      const top = new TopRanked(k, order);
      for (const item of stream) top.offer(item);
      expect(top.sorted(), `k ${k}`).toEqual(sorted.slice(0, k));
    }
  });

  it('names the worst item kept once it keeps k, the one an item must beat to get in', () => {
    const top = new TopRanked(3, order);
    const [a, b, c, d] = [
      { key: 5, id: 1 },
      { key: 1, id: 2 },
      { key: 9, id: 3 },
      { key: 2, id: 4 },
    ] as const;
    top.offer(a);
    top.offer(b);
    expect(top.worstKept()).toBeUndefined();
    top.offer(c);
    expect(top.worstKept()).toBe(c);
    top.offer(d);
    expect(top.worstKept()).toBe(a);
    expect(top.sorted()).toEqual([b, d, a]);
  });
});
