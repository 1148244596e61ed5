/**
 * Every searchable type opens a page: for each type of the catalogue, a result row (as the search
 * service answers it, and once enrichment has added its context) links to an address that one of
 * the console's own screens serves, never the registry's catch-all.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resourceHref, servedByScreen } from '../../../src/app/resourceHref';
import { registryRoutes } from '../../../src/app/registryRoutes';
import { consoleRouteTable } from '../../../src/app/consoleRouteTable';
import { featureRoutes } from '../../../src/app/features';
import { consoleRoutes } from '../../../src/app/routes';
import { detailsLink, RESOURCE_TYPES } from '../../../src/oci/resource-types';

/** The router's whole tree, the registries' rows added as on the first navigation past the first route. */
const ROUTES = consoleRoutes(registryRoutes(featureRoutes));
const SHOWN_BY = new Map(consoleRouteTable().rows.map((row) => [row.path, row.shows.by]));

/** The route that shows the address: the deepest match in the console's route tree. */
function screenOf(address: string): {
  readonly route: RouteObject;
  readonly params: Record<string, string | undefined>;
} {
  const matches = matchRoutes(ROUTES, address) ?? [];
  const last = matches[matches.length - 1];
  if (last === undefined) throw new Error(`No route for ${address}`);
  return { route: last.route, params: last.params };
}

/** The context values enrichment and the search context give links (document 2 §3.1, §3.4). */
const CONTEXT = {
  vcnId: 'ocid1.vcn.oc1.iad.v',
  drgId: 'ocid1.drg.oc1.iad.d',
  projectId: 'ocid1.devopsproject.oc1.iad.p',
  pipelineId: 'ocid1.devopsbuildpipeline.oc1.iad.bp',
  appId: 'ocid1.fnapp.oc1.iad.a',
  gatewayId: 'ocid1.apigateway.oc1.iad.g',
  apiId: 'ocid1.apigatewayapi.oc1.iad.api',
  logGroupId: 'ocid1.loggroup.oc1.iad.lg',
  crossConnectGroupId: 'ocid1.crossconnectgroup.oc1.iad.ccg',
  serviceType: 'COLOCATED',
  crossConnectOrCrossConnectGroupId: 'ocid1.crossconnect.oc1.iad.cc',
  wafPolicyId: 'ocid1.webappfirewallpolicy.oc1.iad.w',
  waaPolicyId: 'ocid1.webappaccelerationpolicy.oc1.iad.w',
  productId: 'ocid1.productlicense.oc1.iad.pl',
  sddcId: 'ocid1.vmwaresddc.oc1.iad.s',
  vnicAttachmentId: 'ocid1.vnicattachment.oc1.iad.va',
  namespace: 'tenancyns',
  tenancy: 'tenancyns',
  domainOcid: 'ocid1.domain.oc1..dom',
  vaultId: 'ocid1.vault.oc1.iad.vault',
  fileSystemId: 'ocid1.filesystem.oc1.iad.fs',
  managementInstanceId: 'ocid1.empmanagementinstance.oc1.iad.m',
  migrationId: 'ocid1.ocmmigration.oc1.iad.m',
  repoId: 'ocid1.containerrepo.oc1.iad.r',
  imageId: 'ocid1.containerimage.oc1.iad.i:v1',
};

function rowsOf(typeName: string): { readonly identifier: string; readonly link: string | null }[] {
  const identifier = `ocid1.${typeName.toLowerCase().replace(/[^a-z0-9]/g, '')}.oc1.iad.aaaa${typeName.length}`;
  const answered = {
    resourceType: typeName,
    identifier,
    compartmentId: 'ocid1.compartment.oc1..c',
    displayName: 'r',
  };
  const enriched = { ...answered, enrichment: CONTEXT, additionalDetails: CONTEXT, identityContext: CONTEXT };
  return [
    { identifier, link: detailsLink(answered) },
    { identifier, link: detailsLink(enriched) },
  ];
}

describe('where a result opens', () => {
  it.each(RESOURCE_TYPES.map((type) => [type.name]))(
    '%s opens a screen of its own, not the catch-all',
    (name) => {
      for (const row of rowsOf(name)) {
        const href = resourceHref(row);
        const { route, params } = screenOf(href);
        expect(route.path, `${name}: ${href}`).not.toBe('*');
        // Nor the navigation registry's page: a screen of the console shows the resource.
        expect(SHOWN_BY.get(route.path ?? ''), `${name}: ${href}`).not.toBe('navigation');
        expect(route.lazy !== undefined || route.element !== undefined, href).toBe(true);
        // The page is this resource's (or, for an address, the page the catalogue sends it to).
        if (row.link === null) expect(params['id']).toBe(row.identifier);
      }
    },
  );

  it('keeps a catalogue link that a screen serves', () => {
    const subnet = `/networking/vcns/${encodeURIComponent(CONTEXT.vcnId)}/subnets/ocid1.subnet.oc1.iad.s`;
    expect(resourceHref({ identifier: 'ocid1.subnet.oc1.iad.s', link: subnet })).toBe(subnet);
  });

  it('opens the summary page for a type without a link, a link only the catch-all answers, or a hostile one', () => {
    const id = 'ocid1.cloudexadatainfrastructure.oc1.iad.x';
    const summary = `/resources/${id}`;
    expect(resourceHref({ identifier: id, link: null })).toBe(summary);
    expect(resourceHref({ identifier: id, link: '/networking/path-analyzer/ocid1.x.oc1..y' })).toBe(summary);
    expect(resourceHref({ identifier: id, link: 'javascript:alert(1)' })).toBe(summary);
    expect(resourceHref({ identifier: id, link: '//evil.example/compute' })).toBe(summary);
    expect(resourceHref({ identifier: id, link: 'https://evil.example/' })).toBe(summary);
    expect(resourceHref({ identifier: 'ocid1.x.oc1..a/b?c', link: null })).toBe(
      '/resources/ocid1.x.oc1..a%2Fb%3Fc',
    );
  });

  it('does not count a details pattern with a word where the OCID goes as a resource page', () => {
    expect(servedByScreen('/networking/vcns/ocid1.vcn.oc1..v/subnets/ocid1.subnet.oc1..s')).toBe(true);
    expect(servedByScreen('/networking/vcns/ocid1.vcn.oc1..v/subnets/list')).toBe(false);
    expect(servedByScreen('/compute/instances/ocid1.instance.oc1..i')).toBe(false);
  });
});
