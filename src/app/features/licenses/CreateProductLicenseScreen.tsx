import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OverviewHeading, PageTemplate } from '../../ui';
import { EMPTY_PRODUCT_LICENSE } from './productLicenseForm';
import { ProductLicenseForm } from './ProductLicenseForm';
import '../details/details.css';

/** The create form, in the compartment the list was showing. */
export function CreateProductLicenseScreen() {
  const { t } = useTranslation('licenses');
  const [search] = useSearchParams();
  const initial = { ...EMPTY_PRODUCT_LICENSE, compartmentId: search.get('compartmentId') ?? '' };
  return (
    <PageTemplate heading={<OverviewHeading title={t('productLicenses.create')} />}>
      <ProductLicenseForm mode="create" initial={initial} />
    </PageTemplate>
  );
}
