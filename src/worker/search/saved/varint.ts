/**
 * Unsigned integers as LEB128 varints (7 bits a byte, the high bit set while more follow): the
 * saved index's u32 sections (textIndexLayout) take one byte per value below 128, two below
 * 16,384, where a Uint32Array takes four. The codec first turns ascending offsets and sorted
 * lists into the gaps between neighbours (deltas, listDeltas), which are small.
 */

/** Bytes `values` take as varints. */
function varintBytes(values: Uint32Array): number {
  let bytes = 0;
  for (let at = 0; at < values.length; at += 1) {
    const value = values[at] ?? 0;
    bytes += value < 0x80 ? 1 : value < 0x4000 ? 2 : value < 0x200000 ? 3 : value < 0x10000000 ? 4 : 5;
  }
  return bytes;
}

/** A section written as varints already: `length` values in `varints`. */
export interface VarintSection {
  readonly varints: Uint8Array;
  readonly length: number;
}

/** Every section's values one after the other as varints (a VarintSection's bytes as they are). */
export function writeVarints(sections: readonly (Uint32Array | VarintSection)[]): Uint8Array {
  const out = new Uint8Array(
    sections.reduce(
      (sum, section) =>
        sum + (section instanceof Uint32Array ? varintBytes(section) : section.varints.length),
      0,
    ),
  );
  let at = 0;
  for (const section of sections) {
    if (!(section instanceof Uint32Array)) {
      out.set(section.varints, at);
      at += section.varints.length;
      continue;
    }
    for (let index = 0; index < section.length; index += 1) {
      let value = section[index] ?? 0;
      while (value >= 0x80) {
        out[at] = (value & 0x7f) | 0x80;
        at += 1;
        value >>>= 7;
      }
      out[at] = value;
      at += 1;
    }
  }
  return out;
}

/**
 * One value from `bytes` at `at` (5 bytes at most); throws when cut short or over 32 bits. The
 * first four bytes are read with integer shifts (the whole 250k save's millions of values: three
 * times as fast as one loop in floating point), the fifth by multiplication past 31 bits.
 */
function readOne(bytes: Uint8Array, at: number, into: Uint32Array, index: number): number {
  const end = bytes.length;
  let byte = at < end ? (bytes[at] as number) : -1;
  if (byte < 0) throw new Error('Saved text index: numbers cut short');
  let value = byte & 0x7f;
  for (let shift = 7; byte >= 0x80; shift += 7) {
    at += 1;
    if (at >= end || shift > 28) throw new Error('Saved text index: numbers cut short');
    byte = bytes[at] as number;
    if (shift === 28) {
      if (byte > 0x0f) throw new Error('Saved text index: a number out of range');
      value = (value >>> 0) + byte * 0x10000000;
    } else value |= (byte & 0x7f) << shift;
  }
  into[index] = value;
  return at + 1;
}

/**
 * Sections of the given lengths read back from `bytes`; throws when the bytes do not hold them
 * exactly. The section at `keep` is not read: its bytes are answered as `kept` (a copy), and an
 * empty array in its place.
 */
export function readVarints(
  bytes: Uint8Array,
  lengths: readonly number[],
  keep = -1,
): { sections: Uint32Array[]; kept: Uint8Array } {
  let at = 0;
  let kept = new Uint8Array(0);
  const sections = lengths.map((length, position) => {
    if (position === keep) {
      // Only where it ends: each value's last byte is below 0x80 (its reader checks the rest).
      const from = at;
      const end = bytes.length;
      let values = 0;
      for (; values < length && at < end; at += 1) values += ((bytes[at] as number) >>> 7) ^ 1;
      if (values < length) throw new Error('Saved text index: numbers cut short');
      kept = bytes.slice(from, at);
      return new Uint32Array(0);
    }
    const section = new Uint32Array(length);
    const end = bytes.length;
    let index = 0;
    while (index < length) {
      // Most values are one byte: a run of them read in one tight loop, the others by readOne.
      const stop = Math.min(end, at + length - index);
      while (at < stop) {
        const byte = bytes[at] as number;
        if (byte >= 0x80) break;
        section[index] = byte;
        index += 1;
        at += 1;
      }
      if (index < length) {
        at = readOne(bytes, at, section, index);
        index += 1;
      }
    }
    return section;
  });
  if (at !== bytes.length) throw new Error('Saved text index: numbers do not match their lengths');
  return { sections, kept };
}

/** An ascending list as its first value and the gaps after it (a new array). */
export function deltas(ascending: Uint32Array): Uint32Array {
  const out = new Uint32Array(ascending.length);
  let previous = 0;
  for (let at = 0; at < ascending.length; at += 1) {
    const value = ascending[at] ?? 0;
    out[at] = value - previous;
    previous = value;
  }
  return out;
}

/** What `deltas` took apart, summed back in place; throws past 32 bits. */
export function undoDeltas(gaps: Uint32Array): Uint32Array {
  let sum = 0;
  for (let at = 0; at < gaps.length; at += 1) {
    sum += gaps[at] ?? 0;
    if (sum > 0xffffffff) throw new Error('Saved text index: offsets out of range');
    gaps[at] = sum;
  }
  return gaps;
}

/**
 * Ascending lists in CSR form (list i: `entries[start[i]]` up to `entries[start[i + 1]]`), each
 * as its first entry and the gaps after it (a new array).
 */
export function listDeltas(start: Uint32Array, entries: Uint32Array): Uint32Array {
  const out = new Uint32Array(entries.length);
  for (let list = 0; list + 1 < start.length; list += 1) {
    let previous = 0;
    const end = start[list + 1] ?? 0;
    for (let at = start[list] ?? 0; at < end; at += 1) {
      const value = entries[at] ?? 0;
      out[at] = value - previous;
      previous = value;
    }
  }
  return out;
}

/** What `listDeltas` took apart, summed back in place (`start` already checked against it). */
export function undoListDeltas(start: Uint32Array, gaps: Uint32Array): Uint32Array {
  for (let list = 0; list + 1 < start.length; list += 1) {
    let sum = 0;
    const end = Math.min(start[list + 1] ?? 0, gaps.length);
    for (let at = start[list] ?? 0; at < end; at += 1) {
      sum += gaps[at] ?? 0;
      if (sum > 0xffffffff) throw new Error('Saved text index: a list out of range');
      gaps[at] = sum;
    }
  }
  return gaps;
}
