import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readData, useRead } from '../../data/useRead';
import { Card, DonutChart, ErrorPanel, Spinner } from '../../ui';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { instanceModelChart, licenseMetric } from './licenseMetrics';
import type { Scope } from './useScope';

/** The metric summary of a compartment: figures, and instances by license model as a donut. */
export function LicenseMetricsCard({ scope }: { readonly scope: Scope }) {
  const { t } = useTranslation('licenses');
  const params = useMemo(
    () => ({ compartmentId: scope.compartmentId, isCompartmentIdInSubtree: scope.subtree }),
    [scope.compartmentId, scope.subtree],
  );
  const { state, refresh } = useRead(scope.compartmentId === undefined ? null : 'getLicenseMetric', params);
  const ready = readData(state);
  const metric = ready === undefined ? undefined : licenseMetric(ready.data);
  const figures =
    metric === undefined
      ? []
      : ([
          ['productLicenses', metric.totalProductLicenseCount],
          ['byolInstances', metric.totalByolInstanceCount],
          ['licenseIncludedInstances', metric.totalLicenseIncludedInstanceCount],
          ['expiringSoon', metric.licenseRecordExpiringSoonCount],
        ] as const);
  return (
    <Card title={t('overview.metrics')} actions={<ReadFreshness state={state} onRefresh={refresh} />}>
      {state.status === 'error' ? (
        <ErrorPanel title={t('overview.metricsFailed')} failure={state.failure} onRetry={refresh} />
      ) : null}
      {metric === undefined ? (
        state.status === 'loading' ? (
          <Spinner />
        ) : null
      ) : (
        <div className="details-stack">
          <dl className="details-figures">
            {figures.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`overview.figures.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="details-chart">
            <DonutChart
              title={t('overview.instancesByModel')}
              data={instanceModelChart(metric, {
                byol: t('overview.byol'),
                licenseIncluded: t('overview.licenseIncluded'),
              })}
              variant="blues"
            />
          </div>
        </div>
      )}
    </Card>
  );
}
