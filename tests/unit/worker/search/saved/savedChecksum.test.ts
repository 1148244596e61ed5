import { describe, expect, it } from 'vitest';
import {
  checksumAfterNumbers,
  checksumOf,
  lanesThroughNumbers,
} from '../../../../../src/worker/search/saved/savedChecksum';

/** Bytes that look like a saved part: counting words, then a few odd bytes. */
function sample(size: number): ArrayBuffer {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 1) bytes[at] = (at * 31 + 7) & 0xff;
  return bytes.buffer;
}

describe('checksumOf', () => {
  it('is the same for the same pieces, read from buffers or typed arrays alike', () => {
    const data = sample(1_027);
    expect(checksumOf([data])).toBe(checksumOf([data.slice(0)]));
    const words = new Uint32Array([1, 2, 3]);
    expect(checksumOf([words])).toBe(checksumOf([words.buffer.slice(0)]));
    // A view counts only its own bytes.
    const within = new Uint32Array(new Uint32Array([9, 1, 2, 3, 9]).buffer, 4, 3);
    expect(checksumOf([within])).toBe(checksumOf([words]));
    expect(checksumOf([Float64Array.of(1.5)])).toBe(checksumOf([Float64Array.of(1.5).buffer]));
  });

  it('changes with every single flipped bit, in any lane, in the odd bytes at the end, and in later pieces', () => {
    // 262 words and 3 bytes: eight words a turn, then four, then two alone, then the bytes.
    const size = 1_051;
    const data = sample(size);
    const extra = new Uint32Array([5, 6, 7, 8, 9]);
    const original = checksumOf([data, extra]);
    for (let at = 0; at < size; at += 1) {
      for (let bit = 0; bit < 8; bit += 1) {
        const changed = data.slice(0);
        const bytes = new Uint8Array(changed);
        bytes[at] = (bytes[at] ?? 0) ^ (1 << bit);
        expect(checksumOf([changed, extra]), `bit ${String(bit)} of byte ${String(at)}`).not.toBe(original);
      }
    }
    for (let at = 0; at < extra.length; at += 1) {
      const changed = extra.slice();
      changed[at] = (changed[at] ?? 0) + 1;
      expect(checksumOf([data, changed])).not.toBe(original);
    }
  });

  it('tells where one piece ends and the next begins, and words moved from their place', () => {
    const whole = new Uint32Array([1, 2, 3, 4, 5, 6]);
    expect(checksumOf([whole])).not.toBe(checksumOf([whole.subarray(0, 2), whole.subarray(2)]));
    expect(checksumOf([new Uint32Array([1, 2])])).not.toBe(checksumOf([new Uint32Array([2, 1])]));
    expect(checksumOf([new Uint32Array([1, 2, 3, 4, 5])])).not.toBe(
      checksumOf([new Uint32Array([5, 2, 3, 4, 1])]),
    );
    // Trailing zero bytes count.
    expect(checksumOf([new Uint8Array([1, 2, 3]).buffer])).not.toBe(
      checksumOf([new Uint8Array([1, 2, 3, 0]).buffer]),
    );
  });

  it('is a 32-bit unsigned number', () => {
    for (const size of [0, 1, 4, 17, 4_096]) {
      const value = checksumOf([sample(size)]);
      expect(Number.isInteger(value) && value >= 0 && value < 2 ** 32).toBe(true);
    }
  });

  it('is the same when the numbers of a split save were mixed first, and its text after them', () => {
    const header = Float64Array.of(3, 4.5, 0, 1);
    for (const [size, at] of [
      [1_051, 16],
      [1_051, 512],
      [1_040, 1_024],
      [4_099, 4_096],
    ] as const) {
      const data = sample(size);
      const split = { numbers: data.slice(0, at), text: data.slice(at) };
      const lanes = lanesThroughNumbers([header], split.numbers);
      expect(checksumAfterNumbers(lanes, split), `${String(size)} split at ${String(at)}`).toBe(
        checksumOf([header, data]),
      );
      // The lanes are left as they were: the same sum twice.
      expect(checksumAfterNumbers(lanes, split)).toBe(checksumOf([header, split]));
      // A byte of the text changed after the numbers were mixed is seen.
      const text = new Uint8Array(split.text.slice(0));
      text[text.length - 1] = (text[text.length - 1] ?? 0) ^ 1;
      expect(checksumAfterNumbers(lanes, { ...split, text: text.buffer })).not.toBe(
        checksumOf([header, data]),
      );
    }
  });
});
