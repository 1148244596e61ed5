import { relativeTimeFormat } from '../../ui/intlFormats';

const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long until `at`, seen from `now`, in the locale's words: "in 12 seconds", "in 2 minutes".
 * Rounded up, so a wait is never shown shorter than it is.
 */
export function formatUntil(at: number, now: number, locale: string): string {
  const format = relativeTimeFormat(locale, { numeric: 'always', style: 'long' });
  const seconds = Math.max(1, Math.ceil((at - now) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(Math.ceil(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}
