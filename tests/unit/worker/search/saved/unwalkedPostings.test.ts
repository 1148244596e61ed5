/**
 * A whole save's postings restored without a walk (from format 13, saved/adoptPostings.ts): a
 * load reads no list, a search walks only the blocks of lists it reads, the preparation's check
 * walks the rest and compares each document's count; a save whose lists a console wrote wrong
 * (its checksum matching) answers until the check finds it, then is rebuilt from the table.
 */
import { describe, expect, it, vi } from 'vitest';
import { INDEX_REPAIR_KEY } from '../../../../../src/contract/indexRepair';
import { blocksOf } from '../../../../../src/worker/search/index/byteOffsets';
import { FlatPostings } from '../../../../../src/worker/search/index/flatPostings';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { LocalSearch } from '../../../../../src/worker/search/localSearch';
import { adoptPostingsOnRead, savedPostings } from '../../../../../src/worker/search/saved/adoptPostings';
import { restoreTextIndex } from '../../../../../src/worker/search/saved/restoreTextIndex';
import { TEXT_INDEX_KEY } from '../../../../../src/worker/search/saved/savedIndex';
import { sealedWhole, withBytes, type SavedTextIndex } from '../../../../../src/worker/search/saved/savedRows';
import { decodeTextIndex, encodeTextIndex } from '../../../../../src/worker/search/saved/textIndexCodec';
import { ResourceStore } from '../../../../../src/worker/store/resourceStore';
import { syntheticResources } from '../../../../bench/syntheticResources';
import { compile, parse, testDatabases } from './freeTextSearch';

/** Lists of `tokens` tokens over `docs` documents: a few long ones, most of one to three documents. */
function lists(tokens: number, docs: number): { start: Uint32Array; ids: Uint32Array } {
  const start = new Uint32Array(tokens + 1);
  const ids: number[] = [];
  for (let token = 0; token < tokens; token += 1) {
    const count = token % 97 === 0 ? 300 + (token % 500) : 1 + (token % 3);
    const step = Math.max(1, Math.floor(docs / count));
    const listed = new Set<number>();
    for (let at = 0; at < count; at += 1) listed.add((token * 7 + at * step) % docs);
    ids.push(...[...listed].sort((a, b) => a - b));
    start[token + 1] = ids.length;
  }
  return { start, ids: Uint32Array.from(ids) };
}

/** Per document its token count, as a whole save keeps it. */
function tokenCounts(postings: FlatPostings, docs: number): Uint32Array {
  const perDocument = postings.perDocument(docs);
  const fwdStart = new Uint32Array(docs + 1);
  for (let doc = 0; doc < docs; doc += 1) fwdStart[doc + 1] = (fwdStart[doc] ?? 0) + (perDocument[doc] ?? 0);
  return fwdStart;
}

