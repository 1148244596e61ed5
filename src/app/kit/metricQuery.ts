/**
 * What a metric chart asks Monitoring for a window of time: the window's span and the MQL
 * interval that keeps it to a few hundred points (a minute for an hour, five for a day, an hour
 * for a week, as OCI's console does), and the query rewritten for it — its interval set, an
 * alarm's condition (`> 80`) dropped, and the resource's filter added.
 */

export const METRIC_WINDOWS = {
  hour: { spanMs: 3_600_000, interval: '1m', resolution: '1m' },
  day: { spanMs: 86_400_000, interval: '5m', resolution: '5m' },
  week: { spanMs: 7 * 86_400_000, interval: '1h', resolution: '1h' },
} as const;

export type MetricWindow = keyof typeof METRIC_WINDOWS;
export const METRIC_WINDOW_NAMES = Object.keys(METRIC_WINDOWS) as MetricWindow[];

const QUERY = /^\s*([A-Za-z][\w.]*)\s*(?:\[[^\]]*\])?\s*(?:\{([^}]*)\})?\s*\.\s*(\w+)\s*\(([^)]*)\)/;
/** An OCID or another dimension value that needs no escaping inside MQL's double quotes. */
const PLAIN_VALUE = /^[\w.:-]+$/;

/**
 * The query for this window, or undefined for one the console cannot chart (not MQL's
 * `Metric[…]{…}.statistic()`, or a resource id that is not plain).
 */
export function windowQuery(query: string, window: MetricWindow, resourceId?: string): string | undefined {
  const match = QUERY.exec(query);
  if (match === null) return undefined;
  const [, metric = '', filter = '', statistic = '', argument = ''] = match;
  const conditions = filter
    .split(/,|&&/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^resourceId\s*=/.test(part));
  if (resourceId !== undefined) {
    if (!PLAIN_VALUE.test(resourceId)) return undefined;
    conditions.push(`resourceId = "${resourceId}"`);
  } else {
    const kept = /resourceId\s*=\s*"[^"]*"/.exec(filter);
    if (kept !== null) conditions.push(kept[0]);
  }
  const braces = conditions.length > 0 ? `{${conditions.join(', ')}}` : '';
  return `${metric}[${METRIC_WINDOWS[window].interval}]${braces}.${statistic}(${argument.trim()})`;
}

/** The window ending at `endMs` (rounded down to the minute, so charts opened together agree). */
export function windowTimes(window: MetricWindow, endMs: number): { startTime: string; endTime: string } {
  const end = Math.floor(endMs / 60_000) * 60_000;
  return {
    startTime: new Date(end - METRIC_WINDOWS[window].spanMs).toISOString(),
    endTime: new Date(end).toISOString(),
  };
}
