import { useTranslation } from 'react-i18next';
import { OverviewHeading, PageTemplate } from '../../ui';
import { LinkButton } from '../../kit/LinkButton';
import { LicenseMetricsCard } from './LicenseMetricsCard';
import { licensePaths } from './paths';
import { ScopePicker } from './ScopePicker';
import { TopUtilizedLicensesCard } from './TopUtilizedLicensesCard';
import { TopUtilizedResourcesCard } from './TopUtilizedResourcesCard';
import { useScope } from './useScope';
import '../../kit/details.css';

/** The license manager's dashboard for a compartment: metrics, most used licenses and resources. */
export function LicenseOverviewScreen() {
  const { t } = useTranslation('licenses');
  const scope = useScope();
  return (
    <PageTemplate
      heading={
        <OverviewHeading
          title={t('overview.title')}
          actions={
            <>
              <LinkButton to={licensePaths.productLicenses(scope)}>{t('productLicenses.title')}</LinkButton>
              <LinkButton to={licensePaths.configuration(scope)}>{t('configuration.title')}</LinkButton>
            </>
          }
        />
      }
    >
      <div className="details-stack">
        <ScopePicker scope={scope} />
        <LicenseMetricsCard scope={scope} />
        <TopUtilizedLicensesCard scope={scope} />
        <TopUtilizedResourcesCard scope={scope} />
      </div>
    </PageTemplate>
  );
}
