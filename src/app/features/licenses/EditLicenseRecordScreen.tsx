import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { readData, useRead } from '../../data/useRead';
import { ErrorPanel, OverviewHeading, PageTemplate, Spinner } from '../../ui';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { licenseRecordDraft } from './licenseRecordForm';
import { LicenseRecordForm } from './LicenseRecordForm';
import '../details/details.css';

/** The edit form of a license record, filled from the record as last read. */
export function EditLicenseRecordScreen() {
  const { t } = useTranslation('licenses');
  const { productLicenseId = '', id = '' } = useParams();
  const params = useMemo(() => ({ licenseRecordId: id }), [id]);
  const { state, refresh } = useRead<Readonly<Record<string, unknown>>>('getLicenseRecord', params);
  const ready = readData(state);
  const name = typeof ready?.data['displayName'] === 'string' ? ready.data['displayName'] : id;
  return (
    <PageTemplate heading={<OverviewHeading title={t('records.edit')} subtitle={name} />}>
      <div className="details-stack">
        <ReadFreshness state={state} onRefresh={refresh} />
        {state.status === 'error' ? (
          <ErrorPanel title={t('records.loadOneFailed')} failure={state.failure} onRetry={refresh} />
        ) : null}
        {ready === undefined ? (
          state.status === 'loading' ? <Spinner /> : null
        ) : (
          <LicenseRecordForm
            key={ready.etag ?? String(ready.fetchedAt)}
            productLicenseId={productLicenseId}
            initial={licenseRecordDraft(ready.data)}
            recordId={id}
            etag={ready.etag}
          />
        )}
      </div>
    </PageTemplate>
  );
}
