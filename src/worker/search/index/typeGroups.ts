/**
 * The rows grouped by their type code: what a structured query of some types reads instead of
 * every row's type (at 250,000 resources a query's one type is a tenth of the rows or less).
 * DocumentTable keeps them while current; columnQuery reads them.
 */
import type { CodeArray } from './growable';

/**
 * The rows of code `c` are `rows[starts[c]]` up to `rows[starts[c + 1]]`, ascending; a removed
 * row is in none when they are made.
 */
export interface TypeGroups {
  readonly starts: Uint32Array;
  readonly rows: Uint32Array;
}

/**
 * Groups the rows by their code (below `codes`; `dead`, a removed row's, groups none): a
 * counting sort, one pass to count and one to place.
 */
export function groupByType(typeCodes: CodeArray, dead: number, codes: number): TypeGroups {
  const starts = new Uint32Array(codes + 1);
  for (let row = 0; row < typeCodes.length; row += 1) {
    const type = typeCodes[row] ?? dead;
    if (type !== dead && type < codes) starts[type + 1] = (starts[type + 1] ?? 0) + 1;
  }
  for (let type = 0; type < codes; type += 1) starts[type + 1] = (starts[type + 1] ?? 0) + (starts[type] ?? 0);
  const rows = new Uint32Array(starts[codes] ?? 0);
  const next = starts.slice(0, codes);
  for (let row = 0; row < typeCodes.length; row += 1) {
    const type = typeCodes[row] ?? dead;
    if (type === dead || type >= codes) continue;
    rows[next[type] ?? 0] = row;
    next[type] = (next[type] ?? 0) + 1;
  }
  return { starts, rows };
}

/** The rows of the flagged codes' groups, one group after another (one group: a view of it). */
export function rowsOfGroups(flags: Uint8Array, { starts, rows }: TypeGroups): Uint32Array {
  const chosen: number[] = [];
  let size = 0;
  for (let code = 0; code < flags.length && code + 1 < starts.length; code += 1) {
    if (flags[code] !== 1) continue;
    chosen.push(code);
    size += (starts[code + 1] ?? 0) - (starts[code] ?? 0);
  }
  const [only] = chosen;
  if (chosen.length === 1 && only !== undefined) return rows.subarray(starts[only], starts[only + 1]);
  const out = new Uint32Array(size);
  let at = 0;
  for (const code of chosen) {
    const group = rows.subarray(starts[code], starts[code + 1]);
    out.set(group, at);
    at += group.length;
  }
  return out;
}
