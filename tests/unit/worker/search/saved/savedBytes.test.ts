/**
 * A whole save read from its Blob in two (its numbers, then its strings) loads as the save read
 * in one buffer, wherever the split falls, and is checked as one: the loaded index keeps the
 * numbers' buffer as views and nothing of the strings' buffer. A start decodes the numbers while
 * the strings are read, and loads as if it had not.
 */
import { describe, expect, it } from 'vitest';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import {
  isSplitBytes,
  SPLIT_ALIGN,
  type SplitBytes,
} from '../../../../../src/worker/search/saved/savedBytes';
import { checksumOf } from '../../../../../src/worker/search/saved/savedChecksum';
import {
  inBlob,
  integrityOf,
  sealedWhole,
  withBytes,
  type SavedTextIndex,
} from '../../../../../src/worker/search/saved/savedRows';
import { decodeNumbersEarly, decodeTextIndex } from '../../../../../src/worker/search/saved/textIndexCodec';
import { stringsOffset } from '../../../../../src/worker/search/saved/textIndexLayout';
import { syntheticResources } from '../../../../bench/syntheticResources';

const PAGE = { limit: 1_000 };
const QUERIES = ['', 'prod', 'web', 'payments db', 'subnet', 'running', 'ocid1', 'env', 'stage-orders'];

const saved = (() => {
  const index = new TextIndex();
  for (const resource of syntheticResources(2_000)) index.add(resource);
  return { index, data: index.serialize() };
})();

/** The save's row as it is stored, its hint where the strings begin. */
const wholeRow = () =>
  sealedWhole({
    count: saved.index.size,
    latestFetchedAt: 1,
    enrichedThrough: 0,
    removals: 0,
    savedAt: 2,
    data: saved.data,
  });

function split(data: ArrayBuffer, at: number): SplitBytes {
  return { numbers: data.slice(0, at), text: data.slice(at) };
}

/** Every typed array reachable from `value`. */
function typedArrays(
  value: unknown,
  found: ArrayBufferView[] = [],
  seen = new Set<unknown>(),
): ArrayBufferView[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  if (ArrayBuffer.isView(value)) {
    found.push(value);
    return found;
  }
  for (const child of value instanceof Map ? value.values() : Object.values(value))
    typedArrays(child, found, seen);
  return found;
}

/** `at` rounded down to where a split may fall. */
const aligned = (at: number) => at - (at % SPLIT_ALIGN);
const textAt = (data: ArrayBuffer) => aligned(stringsOffset(data));

