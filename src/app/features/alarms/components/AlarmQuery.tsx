/**
 * The place of an alarm's metric on its page (the kit's `metricChart` part): the metric it reads
 * and its query, as OCI's Monitoring writes it. The metric charts hand in a chart under the same
 * name; until then, and for a metric no chart draws, this is what the page shows.
 */
import { useTranslation } from 'react-i18next';
import { alarmMetricName } from '../../../../oci/alarms';
import type { KindSectionPartProps } from '../../../kit/kitParts';
import { stringAt } from '../../../kit/formatField';
import { Card } from '../../../ui';

export function AlarmQuery({ resource }: KindSectionPartProps) {
  const { t } = useTranslation('details');
  const query = stringAt(resource, 'query');
  const metric = alarmMetricName(query);
  return (
    <Card title={t('sections.metricChart')}>
      <dl className="details-fields">
        <dt>{t('fields.metricName')}</dt>
        <dd>{metric ?? '—'}</dd>
        <dt>{t('fields.query')}</dt>
        <dd>
          <code>{query ?? '—'}</code>
        </dd>
      </dl>
    </Card>
  );
}
