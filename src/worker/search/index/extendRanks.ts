/**
 * A sort field's ranks (fieldColumns' Ranks) carried over to the values added since they were
 * computed, instead of ranking every value again: what a page of a tenancy download costs the
 * next `sorted by`. The new values are keyed and sorted alone, each placed by binary search
 * among the text values in their order, the runs between them copied, and the text places
 * numbered again in one pass (equal keys share a place). The answer equals what ranking every
 * value at once gives (columnQuery's rank).
 */
import { sortOrder, type SortKey } from '../../../oci/query';
import type { ResourceSummary } from '../../../oci/resource';
import type { ColumnField, Ranks } from './fieldColumns';
import type { ValueDictionary } from './valueDictionary';

const NUMBER = 0;
const TEXT = 1;

/** Ranks with the text values' codes in their order (ascending place, then code). */
export interface OrderedRanks {
  readonly ranks: Ranks;
  readonly textOrder: Uint32Array;
}

/** The codes of the text class by ascending place (ties by code): a counting sort of the places. */
export function textOrderOf(ranks: Ranks): Uint32Array {
  let texts = 0;
  let top = -1;
  ranks.classes.forEach((rank, code) => {
    if (rank !== TEXT) return;
    texts += 1;
    top = Math.max(top, ranks.places[code] ?? 0);
  });
  const starts = new Uint32Array(top + 2);
  ranks.classes.forEach((rank, code) => {
    if (rank === TEXT)
      starts[(ranks.places[code] ?? 0) + 1] = (starts[(ranks.places[code] ?? 0) + 1] ?? 0) + 1;
  });
  for (let place = 1; place < starts.length; place += 1)
    starts[place] = (starts[place] ?? 0) + (starts[place - 1] ?? 0);
  const order = new Uint32Array(texts);
  ranks.classes.forEach((rank, code) => {
    if (rank !== TEXT) return;
    const place = ranks.places[code] ?? 0;
    order[starts[place] ?? 0] = code;
    starts[place] = (starts[place] ?? 0) + 1;
  });
  return order;
}

/**
 * `known` (ranks of the first codes of `values`) extended to every code of `values`.
 * `instants`: per timeCreated code its instant (read for that field only).
 */
export function extendRanks(
  field: ColumnField,
  known: OrderedRanks,
  values: Pick<ValueDictionary, 'size' | 'value'>,
  instants: Float64Array,
): OrderedRanks {
  const order = sortOrder({
    field: { kind: 'field', name: field, position: 0 },
    direction: 'asc',
    position: 0,
  });
  const keyOf = (code: number): SortKey =>
    order.key({ [field]: values.value(code), identifier: '' } as unknown as ResourceSummary);
  const from = known.ranks.classes.length;
  const classes = new Uint8Array(values.size);
  const places = new Float64Array(values.size);
  classes.set(known.ranks.classes);
  places.set(known.ranks.places);
  const fresh: { readonly code: number; readonly key: SortKey }[] = [];
  for (let code = from; code < values.size; code += 1) {
    const time = field === 'timeCreated' ? (instants[code] ?? Number.NaN) : Number.NaN;
    if (!Number.isNaN(time)) {
      classes[code] = NUMBER;
      places[code] = time;
      continue;
    }
    const key = keyOf(code);
    classes[code] = key.rank;
    if (key.rank === NUMBER) places[code] = key.number;
    else if (key.rank === TEXT) fresh.push({ code, key });
  }
  if (fresh.length === 0) return { ranks: { classes, places }, textOrder: known.textOrder };
  fresh.sort((a, b) => order.compareKeys(a.key, b.key) || a.code - b.code);
  const old = known.textOrder;
  const merged = new Uint32Array(old.length + fresh.length);
  const freshKeys = new Map(fresh.map(({ code, key }) => [code, key]));
  let copied = 0;
  let written = 0;
  for (const { code, key } of fresh) {
    // After every old value whose key is not above the new one's.
    let low = copied;
    let high = old.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order.compareKeys(keyOf(old[middle] ?? 0), key) <= 0) low = middle + 1;
      else high = middle;
    }
    merged.set(old.subarray(copied, low), written);
    written += low - copied;
    copied = low;
    merged[written] = code;
    written += 1;
  }
  merged.set(old.subarray(copied), written);
  const keyAt = (code: number): SortKey => freshKeys.get(code) ?? keyOf(code);
  let place = 0;
  for (let at = 0; at < merged.length; at += 1) {
    const code = merged[at] ?? 0;
    if (at > 0) {
      const previous = merged[at - 1] ?? 0;
      const same =
        previous < from && code < from
          ? known.ranks.places[previous] === known.ranks.places[code]
          : order.compareKeys(keyAt(previous), keyAt(code)) === 0;
      if (!same) place += 1;
    }
    places[code] = place;
  }
  return { ranks: { classes, places }, textOrder: merged };
}
