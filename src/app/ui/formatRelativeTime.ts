import { relativeTimeFormat } from './intlFormats';

export type RelativeTimeStyle = 'long' | 'short' | 'narrow';

const units: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long ago `then` was, seen from `now`, in the locale's words: "3 hours ago", "yesterday",
 * "now". Ages are rounded down (data fetched 2 h 59 min ago is "2 hours ago", never younger than
 * it is); a time slightly in the future (clock skew between device and cloud) reads as "now".
 */
export function formatRelativeTime(
  then: number,
  now: number,
  locale: string,
  style: RelativeTimeStyle = 'long',
): string {
  const format = relativeTimeFormat(locale, { numeric: 'auto', style });
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A timestamp as epoch milliseconds: a number, a Date, or an ISO string (as the API sends). */
export function toEpochMs(value: number | Date | string): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  return Date.parse(value);
}
