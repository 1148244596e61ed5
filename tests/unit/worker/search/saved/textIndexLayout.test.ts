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
});
