/** The browser's estimate split into the saved search index and the records, per resource. */
import { describe, expect, it } from 'vitest';
import { splitOriginStorage } from '../../../../scripts/bench/originStorage.mjs';

const MB = 2 ** 20;

describe('splitOriginStorage', () => {
  it('splits IndexedDB into the saved index and the records, and counts the rest of the origin only in its total', () => {
    const storage = splitOriginStorage({
      usage: 104 * MB,
      details: { indexedDB: 100 * MB, caches: 4 * MB },
      resources: 100_000,
      savedIndex: 20 * MB,
    });
    expect(storage).toEqual({
      resources: 100_000,
      usageMb: 104,
      indexedDbMb: 100,
      savedIndexMb: 20,
      recordsMb: 80,
      bytesPerResource: Math.round((104 * MB) / 100_000),
      recordBytesPerResource: Math.round((80 * MB) / 100_000),
      savedIndexBytesPerResource: Math.round((20 * MB) / 100_000),
    });
  });

  it('takes the whole usage for IndexedDB when the browser does not split it', () => {
    const storage = splitOriginStorage({ usage: 10 * MB, details: {}, resources: 1_000, savedIndex: 2 * MB });
    expect(storage.indexedDbMb).toBe(10);
    expect(storage.recordsMb).toBe(8);
  });

  it('never answers negative records or divides by no resources', () => {
    const storage = splitOriginStorage({
      usage: MB,
      details: { indexedDB: MB },
      resources: 0,
      savedIndex: 2 * MB,
    });
    expect(storage.recordsMb).toBe(0);
    expect(storage.recordBytesPerResource).toBe(0);
    expect(storage.bytesPerResource).toBe(MB);
  });
});
