import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LicenseFormPage } from './LicenseFormPage';
import { PRODUCT_LICENSE_FORM } from '../../kinds/licenses/licenseForms';
import { licensePaths } from './paths';

const NO_SCOPE = {};

/** The edit form of a product license (its images and tags: all the API lets change), filled from the license as last read. */
export function EditProductLicenseScreen() {
  const { t } = useTranslation('licenses');
  const { id = '' } = useParams();
  const page = licensePaths.productLicense(id);
  return (
    <LicenseFormPage
      config={PRODUCT_LICENSE_FORM}
      typeKey="licenses:productLicenses.one"
      title={t('productLicenses.edit')}
      scope={NO_SCOPE}
      edit={{ operation: 'getProductLicense', id, failed: t('productLicenses.loadOneFailed') }}
      doneTo={useCallback(() => page, [page])}
      keptTo={page}
      cancelTo={page}
    />
  );
}
