import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KindList } from '../../kit/KindList';
import { OverviewHeading, PageTemplate } from '../../ui';
import { LinkButton } from '../../kit/LinkButton';
import { ChangeNotice } from './ChangeNotice';
import { PRODUCT_LICENSE_LIST } from '../../kinds/licenses/licenseLists';
import { licensePaths } from './paths';
import { ScopePicker } from './ScopePicker';
import { useScope } from './useScope';
import '../../kit/details.css';

/** Product licenses of a compartment (and its subcompartments), sorted and paged by the service. */
export function ProductLicensesScreen() {
  const { t } = useTranslation('licenses');
  const scope = useScope();
  const parent = useMemo(
    () =>
      scope.compartmentId === undefined
        ? null
        : { compartmentId: scope.compartmentId, isCompartmentIdInSubtree: scope.subtree },
    [scope.compartmentId, scope.subtree],
  );
  return (
    <PageTemplate
      heading={
        <OverviewHeading
          title={t('productLicenses.title')}
          actions={
            <>
              <LinkButton variant="primary" to={licensePaths.createProductLicense(scope)}>
                {t('productLicenses.create')}
              </LinkButton>
              <LinkButton to={licensePaths.bulkUpload(scope)}>{t('bulkUpload.title')}</LinkButton>
            </>
          }
        />
      }
    >
      <div className="details-stack">
        <ChangeNotice />
        <ScopePicker scope={scope} />
        <KindList
          spec={PRODUCT_LICENSE_LIST}
          parent={parent}
          rowLink={(row) => (typeof row['id'] === 'string' ? licensePaths.productLicense(row['id']) : null)}
        />
      </div>
    </PageTemplate>
  );
}
