import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Tabs } from '../../ui';
import { KindList } from '../../kit/KindList';
import { RELATED_PATTERNS, fillPattern } from '../details';
import { stringAt } from '../../kit/formatField';
import { LinkButton } from '../../kit/LinkButton';
import { LicenseDetails } from './LicenseDetails';
import { CONSUMER_LIST, LICENSE_RECORD_LIST } from '../../kinds/licenses/licenseLists';
import { licensePaths } from './paths';
import { UsageCard } from './UsageCard';

/** A product license: its details and usage, its license records and the resources consuming it. */
export function ProductLicenseScreen() {
  const { t } = useTranslation('licenses');
  const { id = '' } = useParams();
  return (
    <LicenseDetails kind="getProductLicense" id={id} editTo={licensePaths.editProductLicense(id)}>
      {(license) => (
        <>
          <UsageCard license={license} />
          <Tabs
            label={t('productLicenses.sections')}
            items={[
              {
                id: 'records',
                title: t('records.title'),
                content: (
                  <KindList
                    spec={LICENSE_RECORD_LIST}
                    parent={{ productLicenseId: id }}
                    rowLink={(row) =>
                      typeof row['id'] === 'string' ? licensePaths.licenseRecord(id, row['id']) : null
                    }
                    toolbar={
                      <LinkButton variant="primary" to={licensePaths.createLicenseRecord(id)}>
                        {t('records.create')}
                      </LinkButton>
                    }
                  />
                ),
              },
              {
                id: 'consumers',
                title: t('consumers.title'),
                content: (
                  <KindList
                    spec={CONSUMER_LIST}
                    parent={{ productLicenseId: id, compartmentId: stringAt(license, 'compartmentId') }}
                    rowLink={(row) =>
                      fillPattern(RELATED_PATTERNS.instance, {
                        id: typeof row['resourceId'] === 'string' ? row['resourceId'] : '',
                      })
                    }
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </LicenseDetails>
  );
}
