/** Decimal units, as storage quotas and device settings show them (1 MB = 1,000,000 bytes). */
const UNITS = [
  { unit: 'gigabyte', size: 1e9 },
  { unit: 'megabyte', size: 1e6 },
  { unit: 'kilobyte', size: 1e3 },
] as const;

/** A byte count for people, in the locale's words: "12.3 MB", "1.2 GB", "640 byte". */
export function formatBytes(bytes: number, locale?: string): string {
  const value = Math.max(0, bytes);
  const unit = UNITS.find((candidate) => value >= candidate.size);
  if (unit === undefined) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(value);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit.unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value / unit.size);
}
