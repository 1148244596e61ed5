import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { OverviewHeading, PageTemplate } from '../../ui';
import { EMPTY_LICENSE_RECORD } from './licenseRecordForm';
import { LicenseRecordForm } from './LicenseRecordForm';
import '../details/details.css';

/** Adding a license record to the product license of the URL. */
export function CreateLicenseRecordScreen() {
  const { t } = useTranslation('licenses');
  const { productLicenseId = '' } = useParams();
  return (
    <PageTemplate heading={<OverviewHeading title={t('records.create')} />}>
      <LicenseRecordForm productLicenseId={productLicenseId} initial={EMPTY_LICENSE_RECORD} />
    </PageTemplate>
  );
}