describe('a whole save read in two', () => {
  it('is checked as the same bytes in one buffer, wherever a split of whole words in fours falls', () => {
    const whole = checksumOf([Float64Array.of(1, 2), saved.data]);
    for (const at of [
      SPLIT_ALIGN,
      4 * SPLIT_ALIGN,
      textAt(saved.data),
      aligned(saved.data.byteLength - SPLIT_ALIGN),
    ])
      expect(checksumOf([Float64Array.of(1, 2), split(saved.data, at)]), `split at ${String(at)}`).toBe(
        whole,
      );
    // Bytes that end past a whole word (1 to 3 more) are mixed as in one buffer too.
    const odd = new Uint8Array(saved.data.byteLength + 3);
    odd.set(new Uint8Array(saved.data));
    odd.set([1, 2, 3], saved.data.byteLength);
    expect(checksumOf([split(odd.buffer, textAt(saved.data))])).toBe(checksumOf([odd.buffer]));
    // A byte changed in either part changes it.
    for (const part of ['numbers', 'text'] as const) {
      const changed = split(saved.data, textAt(saved.data));
      const bytes = new Uint8Array(changed[part]);
      bytes[5] = (bytes[5] ?? 0) ^ 1;
      expect(checksumOf([changed]), part).not.toBe(checksumOf([saved.data]));
    }
  });

  it('answers as the save read whole, with the split at its strings, in its sections or in its header', () => {
    const expected = new TextIndex(decodeTextIndex(saved.data.slice(0)));
    const at = textAt(saved.data);
    for (const where of [at, at - 37 * SPLIT_ALIGN, aligned(at / 2), SPLIT_ALIGN]) {
      const loaded = new TextIndex(decodeTextIndex(split(saved.data, where)));
      expect(loaded.size, `split at ${String(where)}`).toBe(saved.index.size);
      for (const text of QUERIES)
        expect(loaded.search(text, PAGE), `${text}, split at ${String(where)}`).toEqual(
          expected.search(text, PAGE),
        );
    }
  });

  it('keeps views of the numbers and nothing of the strings, split where the save says', () => {
    const bytes = split(saved.data, textAt(saved.data));
    const parts = decodeTextIndex(bytes);
    const arrays = typedArrays(parts);
    // Most of the numbers are kept where they were read (the varints decoded are not).
    const viewed = arrays
      .filter((array) => array.buffer === bytes.numbers)
      .reduce((sum, array) => sum + array.byteLength, 0);
    expect(viewed).toBeGreaterThan(bytes.numbers.byteLength / 2);
    expect(arrays.filter((array) => array.buffer === bytes.text)).toEqual([]);
    // Read in one buffer, the index keeps none of it: its arrays are copies.
    const whole = saved.data.slice(0);
    expect(typedArrays(decodeTextIndex(whole)).filter((array) => array.buffer === whole)).toEqual([]);
  });

  it('is read in two where its row says, and whole where the row says nothing it can use', async () => {
    const row = wholeRow();
    const at = row.textAt ?? 0;
    expect(at).toBe(textAt(saved.data));
    const read = (await withBytes(inBlob(row))) as { data: unknown };
    // (Compared by their sizes and checksums: a failed comparison of the bytes prints them all.)
    expect(isSplitBytes(read.data) && read.data.numbers.byteLength).toBe(at);
    expect(isSplitBytes(read.data) && checksumOf([read.data])).toBe(checksumOf([saved.data]));
    for (const hint of [at + 1, -SPLIT_ALIGN, saved.data.byteLength, 0, '64', undefined]) {
      const got = (await withBytes({ ...inBlob(row), textAt: hint })) as { data: unknown };
      expect(got.data instanceof ArrayBuffer && got.data.byteLength, String(hint)).toBe(
        saved.data.byteLength,
      );
      expect(got.data instanceof ArrayBuffer && checksumOf([got.data]), String(hint)).toBe(
        checksumOf([saved.data]),
      );
    }
    // Sealed again, a row keeps no hint of the bytes it had before.
    const stale = { ...row, textAt: 48 };
    const resealed = sealedWhole({ ...stale, data: new TextIndex().serialize() });
    expect(resealed.textAt).toBe(textAt(new TextIndex().serialize()));
  });

  it('decodes its numbers while its strings are read, and loads as the save read whole', async () => {
    const row = wholeRow();
    const { data } = (await withBytes(inBlob(row), decodeNumbersEarly)) as { data: unknown };
    if (!isSplitBytes(data)) throw new Error('the save was not read in two');
    expect(checksumOf([data])).toBe(checksumOf([saved.data]));
    const early = data.early;
    expect(early?.size).toBeGreaterThan(0);
    const readEarly = [...(early?.values() ?? [])];
    const expected = new TextIndex(decodeTextIndex(saved.data.slice(0)));
    const parts = decodeTextIndex(data);
    expect(typedArrays(parts).filter((array) => readEarly.includes(array as Uint32Array))).not.toEqual([]);
    const loaded = new TextIndex(parts);
    // The load took every section decoded early, each once: a second load of the same bytes
    // decodes them again (the codec sums a section's gaps in place).
    expect(early?.size).toBe(0);
    const again = new TextIndex(decodeTextIndex(data));
    for (const text of QUERIES) {
      expect(loaded.search(text, PAGE), text).toEqual(expected.search(text, PAGE));
      expect(again.search(text, PAGE), `${text}, loaded again`).toEqual(expected.search(text, PAGE));
    }
    // Split within the sections: those the numbers hold whole are read early, the others by the load.
    for (const where of [aligned(textAt(saved.data) / 2), textAt(saved.data) - 37 * SPLIT_ALIGN]) {
      const numbers = saved.data.slice(0, where);
      const read = decodeNumbersEarly(numbers, saved.data.byteLength);
      expect(read.size, `split at ${String(where)}`).toBeGreaterThan(0);
      const at = new TextIndex(decodeTextIndex({ numbers, text: saved.data.slice(where), early: read }));
      for (const text of QUERIES)
        expect(at.search(text, PAGE), `${text}, split at ${String(where)}`).toEqual(
          expected.search(text, PAGE),
        );
    }
  });

  it('is judged by its checksum as read whole, its numbers summed while its strings were read', async () => {
    const row = wholeRow();
    const at = row.textAt ?? 0;
    const read = async (bytes: ArrayBuffer, changes: Partial<SavedTextIndex> = {}) => {
      const value = (await withBytes(
        { ...inBlob({ ...row, data: bytes }), ...changes },
        decodeNumbersEarly,
      )) as SavedTextIndex;
      if (!isSplitBytes(value.data)) throw new Error('the save was not read in two');
      return value;
    };
    const intact = await read(saved.data);
    expect(integrityOf(intact)).toBe('intact');
    // A byte changed on the device in the numbers, in the strings, or the last one.
    for (const where of [8, at - 1, at, saved.data.byteLength - 1]) {
      const bytes = new Uint8Array(saved.data.slice(0));
      bytes[where] = (bytes[where] ?? 0) ^ 0x10;
      expect(integrityOf(await read(bytes.buffer)), `byte ${String(where)}`).toBe('damaged');
    }
    // The header the numbers were summed after is the row's as read: a row changed since is summed again.
    expect(integrityOf({ ...intact, count: intact.count + 1 })).toBe('damaged');
    expect(integrityOf(await read(saved.data, { removals: 1 }))).toBe('damaged');
    // Bytes read in two that this worker did not read (a row as stored, already split) are summed whole.
    const data = intact.data as SplitBytes;
    expect(integrityOf({ ...intact, data: { numbers: data.numbers, text: data.text } })).toBe('intact');
  });

  it('reads numbers that do not decode as they are, for the load to judge', async () => {
    const row = wholeRow();
    const at = row.textAt ?? 0;
    // The header's magic gone; then the second half of the numbers made varints that never end.
    for (const [from, to] of [
      [0, 4],
      [aligned(at / 2), at],
    ] as const) {
      const bytes = new Uint8Array(saved.data.slice(0));
      bytes.fill(0xff, from, to);
      const { data } = (await withBytes({ ...row, data: new Blob([bytes]) }, decodeNumbersEarly)) as {
        data: unknown;
      };
      if (!isSplitBytes(data)) throw new Error('the save was not read in two');
      expect(data.numbers.byteLength, `${String(from)}–${String(to)}`).toBe(at);
      expect(data.early, `${String(from)}–${String(to)}`).toBeUndefined();
      expect(checksumOf([data])).toBe(checksumOf([bytes.buffer]));
      expect(() => decodeTextIndex(data)).toThrow(/Saved text index/);
    }
  });
});
