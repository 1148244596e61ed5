/**
 * The varints a packed or sized save keeps most of its numbers as: sections read back exactly as
 * written, whatever mix of one-byte and longer values they hold, and bytes that do not hold the
 * sections refused.
 */
import { describe, expect, it } from 'vitest';
import {
  deltas,
  listDeltas,
  readVarints,
  undoDeltas,
  undoListDeltas,
  writeVarints,
} from '../../../../../src/worker/search/saved/varint';

/** Values at each length's edges: one byte up to 127, five bytes past 2^28. */
const EDGES = [
  0, 1, 127, 128, 255, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, 0xffffffff,
];

/** Sections of the given lengths, mostly one-byte values with the edges among them. */
function sections(lengths: readonly number[]): Uint32Array[] {
  let seed = 11;
  return lengths.map((length) =>
    Uint32Array.from({ length }, (_, at) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return at % 7 === 3 ? (EDGES[seed % EDGES.length] ?? 0) : seed % 128;
    }),
  );
}

describe('varints', () => {
  it('reads back every section as written, runs of one-byte values and longer values alike', () => {
    const lengths = [0, 1, 5, 300, 0, 64, 2, 1_000];
    const written = sections(lengths);
    const read = readVarints(writeVarints(written), lengths);
    expect(read.sections).toEqual(written);
    // A section of one-byte values only, then one of longer values only.
    const plain = [Uint32Array.from([1, 2, 3, 4]), Uint32Array.from(EDGES.slice(3))];
    expect(readVarints(writeVarints(plain), [4, EDGES.length - 3]).sections).toEqual(plain);
  });

  it('keeps the section asked for as its bytes, and reads the others', () => {
    const written = sections([10, 20, 30]);
    const bytes = writeVarints(written);
    const read = readVarints(bytes, [10, 20, 30], 1);
    expect(read.sections[0]).toEqual(written[0]);
    expect(read.sections[1]).toEqual(new Uint32Array(0));
    expect(read.sections[2]).toEqual(written[2]);
    expect(read.kept).toEqual(writeVarints([written[1] ?? new Uint32Array(0)]));
  });

  it('refuses bytes that do not hold the sections exactly, and reads each section where it is', () => {
    const lengths = [40, 40];
    const bytes = writeVarints(sections(lengths));
    expect(() => readVarints(Uint8Array.from([...bytes, 0]), lengths)).toThrow(/numbers do not match/);
    expect(() => readVarints(bytes, [40, 41])).toThrow(/numbers/);
    // Sections split elsewhere than written: the bytes still add up, and each is read as its own
    // (a run of one-byte values does not run into the next section).
    const moved = readVarints(bytes, [39, 41]).sections;
    expect(moved[0]?.length).toBe(39);
    expect(moved[1]?.length).toBe(41);
    expect([...(moved[0] ?? []), ...(moved[1] ?? [])]).toEqual([
      ...(sections(lengths)[0] ?? []),
      ...(sections(lengths)[1] ?? []),
    ]);
    expect(() => readVarints(Uint8Array.from([0x80]), [1])).toThrow(/cut short/);
    expect(() => readVarints(Uint8Array.from([0x80, 0x80, 0x80, 0x80, 0x80, 0x00]), [1])).toThrow(
      /out of range/,
    );
  });

  it('reads varints back at every width, and refuses bytes cut short or left over', () => {
    const values = Uint32Array.of(0, 1, 127, 128, 16_383, 16_384, 2 ** 21, 2 ** 28, 0xffffffff);
    const bytes = writeVarints([values, Uint32Array.of(5)]);
    expect(bytes).toHaveLength(1 + 1 + 1 + 2 + 2 + 3 + 4 + 5 + 5 + 1);
    expect(readVarints(bytes, [values.length, 1]).sections).toEqual([values, Uint32Array.of(5)]);
    expect(() => readVarints(bytes.subarray(0, bytes.length - 1), [values.length, 1])).toThrow(/cut short/);
    expect(() => readVarints(bytes, [values.length])).toThrow(/do not match/);
    expect(() => readVarints(Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0x7f), [1])).toThrow(/out of range/);
    // A section kept as its varints: its bytes, found by its values' last bytes.
    const kept = readVarints(bytes, [values.length, 1], 0);
    expect(kept.kept).toEqual(bytes.subarray(0, bytes.length - 1));
    expect(kept.sections).toEqual([new Uint32Array(0), Uint32Array.of(5)]);
    expect(() => readVarints(bytes, [values.length + 2], 0)).toThrow(/cut short/);
  });

  it('takes ascending offsets and sorted lists apart into gaps and sums them back', () => {
    const offsets = Uint32Array.of(0, 3, 3, 10, 4_000_000);
    expect(deltas(offsets)).toEqual(Uint32Array.of(0, 3, 0, 7, 3_999_990));
    expect(undoDeltas(deltas(offsets))).toEqual(offsets);
    const start = Uint32Array.of(0, 3, 3, 5);
    const lists = Uint32Array.of(2, 9, 40, 1, 1_000);
    expect(listDeltas(start, lists)).toEqual(Uint32Array.of(2, 7, 31, 1, 999));
    expect(undoListDeltas(start, listDeltas(start, lists))).toEqual(lists);
  });
});
