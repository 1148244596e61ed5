import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { KindForm } from '../../kit/KindForm';
import { OverviewHeading, PageTemplate } from '../../ui';
import { LinkButton } from '../details/LinkButton';
import { PRODUCT_LICENSE_FORM } from './licenseForms';
import { licensePaths, workRequestPath } from './paths';
import { useLicenseFormNavigation } from './useLicenseFormNavigation';
import '../details/details.css';

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
  const navigation = useLicenseFormNavigation(
    doneTo,
    licensePaths.productLicenses({ compartmentId, subtree: true }),
  );
  return (
    <PageTemplate heading={<OverviewHeading title={t('productLicenses.create')} />}>
      <KindForm
        config={PRODUCT_LICENSE_FORM}
        typeTitle={t('productLicenses.one')}
        mode="create"
        scope={scope}
        workRequestPath={workRequestPath}
        {...navigation}
        cancel={
          <LinkButton to={licensePaths.productLicenses()} variant="ghost">
            {t('form.cancel')}
          </LinkButton>
        }
      />
    </PageTemplate>
  );
}
