/**
 * What a resource's own page shows when it has no read of the resource — offline, a page never
 * opened before — from the local index, as the summary page does: the heading (name, state) and
 * the facts (compartment by name, region, how old it is), with a plain line saying the rest shows
 * when online. The one rule of every screen of its own: the details pages (ResourceDetails) and
 * a DevOps run's page alike.
 */
import { useTranslation } from 'react-i18next';
import type { StoredResource } from '../../../contract/db';
import { useRegionLabel } from '../../i18n/regionName';
import { useNow } from '../../kit/useNow';
import { useFormatDateTime } from '../../settings/useFormatDateTime';
import { Freshness } from '../../ui';
import { NamedId } from '../../ui/NamedId';
import { CompartmentName } from '../../kit/CompartmentName';
import { FactList, Section } from './ResourceSections';
import { useTypeLabels } from '../../kit/useTypeLabels';
import '../../kit/details.css';
import './searchScreen.css';

export interface StoredOverviewProps {
  readonly stored: StoredResource;
  /** Offline: say that the rest of the page shows when the device is back online. */
  readonly offline: boolean;
}

export function StoredOverview({ stored, offline }: StoredOverviewProps) {
  const { t } = useTranslation(['searchUi', 'glossary']);
  const labels = useTypeLabels();
  const regionLabel = useRegionLabel();
  const formatTime = useFormatDateTime();
  const now = useNow();
  return (
    <div data-testid="stored-overview">
      <p className="search-status__note" data-testid="details-age">
        <Freshness timestamp={stored.fetchedAt} now={now} /> · {t('details.fromIndex')}
      </p>
      {offline ? <p role="status">{t('details.restWhenOnline')}</p> : null}
      <Section title={t('details.overview')}>
        <FactList
          facts={[
            { label: t('glossary:ocid'), value: <NamedId ocid={stored.identifier} /> },
            { label: t('glossary:type'), value: labels.title(stored.resourceType) },
            { label: t('details.region'), value: regionLabel(stored.region) },
            ...(stored.compartmentId
              ? [{ label: t('glossary:compartment'), value: <CompartmentName id={stored.compartmentId} /> }]
              : []),
            ...(stored.availabilityDomain
              ? [{ label: t('glossary:availabilityDomain'), value: stored.availabilityDomain }]
              : []),
            ...(stored.timeCreated
              ? [{ label: t('glossary:created'), value: formatTime(stored.timeCreated) }]
              : []),
          ]}
        />
      </Section>
    </div>
  );
}
