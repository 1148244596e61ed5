import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LicenseFormPage } from './LicenseFormPage';
import { PRODUCT_LICENSE_FORM } from '../../kinds/licenses/licenseForms';
import { licensePaths } from './paths';

/** The create form, in the compartment the list was showing. */
export function CreateProductLicenseScreen() {
  const { t } = useTranslation('licenses');
  const [search] = useSearchParams();
  const compartmentId = search.get('compartmentId') ?? undefined;
  const scope = useMemo(() => ({ compartmentId }), [compartmentId]);
  const doneTo = useCallback(
    (id: string | undefined) =>
      id === undefined ? licensePaths.productLicenses(scope) : licensePaths.productLicense(id),
    [scope],
  );
  return (
    <LicenseFormPage
      config={PRODUCT_LICENSE_FORM}
      typeKey="licenses:productLicenses.one"
      title={t('productLicenses.create')}
      scope={scope}
      doneTo={doneTo}
      keptTo={licensePaths.productLicenses({ compartmentId, subtree: true })}
      cancelTo={licensePaths.productLicenses()}
    />
  );
}
