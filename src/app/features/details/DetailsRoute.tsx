import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageTemplate, OverviewHeading } from '../../ui';
import { detailsConfig } from './detailsConfigs';
import type { DetailsKey } from './paths';
import { ResourceDetails } from './ResourceDetails';
import './details.css';

/** A details page at one of its URL patterns: the route's `:id` handed to ResourceDetails. */
export function DetailsRoute({ detailsKey }: { readonly detailsKey: DetailsKey }) {
  const { t } = useTranslation('details');
  const { id } = useParams();
  const config = detailsConfig(detailsKey);
  if (config === undefined) {
    return (
      <PageTemplate heading={<OverviewHeading title={t('errors.unknownType')} />}>
        <EmptyState title={t('errors.unknownType')} />
      </PageTemplate>
    );
  }
  return <ResourceDetails key={`${detailsKey}:${id ?? ''}`} config={config} id={id} />;
}
