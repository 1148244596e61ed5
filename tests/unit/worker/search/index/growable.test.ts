import { describe, expect, it } from 'vitest';
import {
  GrowableCodes,
  GrowableUint32,
  NO_CODE,
} from '../../../../../src/worker/search/index/growable';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { parseQuery, planQuery, querySortClause } from '../../../../../src/oci/query';
import { makeStoredResource } from '../../builders';

describe('GrowableCodes', () => {
  it('keeps codes at the narrowest width, widening in place as they grow, none kept as none', () => {
    const column = new GrowableCodes(Uint32Array.from([3, NO_CODE, 7]));
    expect(column.view().BYTES_PER_ELEMENT).toBe(1);
    expect(column.view()[1]).toBe(column.none);
    column.push(254);
    expect(column.view().BYTES_PER_ELEMENT).toBe(1);
    // 255 is the one-byte width's none: the column widens first.
    column.push(255);
    expect(column.view().BYTES_PER_ELEMENT).toBe(2);
    column.set(0, 70_000);
    expect(column.view().BYTES_PER_ELEMENT).toBe(4);
    column.push(NO_CODE);
    expect(Array.from({ length: column.length }, (_, at) => column.at(at))).toEqual([
      70_000,
      NO_CODE,
      7,
      254,
      255,
      NO_CODE,
    ]);
    expect([...column.copy(1)]).toEqual([NO_CODE, 7, 254, 255, NO_CODE]);
    expect(column.view()[5]).toBe(column.none);
  });

  it('adopts a column read at its width, unless a code is that width\'s none', () => {
    const bytes = Uint8Array.from([0, 3, 254]);
    const adopted = new GrowableCodes(bytes);
    expect(adopted.view().buffer).toBe(bytes.buffer);
    const pairs = Uint16Array.from([0, 300, 65_534]);
    expect(new GrowableCodes(pairs).view().buffer).toBe(pairs.buffer);
    // 255 in a byte column, 65,535 in a two-byte one: codes, not none; copied one width up.
    const topByte = new GrowableCodes(Uint8Array.from([1, 255]));
    expect(topByte.view().BYTES_PER_ELEMENT).toBe(2);
    expect([topByte.at(0), topByte.at(1)]).toEqual([1, 255]);
    const topPair = new GrowableCodes(Uint16Array.from([65_535, 2]));
    expect(topPair.view().BYTES_PER_ELEMENT).toBe(4);
    expect([...topPair.copy()]).toEqual([65_535, 2]);
    // Adopted, it grows as any other column: a copy before it writes past its end.
    adopted.push(255);
    expect([...adopted.copy()]).toEqual([0, 3, 254, 255]);
    expect([...bytes]).toEqual([0, 3, 254]);
  });

  it('appends with an offset, and gives its slack back', () => {
    const column = new GrowableCodes();
    column.pushAll(Uint32Array.from([1, 2]));
    column.pushAll(Uint32Array.from([0, 300]), 10);
    expect([...column.copy()]).toEqual([1, 2, 10, 310]);
    expect(column.view().BYTES_PER_ELEMENT).toBe(2);
    expect(column.view().buffer.byteLength).toBeGreaterThan(4 * 2);
    column.trim();
    expect(column.view().buffer.byteLength).toBe(4 * 2);
    const offsets = new GrowableUint32(Uint32Array.from([0, 5]));
    offsets.push(9);
    expect(offsets.view().buffer.byteLength).toBeGreaterThan(3 * 4);
    offsets.trim();
    expect(offsets.view().buffer.byteLength).toBe(3 * 4);
    expect([...offsets.copy(1)]).toEqual([5, 9]);
  });

  it('makes room for rows known before they come exactly, leaving none to trim', () => {
    // A column adopted at its saved size, then a tail of three rows.
    const saved = Uint8Array.from([1, 2, 3, 4]);
    const column = new GrowableCodes(saved);
    column.makeRoom(3);
    expect(column.view().buffer.byteLength).toBe(7);
    column.pushAll(Uint32Array.from([5, 6, 7]));
    const grown = column.view();
    expect(grown.buffer.byteLength).toBe(7);
    column.trim();
    // Nothing to give back: the same array, not a copy.
    expect(column.view().buffer).toBe(grown.buffer);
    expect([...column.copy()]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // More rows than the room made grow the column by half again, as before.
    column.push(8);
    expect(column.view().buffer.byteLength).toBeGreaterThan(8);
  });
});

describe('a text index whose code columns widen', () => {
  it('keeps removed documents out after their column widens, and after a save and load', () => {
    // Each resource its own region: the shared dictionary passes 255 codes, then a new type
    // takes a code the one-byte type column cannot hold.
    const regions = Array.from({ length: 300 }, (_, at) =>
      makeStoredResource({ region: `region-${at}`, displayName: `node-${at}` }),
    );
    const index = new TextIndex();
    for (const resource of regions) index.add(resource);
    for (const resource of regions.slice(0, 10)) index.remove(resource.identifier);
    const bucket = makeStoredResource({ resourceType: 'Bucket', region: 'region-late', displayName: 'node-b' });
    index.add(bucket);
    const all = (target: TextIndex) => {
      const parsed = parseQuery('query all resources');
      if (!parsed.ok) throw new Error(parsed.error.message);
      return target.structured(planQuery(parsed.query, Date.now()), querySortClause(parsed.query), {
        limit: 500,
      });
    };
    for (const target of [index, TextIndex.load(index.serialize())]) {
      expect(target.size).toBe(291);
      const answer = all(target);
      expect(answer?.total).toBe(291);
      expect(answer?.ids).not.toContain(regions[0]?.identifier);
      expect(answer?.facets.types).toEqual(
        expect.arrayContaining([
          { value: 'instance', count: 290 },
          { value: 'bucket', count: 1 },
        ]),
      );
      expect(target.search('node', { limit: 500 }).total).toBe(291);
    }
  });
});
