import { numberFormat } from '../ui/intlFormats';

/** Decimal units, as storage quotas, device settings and the services show them (1 MB = 1,000,000 bytes). */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/**
 * A byte count for people, in the locale's words and the largest unit that keeps it at 1 or
 * more: "640 byte", "1.6 kB", "57 MB", "1.2 GB". A negative count is shown as none.
 */
export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1000 && index < UNITS.length - 1) {
    value /= 1000;
    index += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: UNITS[index] ?? 'byte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
