import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { KindForm } from '../../kit/KindForm';
import { OverviewHeading, PageTemplate } from '../../ui';
import { LinkButton } from '../details/LinkButton';
import { LICENSE_RECORD_FORM } from './licenseForms';
import { licensePaths, workRequestPath } from './paths';
import { useLicenseFormNavigation } from './useLicenseFormNavigation';
import '../details/details.css';

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
  const navigation = useLicenseFormNavigation(doneTo, license);
  return (
    <PageTemplate heading={<OverviewHeading title={t('records.create')} />}>
      <KindForm
        config={LICENSE_RECORD_FORM}
        typeTitle={t('records.one')}
        mode="create"
        scope={scope}
        workRequestPath={workRequestPath}
        {...navigation}
        cancel={
          <LinkButton to={license} variant="ghost">
            {t('form.cancel')}
          </LinkButton>
        }
      />
    </PageTemplate>
  );
}
