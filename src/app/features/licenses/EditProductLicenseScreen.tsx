import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { readData, useRead } from '../../data/useRead';
import { ErrorPanel, OverviewHeading, PageTemplate, Spinner } from '../../ui';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { productLicenseDraft } from './productLicenseForm';
import { ProductLicenseForm } from './ProductLicenseForm';
import '../details/details.css';

/** The edit form of a product license, filled from the license as last read. */
export function EditProductLicenseScreen() {
  const { t } = useTranslation('licenses');
  const { id = '' } = useParams();
  const params = useMemo(() => ({ productLicenseId: id }), [id]);
  const { state, refresh } = useRead<Readonly<Record<string, unknown>>>('getProductLicense', params);
  const ready = readData(state);
  const name = typeof ready?.data['displayName'] === 'string' ? ready.data['displayName'] : id;
  return (
    <PageTemplate heading={<OverviewHeading title={t('productLicenses.edit')} subtitle={name} />}>
      <div className="details-stack">
        <ReadFreshness state={state} onRefresh={refresh} />
        {state.status === 'error' ? (
          <ErrorPanel title={t('productLicenses.loadOneFailed')} failure={state.failure} onRetry={refresh} />
        ) : null}
        {ready === undefined ? (
          state.status === 'loading' ? <Spinner /> : null
        ) : (
          // A new etag (a refresh) starts the form again from what the service has now.
          <ProductLicenseForm
            key={ready.etag ?? String(ready.fetchedAt)}
            mode="edit"
            initial={productLicenseDraft(ready.data)}
            licenseId={id}
            etag={ready.etag}
          />
        )}
      </div>
    </PageTemplate>
  );
}
