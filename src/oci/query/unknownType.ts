import { resourceType, resourceTypeNames } from '../resource-types';
import { QuerySyntaxError } from './querySyntaxError';

/**
 * The one check of a query's type names, run by parseQuery, so the console's offline search,
 * its remote search (before sending) and the emulator all refuse `query instanse resources`
 * with the same message instead of answering "0 results".
 */
export function checkTypeName(name: string, position: number): void {
  if (resourceType(name) !== undefined) return;
  const suggestion = nearestTypeName(name);
  const hint = suggestion === undefined ? '' : `; did you mean '${suggestion}'?`;
  throw new QuerySyntaxError(`Unknown resource type '${name}' at position ${position}${hint}`, position, {
    name,
    ...(suggestion === undefined ? {} : { suggestion }),
  });
}

/**
 * The catalogued type name closest to `name` by edit distance (adjacent swaps count as one
 * edit), ignoring case; none when even the closest needs more than a third of the word changed.
 */
export function nearestTypeName(name: string): string | undefined {
  const wanted = name.toLowerCase();
  const limit = Math.max(1, Math.floor(wanted.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of resourceTypeNames()) {
    const distance = editDistance(wanted, candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Optimal string alignment distance; gives up (answers `cap`) once every path costs `cap`. */
export function editDistance(a: string, b: string, cap = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin >= cap) return cap;
    [before, previous] = [previous, current];
  }
  return previous[b.length] ?? 0;
}
