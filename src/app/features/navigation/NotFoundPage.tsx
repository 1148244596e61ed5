import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, OverviewHeading, PageTemplate } from '../../ui';

/** An address that is no page of the console. */
export function NotFoundPage() {
  const { t } = useTranslation('console');
  return (
    <PageTemplate heading={<OverviewHeading title={t('shell.notFoundTitle')} />}>
      <div data-testid="not-found">
        <EmptyState
          title={t('shell.notFoundBody')}
          description={t('shell.notFoundHint')}
          action={<Link to="/">{t('shell.goHome')}</Link>}
        />
      </div>
    </PageTemplate>
  );
}
