import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import { useSettings } from '../settings/SettingsContext';
import { useFormatDateTime } from '../settings/useFormatDateTime';
import { Button, DataTable, LineChart, Spinner, type DataTableColumn, type ValueFormatter } from '../ui';
import { readData } from '../data/useRead';
import { percentFormatter } from '../ui/chartData';
import { formatTimeTick } from '../ui/formatDateTime';
import { formatBytes } from './formatBytes';
import type { MetricWindow } from './metricQuery';
import { ReadFreshness } from './ReadFreshness';
import { ReadProblem } from './ReadProblem';
import { useMetricSeries, type MetricRequest } from './useMetricSeries';
import './MetricChart.css';

export interface MetricChartProps extends MetricRequest {
  /** What the chart shows, in the user's words: "CPU utilization". */
  readonly title: string;
}

interface Row {
  readonly key: string;
  readonly series: string;
  readonly at: number;
  readonly value: number;
}

/** How the metric's unit (the answer's metadata) is written. */
function valueFormatter(unit: string | undefined, locale: string): ValueFormatter {
  if (unit === 'percent') {
    // Monitoring's percentages run to 100; the charts' share format reads a fraction of 1.
    const share = percentFormatter(locale);
    return (value) => share(value / 100);
  }
  if (unit === 'bytes') return (value) => formatBytes(value, locale);
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (value) => format.format(value);
}

function tickFormatter(window: MetricWindow, locale: string, timeZone: string): (at: number) => string {
  return (at) => formatTimeTick(at, window === 'week' ? 'weekday' : 'time', locale, timeZone);
}

/**
 * One metric over the last hour, day or week: Monitoring's answer to an MQL query on a resource
 * (an instance's CPU, an alarm's metric), drawn as lines in the user's language and time zone,
 * with its age and whether it is the copy kept on this device, and a table view of the same
 * figures for a screen reader or a closer look. Offline it shows the last answer to the same
 * query. Shown on an instance's page, and for an alarm's metric.
 */
export function MetricChart({ title, ...request }: MetricChartProps) {
  const { t } = useTranslation('oncall');
  const { locale } = useLocale();
  const { settings } = useSettings();
  const formatTime = useFormatDateTime();
  const [asTable, setAsTable] = useState(false);
  const metric = useMetricSeries(request);
  const { state, series, from, to, unit, refresh } = metric;
  const shown = readData(state);
  const formatValue = useMemo(() => valueFormatter(unit, locale), [unit, locale]);
  const rows = useMemo<Row[]>(
    () =>
      series.flatMap((s, si) =>
        s.points.map((p) => ({ key: `${si}-${p.at}`, series: s.label, at: p.at, value: p.value })),
      ),
    [series],
  );
  const summary = useMemo(() => {
    const values = rows.map((r) => r.value);
    if (values.length === 0) return t('metrics.noData', { title });
    const highest = rows.reduce((top, r) => (r.value > top.value ? r : top));
    const latest = rows.reduce((last, r) => (r.at > last.at ? r : last));
    return t('metrics.summary', {
      title,
      latest: formatValue(latest.value),
      highest: formatValue(highest.value),
      highestAt: formatTime(highest.at),
      lowest: formatValue(Math.min(...values)),
    });
  }, [rows, t, title, formatValue, formatTime]);
  const columns: DataTableColumn<Row>[] = [
    { id: 'at', header: t('metrics.time'), cell: (r) => formatTime(r.at), isRowHeader: true },
    ...(series.length > 1
      ? [{ id: 'series', header: t('metrics.resource'), cell: (r: Row) => r.series }]
      : []),
    { id: 'value', header: t('metrics.value'), cell: (r) => formatValue(r.value), align: 'end' as const },
  ];

  return (
    <figure className="metric-chart" aria-label={title}>
      <figcaption className="metric-chart__title">{title}</figcaption>
      {metric.query === undefined ? (
        <p className="read-problem">{t('metrics.unreadable')}</p>
      ) : state.status === 'error' ? (
        <ReadProblem
          failure={state.failure}
          title={t('metrics.failed', { title })}
          notOffered={t('metrics.notOffered')}
          onRetry={refresh}
        />
      ) : shown === undefined ? (
        <Spinner label={t('metrics.loading', { title })} />
      ) : (
        <>
          <ReadFreshness state={state} onRefresh={refresh} />
          {rows.length === 0 ? (
            <p className="read-problem">{t('metrics.noData', { title })}</p>
          ) : asTable ? (
            <DataTable
              caption={title}
              hideCaption
              columns={columns}
              rows={rows}
              rowKey={(r) => r.key}
              layout="table"
            />
          ) : (
            <LineChart
              summary={summary}
              series={series}
              from={from}
              to={to}
              formatValue={formatValue}
              formatTime={tickFormatter(request.window, locale, settings.timeZone)}
              minTop={unit === 'percent' ? 100 : 0}
            />
          )}
          {rows.length > 0 ? (
            <Button
              size="sm"
              variant="ghost"
              onPress={() => {
                setAsTable((table) => !table);
              }}
            >
              {asTable ? t('metrics.showChart', { title }) : t('metrics.showTable', { title })}
            </Button>
          ) : null}
        </>
      )}
    </figure>
  );
}
