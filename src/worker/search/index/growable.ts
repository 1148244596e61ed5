/**
 * Append-only typed arrays for the index's columns. Each grows its buffer by half as it fills
 * (a page added to a restored index of 250,000 rows then costs a half more of each column, not
 * twice it), and `trim()` gives the slack back once the rows are all in (after a load and its
 * tails): a restored index holds exactly its rows.
 *
 * Code columns (one entry per row, an index into a dictionary) are GrowableCodes: kept at the
 * narrowest width their largest code needs (most hold a handful of codes: states, regions,
 * types, availability domains), widened in place when a code outgrows it.
 */

/** Capacity for `size` values when `current` is too small: half as much again, at least 16. */
function grown(current: number, size: number): number {
  return Math.max(16, current + (current >>> 1), size);
}

/** A code column's array, at its width. */
export type CodeArray = Uint8Array | Uint16Array | Uint32Array;

/** The codes as four bytes each: the array itself, or a copy when it is narrower. */
export function fourBytes(codes: CodeArray): Uint32Array {
  return codes instanceof Uint32Array ? codes : Uint32Array.from(codes);
}

/**
 * The code that stands for none (a removed document's type): every width holds it, as the
 * width's top value, which no code reaches (a column widens first).
 */
export const NO_CODE = 0xffffffff;

const WIDTHS = [
  { top: 0xff, make: (size: number): CodeArray => new Uint8Array(size) },
  { top: 0xffff, make: (size: number): CodeArray => new Uint16Array(size) },
  { top: NO_CODE, make: (size: number): CodeArray => new Uint32Array(size) },
] as const;

/** The narrowest width whose top is above `code` (NO_CODE fits every width). */
function widthFor(code: number): number {
  if (code < 0xff || code === NO_CODE) return 0;
  return code < 0xffff ? 1 : 2;
}

/** The largest of the values that is not NO_CODE (0 when none is), and whether NO_CODE is one. */
function scanCodes(values: ArrayLike<number>): { readonly largest: number; readonly none: boolean } {
  // A load's columns are Uint32Arrays: a loop that sees no other kind of array stays fast.
  return values instanceof Uint32Array ? scanUint32(values) : scanOthers(values);
}

function scanUint32(values: Uint32Array): { readonly largest: number; readonly none: boolean } {
  let largest = 0;
  let none = false;
  for (let at = 0; at < values.length; at += 1) {
    const value = values[at] ?? 0;
    if (value <= largest) continue;
    if (value === NO_CODE) none = true;
    else largest = value;
  }
  return { largest, none };
}

function scanOthers(values: ArrayLike<number>): { readonly largest: number; readonly none: boolean } {
  let largest = 0;
  let none = false;
  for (let at = 0; at < values.length; at += 1) {
    const value = values[at] ?? 0;
    if (value <= largest) continue;
    if (value === NO_CODE) none = true;
    else largest = value;
  }
  return { largest, none };
}

/** A column of codes at the narrowest width its codes need. */
export class GrowableCodes {
  private data: CodeArray;
  private width: number;
  length: number;

  /**
   * Starts with `initial` at the width its codes need, or empty. Adopted, not copied, when it is
   * already at a width that holds its codes (a load's columns, read at their saved width, or four
   * bytes a code); else a copy (a Growable copies before it writes past it).
   */
  constructor(initial?: ArrayLike<number>) {
    const values = initial ?? [];
    if (values instanceof Uint8Array || values instanceof Uint16Array) {
      const width = values instanceof Uint8Array ? 0 : 1;
      // No code may be the width's top, which stands for NO_CODE (a native search, no loop).
      if (values.indexOf(WIDTHS[width].top) === -1) {
        this.data = values;
        this.width = width;
        this.length = values.length;
        return;
      }
    }
    const scanned = scanCodes(values);
    this.width = widthFor(scanned.largest);
    this.length = values.length;
    if (values instanceof Uint32Array && this.width === WIDTHS.length - 1) {
      this.data = values;
      return;
    }
    this.data = WIDTHS[this.width]?.make(values.length) ?? new Uint32Array(values.length);
    this.copyIn(values, 0, scanned.none);
  }

  /** What NO_CODE reads as in `view()`: the width's top value. */
  get none(): number {
    return WIDTHS[this.width]?.top ?? NO_CODE;
  }

  push(value: number): void {
    this.fit(value);
    this.reserve(this.length + 1);
    this.data[this.length] = value === NO_CODE ? this.none : value;
    this.length += 1;
  }

