import type { ResourceSummary } from '../resource';
import { parseInstant } from './parseInstant';
import type { SortClause, SortDirection } from './query';
import type { FieldReader } from './resolveField';
import { resolveField } from './resolveField';

const NUMBER = 0;
const TEXT = 1;
const MISSING = 2;

/** A resource's place in an order, computed once so that sorting does not re-read fields. */
export interface SortKey {
  /** Numbers and instants first, then text, then resources without the field. */
  readonly rank: typeof NUMBER | typeof TEXT | typeof MISSING;
  readonly number: number;
  readonly lower: string;
  readonly text: string;
  readonly identifier: string;
}

export interface SortOrder {
  readonly key: (resource: ResourceSummary) => SortKey;
  readonly compareKeys: (a: SortKey, b: SortKey) => number;
  readonly compare: (a: ResourceSummary, b: ResourceSummary) => number;
}

/**
 * The order of `sorted by <field> [asc|desc]`, or without a clause the default: newest first
 * (timeCreated descending). Numbers compare numerically, strings that read as ISO 8601 dates as
 * instants, other strings ignoring case (then by code units); numbers and dates come before
 * text. Resources without the field come last in either direction. Ties are broken by
 * identifier, ascending, so the order is stable across runs.
 */
export function sortOrder(clause: SortClause | undefined): SortOrder {
  const target = resolveField(clause?.field.name ?? 'timeCreated');
  const read: FieldReader = target.kind === 'value' ? target.read : () => undefined;
  const direction: SortDirection = clause?.direction ?? 'desc';
  const sign = direction === 'desc' ? -1 : 1;
  const key = (resource: ResourceSummary): SortKey => keyOf(read(resource), resource.identifier);
  const compareKeys = (a: SortKey, b: SortKey): number => {
    if (a.rank === MISSING || b.rank === MISSING) {
      if (a.rank !== b.rank) return a.rank === MISSING ? 1 : -1;
    } else {
      const order = compareValues(a, b);
      if (order !== 0) return sign * order;
    }
    return a.identifier < b.identifier ? -1 : a.identifier > b.identifier ? 1 : 0;
  };
  return { key, compareKeys, compare: (a, b) => compareKeys(key(a), key(b)) };
}

function compareValues(a: SortKey, b: SortKey): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.rank === NUMBER) return a.number - b.number;
  if (a.lower !== b.lower) return a.lower < b.lower ? -1 : 1;
  return a.text < b.text ? -1 : a.text > b.text ? 1 : 0;
}

function keyOf(raw: unknown, identifier: string): SortKey {
  const value = Array.isArray(raw)
    ? (raw as readonly unknown[]).find((element) => element !== undefined && element !== null)
    : raw;
  if (typeof value === 'number' && Number.isFinite(value))
    return { rank: NUMBER, number: value, lower: '', text: '', identifier };
  if (typeof value === 'string') {
    const instant = parseInstant(value);
    if (instant !== undefined) return { rank: NUMBER, number: instant, lower: '', text: '', identifier };
    return { rank: TEXT, number: 0, lower: value.toLowerCase(), text: value, identifier };
  }
  if (typeof value === 'boolean') {
    const text = String(value);
    return { rank: TEXT, number: 0, lower: text, text, identifier };
  }
  return { rank: MISSING, number: 0, lower: '', text: '', identifier };
}
