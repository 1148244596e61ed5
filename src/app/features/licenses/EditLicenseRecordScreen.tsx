import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { readData, useRead } from '../../data/useRead';
import { KindForm } from '../../kit/KindForm';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { ErrorPanel, OverviewHeading, PageTemplate, Spinner } from '../../ui';
import { LinkButton } from '../details/LinkButton';
import { LICENSE_RECORD_FORM } from './licenseForms';
import { licensePaths, workRequestPath } from './paths';
import { useLicenseFormNavigation } from './useLicenseFormNavigation';
import '../details/details.css';

/** The edit form of a license record, filled from the record as last read. */
export function EditLicenseRecordScreen() {
  const { t } = useTranslation('licenses');
  const { productLicenseId = '', id = '' } = useParams();
  const params = useMemo(() => ({ licenseRecordId: id }), [id]);
  const scope = useMemo(() => ({ productLicenseId }), [productLicenseId]);
  const { state, refresh } = useRead('getLicenseRecord', params);
  const ready = readData(state);
  const name = typeof ready?.data['displayName'] === 'string' ? ready.data['displayName'] : id;
  const page = licensePaths.licenseRecord(productLicenseId, id);
  const navigation = useLicenseFormNavigation(
    useCallback(() => page, [page]),
    page,
  );
  return (
    <PageTemplate heading={<OverviewHeading title={t('records.edit')} subtitle={name} />}>
      <div className="details-stack">
        <ReadFreshness state={state} onRefresh={refresh} />
        {state.status === 'error' ? (
          <ErrorPanel title={t('records.loadOneFailed')} failure={state.failure} onRetry={refresh} />
        ) : null}
        {ready === undefined ? (
          state.status === 'loading' ? (
            <Spinner />
          ) : null
        ) : (
          <KindForm
            key={ready.etag ?? String(ready.fetchedAt)}
            config={LICENSE_RECORD_FORM}
            typeTitle={t('records.one')}
            mode="edit"
            scope={scope}
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