  /** Appends every value, each plus `offset` (a saved tail's rebased offsets). */
  pushAll(values: ArrayLike<number>, offset = 0): void {
    const moved =
      offset === 0 ? values : Array.from({ length: values.length }, (_, at) => (values[at] ?? 0) + offset);
    const scanned = scanCodes(moved);
    this.fit(scanned.largest);
    this.reserve(this.length + moved.length);
    this.copyIn(moved, this.length, scanned.none);
    this.length += moved.length;
  }

  at(index: number): number {
    const value = this.data[index] ?? 0;
    return value === this.none ? NO_CODE : value;
  }

  /** Sets one value; an index at or past the end first extends the column with zeros. */
  set(index: number, value: number): void {
    this.fit(value);
    this.reserve(index + 1);
    this.data[index] = value === NO_CODE ? this.none : value;
    if (index >= this.length) this.length = index + 1;
  }

  /** The codes as a view at the column's width (NO_CODE reads as `none`); valid until the next write. */
  view(): CodeArray {
    return this.data.subarray(0, this.length);
  }

  /** The codes from `from` on as a Uint32Array of their own (NO_CODE as itself): what is saved. */
  copy(from = 0): Uint32Array {
    const out = new Uint32Array(Math.max(0, this.length - from));
    for (let at = 0; at < out.length; at += 1) out[at] = this.at(from + at);
    return out;
  }

  /** Gives back the room past the last code. */
  trim(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length);
  }

  /** Widens the column (a copy) when `value` does not fit its width. */
  private fit(value: number): void {
    const needed = widthFor(value);
    if (needed <= this.width) return;
    const before = this.none;
    const next = WIDTHS[needed]?.make(this.data.length) ?? new Uint32Array(this.data.length);
    this.width = needed;
    const none = this.none;
    for (let at = 0; at < this.length; at += 1) {
      const code = this.data[at] ?? 0;
      next[at] = code === before ? none : code;
    }
    this.data = next;
  }

  /** Writes `values` (`hasNone`: NO_CODE among them) from `offset` on (room reserved, width fitted). */
  private copyIn(values: ArrayLike<number>, offset: number, hasNone: boolean): void {
    const none = this.none;
    if (ArrayBuffer.isView(values) && (none === NO_CODE || !hasNone)) {
      // Every value fits as it is: a native copy (a load's columns, 250,000 codes each).
      this.data.set(values, offset);
      return;
    }
    for (let at = 0; at < values.length; at += 1) {
      const value = values[at] ?? 0;
      this.data[offset + at] = value === NO_CODE ? none : value;
    }
  }

  /**
   * Room for `more` codes past the last, exactly: the rows a load's tails add, known before they
   * are appended, grow the column once and leave no room for trim() to copy it back from.
   */
  makeRoom(more: number): void {
    this.reserve(this.length + more, true);
  }

  private reserve(size: number, exactly = false): void {
    if (size <= this.data.length) return;
    const capacity = exactly ? size : grown(this.data.length, size);
    const next = WIDTHS[this.width]?.make(capacity) ?? new Uint32Array(capacity);
    next.set(this.data);
    this.data = next;
  }
}

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

  /**
   * Extends the content to `length` values with zeros (as `set` past the end does), to be written
   * through `view()` by a loop of its own; a shorter length changes nothing.
   */
  extend(length: number): void {
    if (length <= this.length) return;
    this.reserve(length);
    this.length = length;
  }

  /** The values from `from` on, as an array of their own. */
  copy(from = 0): Uint32Array {
    return this.view().slice(from);
  }

  /** Gives back the room past the last value. */
  trim(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length);
  }

  /** Room for `size` values (zeros past the content). */
  private reserve(size: number): void {
    if (size <= this.data.length) return;
    const next = new Uint32Array(grown(this.data.length, size));
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

  /** Gives back the room past the last value. */
  trim(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length);
  }

  private reserve(size: number): void {
    if (size <= this.data.length) return;
    const next = new Float64Array(grown(this.data.length, size));
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
  start: GrowableUint32 | GrowableCodes,
  entries: GrowableUint32 | GrowableCodes,
  row: number,
): { readonly start: Uint32Array; readonly entries: Uint32Array } {
  const from = start.at(row);
  return {
    start: start.copy(row).map((at) => at - from),
    entries: entries.copy(from),
  };
}

/** Appends the rows listsFrom answered, their offsets moved past the entries already there. */
export function appendLists(
  start: GrowableUint32 | GrowableCodes,
  entries: GrowableUint32 | GrowableCodes,
  added: { readonly start: Uint32Array; readonly entries: CodeArray },
): void {
  start.pushAll(added.start.subarray(1), entries.length);
  entries.pushAll(fourBytes(added.entries));
}
