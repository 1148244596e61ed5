/**
 * The arrays a search works in are kept from one search to the next: each comes cleared, none
 * shares memory with another of the same search, a nested search frees nothing its caller still
 * reads, and answers do not change with what was asked before them on the same index.
 */
import { describe, expect, it } from 'vitest';
import { parseQuery, planQuery, querySortClause } from '../../../../../src/oci/query';
import { Scratch } from '../../../../../src/worker/search/index/scratch';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { FREE_TEXT, STRUCTURED } from '../../../../../scripts/bench/queries.mjs';
import { syntheticResources } from '../../../../bench/syntheticResources';

describe('a search scratch', () => {
  it('lends cleared arrays that share no memory within a search', () => {
    const scratch = new Scratch();
    scratch.during(() => {
      const bytes = scratch.bytes(100).fill(7);
      const words = scratch.words(50).fill(9);
      const more = scratch.bytes(100);
      expect([...more].every((value) => value === 0)).toBe(true);
      expect(bytes.buffer).not.toBe(words.buffer);
      expect(bytes.buffer).not.toBe(more.buffer);
      expect([...bytes].every((value) => value === 7)).toBe(true);
      expect([...words].every((value) => value === 9)).toBe(true);
    });
  });

  it("reuses a search's buffers in the next one, cleared", () => {
    const scratch = new Scratch();
    const first = scratch.during(() => scratch.bytes(1000).fill(1));
    const second = scratch.during(() => scratch.bytes(900));
    expect(second.buffer).toBe(first.buffer);
    expect([...second].every((value) => value === 0)).toBe(true);
    // Longer than the kept buffer: a new one in its place.
    const third = scratch.during(() => scratch.words(1000));
    expect(third.buffer).not.toBe(first.buffer);
  });

  it('frees nothing until the outermost search returns', () => {
    const scratch = new Scratch();
    scratch.during(() => {
      const outer = scratch.bytes(10).fill(3);
      const inner = scratch.during(() => scratch.bytes(10));
      const after = scratch.bytes(10);
      expect(after.buffer).not.toBe(outer.buffer);
      expect(after.buffer).not.toBe(inner.buffer);
      expect([...outer].every((value) => value === 3)).toBe(true);
    });
  });

  it('lends new arrays outside a search, and after an exception frees what it lent', () => {
    const scratch = new Scratch();
    expect(scratch.bytes(10).buffer).not.toBe(scratch.bytes(10).buffer);
    let lent: ArrayBufferLike | undefined;
    expect(() =>
      scratch.during(() => {
        lent = scratch.bytes(10).buffer;
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(scratch.during(() => scratch.bytes(10).buffer)).toBe(lent);
  });
});

describe('searches on one index, one after another', () => {
  it('answer as each does alone on an index of its own', () => {
    const resources = syntheticResources(3_000);
    const indexOf = (): TextIndex => {
      const index = new TextIndex();
      for (const resource of resources) index.add(resource);
      index.prepare();
      return index;
    };
    const ask = (index: TextIndex, text: string) => {
      const parsed = parseQuery(text);
      if (!text.startsWith('query ') || !parsed.ok) return index.search(text, { limit: 20 });
      return index.structured(planQuery(parsed.query, 0), querySortClause(parsed.query), { limit: 20 });
    };
    const queries: string[] = [...FREE_TEXT, ...STRUCTURED];
    const shared = indexOf();
    // Each asked after every other query once, the broad ones leaving their marks behind.
    for (const text of queries) ask(shared, text);
    for (const text of queries) expect(ask(shared, text), text).toEqual(ask(indexOf(), text));
  });
});
