/**
 * The customer-premises equipment kind, added as src/app/kinds/README.md says (one file and its
 * words): the registry has it, its address is its catalogue row's link and the route table
 * routes it, a search result of its type opens its page, and its link is filled from the
 * resource.
 */
import { describe, expect, it } from 'vitest';
import { consoleRouteTable } from '../../../../src/app/consoleRouteTable';
import { resourceHref, screenLink } from '../../../../src/app/resourceHref';
import { detailsConfig, detailsConfigForType } from '../../../../src/app/kinds/detailsConfigs';
import { resourceKind } from '../../../../src/app/kinds/registry';
import { detailsLinkOf } from '../../../../src/app/kit/detailsLinks';
import { detailsPatterns } from '../../../../src/app/kit/detailsPatterns';
import { operation } from '../../../../src/oci/operations';
import { detailsLink, typePatterns } from '../../../../src/oci/resource-types';

const ID = 'ocid1.cpe.oc1.iad.aaaaexample';

function page() {
  const details = resourceKind('getCpe')?.details;
  if (details === undefined) throw new Error('no customer-premises equipment page');
  return details;
}

describe('the customer-premises equipment kind', () => {
  it('is in the registry, read by GetCpe, and shows search results of its type', () => {
    expect(page().key).toBe('cpe');
    expect(operation(page().operation).pathParams).toEqual([page().idParam]);
    expect(detailsConfig('cpe')).toBe(page());
    expect(detailsConfigForType('CPE')).toBe(page());
  });

  it('answers at its catalogue row’s link, which the route table routes to its page', () => {
    expect(detailsPatterns(page())).toEqual(typePatterns('Cpe'));
    expect(detailsPatterns(page())).toEqual(['/networking/cpes/:id']);
    const row = consoleRouteTable().rows.find((route) => route.path === '/networking/cpes/:id');
    expect(row?.shows).toEqual({ by: 'details', key: 'cpe' });
    expect(row?.resource).toBe(true);
  });

  it('opens from a search result, never for a word where its OCID goes', () => {
    const link = detailsLink({
      resourceType: 'Cpe',
      identifier: ID,
      compartmentId: 'ocid1.compartment.oc1..c',
    });
    expect(link).toBe(`/networking/cpes/${ID}`);
    expect(resourceHref({ identifier: ID, link })).toBe(`/networking/cpes/${ID}`);
    expect(screenLink('/networking/cpes/list')).toBeUndefined();
  });

  it('links a CPE from its own fields', () => {
    expect(detailsLinkOf(page(), { id: ID, ipAddress: '203.0.113.10' })).toBe(`/networking/cpes/${ID}`);
    expect(detailsLinkOf(page(), { ipAddress: '203.0.113.10' })).toBeNull();
  });
});
