import { useParams } from 'react-router-dom';
import { LicenseDetails } from './LicenseDetails';
import { licensePaths } from './paths';

/** A license record: its count, term and support dates, with edit and delete. */
export function LicenseRecordScreen() {
  const { productLicenseId = '', id = '' } = useParams();
  return (
    <LicenseDetails
      kind="getLicenseRecord"
      id={id}
      editTo={licensePaths.editLicenseRecord(productLicenseId, id)}
    />
  );
}
