import { describe, expect, it, vi } from 'vitest';
import { FieldList } from '../../../../../src/app/kit/FieldList';
import { RelationLink } from '../../../../../src/app/kit/RelationLink';
import { LICENSE_RECORD_DETAILS } from '../../../../../src/app/kinds/licenses/licenses';
import { renderWithProviders } from '../../shell/renderWithProviders';

const COMPARTMENT = 'ocid1.compartment.oc1..aaaafieldops';
const LICENSE = 'ocid1.productlicense.oc1..aaaaoracledb';
const NAMES: Readonly<Record<string, string>> = {
  [COMPARTMENT]: 'field-ops',
  [LICENSE]: 'Oracle Database EE',
};

// The local index, as search and the list walks fill it.
vi.mock('../../../../../src/app/data/useStoredName', () => ({
  useStoredName: (id: string | undefined) => (id === undefined ? undefined : NAMES[id]),
}));

describe('license screens in people words', () => {
  it('names the compartment from the local index, its OCID only on demand', () => {
    const html = renderWithProviders(
      <RelationLink
        id={COMPARTMENT}
        to={{ pattern: '/identity/compartments/:id' }}
        resource={{ compartmentId: COMPARTMENT }}
      />,
    );
    expect(html).toContain('field-ops');
    expect(html).toContain(`href="/identity/compartments/${COMPARTMENT}"`);
    expect(html).toContain('Show OCID');
    expect(html).not.toContain(`<code>${COMPARTMENT}</code>`);
  });

  it("names a license record's parent product license", () => {
    const relation = LICENSE_RECORD_DETAILS.relations?.[0];
    expect(relation?.path).toBe('productLicenseId');
    const html = renderWithProviders(
      <RelationLink
        id={LICENSE}
        to={relation?.to ?? { pattern: '' }}
        resource={{ productLicenseId: LICENSE }}
      />,
    );
    expect(html).toContain('Oracle Database EE');
    expect(html).not.toContain(`<code>${LICENSE}</code>`);
  });

  it('shows an unknown OCID with its copy button rather than nothing', () => {
    const html = renderWithProviders(
      <RelationLink id="ocid1.compartment.oc1..unknown" to={{ pattern: '/c/:id' }} resource={{}} />,
    );
    expect(html).toContain('ocid1.compartment.oc1..unknown');
  });

  it('writes a license unit in words, not its code', () => {
    const html = renderWithProviders(
      <FieldList source={{ licenseUnit: 'PROCESSORS' }} fields={LICENSE_RECORD_DETAILS.fields} />,
    );
    expect(html).toContain('Processors');
    expect(html).not.toContain('PROCESSORS');
  });
});
