/**
 * A saved tail carries what changed in the index since its last save: a start that loads the
 * save and appends the tail answers as the index it was taken from, rows and all.
 */
import { describe, expect, it } from 'vitest';
import type { StoredResource } from '../../../../../src/contract/db';
import type { TailParts } from '../../../../../src/worker/search/saved/changesSinceSave';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { decodeTextIndex, encodeTextIndex } from '../../../../../src/worker/search/saved/textIndexCodec';
import { syntheticResources } from '../../../../bench/syntheticResources';
import { defined } from '../../../defined';

const PAGE = { limit: 1_000 };
const QUERIES = ['', 'prod', 'web', 'renamed', 'db', 'subnet', 'running', 'ocid1', 'env'];

function indexOf(records: readonly StoredResource[]): TextIndex {
  const index = new TextIndex();
  for (const record of records) index.add(record);
  return index;
}

/** The tail as a start reads it: through the saved layout. */
function stored(tail: TailParts | undefined): TailParts {
  const taken = defined(tail);
  return { ...taken, parts: decodeTextIndex(encodeTextIndex(taken.parts), 'tail') };
}

function expectSameAnswers(restored: TextIndex, index: TextIndex): void {
  expect(restored.size).toBe(index.size);
  expect(restored.identifiers().sort()).toEqual(index.identifiers().sort());
  for (const text of QUERIES) expect(restored.search(text, PAGE), text).toEqual(index.search(text, PAGE));
}

describe('a saved tail', () => {
  const records = syntheticResources(300);
  const later = syntheticResources(360).slice(300);

  it('carries the documents added, replaced, removed and enriched since the save', () => {
    const index = indexOf(records);
    const saved = index.serialize();
    for (const record of later) index.add(record);
    // Renamed (a replacement: a new row, the old one dead), removed, and enriched in place.
    index.add({ ...defined(records[3]), displayName: 'renamed web', freeformTags: { env: 'renamed' } });
    index.remove(defined(records[5]).identifier);
    index.enrich({
      ...defined(records[7]),
      link: '/compute/instances/x',
      enrichment: { altName: 'alt' },
      enrichedAt: 9,
    });
    index.enrich({ ...defined(later[1]), enrichment: { altName: 'new alt' }, enrichedAt: 10 });
    expect(index.unsavedDocuments()).toBe(later.length + 1);
    const tail = stored(index.tail());
    expect(index.unsavedDocuments()).toBe(0);

    const restored = TextIndex.load(saved);
    expect(restored.applyTail(tail)).toBe(true);
    expectSameAnswers(restored, index);
    expect(restored.search('renamed', PAGE).rows).toEqual(index.search('renamed', PAGE).rows);
    expect(restored.search('alt', PAGE).rows.map((row) => row.altName)).toEqual(
      index.search('alt', PAGE).rows.map((row) => row.altName),
    );
  });

  it('follows tails before it, and a start from them carries on with its own', () => {
    const index = indexOf(records);
    const saved = index.serialize();
    for (const record of later.slice(0, 30)) index.add(record);
    const first = stored(index.tail());
    for (const record of later.slice(30)) index.add(record);
    index.remove(defined(later[2]).identifier);
    const second = stored(index.tail());

    const restored = TextIndex.load(saved.slice(0));
    expect(restored.applyTail(first)).toBe(true);
    expect(restored.applyTail(second)).toBe(true);
    expectSameAnswers(restored, index);

    // The restored index takes the next changes, and its tail appends to the same chain.
    restored.add({ ...defined(records[1]), displayName: 'renamed again' });
    const third = stored(restored.tail());
    const again = TextIndex.load(saved.slice(0));
    for (const tail of [first, second, third]) expect(again.applyTail(tail)).toBe(true);
    expectSameAnswers(again, restored);
    expect(again.search('again', PAGE).ids).toEqual([defined(records[1]).identifier]);
  });

  it('numbers the new tokens of a chain of tails, as a download saves them', () => {
    const index = indexOf(records.slice(0, 10));
    const saved = index.serialize();
    const rest = [...records.slice(10), ...later];
    const tails: TailParts[] = [];
    // Each tail brings tokens no save has numbered yet (the resources' own names and identifiers).
    for (let from = 0; from < rest.length; from += 35) {
      for (const record of rest.slice(from, from + 35)) index.add(record);
      tails.push(stored(index.tail()));
    }

    const restored = TextIndex.load(saved);
    for (const tail of tails) expect(restored.applyTail(tail)).toBe(true);
    expectSameAnswers(restored, index);
    const last = defined(rest.at(-1));
    expect(restored.search(last.identifier, PAGE).ids).toEqual([last.identifier]);
  });

  it('is refused, changing nothing, by an index it does not follow', () => {
    const index = indexOf(records);
    const saved = index.serialize();
    for (const record of later.slice(0, 10)) index.add(record);
    const first = stored(index.tail());
    for (const record of later.slice(10)) index.add(record);
    const second = stored(index.tail());

    const restored = TextIndex.load(saved);
    // The second without the first, then a tail whose rows point past the values it brings.
    expect(restored.applyTail(second)).toBe(false);
    const broken = { ...first, parts: { ...first.parts, fwd: first.parts.fwd.map(() => 4_000_000) } };
    expect(restored.applyTail(broken)).toBe(false);
    expect(restored.size).toBe(records.length);
    expect(restored.applyTail(first)).toBe(true);
    expect(restored.applyTail(second)).toBe(true);
    expectSameAnswers(restored, index);
  });

  it('cannot follow a compaction, which renumbers the rows: the next save is whole', () => {
    const index = indexOf(records);
    index.serialize();
    index.remove(defined(records[0]).identifier);
    index.add(defined(later[0]));
    index.compact();
    expect(index.unsavedDocuments()).toBeUndefined();
    expect(index.tail()).toBeUndefined();
    const whole = TextIndex.load(index.serialize());
    expect(whole.unsavedDocuments()).toBe(0);
    expectSameAnswers(whole, index);
  });
});
