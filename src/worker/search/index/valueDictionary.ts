/**
 * A column's dictionary of distinct values (code 0: the field is missing), as the query columns
 * (fieldColumns.ts) and the shown columns (shownColumns.ts) keep them: looked up as values are
 * added, appended unchecked while a large one grows a little, joined lower-cased for `=~`, and
 * compacted to the values the rows still use.
 */

/** A dictionary's lower-cased values in one text, NUL between them, and where each starts. */
export interface JoinedValues {
  readonly text: string;
  readonly starts: Uint32Array;
}

/** The code of `value` in `values`, looked up in `codeOf`; a new value is appended and mapped. */
export function internedCode(
  codeOf: Map<string, number>,
  values: (string | undefined)[],
  value: string,
): number {
  let code = codeOf.get(value);
  if (code === undefined) {
    code = values.length;
    values.push(value);
    codeOf.set(value, code);
  }
  return code;
}

/** Below this many values, a dictionary looks a value up from the first one added. */
const LOOKED_UP_BELOW = 4_096;
/**
 * A larger one (names, creation times: 250,000 values at 250,000 resources, a map of them over a
 * hundred milliseconds to build) first appends values unchecked, as many as this share of it: a
 * start that indexes a few records from the table builds no map. Past it, the map is built.
 */
const UNCHECKED_SHARE = 1 / 16;

/**
 * A column's values; code 0 is `undefined` (the field is missing). A value may have two codes
 * (one appended unchecked): queries test values, not codes, and equal values rank equal; a
 * compaction merges them (`compacted`).
 */
export class ValueDictionary {
  readonly values: (string | undefined)[];
  /** Built when values are added past the unchecked ones: a restored index answers queries without it. */
  private codeOfMap?: Map<string, number>;
  /** How many more values may be appended without a look-up. */
  private unchecked: number;
  private lowered?: (string | undefined)[];
  private joined?: {
    readonly size: number;
    readonly value: JoinedValues | undefined;
  };

  /**
   * `joined`: the values' joined lower-cased text as saved, adopted when it covers them all;
   * `codeOf`: the values' codes, when the caller has them.
   */
  constructor(values: readonly string[] = [], joined?: JoinedValues, codeOf?: Map<string, number>) {
    this.values = [undefined, ...values];
    this.codeOfMap = codeOf;
    this.unchecked = values.length >= LOOKED_UP_BELOW ? Math.floor(values.length * UNCHECKED_SHARE) : 0;
    if (joined?.starts.length === this.values.length)
      this.joined = { size: this.values.length, value: joined };
  }

  private get codeOf(): Map<string, number> {
    return (this.codeOfMap ??= this.mapCodes());
  }

  private mapCodes(): Map<string, number> {
    const map = new Map<string, number>();
    // Downwards, so that a value appended twice is looked up as its first code.
    for (let code = this.values.length - 1; code >= 1; code -= 1) map.set(this.values[code] ?? '', code);
    return map;
  }

  get size(): number {
    return this.values.length;
  }

  code(value: string | undefined): number {
    if (value === undefined) return 0;
    if (this.codeOfMap === undefined && this.unchecked > 0) {
      this.unchecked -= 1;
      this.values.push(value);
      return this.values.length - 1;
    }
    return internedCode(this.codeOf, this.values, value);
  }

  /** The values lower-cased (kept, extended as values are added): `=~` ignores case. */
  lowerValues(): readonly (string | undefined)[] {
    const lowered = (this.lowered ??= []);
    for (let code = lowered.length; code < this.values.length; code += 1)
      lowered.push(this.values[code]?.toLowerCase());
    return lowered;
  }

  /**
   * Per code, 1 when the lower-cased value contains `lower` (itself lower-case): what `=~` asks
   * of every value, answered by native searches in the values joined into one text (kept)
   * rather than one call per value. Undefined when a NUL could make a match span two values.
   */
  containing(lower: string): Uint8Array | undefined {
    if (lower.includes('\u0000')) return undefined;
    const joined = this.joinedLower();
    if (joined === undefined) return undefined;
    const { text, starts } = joined;
    const flags = new Uint8Array(this.values.length);
    let at = text.indexOf(lower);
    while (at !== -1) {
      // The last value starting at or before the match holds it.
      let low = 1;
      let high = this.values.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >>> 1;
        if ((starts[middle] ?? 0) <= at) low = middle;
        else high = middle - 1;
      }
      flags[low] = 1;
      if (low + 1 >= this.values.length) break;
      at = text.indexOf(lower, starts[low + 1] ?? text.length);
    }
    return flags;
  }

  /**
   * The joined values, extended by the values added since it was last asked for (each lowered
   * here: a restored index has the joined text saved, and lowers only what comes after it).
   */
  joinedLower(): JoinedValues | undefined {
    const previous = this.joined;
    if (previous?.size === this.values.length) return previous.value;
    const from = previous?.size ?? 1;
    let value: JoinedValues | undefined;
    if (previous === undefined || previous.value !== undefined) {
      const starts = new Uint32Array(this.values.length);
      if (previous?.value !== undefined) starts.set(previous.value.starts);
      let length = from > 1 ? (previous?.value?.text.length ?? 0) + 1 : 0;
      let clean = true;
      const added: string[] = [];
      for (let code = from; code < this.values.length; code += 1) {
        const lower = this.values[code]?.toLowerCase() ?? '';
        if (lower.includes('\u0000')) clean = false;
        added.push(lower);
        starts[code] = length;
        length += lower.length + 1;
      }
      const tail = added.join('\u0000');
      const head = previous?.value?.text;
      const text = head === undefined || from === 1 ? tail : `${head}\u0000${tail}`;
      value = clean ? { text, starts } : undefined;
    }
    this.joined = { size: this.values.length, value };
    return value;
  }

  /** Every value, as saved (code 0, missing, is implied). */
  saved(): string[] {
    return this.since(1);
  }

  /**
   * The codes of the rows listed (`codeAt` of each, in that order) in a dictionary of only the
   * values they use, each once: a value appended twice gets one code, a value no row uses (a
   * removed resource's name) goes. `kept` hears each old code kept, in the new codes' order, for
   * what a column keeps beside its values (the creation instants).
   */
  compacted(
    codeAt: (row: number) => number,
    live: readonly number[],
    kept?: (code: number) => void,
  ): { readonly dictionary: ValueDictionary; readonly values: string[]; readonly codes: Uint32Array } {
    const values: string[] = [];
    const codeOf = new Map<string, number>();
    const renamed = new Uint32Array(this.values.length);
    const codes = new Uint32Array(live.length);
    live.forEach((row, at) => {
      const code = codeAt(row);
      if (code !== 0 && renamed[code] === 0) {
        const value = this.values[code] ?? '';
        let merged = codeOf.get(value);
        if (merged === undefined) {
          values.push(value);
          merged = values.length;
          codeOf.set(value, merged);
          kept?.(code);
        }
        renamed[code] = merged;
      }
      codes[at] = renamed[code] ?? 0;
    });
    return { dictionary: new ValueDictionary(values, undefined, codeOf), values, codes };
  }

  /** The values from code `size` on: what a saved tail adds after a dictionary of that size. */
  since(size: number): string[] {
    // Code 0 stands for a missing value: every later code holds a string.
    return this.values.slice(Math.max(1, size)) as string[];
  }

  /** Appends values a saved tail added after these (each new, in code order). */
  append(values: readonly string[]): void {
    for (const value of values) {
      this.codeOfMap?.set(value, this.values.length);
      this.values.push(value);
    }
  }
}
