/**
 * Presorted row orders for `sorted by` (and the default newest-first order): per sort field, every
 * row of the columns in the field's ascending order, so the first page of a query that matches
 * many rows is a walk down the order rather than a heap over every match.
 *
 * A permutation lists the rows in ascending order of the field's ranks (columnQuery's ranksOf:
 * class, then place), rows without the field last, and within each run of equal values by
 * identifier; `groups` marks where each run starts. Walking it reproduces rowOrder's order in
 * both directions: ascending takes the runs in order; descending takes the runs with a value
 * from the last to the first, then the run without one; a run is always read forwards, since
 * ties go by identifier either way.
 *
 * It is built from the ranks in O(rows + values log values) (the distinct values are sorted, the
 * rows counted into their runs) and kept by FieldColumns (`permutation`) until rows are added or
 * renumbered, or the field's dictionary grows.
 */
import type { Ranks } from './fieldColumns';

/** sortOrder's class of a missing value. */
const MISSING = 2;

export interface SortPermutation {
  /** Rows, dead ones included, in ascending order; without the field last. */
  readonly rows: Uint32Array;
  /** Start of each run of equal values in `rows`, then rows.length. */
  readonly groups: Uint32Array;
  /** The run of rows without the field (its index in `groups`), or the number of runs when none. */
  readonly missingGroup: number;
  /** The dictionary's size when built (the ranks it was built from). */
  readonly values: number;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The rows of `codes` ordered by the field's ranks, ties by identifier. */
export function buildSortPermutation(
  ranks: Ranks,
  codes: Uint32Array,
  ids: readonly string[],
): SortPermutation {
  const { classes, places } = ranks;
  const values = classes.length;
  const byValue = new Uint32Array(values);
  for (let code = 0; code < values; code += 1) byValue[code] = code;
  byValue.sort((a, b) => {
    const classA = classes[a] ?? MISSING;
    const classB = classes[b] ?? MISSING;
    if (classA !== classB) {
      if (classA === MISSING || classB === MISSING) return classA === MISSING ? 1 : -1;
      return classA - classB;
    }
    const placeA = places[a] ?? 0;
    const placeB = places[b] ?? 0;
    return placeA < placeB ? -1 : placeA > placeB ? 1 : 0;
  });
  // Each value's run: values of the same class and place share one.
  const runOf = new Uint32Array(values);
  let runs = 0;
  let missingGroup = -1;
  byValue.forEach((code, at) => {
    const previous = byValue[at - 1];
    const missing = (classes[code] ?? MISSING) === MISSING;
    const same =
      previous !== undefined &&
      classes[previous] === classes[code] &&
      (missing || places[previous] === places[code]);
    if (!same) runs += 1;
    runOf[code] = runs - 1;
    if (missing && missingGroup === -1) missingGroup = runs - 1;
  });
  const sizes = new Uint32Array(runs + 1);
  for (const code of codes) {
    const next = (runOf[code] ?? 0) + 1;
    sizes[next] = (sizes[next] ?? 0) + 1;
  }
  for (let run = 0; run < runs; run += 1) sizes[run + 1] = (sizes[run + 1] ?? 0) + (sizes[run] ?? 0);
  const groups = sizes.slice();
  const rows = new Uint32Array(codes.length);
  codes.forEach((code, row) => {
    const run = runOf[code] ?? 0;
    const at = sizes[run] ?? 0;
    rows[at] = row;
    sizes[run] = at + 1;
  });
  for (let run = 0; run < runs; run += 1) {
    const start = groups[run] ?? 0;
    const end = groups[run + 1] ?? 0;
    if (end - start > 1) rows.subarray(start, end).sort((a, b) => compareIds(ids[a] ?? '', ids[b] ?? ''));
  }
  return { rows, groups, missingGroup: missingGroup === -1 ? runs : missingGroup, values };
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
  const { rows, groups, missingGroup } = permutation;
  const out: number[] = [];
  if (count <= 0) return out;
  const readRun = (run: number): boolean => {
    const end = groups[run + 1] ?? 0;
    for (let at = groups[run] ?? 0; at < end; at += 1) {
      const row = rows[at] ?? 0;
      if (take(row)) {
        out.push(row);
        if (out.length >= count) return true;
      }
    }
    return false;
  };
  const runs = groups.length - 1;
  if (direction === 'asc') {
    for (let run = 0; run < runs; run += 1) if (readRun(run)) return out;
    return out;
  }
  for (let run = missingGroup - 1; run >= 0; run -= 1) if (readRun(run)) return out;
  for (let run = missingGroup; run < runs; run += 1) if (readRun(run)) return out;
  return out;
}
