/**
 * A saved index whose bytes changed on the device while its layout stayed valid: the start
 * notices (savedRows' checksum), rebuilds what it cannot trust from the records, answers right,
 * and leaves the note that tells the user (src/contract/indexRepair.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { INDEX_REPAIR_KEY, isIndexRepair } from '../../../../../src/contract/indexRepair';
import { LocalSearch } from '../../../../../src/worker/search/localSearch';
import { restoreTextIndex } from '../../../../../src/worker/search/saved/restoreTextIndex';
import {
  saveTextIndex,
  TEXT_INDEX_KEY,
  TEXT_INDEX_TAIL_PREFIX,
} from '../../../../../src/worker/search/saved/savedIndex';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { withTexts } from '../../../../../src/worker/search/saved/derivedSections';
import {
  decodeTextIndex,
  encodeTextIndex,
  TEXT_INDEX_FORMAT,
} from '../../../../../src/worker/search/saved/textIndexCodec';
import { fourByteParts } from './fourByteParts';
import { ResourceStore } from '../../../../../src/worker/store/resourceStore';
import {
  sealedWhole,
  inBlob,
  withBytes,
  type SavedTextIndex,
} from '../../../../../src/worker/search/saved/savedRows';
import type { SavedBytes } from '../../../../../src/worker/search/saved/savedBytes';
import { makeStoredResource } from '../../builders';
import { compile, parse, testDatabases } from './freeTextSearch';

const database = testDatabases();
let serial = 0;

const FAILED = 3;
const RUNNING = 5;

/** A table of FAILED and RUNNING instances, its index restored (rebuilt) and saved whole. */
async function savedStore(): Promise<ResourceStore> {
  serial += 1;
  const db = database(`damaged-index-${String(serial)}`);
  const store = new ResourceStore(db);
  await store.putPage([
    ...Array.from({ length: FAILED }, (_, at) =>
      makeStoredResource({
        identifier: `failed-${String(at)}`,
        displayName: `batch-${String(at)}`,
        lifecycleState: 'FAILED',
        fetchedAt: 5,
      }),
    ),
    // The newest one last: what a start reads again after a save is the smaller part of the table.
    ...Array.from({ length: RUNNING }, (_, at) =>
      makeStoredResource({
        identifier: `running-${String(at)}`,
        displayName: `web-${String(at)}`,
        fetchedAt: at === RUNNING - 1 ? 10 : 5,
      }),
    ),
  ]);
  await restoreTextIndex(db, store);
  return store;
}

async function restored(store: ResourceStore) {
  const result = await restoreTextIndex(store.db, store, () => 77);
  if (!result.ok) throw new Error(result.failure.message);
  return result.value;
}

function failedCount(index: TextIndex): number {
  const found = index.search('', { limit: 50 });
  return found.facets.states.find((facet) => facet.value === 'FAILED')?.count ?? 0;
}

interface Row {
  readonly version: number;
  readonly data: ArrayBuffer;
}

/**
 * A saved row with its bytes read (stored as a Blob, a whole save's read in two) and joined in one
 * buffer; written back so, or as a Blob, it is read as it was.
 */
async function rowOf(store: ResourceStore, key: string): Promise<Row & Record<string, unknown>> {
  const row = (await withBytes((await store.db.meta.get(key))?.value)) as
    (Omit<Row, 'data'> & { readonly data: SavedBytes } & Record<string, unknown>) | undefined;
  if (row === undefined) throw new Error(`no ${key}`);
  const { data } = row;
  if (data instanceof ArrayBuffer) return { ...row, data };
  const joined = new Uint8Array(data.numbers.byteLength + data.text.byteLength);
  joined.set(new Uint8Array(data.numbers));
  joined.set(new Uint8Array(data.text), data.numbers.byteLength);
  return { ...row, data: joined.buffer };
}

/**
 * The whole save with one FAILED resource's state code changed to RUNNING's, in place: every
 * offset and size as it was, so the layout reads as valid.
 */
function oneStateChanged(data: ArrayBuffer): ArrayBuffer {
  const parts = decodeTextIndex(data.slice(0));
  const failed = parts.codes.indexOf('FAILED');
  const running = parts.codes.indexOf('RUNNING');
  const row = parts.stateCodes.indexOf(failed);
  expect(failed >= 0 && running >= 0 && row >= 0).toBe(true);
  // Saved again with that one code changed: both codes take one byte, so one byte differs.
  parts.stateCodes[row] = running;
  return encodeTextIndex(parts);
}

