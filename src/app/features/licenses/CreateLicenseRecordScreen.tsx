import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LicenseFormPage } from './LicenseFormPage';
import { LICENSE_RECORD_FORM } from '../../kinds/licenses/licenseForms';
import { licensePaths } from './paths';

/** Adding a license record to the product license of the URL. */
export function CreateLicenseRecordScreen() {
  const { t } = useTranslation('licenses');
  const { productLicenseId = '' } = useParams();
  const scope = useMemo(() => ({ productLicenseId }), [productLicenseId]);
  const license = licensePaths.productLicense(productLicenseId);
  const doneTo = useCallback(
    (id: string | undefined) =>
      id === undefined ? license : licensePaths.licenseRecord(productLicenseId, id),
    [license, productLicenseId],
  );
  return (
    <LicenseFormPage
      config={LICENSE_RECORD_FORM}
      typeKey="licenses:records.one"
      title={t('records.create')}
      scope={scope}
      doneTo={doneTo}
      keptTo={license}
      cancelTo={license}
    />
  );
}
