export type SortDirection = 'ascending' | 'descending';

export interface SortDescriptor {
  /** The column's id. */
  readonly column: string;
  readonly direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

/**
 * A sorted copy of the rows: strings by the locale's collation with numbers inside names in
 * numeric order ("node-2" before "node-10"), numbers and dates by value. Rows without a value go
 * last in both directions; equal rows keep their order.
 */
export function sortRows<T>(
  rows: readonly T[],
  sortKey: (row: T) => SortValue,
  direction: SortDirection,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: normalize(sortKey(row)) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

function normalize(value: SortValue): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  return value;
}
