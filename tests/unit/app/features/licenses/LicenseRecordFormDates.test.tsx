import { describe, expect, it } from 'vitest';
import { LicenseRecordForm } from '../../../../../src/app/features/licenses/LicenseRecordForm';
import { EMPTY_LICENSE_RECORD } from '../../../../../src/app/features/licenses/licenseRecordForm';
import { renderWithProviders } from '../../shell/renderWithProviders';

describe('the license record form', () => {
  it('takes its dates with date inputs, not free text boxes', () => {
    const html = renderWithProviders(
      <LicenseRecordForm
        productLicenseId="ocid1.license.oc1..a"
        initial={{ ...EMPTY_LICENSE_RECORD, isPerpetual: false }}
      />,
    );
    const dateInputs = html.match(/<input[^>]*type="date"[^>]*>/g) ?? [];
    expect(dateInputs).toHaveLength(2);
    expect(html).not.toContain('placeholder="2027-12-31"');
  });
});
