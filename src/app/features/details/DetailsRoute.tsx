import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { detailsConfig, type DetailsKey } from '../../kinds/detailsConfigs';
import { KindPage } from '../../kinds/KindPage';
import { EmptyState, PageTemplate, OverviewHeading } from '../../ui';

/**
 * A details page at one of its URL patterns: the kind's one page (KindPage) for the route's `:id`
 * (a word where an id goes never gets here: shell/ResourcePageGuard.tsx gives it the registry's
 * page).
 */
export function DetailsRoute({ detailsKey }: { readonly detailsKey: DetailsKey }) {
  const { t } = useTranslation('details');
  const routeParams = useParams();
  const config = detailsConfig(detailsKey);
  if (config === undefined) {
    return (
      <PageTemplate heading={<OverviewHeading title={t('errors.unknownType')} />}>
        <EmptyState title={t('errors.unknownType')} />
      </PageTemplate>
    );
  }
  return <KindPage config={config} routeParams={routeParams} />;
}
