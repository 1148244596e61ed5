/**
 * The compacted posting lists kept as varint gaps: every list reads back as it was written, at
 * every varint width; the bytes a save holds are adopted only when they hold exactly the lists
 * their offsets count, of documents that exist; and the store over them (appended lists, unions,
 * marks, renumbering) answers as plain arrays of the same lists would.
 */
import { describe, expect, it } from 'vitest';
import { ByteOffsets } from '../../../../../src/worker/search/index/byteOffsets';
import { FlatPostings } from '../../../../../src/worker/search/index/flatPostings';
import { adoptPostings, savedPostings } from '../../../../../src/worker/search/saved/adoptPostings';
import { forwardStarts } from '../../../../../src/worker/search/saved/packedSections';
import { PostingStore } from '../../../../../src/worker/search/index/postingStore';
import { DEAD } from '../../../../../src/worker/search/index/documentTable';

/** Lists as CSR: per list its offset, and the ids one after the other. */
function csr(lists: readonly (readonly number[])[]): { start: Uint32Array; ids: Uint32Array } {
  const start = new Uint32Array(lists.length + 1);
  lists.forEach((list, at) => {
    start[at + 1] = (start[at] ?? 0) + list.length;
  });
  return { start, ids: Uint32Array.from(lists.flat()) };
}

/** Ascending lists of a small random generator (seeded: the same each run). */
function randomLists(tokens: number, docs: number, seed: number): number[][] {
  let state = seed;
  const next = (): number => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: tokens }, () => {
    const size = next() < 0.3 ? 0 : Math.floor(next() ** 3 * 200);
    const list = new Set<number>();
    while (list.size < Math.min(size, docs)) list.add(Math.floor(next() * docs));
    return [...list].sort((a, b) => a - b);
  });
}

// Gaps of every varint width: 1 to 5 bytes.
const WIDE = [[0, 1, 127, 255, 16_384, 16_500, 2 ** 21 + 3, 2 ** 28 + 9, 0xfffffffe], [], [5], [0xffffffff]];

describe('the compacted posting lists', () => {
  it('read back every list as written, at every width of gap', () => {
    const { start, ids } = csr(WIDE);
    const flat = FlatPostings.of(start, ids);
    WIDE.forEach((list, token) => {
      expect([...flat.list(token)], String(token)).toEqual(list);
      expect(flat.count(token)).toBe(list.length);
      expect(flat.first(token)).toBe(list[0]);
      const visited: number[] = [];
      flat.each(token, (doc) => visited.push(doc));
      expect(visited).toEqual(list);
    });
    expect(flat.size).toBe(ids.length);
    expect(flat.decoded()).toEqual(ids);
    expect(flat.count(WIDE.length)).toBe(0);
    expect(flat.list(WIDE.length)).toEqual(new Uint32Array(0));
    // Read into a larger array at an offset: the rest left as it was.
    const out = new Uint32Array(4).fill(7);
    expect(flat.read(2, out, 1)).toBe(2);
    expect([...out]).toEqual([7, 5, 7, 7]);
  });

  it('takes a gap of one byte per entry for dense lists', () => {
    const dense = Array.from({ length: 1_000 }, (_, at) => 3 * at);
    const flat = FlatPostings.of(Uint32Array.of(0, dense.length), Uint32Array.from(dense));
    expect(flat.bytes).toHaveLength(dense.length);
  });

  it('counts lists of any length, kept in a byte per token below 255', () => {
    const lists = [254, 255, 256, 1_000, 0, 1].map((size, token) =>
      Array.from({ length: size }, (_, at) => at * 2 + token),
    );
    const { start, ids } = csr(lists);
    const flat = FlatPostings.of(start, ids);
    lists.forEach((list, token) => {
      expect(flat.count(token), String(list.length)).toBe(list.length);
    });
    expect(flat.size).toBe(ids.length);
    expect(flat.starts()).toEqual(start);
    expect(adoptPostings(start, flat.bytes, 3_000)).toEqual(flat);
  });

  it('finds every list past one of more bytes than two-byte offsets reach', () => {
    // Token 3's list is 70,000 bytes: the offsets after it in its block of 64 are kept in full.
    const lists = Array.from({ length: 200 }, (_, token) =>
      token === 3 ? Array.from({ length: 70_000 }, (_, at) => at) : [token, token + 70_001],
    );
    const { start, ids } = csr(lists);
    const flat = FlatPostings.of(start, ids);
    lists.forEach((list, token) => {
      expect([...flat.list(token)], String(token)).toEqual(list);
    });
    expect(adoptPostings(start, flat.bytes, 70_300)).toEqual(flat);
    const offsets = Uint32Array.from([0, 5, 65_539, 65_540, 200_000], (offset) => offset);
    const kept = ByteOffsets.of(offsets);
    expect(Array.from({ length: kept.length }, (_, at) => kept.at(at))).toEqual([...offsets]);
  });

  it('adopts saved bytes holding exactly the counted lists, each below the documents', () => {
    const lists = randomLists(300, 5_000, 7);
    const { start, ids } = csr(lists);
    const written = FlatPostings.of(start, ids);
    const perDocument = new Uint32Array(5_000);
    const adopted = adoptPostings(start, written.bytes, 5_000, perDocument);
    expect(adopted).toEqual(written);
    const expected = new Uint32Array(5_000);
    for (const id of ids) expected[id] = (expected[id] ?? 0) + 1;
    expect(perDocument).toEqual(expected);
    expect(written.perDocument(5_000)).toEqual(expected);

    const damaged = /postings do not match the documents/;
    // A byte short, a byte over, a list counted one longer, an id past the documents.
    expect(() => adoptPostings(start, written.bytes.subarray(0, -1), 5_000)).toThrow(damaged);
    expect(() => adoptPostings(start, Uint8Array.from([...written.bytes, 1]), 5_000)).toThrow(damaged);
    const longer = start.map((offset, at) => (at === start.length - 1 ? offset + 1 : offset));
    expect(() => adoptPostings(longer, written.bytes, 5_000)).toThrow(damaged);
    expect(() => adoptPostings(start, written.bytes, Math.max(...ids))).toThrow(damaged);
    // Offsets going back, and a varint of six bytes.
    expect(() => adoptPostings(Uint32Array.of(0, 2, 1), Uint8Array.of(1, 1), 9)).toThrow(damaged);
    expect(() =>
      adoptPostings(Uint32Array.of(0, 1), Uint8Array.of(0x81, 0x80, 0x80, 0x80, 0x80, 0), 9),
    ).toThrow(damaged);
    // A whole save's documents' token counts must be what the postings fill.
    const fwdStart = forwardStarts(5_000, written);
    expect(savedPostings(start, written.bytes, fwdStart)).toEqual(written);
    expect(savedPostings(start, ids, fwdStart)).toEqual(written);
    const moved = fwdStart.map((offset, doc) => (doc === (ids[0] ?? 0) + 1 ? offset - 1 : offset));
    expect(() => savedPostings(start, written.bytes, moved)).toThrow(damaged);
    // Lists not ascending are refused when written from numbers.
    expect(() => FlatPostings.of(Uint32Array.of(0, 2), Uint32Array.of(4, 3))).toThrow(damaged);
  });
});

