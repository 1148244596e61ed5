/**
 * Set operations on ascending Uint32Array lists of document ids; the lists they answer are the
 * search's scratch (scratch.ts) while one runs.
 */
import { scratch } from './scratch';

/** Sorts in place and drops repeats; answers the unique prefix as a view. */
export function sortUnique(ids: Uint32Array): Uint32Array {
  ids.sort();
  let kept = 0;
  for (let at = 0; at < ids.length; at += 1) {
    const id = ids[at] ?? 0;
    if (kept === 0 || ids[kept - 1] !== id) {
      ids[kept] = id;
      kept += 1;
    }
  }
  return ids.subarray(0, kept);
}

/** The ids marked (1) in a bitmap, ascending. */
export function fromBitmap(bitmap: Uint8Array): Uint32Array {
  let marked = 0;
  for (let doc = 0; doc < bitmap.length; doc += 1) marked += bitmap[doc] ?? 0;
  const ids = scratch.words(marked);
  let next = 0;
  for (let doc = 0; next < marked; doc += 1) {
    if (bitmap[doc] === 1) {
      ids[next] = doc;
      next += 1;
    }
  }
  return ids;
}

/** First index in `ids[from..]` whose value is ≥ target (galloping, then binary search). */
function lowerBound(ids: Uint32Array, target: number, from: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < ids.length && (ids[high] ?? 0) < target) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, ids.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ids[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The ids in both lists. Walks the shorter list and gallops through the longer one, so the
 * cost is O(small × log(large / small)) rather than O(small + large).
 */
export function intersectSorted(a: Uint32Array, b: Uint32Array): Uint32Array {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = scratch.words(small.length);
  let kept = 0;
  let cursor = 0;
  for (let at = 0; at < small.length && cursor < large.length; at += 1) {
    const id = small[at] ?? 0;
    cursor = lowerBound(large, id, cursor);
    if (large[cursor] === id) {
      out[kept] = id;
      kept += 1;
    }
  }
  return out.subarray(0, kept);
}
