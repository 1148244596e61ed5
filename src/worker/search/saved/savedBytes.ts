/**
 * A saved part's bytes as a start reads them: one buffer, or a whole save's read from its Blob in
 * two (savedRows.withBytes): its numbers, then its strings. The numbers' buffer holds no strings,
 * so the loaded index keeps its sections as views of it instead of copies (a view keeps its whole
 * buffer alive; of one buffer, the strings' bytes too, which are decoded into strings besides).
 *
 * The split is a hint the save writes (SavedTextIndex.textAt): any split at a multiple of
 * SPLIT_ALIGN reads the same (savedChecksum mixes the parts as one), and a section across it is
 * read as a copy of its bytes from both.
 */

export interface SplitBytes {
  /** From the start: a multiple of SPLIT_ALIGN bytes. */
  readonly numbers: ArrayBuffer;
  /** The rest. */
  readonly text: ArrayBuffer;
  /**
   * Sections of the numbers already read as a load reads them, by position
   * (sizedSections.varintsIn), while the rest was read from disk; each taken once.
   */
  readonly early?: Map<number, Uint32Array>;
}

export type SavedBytes = ArrayBuffer | SplitBytes;

/** Where a split may fall: whole 32-bit words in fours (savedChecksum's lanes). */
export const SPLIT_ALIGN = 16;

export function isSplitBytes(value: unknown): value is SplitBytes {
  if (typeof value !== 'object' || value === null) return false;
  const { numbers, text } = value as Partial<SplitBytes>;
  return (
    numbers instanceof ArrayBuffer && text instanceof ArrayBuffer && numbers.byteLength % SPLIT_ALIGN === 0
  );
}

export function byteLengthOf(data: SavedBytes): number {
  return data instanceof ArrayBuffer ? data.byteLength : data.numbers.byteLength + data.text.byteLength;
}

/** The buffer the header and the sections before the split are read from. */
export function headOf(data: SavedBytes): ArrayBuffer {
  return data instanceof ArrayBuffer ? data : data.numbers;
}

/** Whether `from`–`from + bytes` lies in a split's numbers (which a loaded index may keep as views). */
export function inNumbers(data: SavedBytes, from: number, bytes: number): boolean {
  return !(data instanceof ArrayBuffer) && from + bytes <= data.numbers.byteLength;
}

/**
 * The bytes `from`–`from + bytes`: a view of the buffer that holds them, or a copy of them from
 * both parts when they lie across the split. Throws past the end.
 */
export function bytesAt(data: SavedBytes, from: number, bytes: number): Uint8Array {
  if (from < 0 || bytes < 0 || from + bytes > byteLengthOf(data))
    throw new Error('Saved text index: size does not match the header');
  if (data instanceof ArrayBuffer) return new Uint8Array(data, from, bytes);
  const split = data.numbers.byteLength;
  if (from + bytes <= split) return new Uint8Array(data.numbers, from, bytes);
  if (from >= split) return new Uint8Array(data.text, from - split, bytes);
  const joined = new Uint8Array(bytes);
  joined.set(new Uint8Array(data.numbers, from));
  joined.set(new Uint8Array(data.text, 0, from + bytes - split), split - from);
  return joined;
}
