/**
 * Presorted row orders for `sorted by` (and the default newest-first order): per sort field, every
 * row of the columns in the field's ascending order, so the first page of a query that matches
 * many rows is a walk down the order rather than a heap over every match.
 *
 * A permutation lists the rows in ascending order of the field's ranks (columnQuery's ranksOf:
 * class, then place), rows without the field last, and within each run of equal values by
 * identifier; `runStarts` marks, one bit a row, where each run starts (a list of run bounds took
4 bytes a run: a row each for creation times). Walking it reproduces rowOrder's order in
 * both directions: ascending takes the runs in order; descending takes the runs with a value
 * from the last to the first, then the run without one; a run is always read forwards, since
 * ties go by identifier either way.
 *
 * It is built from the ranks in O(rows + values log values) (the distinct numbers sorted
 * natively, texts by their place, the rows counted into their runs) and kept by FieldColumns
 * (`permutation`) until rows are added or renumbered, or the field's dictionary grows.
 */
import type { Ranks } from './fieldColumns';
import type { CodeArray } from './growable';

/** sortOrder's class of a missing value. */
const MISSING = 2;

export interface SortPermutation {
  /** Rows, dead ones included, in ascending order; without the field last. */
  readonly rows: Uint32Array;
  /** One bit a position of `rows` (bit `at & 7` of byte `at >> 3`): set where a run of equal values starts. */
  readonly runStarts: Uint8Array;
  /** Where the run of rows without the field (the last, maybe empty) starts in `rows`. */
  readonly missingStart: number;
  /** The dictionary's size when built (the ranks it was built from). */
  readonly values: number;
}

/** sortOrder's class of a number or date, and of a text. */
const NUMBER = 0;
const TEXT = 1;

/** First position in the ascending `sorted` whose value is ≥ `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Per value (code), its run: the distinct numbers ascending (a native sort of their places),
 * then the texts by place (their places already count 0, 1, 2… in order), then the missing.
 */
function runsOfValues(ranks: Ranks): {
  readonly runOf: Uint32Array;
  readonly runs: number;
  readonly missing: number;
} {
  const { classes, places } = ranks;
  const values = classes.length;
  let numbers = 0;
  let texts = 0;
  for (let code = 0; code < values; code += 1) {
    const rank = classes[code] ?? MISSING;
    if (rank === NUMBER) numbers += 1;
    else if (rank === TEXT) texts = Math.max(texts, (places[code] ?? 0) + 1);
  }
  const sorted = new Float64Array(numbers);
  let at = 0;
  for (let code = 0; code < values; code += 1) {
    if (classes[code] === NUMBER) {
      sorted[at] = places[code] ?? 0;
      at += 1;
    }
  }
  sorted.sort();
  let distinct = 0;
  for (let index = 0; index < sorted.length; index += 1) {
    const value = sorted[index] ?? 0;
    if (distinct === 0 || value !== sorted[distinct - 1]) {
      sorted[distinct] = value;
      distinct += 1;
    }
  }
  const numberRuns = sorted.subarray(0, distinct);
  const runOf = new Uint32Array(values);
  const missing = distinct + texts;
  for (let code = 0; code < values; code += 1) {
    const rank = classes[code] ?? MISSING;
    const place = places[code] ?? 0;
    runOf[code] =
      rank === NUMBER ? lowerBound(numberRuns, place) : rank === TEXT ? distinct + place : missing;
  }
  return { runOf, runs: missing + 1, missing };
}

/** Sorts a run of rows by identifier (`idOrder`) in place (most runs hold one or a few rows). */
function sortRun(rows: Uint32Array, start: number, end: number, idOrder: (a: number, b: number) => number): void {
  if (end - start > 16) {
    rows.subarray(start, end).sort(idOrder);
    return;
  }
  for (let at = start + 1; at < end; at += 1) {
    const row = rows[at] ?? 0;
    let to = at;
    while (to > start && idOrder(rows[to - 1] ?? 0, row) > 0) {
      rows[to] = rows[to - 1] ?? 0;
      to -= 1;
    }
    rows[to] = row;
  }
}

/** The rows of `codes` ordered by the field's ranks, ties by identifier (`idOrder`, DocumentTable's). */
export function buildSortPermutation(
  ranks: Ranks,
  codes: CodeArray,
  idOrder: (a: number, b: number) => number,
): SortPermutation {
  const { runOf, runs, missing } = runsOfValues(ranks);
  // Rows counted into their runs, in row order, then each run put in identifier order.
  const groups = new Uint32Array(runs + 1);
  for (let row = 0; row < codes.length; row += 1) {
    const next = (runOf[codes[row] ?? 0] ?? 0) + 1;
    groups[next] = (groups[next] ?? 0) + 1;
  }
  for (let run = 0; run < runs; run += 1) groups[run + 1] = (groups[run + 1] ?? 0) + (groups[run] ?? 0);
  const cursor = groups.slice(0, runs);
  const rows = new Uint32Array(codes.length);
  for (let row = 0; row < codes.length; row += 1) {
    const run = runOf[codes[row] ?? 0] ?? 0;
    const at = cursor[run] ?? 0;
    rows[at] = row;
    cursor[run] = at + 1;
  }
  for (let run = 0; run < runs; run += 1) {
    const start = groups[run] ?? 0;
    const end = groups[run + 1] ?? 0;
    if (end - start > 1) sortRun(rows, start, end, idOrder);
  }
  const runStarts = new Uint8Array((rows.length + 7) >> 3);
  for (let run = 0; run < runs; run += 1) {
    const start = groups[run] ?? 0;
    runStarts[start >> 3] = (runStarts[start >> 3] ?? 0) | (1 << (start & 7));
  }
  return { rows, runStarts, missingStart: groups[missing] ?? 0, values: ranks.classes.length };
}

/**
 * The first `count` rows `take` accepts, in the permutation's order for the direction. Stops as
 * soon as it has them: a query matching a tenth of the rows reads about ten times `count`.
 */
export function firstInOrder(
  permutation: SortPermutation,
  direction: 'asc' | 'desc',
  count: number,
  take: (row: number) => boolean,
): number[] {
  const { rows, runStarts, missingStart } = permutation;
  const out: number[] = [];
  if (count <= 0) return out;
  const read = (from: number, to: number): boolean => {
    for (let at = from; at < to; at += 1) {
      const row = rows[at] ?? 0;
      if (take(row)) {
        out.push(row);
        if (out.length >= count) return true;
      }
    }
    return false;
  };
  // Ascending: the runs in order, each forwards, are the rows in order.
  if (direction === 'asc') {
    read(0, rows.length);
    return out;
  }
  // Descending: the runs with a value from the last to the first (each found by its start bit,
  // read forwards), then the run without one.
  let end = missingStart;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && ((runStarts[start >> 3] ?? 0) & (1 << (start & 7))) === 0) start -= 1;
    if (read(start, end)) return out;
    end = start;
  }
  read(missingStart, rows.length);
  return out;
}
