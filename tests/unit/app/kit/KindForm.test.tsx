import { describe, expect, it } from 'vitest';
import {
  LICENSE_RECORD_FORM,
  PRODUCT_LICENSE_FORM,
} from '../../../../src/app/kinds/licenses/licenseForms';
import { KindForm } from '../../../../src/app/kit/KindForm';
import { renderWithProviders } from '../shell/renderWithProviders';

describe('the one form, as a kind configures it', () => {
  it("takes a license record's dates with date inputs, not free text boxes", () => {
    const html = renderWithProviders(
      <KindForm
        config={LICENSE_RECORD_FORM}
        typeKey="licenses:records.one"
        mode="edit"
        scope={{ productLicenseId: 'ocid1.license.oc1..a' }}
        resource={{
          id: 'ocid1.licenserecord.oc1..r',
          displayName: 'r',
          isPerpetual: false,
          isUnlimited: false,
        }}
      />,
    );
    const dateInputs = html.match(/<input[^>]*type="date"[^>]*>/g) ?? [];
    expect(dateInputs).toHaveLength(2);
    expect(html).not.toContain('placeholder="2027-12-31"');
  });

  it('shows only what an edit of a product license may change: its images and tags', () => {
    const html = renderWithProviders(
      <KindForm
        config={PRODUCT_LICENSE_FORM}
        typeKey="licenses:productLicenses.one"
        mode="edit"
        scope={{}}
        resource={{ id: 'ocid1.productlicense.oc1..p', displayName: 'p', images: [] }}
      />,
    );
    expect(html.match(/<textarea/g) ?? []).toHaveLength(2);
    expect(html).not.toContain('type="date"');
  });
});
