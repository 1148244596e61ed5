/** Append-only typed arrays that double their buffer as they grow, for the index's columns. */

export class GrowableUint32 {
  private data: Uint32Array;
  length: number;

  /** Starts with `initial` as its content (adopted, not copied), or empty. */
  constructor(initial?: Uint32Array) {
    this.data = initial ?? new Uint32Array(16);
    this.length = initial?.length ?? 0;
  }

  push(value: number): void {
    this.reserve(this.length + 1);
    this.data[this.length] = value;
    this.length += 1;
  }

  /** Appends every value, each plus `offset` (a saved tail's rebased offsets). */
  pushAll(values: Uint32Array, offset = 0): void {
    const end = this.length + values.length;
    this.reserve(end);
    if (offset === 0) this.data.set(values, this.length);
    else
      for (let at = 0; at < values.length; at += 1) this.data[this.length + at] = (values[at] ?? 0) + offset;
    this.length = end;
  }

  at(index: number): number {
    return this.data[index] ?? 0;
  }

  /** Sets one value; an index at or past the end first extends the array with zeros. */
  set(index: number, value: number): void {
    this.reserve(index + 1);
    this.data[index] = value;
    if (index >= this.length) this.length = index + 1;
  }

  /** The content as a view (no copy); valid until the next push. */
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }

  /** Room for `size` values: the buffer at least doubles when it grows (zeros past the content). */
  private reserve(size: number): void {
    if (size <= this.data.length) return;
    const next = new Uint32Array(Math.max(16, this.data.length * 2, size));
    next.set(this.data);
    this.data = next;
  }
}

export class GrowableFloat64 {
  private data: Float64Array;
  length: number;

  constructor(initial?: Float64Array) {
    this.data = initial ?? new Float64Array(16);
    this.length = initial?.length ?? 0;
  }

  push(value: number): void {
    this.reserve(this.length + 1);
    this.data[this.length] = value;
    this.length += 1;
  }

  pushAll(values: Float64Array): void {
    this.reserve(this.length + values.length);
    this.data.set(values, this.length);
    this.length += values.length;
  }

  at(index: number): number {
    return this.data[index] ?? 0;
  }

  view(): Float64Array {
    return this.data.subarray(0, this.length);
  }

  private reserve(size: number): void {
    if (size <= this.data.length) return;
    const next = new Float64Array(Math.max(16, this.data.length * 2, size));
    next.set(this.data);
    this.data = next;
  }
}

/**
 * Lists of values row after row, as two arrays: per row its first entry (rows + 1 offsets) and
 * the entries (a document's tokens, a row's tag triples). The rows from `row` on, their offsets
 * from 0: what a saved tail holds of them.
 */
export function listsFrom(
  start: GrowableUint32,
  entries: GrowableUint32,
  row: number,
): { readonly start: Uint32Array; readonly entries: Uint32Array } {
  const from = start.at(row);
  return {
    start: start
      .view()
      .subarray(row)
      .map((at) => at - from),
    entries: entries.view().slice(from),
  };
}

/** Appends the rows listsFrom answered, their offsets moved past the entries already there. */
export function appendLists(
  start: GrowableUint32,
  entries: GrowableUint32,
  added: { readonly start: Uint32Array; readonly entries: Uint32Array },
): void {
  start.pushAll(added.start.subarray(1), entries.length);
  entries.pushAll(added.entries);
}
