import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageTemplate, OverviewHeading, Spinner } from '../../ui';
import { NavPage } from '../../shell/lazyScreens';
import { isOcid } from '../search/matchResourceLink';
import { detailsConfig } from './detailsConfigs';
import type { DetailsKey } from './paths';
import { ReadDetails } from './ReadDetails';
import './details.css';

/**
 * A details page at one of its URL patterns: the route's `:id` handed to ReadDetails. A word
 * where the id goes (`/db/adb/atp`) is not a resource but a registry page beside the details
 * pages, so the registry's catch-all page shows it.
 */
export function DetailsRoute({ detailsKey }: { readonly detailsKey: DetailsKey }) {
  const { t } = useTranslation('details');
  const { id } = useParams();
  if (id !== undefined && !isOcid(id)) {
    return (
      <Suspense fallback={<Spinner />}>
        <NavPage />
      </Suspense>
    );
  }
  const config = detailsConfig(detailsKey);
  if (config === undefined) {
    return (
      <PageTemplate heading={<OverviewHeading title={t('errors.unknownType')} />}>
        <EmptyState title={t('errors.unknownType')} />
      </PageTemplate>
    );
  }
  return <ReadDetails key={`${detailsKey}:${id ?? ''}`} config={config} id={id} />;
}
