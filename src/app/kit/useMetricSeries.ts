/**
 * A metric chart's data: Monitoring's SummarizeMetricsData for a query over a window, through
 * the one read cache (kept for offline under the query, whatever moment it was asked at), as
 * time series ready to draw. The window ends when the chart opened; a refresh moves it to now.
 */
import { useCallback, useMemo, useState } from 'react';
import type { OperationAnswer } from '../../oci/operations/answers';
import { readData, useRead, type ReadState } from '../data/useRead';
import type { TimeSeries } from '../ui';
import { METRIC_WINDOWS, windowQuery, windowTimes, type MetricWindow } from './metricQuery';

export interface MetricRequest {
  readonly namespace: string;
  readonly query: string;
  readonly compartmentId: string;
  readonly resource?: string;
  readonly region?: string;
  readonly window: MetricWindow;
}

export interface MetricSeries {
  /** undefined when the query cannot be charted (not MQL the console reads). */
  readonly query: string | undefined;
  readonly state: ReadState<OperationAnswer<'summarizeMetricsData'>>;
  readonly series: readonly TimeSeries[];
  /** The window the answer shown covers (epoch ms). */
  readonly from: number;
  readonly to: number;
  readonly unit: string | undefined;
  readonly refresh: () => void;
}

export function useMetricSeries(request: MetricRequest): MetricSeries {
  const { namespace, compartmentId, resource, region, window } = request;
  const [endedAt, setEndedAt] = useState(() => Date.now());
  const query = windowQuery(request.query, window, resource);
  const times = windowTimes(window, endedAt);
  const { state, refresh: reread } = useRead(
    query === undefined ? null : 'summarizeMetricsData',
    {
      compartmentId,
      summarizeMetricsDataDetails: {
        namespace,
        query: query ?? '',
        ...times,
        resolution: METRIC_WINDOWS[window].resolution,
      },
    },
    region,
  );
  const answer = readData(state);
  const series = useMemo(
    () =>
      (answer?.data ?? []).map((metric) => ({
        label: metric.dimensions?.['resourceDisplayName'] ?? metric.name,
        points: metric.aggregatedDatapoints
          .map((point) => ({ at: Date.parse(point.timestamp), value: point.value }))
          .sort((a, b) => a.at - b.at),
      })),
    [answer?.data],
  );
  // A kept copy covers the window it was asked for: its own points say when that was.
  const lastPoint = Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.at)));
  const to = answer?.fromCache === true && lastPoint > 0 ? lastPoint : Date.parse(times.endTime);
  const unit = answer?.data[0]?.metadata?.['unit'];
  const refresh = useCallback(() => {
    const now = Date.now();
    // The same minute asks again as it is; a later one moves the window.
    if (Math.floor(now / 60_000) === Math.floor(endedAt / 60_000)) reread();
    else setEndedAt(now);
  }, [endedAt, reread]);
  return { query, state, series, from: to - METRIC_WINDOWS[window].spanMs, to, unit, refresh };
}
