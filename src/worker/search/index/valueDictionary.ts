/**
 * A column's dictionary of distinct values (code 0: the field is missing), as the query columns
 * (fieldColumns.ts) and the shown columns (shownColumns.ts) keep them: looked up as values are
 * added, appended unchecked while a large one grows a little, joined lower-cased for `=~`, and
 * compacted to the values the rows still use.
 *
 * The creation times of a restored index keep no string per value (250,000 ISO texts, 17 MB in
 * Node at 250,000 resources): a value that is its instant in ISO form (toISOString, as OCI
 * writes them) is made from the instant when read, and only the others are kept as text. They
 * are read where a row is shown (searchPage), where a query compares them as text (columnQuery:
 * an instant operand compares instants), when ranked or ranks are extended (only a value
 * without an instant), by `=~` (joined on the first that asks, not beforehand), and at a save.
 */
import {
  anchorIn,
  characterCounts,
  markByPairs,
  markContaining,
  PAIR_BITS_FROM,
  pairMaskOf,
  pairMasks,
} from './joinedSearch';
import { isoText, isOwnInstantText, type TimeTexts } from './instantTexts';
import type { CodeArray } from './growable';
import { outgrown } from './outgrown';
import { scratch } from './scratch';

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

/** Values made from instants: per code its instant, and the values kept as text by code. */
interface FromInstants {
  readonly instantOf: (code: number) => number;
  readonly texts: Map<number, string>;
  size: number;
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
  /** Every value by code (code 0 undefined); only [undefined] when made from instants. */
  private readonly values: (string | undefined)[];
  private readonly fromInstants?: FromInstants;
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
   * How often each character is met in the joined text (characterCounts), which `containing`
   * anchors by; counted again when the text's length changes (the counts only choose where a
   * search starts: any choice finds the same values).
   */
  private counted?: { readonly length: number; readonly counts: Uint32Array };
  /** The joined values' pair masks (pairMasks), for the joined text of `size` values (preparePairs). */
  private pairs?: { readonly size: number; readonly masks: Uint32Array };
  /** The values after the joined ones, joined apart (`containing`). */
  private tail?: {
    readonly from: number;
    readonly size: number;
    readonly value: JoinedValues | undefined;
  };

  /**
   * `joined`: the values' joined lower-cased text as saved, adopted when it covers them all;
   * `codeOf`: the values' codes, when the caller has them.
   */
  constructor(
    values: readonly string[] = [],
    joined?: JoinedValues,
    codeOf?: Map<string, number>,
    fromInstants?: FromInstants,
  ) {
    // concat, not a spread: a fifth of the time over a restored index's 250,000 names.
    this.values = ([undefined] as (string | undefined)[]).concat(values);
    this.fromInstants = fromInstants;
    this.codeOfMap = codeOf;
    const size = this.size - 1;
    this.unchecked = size >= LOOKED_UP_BELOW ? Math.floor(size * UNCHECKED_SHARE) : 0;
    if (joined?.starts.length === this.size) this.joined = { size: this.size, value: joined };
  }

  /**
   * Creation times as restored: each value made from its instant (`instantOf`, read when the
   * value is) but those kept as text.
   */
  static fromInstants(times: TimeTexts, instantOf: (code: number) => number): ValueDictionary {
    const texts = new Map<number, string>();
    times.codes.forEach((code, at) => texts.set(code, times.texts[at] ?? ''));
    return new ValueDictionary([], undefined, undefined, { instantOf, texts, size: times.size + 1 });
  }

  private get codeOf(): Map<string, number> {
    return (this.codeOfMap ??= this.mapCodes());
  }

  private mapCodes(): Map<string, number> {
    const map = new Map<string, number>();
    // Downwards, so that a value appended twice is looked up as its first code.
    for (let code = this.size - 1; code >= 1; code -= 1) map.set(this.value(code) ?? '', code);
    return map;
  }

  get size(): number {
    return this.fromInstants?.size ?? this.values.length;
  }

  /** The value of a code (undefined: code 0, the field missing). */
  value(code: number): string | undefined {
    const made = this.fromInstants;
    if (made === undefined) return this.values[code];
    if (code <= 0 || code >= made.size) return undefined;
    return made.texts.get(code) ?? isoText(made.instantOf(code));
  }

  code(value: string | undefined): number {
    if (value === undefined) return 0;
    if (this.codeOfMap === undefined && this.unchecked > 0) {
      this.unchecked -= 1;
      return this.push(value);
    }
    const codeOf = this.codeOf;
    const known = codeOf.get(value);
    if (known !== undefined) return known;
    const code = this.push(value);
    codeOf.set(value, code);
    return code;
  }

  /** Appends a value (not looked up); answers its code. */
  private push(value: string): number {
    const made = this.fromInstants;
    if (made === undefined) return this.values.push(value) - 1;
    const code = made.size;
    made.size += 1;
    // Its instant is the one the columns give its code (parseInstant), appended with it.
    if (!isOwnInstantText(value)) made.texts.set(code, value);
    return code;
  }

  /** The values lower-cased (kept, extended as values are added): `=~` ignores case. */
  lowerValues(): readonly (string | undefined)[] {
    const lowered = (this.lowered ??= []);
    for (let code = lowered.length; code < this.size; code += 1)
      lowered.push(this.value(code)?.toLowerCase());
    return lowered;
  }

  /**
   * Builds what `=~` reads (the joined values) beforehand, but for values made when read
   * (creation times): those are joined by the first `=~` that asks.
   */
  prepare(): void {
    if (this.fromInstants === undefined) this.joinedLower();
  }

  /**
   * Builds the joined values' pair masks (pairMasks), which `containing` then reads for a text of
   * a few pairs instead of searching the whole joined text: a step of the index's preparation
   * for the names (JOINED_FIELDS), whose joined text is megabytes.
   */
  preparePairs(): void {
    const joined = this.fromInstants === undefined ? this.joinedLower() : undefined;
    if (joined === undefined || this.pairs?.size === this.size) return;
    this.pairs = { size: this.size, masks: pairMasks(joined, this.size) };
  }

  /**
   * Per code, 1 when the lower-cased value contains `lower` (itself lower-case): what `=~` asks
   * of every value, answered by native searches in the values joined into one text (kept)
   * rather than one call per value. Undefined when a NUL could make a match span two values.
   */
  containing(lower: string): Uint8Array | undefined {
    if (lower.includes('\u0000')) return undefined;
    // The values added since the joined text was last extended are joined apart while they are
    // few: extending it makes a new text of them all (5 MB of names at 250,000 resources),
    // copied again by the first search of it, at every page a download adds.
    const known = this.joined;
    const base =
      known === undefined || outgrown(this.size - known.size, this.size)
        ? { size: this.size, value: this.joinedLower() }
        : known;
    if (base.value === undefined) return undefined;
    const flags = scratch.bytes(this.size);
    const { text } = base.value;
    if (this.counted?.length !== text.length)
      this.counted = { length: text.length, counts: characterCounts(text) };
    const anchor = anchorIn(lower, this.counted.counts);
    const pairs = pairMaskOf(lower);
    if (this.pairs?.size === base.size && pairs.bits >= PAIR_BITS_FROM)
      markByPairs(flags, base.value, lower, this.pairs.masks, base.size, pairs);
    else markContaining(flags, base.value, lower, { first: 1, count: base.size, offset: 0 }, anchor);
    if (base.size < this.size) {
      const tail = this.joinedSince(base.size);
      if (tail === undefined) return undefined;
      const since = { first: 0, count: this.size - base.size, offset: base.size };
      markContaining(flags, tail, lower, since, anchor);
    }
    return flags;
  }

  /**
   * `containing` asked of the values the `rows` hold in `column` only (a branch of some types:
   * their rows' values, a few thousand where the dictionary holds a value a resource): each
   * value read once, and with the text's pairs set in the pair masks, turned away by its mask
   * without being read (a value added since the masks were made is read).
   */
  containingAmong(lower: string, rows: Uint32Array, column: CodeArray): Uint8Array {
    const flags = scratch.bytes(this.size);
    const tested = scratch.bytes(this.size);
    const pairs = pairMaskOf(lower);
    const masked = pairs.bits >= PAIR_BITS_FROM ? this.pairs : undefined;
    const { low, high } = pairs;
    for (let at = 0; at < rows.length; at += 1) {
      const code = column[rows[at] as number] ?? 0;
      if (code === 0 || tested[code] === 1) continue;
      tested[code] = 1;
      if (
        masked !== undefined &&
        code < masked.size &&
        (((masked.masks[code * 2] as number) & low) !== low ||
          ((masked.masks[code * 2 + 1] as number) & high) !== high)
      )
        continue;
      if ((this.value(code)?.toLowerCase() ?? '').includes(lower)) flags[code] = 1;
    }
    return flags;
  }

  /** The values from code `from` on, lower-cased and joined (kept until a value is added). */
  private joinedSince(from: number): JoinedValues | undefined {
    const known = this.tail;
    if (known?.from === from && known.size === this.size) return known.value;
    const starts = new Uint32Array(this.size - from);
    const lowered: string[] = [];
    let length = 0;
    let clean = true;
    for (let code = from; code < this.size; code += 1) {
      const lower = this.value(code)?.toLowerCase() ?? '';
      if (lower.includes('\u0000')) clean = false;
      lowered.push(lower);
      starts[code - from] = length;
      length += lower.length + 1;
    }
    const value = clean ? { text: lowered.join('\u0000'), starts } : undefined;
    this.tail = { from, size: this.size, value };
    return value;
  }

  /**
   * The joined values, extended by the values added since it was last asked for (each lowered
   * here: a restored index has the joined text saved, and lowers only what comes after it).
   */
  joinedLower(): JoinedValues | undefined {
    const previous = this.joined;
    if (previous?.size === this.size) return previous.value;
    const from = previous?.size ?? 1;
    let value: JoinedValues | undefined;
    const added = previous === undefined || previous.value !== undefined ? this.joinedSince(from) : undefined;
    if (added !== undefined) {
      const head = from > 1 ? previous?.value : undefined;
      const offset = head === undefined ? 0 : head.text.length + 1;
      const starts = new Uint32Array(this.size);
      if (previous?.value !== undefined) starts.set(previous.value.starts);
      added.starts.forEach((start, at) => {
        starts[from + at] = offset + start;
      });
      value = { text: head === undefined ? added.text : `${head.text}\u0000${added.text}`, starts };
    }
    this.joined = { size: this.size, value };
    this.tail = undefined;
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
    const renamed = new Uint32Array(this.size);
    const codes = new Uint32Array(live.length);
    const made = this.fromInstants;
    // Made from instants, it stays so: the kept values' texts by their new codes.
    const texts = new Map<number, string>();
    live.forEach((row, at) => {
      const code = codeAt(row);
      if (code !== 0 && renamed[code] === 0) {
        const value = this.value(code) ?? '';
        let merged = codeOf.get(value);
        if (merged === undefined) {
          values.push(value);
          merged = values.length;
          codeOf.set(value, merged);
          if (made?.texts.has(code) === true) texts.set(merged, value);
          kept?.(code);
        }
        renamed[code] = merged;
      }
      codes[at] = renamed[code] ?? 0;
    });
    const dictionary =
      made === undefined
        ? new ValueDictionary(values, undefined, codeOf)
        : new ValueDictionary([], undefined, undefined, {
            instantOf: made.instantOf,
            texts,
            size: values.length + 1,
          });
    return { dictionary, values, codes };
  }

  /** The values from code `size` on: what a saved tail adds after a dictionary of that size. */
  since(size: number): string[] {
    const values: string[] = [];
    // Code 0 stands for a missing value: every later code holds a string.
    for (let code = Math.max(1, size); code < this.size; code += 1) values.push(this.value(code) ?? '');
    return values;
  }

  /** Appends values a saved tail added after these (each new, in code order). */
  append(values: readonly string[]): void {
    for (const value of values) {
      const code = this.push(value);
      this.codeOfMap?.set(value, code);
    }
  }
}
