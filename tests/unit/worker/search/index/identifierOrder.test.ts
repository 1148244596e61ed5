/**
 * The documents' identifier order, read from a whole save's split identifiers without joining
 * them: the same order as comparing the joined identifiers, whatever the prefixes and rests.
 */
import { describe, expect, it } from 'vitest';
import {
  compareIds,
  compareJoined,
  identifierOrder,
  keptParts,
  liveParts,
  type IdentifierParts,
} from '../../../../../src/worker/search/index/identifierOrder';
import { IdentifierColumn } from '../../../../../src/worker/search/index/identifierColumn';
import { spanAt } from '../../../../../src/worker/search/index/textSpans';
import { splitIdentifiers } from '../../../../../src/worker/search/saved/savedIdentifiers';

const sign = (value: number) => Math.sign(value);

/** Identifiers whose prefixes are prefixes of one another, empty, or differ past each other's end. */
const AWKWARD = [
  'ocid1.tenancy.oc1..aaaa',
  'ocid1.tenancy.oc1.aaaa',
  'ocid1.tenancy.oc1.',
  'ocid1.tenancy.oc1..',
  'ocid1.tenancy.oc1.a.b',
  'ocid1.instance.oc1.iad.anuwcljt',
  'ocid1.instance.oc1.iad.anuwcljta',
  'ocid1.instance.oc1.iad.b',
  'ocid1.instance.oc1.phx.a',
  'plain',
  'plai',
  '',
  '.',
  'a.',
  'a.b',
  'é.x',
  'e\u0301.x',
  '\u{1F600}.x',
  '\uFFFF.x',
];

describe('the identifier order', () => {
  it('compares a prefix and a rest (a span of a longer text) as the joined text, at every cut', () => {
    for (const a of AWKWARD) {
      for (const b of AWKWARD) {
        // Each rest a span of a text holding more before and after it.
        const textA = `<${a}>`;
        const textB = `[${b}]`;
        for (let cutA = 0; cutA <= a.length; cutA += 1) {
          for (let cutB = 0; cutB <= b.length; cutB += 1) {
            const prefixA = a.slice(0, cutA);
            const prefixB = b.slice(0, cutB);
            expect(
              sign(compareJoined(prefixA, textA, 1 + cutA, 1 + a.length, prefixB, textB, 1 + cutB, 1 + b.length)),
              `${a} | ${b}`,
            ).toBe(sign(compareIds(a, b)));
          }
        }
      }
    }
  });

  it('orders split documents and those added after them as their identifiers, never reading a split one whole', () => {
    const restored = [...AWKWARD, ...AWKWARD.map((id) => `${id}9`)];
    const split = splitIdentifiers(restored);
    const added = ['ocid1.tenancy.oc1..aaab', 'a.a', '', 'zz'];
    const joined = [...restored, ...added];
    for (const parts of [split, keptParts(split)]) {
      // Only the added identifiers are whole: a split one is compared by its parts.
      const order = identifierOrder(added, parts);
      const rows = joined.map((_, row) => row);
      const expected = [...rows].sort((a, b) => compareIds(joined[a] ?? '', joined[b] ?? '') || a - b);
      expect([...rows].sort((a, b) => order(a, b) || a - b)).toEqual(expected);
    }
    expect(keptParts(split).codes).toBeInstanceOf(Uint16Array);
  });

  it('reads a column of split and added identifiers as the identifiers, and keeps the live ones after a compaction', () => {
    const restored = [...AWKWARD, 'ocid1.instance.oc1.phx.abc', 'b.2'];
    const column = IdentifierColumn.fromParts(splitIdentifiers(restored));
    expect(column.wholeSplit()?.codes).toHaveLength(restored.length);
    const added = ['ocid1.tenancy.oc1..aaab', 'zz'];
    for (const id of added) column.push(id);
    const joined = [...restored, ...added];
    expect(column.wholeSplit()).toBeUndefined();
    expect(column.length).toBe(joined.length);
    expect([...column]).toEqual(joined);
    expect(joined.map((_, doc) => column.at(doc))).toEqual(joined);
    expect(column.at(joined.length)).toBeUndefined();
    expect(column.slice(restored.length - 1)).toEqual(joined.slice(restored.length - 1));
    // Joined once for the queries of the identifier field, grown by what is added after.
    expect(column.joined()).toEqual(joined);
    column.push('later.1');
    expect(column.joined()).toEqual([...joined, 'later.1']);
    joined.push('later.1');
    const rows = joined.map((_, row) => row);
    const order = column.order();
    expect([...rows].sort((a, b) => order(a, b) || a - b)).toEqual(
      [...rows].sort((a, b) => compareIds(joined[a] ?? '', joined[b] ?? '') || a - b),
    );
    const live = rows.filter((row) => row % 3 !== 1);
    const kept = column.live(live);
    expect([...kept]).toEqual(live.map((row) => joined[row]));
    expect(kept.wholeSplit()).toBeUndefined();
    // An array is adopted as the column's own: what the column adds, the array holds.
    const list = ['x.1'];
    IdentifierColumn.of(list).push('y.2');
    expect(list).toEqual(['x.1', 'y.2']);
  });

  it('keeps the live documents’ parts in order after a compaction', () => {
    const restored = ['b.2', 'a.1', 'c.3', 'a.0'];
    const parts: IdentifierParts = keptParts(splitIdentifiers(restored));
    // Documents 0 and 2 removed, 5 added after the split ones.
    const live = [1, 3, 4, 5];
    const kept = liveParts(parts, live);
    expect(kept.codes.length).toBe(2);
    expect([0, 1].map((doc) => `${kept.prefixes[kept.codes[doc] ?? 0] ?? ''}${spanAt(kept.rests, doc)}`)).toEqual([
      'a.1',
      'a.0',
    ]);
  });
});
