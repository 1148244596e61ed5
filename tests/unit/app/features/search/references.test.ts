import { describe, expect, it } from 'vitest';
import { REFERENCES_SHOWN, referencesTo, refersTo } from '../../../../../src/app/features/search/references';
import { consoleDb } from '../../../../../src/contract/db';
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
    expect(refersTo(stored({ enrichment: { link: `/networking/vcns/v/subnets/${SUBNET}` } }), SUBNET)).toBe(
      true,
    );
  });

  it('leaves out the resource itself, others, and what hides deeper than a context goes', () => {
    expect(refersTo(stored({ identifier: SUBNET, additionalDetails: { self: SUBNET } }), SUBNET)).toBe(false);
    expect(
      refersTo(stored({ additionalDetails: { subnetId: 'ocid1.subnet.oc1.iad.other', n: 3 } }), SUBNET),
    ).toBe(false);
    expect(refersTo(stored({ additionalDetails: { a: { b: { c: { d: { e: SUBNET } } } } } }), SUBNET)).toBe(
      false,
    );
  });
});

describe('referencesTo', () => {
  it('reads the whole index page by page, and stops once it has more than it shows', async () => {
    const db = consoleDb();
    await db.resources.clear();
    // Past the first page of records: the referring ones sort after 2,000 that do not refer.
    const others = Array.from({ length: 2100 }, (_, n) =>
      stored({ identifier: `ocid1.instance.oc1.iad.a${String(n).padStart(5, '0')}` }),
    );
    const referring = Array.from({ length: REFERENCES_SHOWN + 5 }, (_, n) =>
      stored({
        identifier: `ocid1.instance.oc1.iad.z${String(n).padStart(5, '0')}`,
        additionalDetails: { subnetId: SUBNET },
      }),
    );
    await db.resources.bulkPut([...others, ...referring]);
    const found = await referencesTo(SUBNET);
    expect(found.items).toHaveLength(REFERENCES_SHOWN);
    expect(found.more).toBe(true);
    expect(found.items.every((item) => item.identifier.startsWith('ocid1.instance.oc1.iad.z'))).toBe(true);

    await db.resources.bulkDelete(referring.slice(1).map((item) => item.identifier));
    expect(await referencesTo(SUBNET)).toEqual({ items: [referring[0]], more: false });
    await db.resources.clear();
  });
});
