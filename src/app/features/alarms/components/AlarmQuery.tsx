/**
 * An alarm's metric on its page (the kit's `metricChart` part): the metric it reads and its query,
 * as OCI's Monitoring writes it, and the metric charted over the last hour, day or week — the
 * query without its condition, in the alarm's metric compartment. A query the console cannot
 * chart (not the MQL it reads) still shows as written.
 */
import { useTranslation } from 'react-i18next';
import { alarmMetricName } from '../../../../oci/alarms';
import type { KindSectionPartProps } from '../../../kit/kitParts';
import { stringAt } from '../../../kit/formatField';
import { MetricChart } from '../../../kit/MetricChart';
import { MetricWindows } from '../../../kit/MetricWindows';
import { Card } from '../../../ui';

export function AlarmQuery({ resource }: KindSectionPartProps) {
  const { t } = useTranslation('details');
  const query = stringAt(resource, 'query');
  const namespace = stringAt(resource, 'namespace');
  const compartmentId = stringAt(resource, 'metricCompartmentId') ?? stringAt(resource, 'compartmentId');
  const metric = alarmMetricName(query);
  return (
    <Card title={t('sections.metricChart')}>
      <dl className="details-fields">
        <div className="details-fields__row">
          <dt>{t('fields.metricName')}</dt>
          <dd>{metric ?? '—'}</dd>
        </div>
        <div className="details-fields__row">
          <dt>{t('fields.query')}</dt>
          <dd>
            <code>{query ?? '—'}</code>
          </dd>
        </div>
      </dl>
      {query !== undefined &&
      namespace !== undefined &&
      compartmentId !== undefined &&
      metric !== undefined ? (
        <MetricWindows>
          {(window) => (
            <MetricChart
              title={metric}
              namespace={namespace}
              query={query}
              compartmentId={compartmentId}
              window={window}
            />
          )}
        </MetricWindows>
      ) : null}
    </Card>
  );
}
