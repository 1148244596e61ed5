import { describe, expect, it } from 'vitest';
import { refersTo } from '../../../../../src/app/features/search/references';
import type { StoredResource } from '../../../../../src/contract/db';

const SUBNET = 'ocid1.subnet.oc1.iad.s';

function stored(overrides: Partial<StoredResource>): StoredResource {
  return {
    resourceType: 'Instance',
    identifier: 'ocid1.instance.oc1.iad.i',
    compartmentId: 'ocid1.compartment.oc1..c',
    region: 'us-ashburn-1',
    typeKey: 'instance',
    link: null,
    fetchedAt: 1,
    ...overrides,
  };
}

describe('refersTo', () => {
  it('finds the OCID in the compartment, the search context, the enrichment and the link built from it', () => {
    expect(refersTo(stored({ compartmentId: SUBNET }), SUBNET)).toBe(true);
    expect(refersTo(stored({ additionalDetails: { subnetId: SUBNET } }), SUBNET)).toBe(true);
    expect(refersTo(stored({ identityContext: { vnics: [{ subnet: SUBNET }] } }), SUBNET)).toBe(true);
    expect(refersTo(stored({ enrichment: { link: `/networking/vcns/v/subnets/${SUBNET}` } }), SUBNET)).toBe(true);
  });

  it('leaves out the resource itself, others, and what hides deeper than a context goes', () => {
    expect(refersTo(stored({ identifier: SUBNET, additionalDetails: { self: SUBNET } }), SUBNET)).toBe(false);
    expect(refersTo(stored({ additionalDetails: { subnetId: 'ocid1.subnet.oc1.iad.other', n: 3 } }), SUBNET)).toBe(
      false,
    );
    expect(refersTo(stored({ additionalDetails: { a: { b: { c: { d: { e: SUBNET } } } } } }), SUBNET)).toBe(false);
  });
});
