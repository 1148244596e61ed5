import type { UiStrings } from './uiStrings';

export interface ChartDatum {
  readonly label: string;
  readonly value: number;
}

/** The §9 chart colour variants; each is a palette of seven colours in tokens.css. */
export const CHART_VARIANTS = [
  'default',
  'blues',
  'purples',
  'oranges',
  'yellows',
  'greens',
  'reds',
] as const;
export type ChartVariant = (typeof CHART_VARIANTS)[number];
export const PALETTE_SIZE = 7;

/** The colour of the index-th item: a token reference, so it follows the theme. */
export function chartColor(variant: ChartVariant, index: number): string {
  return `var(--chart-${variant}-${(index % PALETTE_SIZE) + 1})`;
}

export type ValueFormatter = (value: number) => string;

export function numberFormatter(locale: string): ValueFormatter {
  const format = new Intl.NumberFormat(locale);
  return (value) => format.format(value);
}

export function percentFormatter(locale: string): ValueFormatter {
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (value) => format.format(value);
}

/** Negative and non-finite values count as zero: a slice or bar cannot be smaller than nothing. */
export function cleanData(data: readonly ChartDatum[]): ChartDatum[] {
  return data.map((d) => ({ label: d.label, value: Number.isFinite(d.value) ? Math.max(0, d.value) : 0 }));
}

export function total(data: readonly ChartDatum[]): number {
  return data.reduce((sum, d) => sum + d.value, 0);
}

/**
 * At most `max` items, so that no two slices share a colour: the largest `max - 1` in their
 * order, and the rest summed under `otherLabel`.
 */
export function foldTail(data: readonly ChartDatum[], max: number, otherLabel: string): ChartDatum[] {
  if (data.length <= max) return [...data];
  const keep = new Set([...data].sort((a, b) => b.value - a.value).slice(0, max - 1));
  const kept = data.filter((d) => keep.has(d));
  const rest = data.filter((d) => !keep.has(d));
  return [...kept, { label: otherLabel, value: total(rest) }];
}

/** The sentence a screen reader hears for the chart: what, how many, the total and the largest. */
export function summarize(
  title: string,
  data: readonly ChartDatum[],
  strings: UiStrings,
  formatValue: ValueFormatter,
  formatShare: ValueFormatter,
): string {
  const sum = total(data);
  const largest = data.reduce<ChartDatum | undefined>(
    (top, d) => (!top || d.value > top.value ? d : top),
    undefined,
  );
  return strings.chartSummary({
    title,
    count: data.length,
    total: formatValue(sum),
    largest:
      largest && sum > 0
        ? { label: largest.label, value: formatValue(largest.value), share: formatShare(largest.value / sum) }
        : undefined,
  });
}
