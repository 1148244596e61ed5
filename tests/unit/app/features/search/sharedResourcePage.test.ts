import { describe, expect, it } from 'vitest';
import { sharedResourcePage } from '../../../../../src/app/features/search/sharedResourcePage';
import { detailsLink } from '../../../../../src/oci/resource-types';

const INSTANCE = 'ocid1.instance.oc1.iad.anuwcljt2ahxmzqc';
const SUBNET = 'ocid1.subnet.oc1.iad.aaaaaaaab4xkhqte';
const PROJECT = 'ocid1.devopsproject.oc1.iad.amaaaaaaproject';
const stored = (link: string | null, resourceType = 'Subnet') => ({
  link,
  resourceType,
  compartmentId: 'ocid1.compartment.oc1..prod',
});

describe('the page a shared OCID opens', () => {
  it('is the link the local index keeps for it', () => {
    const link = `/networking/vcns/ocid1.vcn.oc1.iad.x/subnets/${SUBNET}`;
    expect(sharedResourcePage(SUBNET, stored(link))).toBe(link);
  });

  it("is its type's page from the OCID alone when the index has no link and a screen shows that page", () => {
    const page = detailsLink({ identifier: PROJECT, resourceType: 'DevopsProject', compartmentId: '' });
    expect(page).toMatch(/^\//);
    expect(sharedResourcePage(PROJECT, null)).toBe(page);
    expect(sharedResourcePage(PROJECT, stored(null, 'DevopsProject'))).toBe(page);
  });

  it('is the summary page when only the catch-all would show the type’s page', () => {
    expect(sharedResourcePage(INSTANCE, null)).toBe(`/resources/${INSTANCE}`);
  });

  it('is the generic details page when the type needs more than the OCID, or is unknown', () => {
    expect(sharedResourcePage(SUBNET, null)).toBe(`/resources/${SUBNET}`);
    expect(sharedResourcePage('ocid1.nosuchtype.oc1.iad.x', null)).toBe(
      '/resources/ocid1.nosuchtype.oc1.iad.x',
    );
  });

  it('never opens a stored link out of the console or one that is not safe', () => {
    for (const link of ['https://evil.example/x', 'javascript:alert(1)', '//evil.example/x', '/a\tb']) {
      expect(sharedResourcePage(SUBNET, stored(link))).toBe(`/resources/${SUBNET}`);
    }
  });
});
