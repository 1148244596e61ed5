import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LicenseFormPage } from './LicenseFormPage';
import { LICENSE_RECORD_FORM } from '../../kinds/licenses/licenseForms';
import { licensePaths } from './paths';

/** The edit form of a license record, filled from the record as last read. */
export function EditLicenseRecordScreen() {
  const { t } = useTranslation('licenses');
  const { productLicenseId = '', id = '' } = useParams();
  const scope = useMemo(() => ({ productLicenseId }), [productLicenseId]);
  const page = licensePaths.licenseRecord(productLicenseId, id);
  return (
    <LicenseFormPage
      config={LICENSE_RECORD_FORM}
      typeKey="licenses:records.one"
      title={t('records.edit')}
      scope={scope}
      edit={{ operation: 'getLicenseRecord', id, failed: t('records.loadOneFailed') }}
      doneTo={useCallback(() => page, [page])}
      keptTo={page}
      cancelTo={page}
    />
  );
}
