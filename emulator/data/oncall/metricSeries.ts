/**
 * The demo tenancy's compute agent metrics (namespace oci_computeagent): for each running
 * instance, a value at any moment with a daily shape — busiest in the early afternoon UTC,
 * quietest before dawn, a little busier on weekdays — and a seeded per-instance level and noise,
 * so a chart looks like a real machine's and the same seed draws the same chart. A stopped
 * instance sends nothing, as its agent does not run.
 */
import { DAY_MS, unitNoise } from './noise';

export const COMPUTE_AGENT = 'oci_computeagent';

interface MetricShape {
  /** The quiet level and the daily swing, in the metric's unit. */
  readonly base: number;
  readonly swing: number;
  /** Upper bound (percentages stop at 100). */
  readonly max: number;
  readonly unit: string;
}

/** The compute agent's metrics the console charts, as OCI names them. */
export const COMPUTE_METRICS: Readonly<Record<string, MetricShape>> = {
  CpuUtilization: { base: 8, swing: 45, max: 100, unit: 'percent' },
  MemoryUtilization: { base: 35, swing: 25, max: 100, unit: 'percent' },
  NetworksBytesIn: { base: 40_000, swing: 900_000, max: Number.POSITIVE_INFINITY, unit: 'bytes' },
  NetworksBytesOut: { base: 25_000, swing: 600_000, max: Number.POSITIVE_INFINITY, unit: 'bytes' },
  DiskBytesRead: { base: 5_000, swing: 300_000, max: Number.POSITIVE_INFINITY, unit: 'bytes' },
  DiskBytesWritten: { base: 12_000, swing: 450_000, max: Number.POSITIVE_INFINITY, unit: 'bytes' },
  DiskIopsRead: { base: 2, swing: 60, max: Number.POSITIVE_INFINITY, unit: 'operations' },
  DiskIopsWritten: { base: 4, swing: 90, max: Number.POSITIVE_INFINITY, unit: 'operations' },
  LoadAverage: { base: 0.2, swing: 2.5, max: Number.POSITIVE_INFINITY, unit: 'load' },
};

/** How busy the day is at `ms`: 0 before dawn, 1 in the early afternoon (UTC). */
function dailyLoad(ms: number): number {
  const hour = (ms % DAY_MS) / 3_600_000;
  const weekday = new Date(ms).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.55 : 1;
  return ((1 - Math.cos(((hour - 2) / 24) * 2 * Math.PI)) / 2) * weekend;
}

/** The metric's value for the instance over the interval starting at `ms`. */
export function metricValue(
  seed: string,
  instanceId: string,
  metric: string,
  ms: number,
  intervalMs: number,
): number {
  const shape = COMPUTE_METRICS[metric];
  if (shape === undefined) return 0;
  const level = 0.5 + unitNoise(`${seed}|${instanceId}|${metric}|level`);
  const noise = unitNoise(`${seed}|${instanceId}|${metric}|${ms}|${intervalMs}`) - 0.5;
  const value = (shape.base + shape.swing * dailyLoad(ms + intervalMs / 2)) * level * (1 + noise * 0.3);
  const sized = shape.unit === 'percent' ? value : value * (intervalMs / 60_000);
  return Math.round(Math.min(shape.max, Math.max(0, sized)) * 100) / 100;
}

/** What one MQL statistic makes of the interval's value. */
export function statistic(stat: string, value: number, unit: string): number {
  switch (stat) {
    case 'max':
      return unit === 'percent' ? Math.min(100, value * 1.2) : value * 1.2;
    case 'min':
      return value * 0.8;
    case 'count':
      return 1;
    default:
      return value;
  }
}
