/**
 * The query string of a call. Names and values are percent-encoded (a value may hold `&` or `#`),
 * dates are sent as ISO 8601 UTC, and arrays are written in their collection format.
 */
import type { CollectionFormat, QueryParam } from '../../oci/operations/types';
import type { CallParams } from './types';

/** Between array items; the items themselves are encoded, the separator as shown. */
const SEPARATORS: Readonly<Record<Exclude<CollectionFormat, 'multi'>, string>> = {
  csv: ',',
  pipes: '|',
  tsv: '%09',
  ssv: '%20',
};

/** One value as text: a Date as ISO 8601 UTC, an object as JSON, anything else as a string. */
export function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * `?a=1&b=x%26y`, or '' when no parameter has a value. Only the operation's parameters are sent,
 * in its order; undefined and null ones are left out, and so are empty arrays.
 */
export function formatQuery(
  query: readonly QueryParam[],
  params: CallParams,
  overrides: Readonly<Partial<Record<string, CollectionFormat>>> = {},
): string {
  const pairs: string[] = [];
  for (const param of query) {
    const value = params[param.name];
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(param.name);
    if (!Array.isArray(value)) {
      pairs.push(`${key}=${encodeURIComponent(queryValue(value))}`);
      continue;
    }
    const items = value
      .filter((item: unknown) => item !== undefined && item !== null)
      .map((item: unknown) => encodeURIComponent(queryValue(item)));
    if (items.length === 0) continue;
    const format = overrides[param.name] ?? param.collectionFormat ?? 'csv';
    if (format === 'multi') {
      pairs.push(...items.map((item) => `${key}=${item}`));
    } else {
      pairs.push(`${key}=${items.join(SEPARATORS[format])}`);
    }
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
