import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Tabs } from '../../ui';
import { KindList } from '../../kit/KindList';
import { RELATED_PATTERNS, fillPattern } from '../details/paths';
import { stringAt } from '../../kit/formatField';
import { LinkButton } from '../details/LinkButton';
import { ReadDetails } from '../details/ReadDetails';
import { kindDetails } from '../../kinds/registry';
import { ChangeNotice } from './ChangeNotice';
import { DeleteAction } from './DeleteAction';
import { CONSUMER_LIST, LICENSE_RECORD_LIST } from './licenseLists';
import { licensePaths } from './paths';
import { UsageCard } from './UsageCard';
import '../details/details.css';

/** A product license: its details and usage, its license records and the resources consuming it. */
export function ProductLicenseScreen() {
  const { t } = useTranslation('licenses');
  const { id = '' } = useParams();
  return (
    <ReadDetails
      key={id}
      config={kindDetails('getProductLicense')}
      id={id}
      notice={<ChangeNotice />}
      actions={(license, etag) => {
        const name = stringAt(license, 'displayName') ?? id;
        return (
          <>
            <LinkButton to={licensePaths.editProductLicense(id)}>{t('actions.edit')}</LinkButton>
            <DeleteAction
              request={{
                operation: 'deleteProductLicense',
                params: { productLicenseId: id },
                resourceId: id,
                summary: t('summaries.deleteProductLicense', { name }),
                ...(etag === undefined ? {} : { ifMatch: etag }),
              }}
              question={t('productLicenses.deleteQuestion', { name })}
              consequence={t('productLicenses.deleteConsequence')}
              // The list as the menu opens it (the tenancy and all below it), which a device
              // offline has kept: the license shows there, marked pending, until it is gone.
              doneTo={licensePaths.productLicenses()}
            />
          </>
        );
      }}
    >
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
    </ReadDetails>
  );
}
