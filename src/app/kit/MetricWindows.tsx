import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { METRIC_WINDOW_NAMES, type MetricWindow } from './metricQuery';
import { Tabs } from '../ui';

/**
 * The last hour, day or week, as tabs over the charts of one window: an instance's metrics, an
 * alarm's metric. The hour first, as an admin on call reads it.
 */
export function MetricWindows({ children }: { readonly children: (window: MetricWindow) => ReactNode }) {
  const { t } = useTranslation(['oncall']);
  return (
    <Tabs
      label={t('oncall:metrics.window')}
      defaultSelectedKey="hour"
      items={METRIC_WINDOW_NAMES.map((window) => ({
        id: window,
        title: t(`oncall:metrics.windows.${window}`),
        content: children(window),
      }))}
    />
  );
}
