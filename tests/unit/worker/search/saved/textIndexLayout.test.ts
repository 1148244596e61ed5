/**
 * The byte layout of a saved text index: the sections, string lists and JSON come back as they
 * were written, and data laid out otherwise than the format says is refused, never misread.
 */
import { describe, expect, it } from 'vitest';
import {
  readLayout,
  writeLayout,
  type LayoutFormat,
} from '../../../../../src/worker/search/saved/textIndexLayout';
import { writeVarints } from '../../../../../src/worker/search/saved/varint';
import { defined } from '../../../defined';

const FORMAT: LayoutFormat = { version: 7, f64Sections: 1, u32Sections: 2, stringLists: 2 };

const CONTENTS = {
  f64: [Float64Array.from([1.5, -2, 0])],
  u32: [Uint32Array.from([3, 1, 4]), new Uint32Array(0)],
  strings: [['web-01', '', 'héllo wörld 𝄞'], ['ünïcode']],
  json: { freeform: [['', 'team', 'ops']] },
};

describe('the saved layout', () => {
  it('gives back the sections, the string lists and the JSON as they were written', () => {
    const read = readLayout(writeLayout(FORMAT.version, CONTENTS), FORMAT);
    expect(read.f64.map((section) => [...section])).toEqual([[1.5, -2, 0]]);
    expect(read.u32.map((section) => [...section])).toEqual([[3, 1, 4], []]);
    expect(read.strings).toEqual(CONTENTS.strings);
    expect(read.json).toEqual(CONTENTS.json);
  });

  it('refuses another version, other sections or string lists, and sizes that do not add up', () => {
    const data = writeLayout(FORMAT.version, CONTENTS);
    expect(() => readLayout(data, { ...FORMAT, version: 8 })).toThrow(/format 7, expected 8/);
    expect(() => readLayout(data, { ...FORMAT, u32Sections: 1 })).toThrow(/sections do not match/);
    const otherLists = writeLayout(FORMAT.version, { ...CONTENTS, strings: [['one']] });
    expect(() => readLayout(otherLists, FORMAT)).toThrow(/string lists do not match the format/);
    expect(() => readLayout(data.slice(0, data.byteLength - 1), FORMAT)).toThrow(/size does not match/);
    const notOurs = data.slice(0);
    new Uint32Array(notOurs, 0, 1)[0] = 0;
    expect(() => readLayout(notOurs, FORMAT)).toThrow(/not a text index/);
    // A string longer than it was written, the text's bytes unchanged: the lengths no longer add up.
    const longer = data.slice(0);
    // After the header (10 words), the f64 section (6), the u32 sections (3 and 0) and the sizes (2).
    const lengths = new Uint32Array(longer, (10 + 6 + 3 + 0 + 2) * 4, 4);
    lengths[0] = (lengths[0] ?? 0) + 1;
    expect(() => readLayout(longer, FORMAT)).toThrow(/strings do not match their lengths/);
  });

  it('keeps a packed section as its varints when asked, and writes varints given as they are', () => {
    const packed: LayoutFormat = { ...FORMAT, packedFrom: FORMAT.version };
    const data = writeLayout(FORMAT.version, CONTENTS, true);
    const read = readLayout(data, packed, [], 0);
    const varints = writeVarints([Uint32Array.from([3, 1, 4])]);
    expect(read.kept).toEqual(varints);
    // Bytes of their own: the saved buffer is not kept alive by them.
    expect(read.kept?.buffer).not.toBe(data);
    expect(read.u32.map((section) => [...section])).toEqual([[], []]);
    expect(read.strings).toEqual(CONTENTS.strings);
    // Given back as varints, the same bytes are written.
    const again = writeLayout(
      FORMAT.version,
      { ...CONTENTS, u32: [{ varints, length: 3 }, new Uint32Array(0)] },
      true,
    );
    expect(new Uint8Array(again)).toEqual(new Uint8Array(data));
    expect(() =>
      writeLayout(FORMAT.version, { ...CONTENTS, u32: [{ varints, length: 3 }, new Uint32Array(0)] }),
    ).toThrow(/varints in an unpacked version/);
  });

  describe('sized (format 10)', () => {
    const sized: LayoutFormat = { ...FORMAT, u32Sections: 5, sizedFrom: FORMAT.version };
    const SECTIONS = [
      Uint32Array.from([3, 1, 255]),
      Uint32Array.from([300, 0, 65_535]),
      Uint32Array.from([70_000, 0, 0xffffffff]),
      Uint32Array.from([1, 200, 100_000, 0xffffffff]),
      new Uint32Array(0),
    ];
    const WIDE = [true, true, true, false, true];
    const contents = { ...CONTENTS, u32: SECTIONS, wide: WIDE };
    // After the fixed header (6 words), the sections' lengths (1 f64, 5 u32, 2 of the strings).
    const FORMS = 6 + 8;
    const formsOf = (data: ArrayBuffer): number[] => [...new Uint32Array(data, FORMS * 4, 7 * 2)];

    it('saves each section at the narrowest width its values fit, or as varints, and reads it back', () => {
      const data = writeLayout(FORMAT.version, contents, true, true);
      // Per section its width (0: varints) and bytes.
      expect(formsOf(data).slice(0, 10)).toEqual([1, 3, 2, 6, 4, 12, 0, 1 + 2 + 3 + 5, 1, 0]);
      const read = readLayout(data, sized);
      expect(read.u32.map((section) => [...section])).toEqual(SECTIONS.map((section) => [...section]));
      // Arrays of their own: the saved buffer is not kept alive by them.
      expect(read.u32.every((section) => section.buffer !== data)).toBe(true);
      expect(read.strings).toEqual(CONTENTS.strings);
      expect(read.f64.map((section) => [...section])).toEqual([[1.5, -2, 0]]);
      expect(read.json).toEqual(CONTENTS.json);
      // The varints kept as they are, without being read.
      const kept = readLayout(data, sized, [], 3);
      expect(kept.kept).toEqual(writeVarints([defined(SECTIONS[3])]));
      expect(kept.u32[3]).toEqual(new Uint32Array(0));
    });

    it('refuses forms that do not match the sections, and varints that are not where the header says', () => {
      const data = writeLayout(FORMAT.version, contents, true, true);
      const damaged = (at: number, value: number): ArrayBuffer => {
        const copy = data.slice(0);
        new Uint32Array(copy, (FORMS + at) * 4, 1)[0] = value;
        return copy;
      };
      // A width of 3, and bytes that are not the section's values at its width.
      expect(() => readLayout(damaged(0, 3), sized)).toThrow(/sections do not match their sizes/);
      expect(() => readLayout(damaged(8, 3), sized)).toThrow(/sections do not match their sizes/);
      expect(() => readLayout(damaged(3, 4), sized)).toThrow(/sections do not match their sizes/);
      // A varint section longer than its bytes could hold, refused before it is read.
      const longer = data.slice(0);
      new Uint32Array(longer, (6 + 1 + 3) * 4, 1)[0] = 2 ** 31;
      expect(() => readLayout(longer, sized)).toThrow(/sections do not match their sizes/);
      // A section as varints that was written at its width: its bytes no longer add up.
      expect(() => readLayout(damaged(0, 0), sized)).toThrow(/numbers/);
      // Varints claiming more bytes than written: the sections outrun the data.
      expect(() => readLayout(damaged(7, 15), sized)).toThrow(/size does not match/);
      expect(() => readLayout(data.slice(0, data.byteLength - 1), sized)).toThrow(/size does not match/);
      // Only varints are kept unread.
      expect(() => readLayout(data, sized, [], 0)).toThrow(/numbers do not match their lengths/);
      // Two varint sections, one byte moved from one to the other: each is read where it is.
      const moved = writeLayout(
        FORMAT.version,
        {
          ...contents,
          wide: [false, true, true, false, true],
          u32: [Uint32Array.from([3, 1, 255, 300]), ...SECTIONS.slice(1)],
        },
        true,
        true,
      );
      const forms = new Uint32Array(moved, FORMS * 4, 8);
      // Both keep their padded size (8 and 12 bytes), so only the varints tell.
      expect([forms[1], forms[7]]).toEqual([6, 11]);
      forms[1] = 5;
      forms[7] = (forms[7] ?? 0) + 1;
      expect(() => readLayout(moved, sized)).toThrow(/numbers/);
    });
  });
});