describe('a damaged saved index', () => {
  it('is noticed when one byte changed with the layout still valid: rebuilt from the records, answered right, and told', async () => {
    const store = await savedStore();
    const saved = await rowOf(store, TEXT_INDEX_KEY);
    expect(saved.version).toBe(TEXT_INDEX_FORMAT);
    expect(typeof saved['checksum']).toBe('number');
    const data = oneStateChanged(saved.data);
    // Exactly one byte differs, and the layout alone would load it and answer wrong.
    const before = new Uint8Array(saved.data);
    expect(new Uint8Array(data).filter((byte, at) => byte !== before[at])).toHaveLength(1);
    expect(failedCount(TextIndex.load(data.slice(0)))).toBe(FAILED - 1);
    // As a save writes it: a Blob, which the start reads in two at the row's textAt.
    expect(typeof saved['textAt']).toBe('number');
    await store.db.meta.put({ key: TEXT_INDEX_KEY, value: inBlob({ ...saved, data }) });

    const started = await restored(store);
    expect(started).toMatchObject({ source: 'rebuilt', repaired: 'whole' });
    expect(failedCount(started.index)).toBe(FAILED);
    expect((await store.db.meta.get(INDEX_REPAIR_KEY))?.value).toEqual({
      at: 77,
      part: 'whole',
      resources: FAILED + RUNNING,
    });
    // Saved again whole: the next start reads it and has nothing to tell.
    const next = await restored(store);
    expect(next).toMatchObject({ source: 'saved' });
    expect(next.repaired).toBeUndefined();
    expect(failedCount(next.index)).toBe(FAILED);
  });

  it('is noticed wherever one bit of the whole save flipped, and never answers from it', async () => {
    const store = await savedStore();
    const saved = await rowOf(store, TEXT_INDEX_KEY);
    const size = saved.data.byteLength;
    for (let step = 0; step < 24; step += 1) {
      const at = Math.floor((step * (size - 1)) / 23);
      const data = saved.data.slice(0);
      const bytes = new Uint8Array(data);
      bytes[at] = (bytes[at] ?? 0) ^ (1 << (step % 8));
      await store.db.meta.put({ key: TEXT_INDEX_KEY, value: inBlob({ ...saved, data }) });
      const started = await restored(store);
      expect(started, `bit ${String(step % 8)} of byte ${String(at)}`).toMatchObject({
        source: 'rebuilt',
        repaired: 'whole',
      });
      expect(failedCount(started.index)).toBe(FAILED);
      expect(started.index.search('web-3', { limit: 5 }).ids).toEqual(['running-3']);
    }
  });

  /** A tail saved after the whole save, holding one new FAILED resource, its name changed by one byte. */
  async function damagedTail(store: ResourceStore): Promise<void> {
    const { index } = await restored(store);
    const late = makeStoredResource({
      identifier: 'late',
      displayName: 'late-batch',
      lifecycleState: 'FAILED',
      fetchedAt: 30,
    });
    await store.putPage([late]);
    index.add(late);
    await saveTextIndex(store.db, index, { latestFetchedAt: 30, latestEnrichedAt: 0, removals: 0 });
    const tailKey = `${TEXT_INDEX_TAIL_PREFIX}0001`;
    const tail = await rowOf(store, tailKey);
    // The tail's name of the new resource, one letter changed: its layout stays valid.
    const data = tail.data.slice(0);
    expect(decodeTextIndex(data, 'tail').names).toEqual(['late-batch']);
    const bytes = new Uint8Array(data);
    const at = new TextDecoder().decode(bytes).indexOf('late-batch');
    bytes[at] = 'm'.charCodeAt(0);
    expect(decodeTextIndex(data.slice(0), 'tail').names).toEqual(['mate-batch']);
    await store.db.meta.put({ key: tailKey, value: { ...tail, data } });
  }

  const tailCount = (store: ResourceStore) =>
    store.db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).count();

  it('is noticed in a tail: the saves before it are read, its changes again from the records, and told', async () => {
    const store = await savedStore();
    await damagedTail(store);
    const started = await restored(store);
    expect(started).toMatchObject({
      source: 'saved',
      repaired: 'tail',
      caughtUp: 2,
      unsaved: 1,
      saveWhole: true,
    });
    expect(started.index.search('late-batch', { limit: 5 }).ids).toEqual(['late']);
    expect(started.index.search('mate', { limit: 5 }).ids).toEqual([]);
    expect(failedCount(started.index)).toBe(FAILED + 1);
    const note = (await store.db.meta.get(INDEX_REPAIR_KEY))?.value;
    expect(isIndexRepair(note) && note).toMatchObject({ part: 'tail', resources: FAILED + RUNNING + 1 });
    // Its next save is whole, and the damaged tail goes.
    await saveTextIndex(store.db, started.index, { latestFetchedAt: 30, latestEnrichedAt: 0, removals: 0 });
    expect(await tailCount(store)).toBe(0);
  });

  it('the local search says so in its status, and replaces the saves beside a damaged tail with a whole one', async () => {
    const store = await savedStore();
    await damagedTail(store);
    const opened = await LocalSearch.open({ store, parse, compile, saveDelayMs: 0 });
    if (!opened.ok) throw new Error(opened.failure.message);
    const search = opened.value;
    try {
      expect(search.status()).toMatchObject({ indexSource: 'saved', repaired: 'tail' });
      // Without a change to save, once searches pause: the damaged tail is not found again.
      await vi.waitFor(async () => {
        expect(await tailCount(store)).toBe(0);
      });
      expect(await rowOf(store, TEXT_INDEX_KEY)).toMatchObject({ count: FAILED + RUNNING + 1 });
    } finally {
      search.close();
    }
    await store.db.meta.delete(INDEX_REPAIR_KEY);
    const again = await LocalSearch.open({ store, parse, compile });
    if (!again.ok) throw new Error(again.failure.message);
    again.value.close();
    expect(again.value.status().repaired).toBeUndefined();
    expect(await store.db.meta.get(INDEX_REPAIR_KEY)).toBeUndefined();
  });

  it('a whole save of the earlier format (no checksum) is still read, and nothing is told', async () => {
    const store = await savedStore();
    const saved = await rowOf(store, TEXT_INDEX_KEY);
    // Format 4 is laid out as 5, unpacked: only the version in its header and its row differ.
    const data = encodeTextIndex(decodeTextIndex(saved.data.slice(0)), 4);
    const { checksum: _dropped, ...earlier } = saved;
    await store.db.meta.put({ key: TEXT_INDEX_KEY, value: { ...earlier, version: 4, data } });
    const started = await restored(store);
    expect(started).toMatchObject({ source: 'saved', saveWhole: true });
    expect(started.repaired).toBeUndefined();
    expect(failedCount(started.index)).toBe(FAILED);
    expect(await store.db.meta.get(INDEX_REPAIR_KEY)).toBeUndefined();
    // Its next save is whole, in this format, with its checksum.
    await saveTextIndex(store.db, started.index, { latestFetchedAt: 10, latestEnrichedAt: 0, removals: 0 });
    const again = await rowOf(store, TEXT_INDEX_KEY);
    expect(again.version).toBe(TEXT_INDEX_FORMAT);
    expect(typeof again['checksum']).toBe('number');
  });

  it.each([
    [6, 'the tokens, names and times all saved as text'],
    [7, 'the identifiers whole, the creation times as text'],
    [8, 'the creation times saved as text'],
    [9, 'every section as varints'],
  ])('a whole save of format %i (%s) is read, then saved whole in this one', async (format) => {
    const store = await savedStore();
    const saved = await rowOf(store, TEXT_INDEX_KEY);
    const parts = decodeTextIndex(saved.data.slice(0));
    const data = encodeTextIndex(parts, format);
    // Another form of the same index (format 10's sections at their width take more bytes at this size).
    expect(data.byteLength).not.toBe(saved.data.byteLength);
    const { checksum: _dropped, version: _version, ...row } = saved as unknown as SavedTextIndex;
    await store.db.meta.put({
      key: TEXT_INDEX_KEY,
      value: { ...sealedWhole({ ...row, data }), version: format },
    });
    const started = await restored(store);
    expect(started).toMatchObject({ source: 'saved', saveWhole: true });
    expect(started.repaired).toBeUndefined();
    expect(failedCount(started.index)).toBe(FAILED);
    await saveTextIndex(store.db, started.index, { latestFetchedAt: 10, latestEnrichedAt: 0, removals: 0 });
    const again = await rowOf(store, TEXT_INDEX_KEY);
    expect(again.version).toBe(TEXT_INDEX_FORMAT);
    expect(fourByteParts(withTexts(decodeTextIndex(again.data.slice(0))))).toEqual(
      fourByteParts(withTexts(parts)),
    );
  });

  it('keeps its bytes in a Blob; one cut short or that cannot be read is rebuilt from the records and told', async () => {
    const store = await savedStore();
    const stored = (await store.db.meta.get(TEXT_INDEX_KEY))?.value as { readonly data: unknown };
    expect(stored.data).toBeInstanceOf(Blob);
    const whole = stored.data as Blob;
    expect(await restored(store)).toMatchObject({ source: 'saved' });
    await store.db.meta.put({
      key: TEXT_INDEX_KEY,
      value: { ...stored, data: whole.slice(0, whole.size - 1) },
    });
    const cut = await restored(store);
    expect(cut).toMatchObject({ source: 'rebuilt', repaired: 'whole' });
    expect(failedCount(cut.index)).toBe(FAILED);
    await store.db.meta.delete(INDEX_REPAIR_KEY);
    // Its file gone from the disk: reading it fails.
    const reading = vi.spyOn(Blob.prototype, 'arrayBuffer').mockRejectedValue(new Error('NotReadableError'));
    try {
      const lost = await restored(store);
      expect(lost).toMatchObject({ source: 'rebuilt', repaired: 'whole' });
      expect(failedCount(lost.index)).toBe(FAILED);
    } finally {
      reading.mockRestore();
    }
    expect(isIndexRepair(await store.db.meta.get(INDEX_REPAIR_KEY).then((row) => row?.value))).toBe(true);
    expect(await restored(store)).toMatchObject({ source: 'saved' });
  });

  it('is saved with its bytes in the row where the storage refuses a Blob, and read back the same', async () => {
    const store = await savedStore();
    const { index } = await restored(store);
    const put = store.db.meta.put.bind(store.db.meta);
    let refused = 0;
    const refusing = ((row, key) => {
      const { data } = (row.value ?? {}) as { readonly data?: unknown };
      if (data instanceof Blob) {
        refused += 1;
        return Promise.reject(new DOMException('Error preparing Blob/File data', 'DataError'));
      }
      return put(row, key);
    }) as typeof put;
    const putting = vi.spyOn(store.db.meta, 'put').mockImplementation(refusing);
    try {
      for (const at of [1, 2]) {
        const added = makeStoredResource({ identifier: `added-${String(at)}`, fetchedAt: 20 + at });
        await store.putPage([added]);
        index.add(added);
        const saved = await saveTextIndex(store.db, index, {
          latestFetchedAt: 20 + at,
          latestEnrichedAt: 0,
          removals: 0,
        });
        expect(saved.ok).toBe(true);
      }
    } finally {
      putting.mockRestore();
    }
    // Refused once: the database's later rows hold their bytes.
    expect(refused).toBe(1);
    const tail = (await store.db.meta.get(`${TEXT_INDEX_TAIL_PREFIX}0001`))?.value as {
      readonly data: unknown;
    };
    expect(tail.data).toBeInstanceOf(ArrayBuffer);
    const again = await restored(store);
    expect(again).toMatchObject({ source: 'saved', caughtUp: 0 });
    expect(again.repaired).toBeUndefined();
    expect(again.index.size).toBe(FAILED + RUNNING + 2);
  });

  it('fails a save at once on a full disk, without writing its bytes again in the row, and saves Blobs after', async () => {
    const store = await savedStore();
    const { index } = await restored(store);
    const put = store.db.meta.put.bind(store.db.meta);
    const written: string[] = [];
    let full = true;
    const filling = ((row, key) => {
      const { data } = (row.value ?? {}) as { readonly data?: unknown };
      if (data !== undefined) written.push(data instanceof Blob ? 'blob' : 'bytes');
      if (full && data !== undefined)
        return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
      return put(row, key);
    }) as typeof put;
    const putting = vi.spyOn(store.db.meta, 'put').mockImplementation(filling);
    const watermarks = { latestFetchedAt: 10, latestEnrichedAt: 0, removals: 0 };
    try {
      const added = makeStoredResource({ identifier: 'added', fetchedAt: 10 });
      await store.putPage([added]);
      index.add(added);
      const refused = await saveTextIndex(store.db, index, watermarks);
      expect(refused).toMatchObject({ ok: false, failure: { kind: 'storage', quotaExceeded: true } });
      expect(written).toEqual(['blob']);
      full = false;
      expect((await saveTextIndex(store.db, index, watermarks)).ok).toBe(true);
    } finally {
      putting.mockRestore();
    }
    expect(written).toEqual(['blob', 'blob']);
    const stored = (await store.db.meta.get(TEXT_INDEX_KEY))?.value as { readonly data: unknown };
    expect(stored.data).toBeInstanceOf(Blob);
    expect(await restored(store)).toMatchObject({ source: 'saved', caughtUp: 0 });
  });

  it('a save that is not one at all is rebuilt and told; one of a format not read is rebuilt quietly', async () => {
    const store = await savedStore();
    await store.db.meta.put({ key: TEXT_INDEX_KEY, value: 'garbage' });
    expect(await restored(store)).toMatchObject({ source: 'rebuilt', repaired: 'whole' });
    await store.db.meta.delete(INDEX_REPAIR_KEY);
    const saved = await rowOf(store, TEXT_INDEX_KEY);
    await store.db.meta.put({ key: TEXT_INDEX_KEY, value: { ...saved, version: TEXT_INDEX_FORMAT + 1 } });
    const newer = await restored(store);
    expect(newer.source).toBe('rebuilt');
    expect(newer.repaired).toBeUndefined();
    expect(await store.db.meta.get(INDEX_REPAIR_KEY)).toBeUndefined();
  });
});