describe('postings restored without a walk', () => {
  const DOCS = 5_000;
  const TOKENS = 3_000;
  const { start, ids } = lists(TOKENS, DOCS);
  const written = FlatPostings.of(start, ids);
  const fwdStart = tokenCounts(written, DOCS);

  it('reads every list as the walked postings do, walking only the blocks it reads', () => {
    const firsts = written.blockFirsts();
    expect(firsts).toHaveLength(blocksOf(TOKENS + 1));
    const { postings, check } = adoptPostingsOnRead(written.starts(), written.bytes, firsts, fwdStart);
    const blocks = postings.unwalkedBlocks;
    expect(blocks).toBe(firsts.length);
    // Tokens of two blocks, out of order: two blocks walked.
    for (const token of [130, 70, 129, 64]) expect(postings.list(token), String(token)).toEqual(written.list(token));
    expect(postings.unwalkedBlocks).toBe(blocks - 2);
    const walked = savedPostings(written.starts(), written.bytes, fwdStart);
    for (let token = TOKENS - 1; token >= 0; token -= 7) expect(postings.list(token)).toEqual(walked.list(token));
    expect(postings.decoded()).toEqual(ids);
    expect(check.step(Number.POSITIVE_INFINITY)).toBe('sound');
    expect(check.step(1)).toBe('sound');
  });

  it('walks the rest in steps when the check is made', () => {
    const { postings, check } = adoptPostingsOnRead(written.starts(), written.bytes, written.blockFirsts(), fwdStart);
    const blocks = postings.unwalkedBlocks;
    expect(check.step(10)).toBeUndefined();
    expect(postings.unwalkedBlocks).toBe(blocks - 10);
    while (check.step(10) === undefined) expect(postings.unwalkedBlocks).toBeGreaterThanOrEqual(0);
    expect(postings.unwalkedBlocks).toBe(0);
    expect(check.step(10)).toBe('sound');
  });

  it('refuses block offsets that cannot be the lists’ at the load', () => {
    const firsts = written.blockFirsts();
    const adopt = (given: Uint32Array) => () => adoptPostingsOnRead(written.starts(), written.bytes, given, fwdStart);
    expect(adopt(firsts.slice(1))).toThrow(/postings do not match/);
    const backwards = firsts.slice();
    backwards[5] = (backwards[4] ?? 0) - 1;
    expect(adopt(backwards)).toThrow(/postings do not match/);
    const past = firsts.slice();
    past[past.length - 1] = written.bytes.length + 1;
    expect(adopt(past)).toThrow(/postings do not match/);
  });

  it('finds damage the walk would have refused, and reads stay within the bytes', () => {
    const damaged = (bytes: Uint8Array, firsts = written.blockFirsts(), counts = fwdStart) =>
      adoptPostingsOnRead(written.starts(), bytes, firsts, counts);
    // A block's first offset one byte off: its lists do not end where the next block begins.
    const shifted = written.blockFirsts();
    shifted[3] = (shifted[3] ?? 0) + 1;
    const offset = damaged(written.bytes, shifted);
    expect(() => offset.postings.list(3 * 64 + 1)).not.toThrow();
    expect(offset.check.step(Number.POSITIVE_INFINITY)).toBe('damaged');
    // A document past the others.
    const past = FlatPostings.of(
      start,
      ids.map((doc, at) => (at === (start[TOKENS - 1] ?? 0) - 1 ? DOCS + 3 : doc)),
    );
    const beyond = adoptPostingsOnRead(past.starts(), past.bytes, past.blockFirsts(), fwdStart);
    expect(beyond.check.step(Number.POSITIVE_INFINITY)).toBe('damaged');
    // The last varint cut short.
    const cut = written.bytes.slice();
    cut[cut.length - 1] = 0x80;
    expect(damaged(cut).check.step(Number.POSITIVE_INFINITY)).toBe('damaged');
    // Every list readable, but a document's count not the one saved.
    const counts = fwdStart.slice();
    for (let doc = 10; doc < counts.length; doc += 1) counts[doc] = (counts[doc] ?? 0) + 1;
    expect(damaged(written.bytes, written.blockFirsts(), counts).check.step(Number.POSITIVE_INFINITY)).toBe(
      'damaged',
    );
  });

  it('a restored index walks no block at its load, and few for a search', () => {
    const index = new TextIndex();
    const resources = syntheticResources(3_000);
    for (const resource of resources) index.add(resource);
    const data = index.serialize();
    const parts = decodeTextIndex(data.slice(0));
    const blocks = parts.postings.unwalkedBlocks;
    expect(blocks).toBe(blocksOf(parts.postings.tokens + 1));
    const restored = new TextIndex(parts);
    expect(parts.postings.unwalkedBlocks).toBe(blocks);
    const id = resources[1_234]?.identifier ?? '';
    expect(restored.search(id, { limit: 5 }).ids).toEqual([id]);
    expect(blocks - parts.postings.unwalkedBlocks).toBeLessThanOrEqual(4);
    expect(restored.checkPostings(1)).toBe(false);
    expect(restored.checkPostings()).toBe(true);
    expect(restored.postingsDamaged).toBe(false);
    expect(parts.postings.unwalkedBlocks).toBe(0);
  });
});

describe('a save whose lists were written wrong, its checksum matching', () => {
  const database = testDatabases();

  it('answers from the save until the check finds it, then is rebuilt from the table, told and saved again', async () => {
    const db = database('unwalked-postings');
    const store = new ResourceStore(db);
    const resources = syntheticResources(1_500);
    await store.putPage(resources);
    await restoreTextIndex(db, store);
    const row = (await withBytes((await db.meta.get(TEXT_INDEX_KEY))?.value)) as SavedTextIndex;
    // The lists as a wrong writer would save them: the last token's list ends past the documents.
    const parts = decodeTextIndex(row.data);
    const listed = parts.postings.starts();
    const wrong = parts.postings.decoded();
    wrong[wrong.length - 1] = resources.length + 5;
    const data = encodeTextIndex({ ...parts, postings: FlatPostings.of(listed, wrong) });
    expect(decodeTextIndex(data.slice(0)).postingsCheck?.step(Number.POSITIVE_INFINITY)).toBe('damaged');
    const { version: _version, checksum: _checksum, ...fields } = row;
    await db.meta.put({ key: TEXT_INDEX_KEY, value: sealedWhole({ ...fields, data }) });

    const search = await LocalSearch.open({ store, parse, compile, saveDelayMs: 0 });
    if (!search.ok) throw new Error(search.failure.message);
    try {
      expect(search.value.status()).toMatchObject({ indexSource: 'saved' });
      expect(search.value.status().repaired).toBeUndefined();
      const id = resources[700]?.identifier ?? '';
      const first = await search.value.search({ text: id, limit: 5 });
      expect(first.ok && first.value.items.map((item) => item.identifier)).toEqual([id]);
      await vi.waitFor(() => {
        expect(search.value.status()).toMatchObject({ indexSource: 'rebuilt', repaired: 'whole' });
      }, 10_000);
      expect((await db.meta.get(INDEX_REPAIR_KEY))?.value).toMatchObject({ part: 'whole', resources: 1_500 });
      const again = await search.value.search({ text: id, limit: 5 });
      expect(again.ok && again.value.items.map((item) => item.identifier)).toEqual([id]);
      // Saved again whole, sound: a load's check finds nothing.
      await vi.waitFor(async () => {
        const saved = (await withBytes((await db.meta.get(TEXT_INDEX_KEY))?.value)) as SavedTextIndex;
        const check = decodeTextIndex(saved.data).postingsCheck;
        expect(check?.step(Number.POSITIVE_INFINITY)).toBe('sound');
      }, 10_000);
    } finally {
      search.value.close();
    }
  });
});
