/**
 * The results list as the screen shows it, from rows in memory: the type and state facets
 * (each counting the rows the OTHER filter lets through, so picking a type still shows the
 * other types' counts; a chosen value no row has shows at 0), the filtered rows, the groups by type (largest first) and the flat
 * list of group headings and rows the virtual list draws.
 */
import type { SearchRow } from '../../../worker/searchApi';
import { rankedRows } from './relevance';

export interface ResultFilters {
  /** Lower-case type names; empty: every type. */
  readonly types: ReadonlySet<string>;
  /** Lifecycle states ('' for none); empty: every state. */
  readonly states: ReadonlySet<string>;
}

export const NO_FILTERS: ResultFilters = { types: new Set(), states: new Set() };

export interface ResultFacet {
  /** The filter value: a lower-case type name, or a state ('' for none). */
  readonly value: string;
  /** The type as the service spells it (`Subnet`), or the state. */
  readonly label: string;
  readonly count: number;
}

export interface ResultFacets {
  readonly types: readonly ResultFacet[];
  readonly states: readonly ResultFacet[];
}

export interface ResultGroup {
  readonly typeKey: string;
  /** The type as the service spells it. */
  readonly resourceType: string;
  readonly rows: readonly SearchRow[];
}

export type ListEntry =
  | { readonly kind: 'group'; readonly key: string; readonly group: ResultGroup }
  | { readonly kind: 'row'; readonly key: string; readonly row: SearchRow };

const typeKeyOf = (row: SearchRow) => row.resourceType.toLowerCase();
const stateOf = (row: SearchRow) => row.lifecycleState ?? '';

function passes(filter: ReadonlySet<string>, value: string): boolean {
  return filter.size === 0 || filter.has(value);
}

function sortFacets(counts: ReadonlyMap<string, { label: string; count: number }>): ResultFacet[] {
  return [...counts]
    .map(([value, { label, count }]) => ({ value, label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export function resultFacets(rows: readonly SearchRow[], filters: ResultFilters): ResultFacets {
  const types = new Map<string, { label: string; count: number }>();
  const states = new Map<string, { label: string; count: number }>();
  for (const row of rows) {
    const type = typeKeyOf(row);
    const state = stateOf(row);
    if (passes(filters.states, state)) {
      const entry = types.get(type);
      types.set(type, { label: entry?.label ?? row.resourceType, count: (entry?.count ?? 0) + 1 });
    }
    if (passes(filters.types, type)) {
      states.set(state, { label: state, count: (states.get(state)?.count ?? 0) + 1 });
    }
  }
  // A chosen value the answer lacks (a shared address's filter, rows not arrived yet) stays in
  // view at 0, so it can be seen and unchosen.
  for (const type of filters.types) if (!types.has(type)) types.set(type, { label: type, count: 0 });
  for (const state of filters.states) if (!states.has(state)) states.set(state, { label: state, count: 0 });
  return { types: sortFacets(types), states: sortFacets(states) };
}

export function filterRows(rows: readonly SearchRow[], filters: ResultFilters): SearchRow[] {
  if (filters.types.size === 0 && filters.states.size === 0) return [...rows];
  return rows.filter((row) => passes(filters.types, typeKeyOf(row)) && passes(filters.states, stateOf(row)));
}

/**
 * Rows by type, in the list's order (relevance.ts: relevance to the typed text, then the query's
 * `sorted by`, then arrival); the group holding the best match comes first, then the largest
 * group (then by type name).
 */
export function groupRows(rows: readonly SearchRow[], typed = ''): ResultGroup[] {
  const groups = new Map<string, { resourceType: string; rows: SearchRow[] }>();
  const best = new Map<string, number>();
  for (const { row, relevance } of rankedRows(rows, typed)) {
    const key = typeKeyOf(row);
    if (!best.has(key)) best.set(key, relevance);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { resourceType: row.resourceType, rows: [row] });
    else group.rows.push(row);
  }
  return [...groups]
    .map(([typeKey, group]) => ({ typeKey, ...group }))
    .sort(
      (a, b) =>
        (best.get(a.typeKey) ?? 0) - (best.get(b.typeKey) ?? 0) ||
        b.rows.length - a.rows.length ||
        a.resourceType.localeCompare(b.resourceType),
    );
}

/** Each group's heading followed by its rows: what the virtual list draws, one entry a line. */
export function listEntries(groups: readonly ResultGroup[]): ListEntry[] {
  return groups.flatMap((group): ListEntry[] => [
    { kind: 'group', key: `group:${group.typeKey}`, group },
    ...group.rows.map((row): ListEntry => ({ kind: 'row', key: `row:${row.identifier}`, row })),
  ]);
}

/** Adds or removes one value of a filter. */
export function toggle(filter: ReadonlySet<string>, value: string, on: boolean): ReadonlySet<string> {
  const next = new Set(filter);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}
