import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { readData, useRead } from '../../data/useRead';
import { KindForm } from '../../kit/KindForm';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { ErrorPanel, OverviewHeading, PageTemplate, Spinner } from '../../ui';
import { LinkButton } from '../details/LinkButton';
import { PRODUCT_LICENSE_FORM } from './licenseForms';
import { licensePaths, workRequestPath } from './paths';
import { useLicenseFormNavigation } from './useLicenseFormNavigation';
import '../details/details.css';

/** The edit form of a product license (its images and tags: all the API lets change), filled from the license as last read. */
export function EditProductLicenseScreen() {
  const { t } = useTranslation('licenses');
  const { id = '' } = useParams();
  const params = useMemo(() => ({ productLicenseId: id }), [id]);
  const { state, refresh } = useRead('getProductLicense', params);
  const ready = readData(state);
  const name = typeof ready?.data['displayName'] === 'string' ? ready.data['displayName'] : id;
  const page = licensePaths.productLicense(id);
  const navigation = useLicenseFormNavigation(
    useCallback(() => page, [page]),
    page,
  );
  return (
    <PageTemplate heading={<OverviewHeading title={t('productLicenses.edit')} subtitle={name} />}>
      <div className="details-stack">
        <ReadFreshness state={state} onRefresh={refresh} />
        {state.status === 'error' ? (
          <ErrorPanel title={t('productLicenses.loadOneFailed')} failure={state.failure} onRetry={refresh} />
        ) : null}
        {ready === undefined ? (
          state.status === 'loading' ? (
            <Spinner />
          ) : null
        ) : (
          // A new etag (a refresh) starts the form again from what the service has now.
          <KindForm
            key={ready.etag ?? String(ready.fetchedAt)}
            config={PRODUCT_LICENSE_FORM}
            typeTitle={t('productLicenses.one')}
            mode="edit"
            scope={{}}
            resource={ready.data}
            etag={ready.etag}
            workRequestPath={workRequestPath}
            {...navigation}
            cancel={
              <LinkButton to={page} variant="ghost">
                {t('form.cancel')}
              </LinkButton>
            }
          />
        )}
      </div>
    </PageTemplate>
  );
}