describe('the posting store over them', () => {
  const DOCS = 6_000;
  const lists = randomLists(400, 4_000, 11);
  /** Documents from 4,000 on were added since the compaction: appended lists. */
  function store(): { postings: PostingStore; all: number[][] } {
    const { start, ids } = csr(lists);
    const postings = new PostingStore(FlatPostings.of(start, ids));
    const all = lists.map((list) => [...list]);
    let state = 5;
    for (let doc = 4_000; doc < DOCS; doc += 1) {
      for (let k = 0; k < 3; k += 1) {
        state = (state * 31 + 17) % 1_013;
        const token = state % 450; // some tokens past the flat ones
        if (all[token]?.at(-1) === doc) continue;
        postings.addDocument(doc, [token]);
        (all[token] ??= []).push(doc);
      }
    }
    return { postings, all };
  }

  it('counts, visits and unions flat and appended entries as the lists hold them', () => {
    const { postings, all } = store();
    for (let token = 0; token < 450; token += 1) {
      const list = all[token] ?? [];
      expect(postings.count(token), String(token)).toBe(list.length);
      const seen: number[] = [];
      postings.each(token, (doc) => seen.push(doc));
      expect(seen, String(token)).toEqual(list);
    }
    for (const tokens of [[3], [3, 9, 400, 449], Array.from({ length: 200 }, (_, at) => at * 2)]) {
      const entries = tokens.reduce((sum, token) => sum + (all[token]?.length ?? 0), 0);
      const union = [...new Set(tokens.flatMap((token) => all[token] ?? []))].sort((a, b) => a - b);
      expect([...postings.union(Uint32Array.from(tokens), entries, DOCS)], String(tokens.length)).toEqual(
        union,
      );
    }
  });

  it('marks the candidates some flat list holds', () => {
    const { postings } = store();
    const marks = new Uint8Array(4_000);
    for (let doc = 0; doc < 4_000; doc += 7) marks[doc] = 1;
    const tokens = Uint32Array.of(1, 2, 30, 31, 399);
    postings.markFlat(tokens, marks);
    const held = new Set([...tokens].flatMap((token) => lists[token] ?? []));
    for (let doc = 0; doc < 4_000; doc += 1) {
      const expected = doc % 7 === 0 ? (held.has(doc) ? 2 : 1) : 0;
      expect(marks[doc], String(doc)).toBe(expected);
    }
  });

  it('renumbers flat and appended entries into flat lists, dropping the dead', () => {
    const { postings, all } = store();
    const renumbered = new Uint32Array(DOCS);
    let next = 0;
    for (let doc = 0; doc < DOCS; doc += 1) {
      if (doc % 5 === 2) renumbered[doc] = DEAD;
      else renumbered[doc] = next++;
    }
    const { postings: flat } = postings.renumbered(renumbered, DEAD, 460);
    expect(flat.tokens).toBe(460);
    for (let token = 0; token < 460; token += 1) {
      const expected = (all[token] ?? []).filter((doc) => doc % 5 !== 2).map((doc) => renumbered[doc]);
      expect([...flat.list(token)], String(token)).toEqual(expected);
    }
    // No larger than writing the renumbered lists afresh.
    const again = FlatPostings.of(flat.starts(), flat.decoded());
    expect(flat.bytes).toEqual(again.bytes);
  });
});
