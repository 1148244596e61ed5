import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { stringAt } from '../../kit/formatField';
import { LinkButton } from '../details/LinkButton';
import { ReadDetails } from '../details/ReadDetails';
import { kindDetails } from '../../kinds/registry';
import { ChangeNotice } from './ChangeNotice';
import { DeleteAction } from './DeleteAction';
import { licensePaths } from './paths';
import '../details/details.css';

/** A license record: its count, term and support dates, with edit and delete. */
export function LicenseRecordScreen() {
  const { t } = useTranslation('licenses');
  const { productLicenseId = '', id = '' } = useParams();
  return (
    <ReadDetails
      key={id}
      config={kindDetails('getLicenseRecord')}
      id={id}
      notice={<ChangeNotice />}
      actions={(record, etag) => {
        const name = stringAt(record, 'displayName') ?? id;
        return (
          <>
            <LinkButton to={licensePaths.editLicenseRecord(productLicenseId, id)}>{t('actions.edit')}</LinkButton>
            <DeleteAction
              request={{
                operation: 'deleteLicenseRecord',
                params: { licenseRecordId: id },
                resourceId: id,
                summary: t('summaries.deleteLicenseRecord', { name }),
                ...(etag === undefined ? {} : { ifMatch: etag }),
              }}
              question={t('records.deleteQuestion', { name })}
              consequence={t('records.deleteConsequence')}
              doneTo={licensePaths.productLicense(productLicenseId)}
            />
          </>
        );
      }}
    />
  );
}
