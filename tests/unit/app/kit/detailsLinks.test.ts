import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  detailsConfig,
  detailsConfigForType,
  EVERY_DETAILS_CONFIG,
} from '../../../../src/app/kinds/detailsConfigs';
import { detailsPatterns } from '../../../../src/app/kit/detailsPatterns';
import type { DetailsConfig } from '../../../../src/app/kit/detailsConfig';
import {
  detailsLinkOf,
  directLink,
  linkFromLookup,
  linkWithoutRead,
  lookupRead,
} from '../../../../src/app/kit/detailsLinks';
import {
  fillPattern,
  firstFilled,
  pathTo,
} from '../../../../src/app/features/details/paths';
import { detailsLink, resourceType, typePatterns } from '../../../../src/oci/resource-types';
import type { LinkSubject } from '../../../../src/oci/resource';

const config = (key: string): DetailsConfig => {
  const found = detailsConfig(key);
  if (found === undefined) throw new Error(`no config ${key}`);
  return found;
};

describe('patterns', () => {
  it('fill every parameter, encoded, or give no link at all', () => {
    expect(fillPattern('/networking/vcns/:vcnId/subnets/:id', { vcnId: 'v 1', id: 's/1' })).toBe(
      '/networking/vcns/v%201/subnets/s%2F1',
    );
    expect(fillPattern('/networking/vcns/:vcnId/subnets/:id', { id: 's1' })).toBeNull();
    expect(fillPattern('/networking/vcns/:vcnId/subnets/:id', { vcnId: '', id: 's1' })).toBeNull();
    expect(pathTo('/db/adb/:id', { id: 'a' })).toBe('/db/adb/a');
    expect(firstFilled(detailsPatterns(config('esxiHost')), { sddcId: 's', id: 'h' })).toBe(
      '/vmware/sddcs/s/esxi-hosts/h',
    );
  });

  it('of a kind come from one source: its search types’ links, or its declared pages when those lead elsewhere', () => {
    for (const c of EVERY_DETAILS_CONFIG) {
      const fromTypes = c.resourceTypes.flatMap(typePatterns);
      if (c.pages === undefined) {
        expect(fromTypes, `${c.key}: its types' links fill its pages`).not.toHaveLength(0);
        expect(detailsPatterns(c)).toEqual([...new Set(fromTypes)]);
      } else {
        expect(fromTypes, `${c.key} declares its pages and its types' links fill none`).toEqual([]);
        expect(detailsPatterns(c)).toBe(c.pages);
      }
    }
    // The cross-connect's two addresses, from its catalogue row's link, most specific first.
    expect(detailsPatterns(config('crossConnect'))).toEqual([
      '/networking/fast-connect/cross-connect-group/:crossConnectGroupId/cross-connect/:id',
      '/networking/fast-connect/cross-connect/:id',
    ]);
  });
});

describe('a resource page links to itself from its own fields', () => {
  it('puts a subnet under its VCN', () => {
    expect(detailsLinkOf(config('subnet'), { id: 's1', vcnId: 'v1' })).toBe('/networking/vcns/v1/subnets/s1');
    expect(detailsLinkOf(config('subnet'), { id: 's1' })).toBeNull();
  });

  it('gives a container image its version', () => {
    expect(
      detailsLinkOf(config('containerImage'), { id: 'img', version: '1.4.1', repositoryId: 'repo' }),
    ).toBe('/containers/registry/repos/repo/images/img%3A1.4.1');
    expect(config('containerImage').readId?.('img:1.4.1')).toBe('img');
  });

  it('opens a report definition in its data source feature and an assessment in its view', () => {
    expect(detailsLinkOf(config('reportDefinition'), { id: 'r', dataSource: 'EVENTS' })).toBe(
      '/data-safe/activity-auditing/report-definitions/r',
    );
    expect(detailsLinkOf(config('reportDefinition'), { id: 'r', dataSource: 'ALLOWED_SQL' })).toBe(
      '/data-safe/sql-firewall/report-definitions/r',
    );
    expect(detailsLinkOf(config('reportDefinition'), { id: 'r', dataSource: 'UNKNOWN' })).toBeNull();
    expect(detailsLinkOf(config('userAssessment'), { id: 'u', type: 'SAVE_SCHEDULE' })).toBe(
      '/data-safe/user-assessment/schedules/u',
    );
    expect(detailsLinkOf(config('securityAssessment'), { id: 's', type: 'LATEST' })).toBe(
      '/data-safe/security-assessment/latest/s',
    );
  });

  it('opens autonomous databases at customer under /exacc', () => {
    expect(detailsLinkOf(config('autonomousDatabase'), { id: 'a', infrastructureType: 'CLOUD' })).toBe(
      '/db/adb/a',
    );
    expect(
      detailsLinkOf(config('autonomousDatabase'), { id: 'a', infrastructureType: 'CLOUD_AT_CUSTOMER' }),
    ).toBe('/exacc/autonomousDatabases/a');
    expect(detailsLinkOf(config('autonomousContainerDatabase'), { id: 'c' })).toBe('/db/acd/c');
  });

  it('opens a database inside what hosts it', () => {
    const db = config('database');
    expect(detailsLinkOf(db, { id: 'd', vmClusterId: 'ocid1.cloudvmcluster.oc1..x' })).toBe(
      '/dbaas/cloudVmClusters/ocid1.cloudvmcluster.oc1..x/databases/d',
    );
    expect(detailsLinkOf(db, { id: 'd', vmClusterId: 'ocid1.vmcluster.oc1..y' })).toBe(
      '/exacc/clusters/ocid1.vmcluster.oc1..y/databases/d',
    );
    expect(detailsLinkOf(db, { id: 'd', dbSystemId: 'sys' })).toBe('/dbaas/dbsystems/sys/databases/d');
  });

  it('puts a colocated virtual circuit under its cross connect or group', () => {
    const circuit = config('virtualCircuit');
    expect(detailsLinkOf(circuit, { id: 'vc', serviceType: 'LAYER2' })).toBe(
      '/networking/fast-connect/virtual-circuit/vc',
    );
    expect(
      detailsLinkOf(circuit, {
        id: 'vc',
        serviceType: 'COLOCATED',
        crossConnectMappings: [{ crossConnectOrCrossConnectGroupId: 'ocid1.crossconnectgroup.oc1..g' }],
      }),
    ).toBe('/networking/fast-connect/cross-connect-group/ocid1.crossconnectgroup.oc1..g/virtual-circuit/vc');
    expect(
      detailsLinkOf(circuit, {
        id: 'vc',
        serviceType: 'COLOCATED',
        crossConnectOrCrossConnectGroupId: 'ocid1.crossconnect.oc1..c',
      }),
    ).toBe('/networking/fast-connect/cross-connect/ocid1.crossconnect.oc1..c/virtual-circuit/vc');
  });

  it('puts an ESXi host in its cluster when it has one', () => {
    expect(detailsLinkOf(config('esxiHost'), { id: 'h', sddcId: 's', clusterId: 'c' })).toBe(
      '/vmware/sddcs/s/clusters/c/esxi-hosts/h',
    );
    expect(detailsLinkOf(config('esxiHost'), { id: 'h', sddcId: 's' })).toBe('/vmware/sddcs/s/esxi-hosts/h');
  });
});

describe('relations', () => {
  it('link to pages of other areas without reading anything', () => {
    const resource = { sddcId: 'sddc1' };
    expect(directLink({ pattern: '/vmware/sddcs/:sddcId/clusters/:id' }, 'cl1', resource)).toBe(
      '/vmware/sddcs/sddc1/clusters/cl1',
    );
    const crossConnect = config('virtualCircuit').relations?.find(
      (r) => (r.label as string) === 'crossConnect',
    );
    expect(crossConnect && directLink(crossConnect.to, 'ocid1.crossconnectgroup.oc1..g', {})).toBe(
      '/networking/fast-connect/cross-connect-group/ocid1.crossconnectgroup.oc1..g',
    );
    // A details key is typed from the locale files, which this project does not declare.
    expect(directLink({ details: 'subnet' as never }, 's1', {})).toBeUndefined();
  });

  it('link to a page needing only the identifier at once, and read the related resource otherwise', () => {
    expect(linkWithoutRead(config('privateIp'), 'p1')).toBe('/networking/ip-management/private-ips/p1');
    expect(linkWithoutRead(config('subnet'), 's1')).toBeUndefined();
    expect(lookupRead(config('subnet'), 's1', 'c1')).toEqual({
      operation: 'getSubnet',
      params: { subnetId: 's1' },
    });
    expect(linkFromLookup(config('subnet'), { id: 's1', vcnId: 'v1' })).toBe(
      '/networking/vcns/v1/subnets/s1',
    );
  });

  it('find a VNIC page through its attachment', () => {
    const vnic = config('vnic');
    expect(lookupRead(vnic, 'vnic1', 'comp1')).toEqual({
      operation: 'listVnicAttachments',
      params: { compartmentId: 'comp1', vnicId: 'vnic1' },
    });
    expect(linkFromLookup(vnic, [{ id: 'att1', vnicId: 'vnic1' }])).toBe('/networking/vcns/vnics/att1');
    expect(linkFromLookup(vnic, [])).toBeNull();
  });

  it('list a VNIC attachments only once the VNIC is known', () => {
    const list = config('vnic').lists?.[0];
    expect(list?.params({ id: 'vnic1', compartmentId: 'c1' })).toEqual({
      compartmentId: 'c1',
      vnicId: 'vnic1',
    });
    expect(list?.params({ id: 'vnic1' })).toBeNull();
    expect(list?.itemLink?.({ instanceId: 'i1' })).toBe('/compute/instances/i1');
  });
});

/** Context a search result may carry; each type's link takes what it needs. */
const CONTEXT = {
  vcnId: 'ocid1.vcn.oc1..v',
  drgId: 'ocid1.drg.oc1..d',
  vnicAttachmentId: 'ocid1.vnicattachment.oc1..a',
  repoId: 'ocid1.containerrepo.oc1..r',
  imageId: 'ocid1.containerimage.oc1..i:1.0',
  dataSource: 'ALERTS',
  type: 'SAVED',
  topicId: 'ocid1.onstopic.oc1..t',
  appId: 'ocid1.fnapp.oc1..f',
  gatewayId: 'ocid1.apigateway.oc1..g',
  apiId: 'ocid1.apigatewayapi.oc1..a',
  sddcId: 'ocid1.vmwaresddc.oc1..s',
  clusterId: 'ocid1.vmwarecluster.oc1..c',
  wafPolicyId: 'ocid1.webappfirewallpolicy.oc1..w',
  waaPolicyId: 'ocid1.webappaccelerationpolicy.oc1..a',
  productId: 'ocid1.productlicense.oc1..p',
  vmClusterId: 'ocid1.cloudvmcluster.oc1..c',
};

/**
 * A page's key as plain text. Its type comes from the app's translation files, which this
 * project does not declare (there it is never), so it is widened here to a string.
 */
function pageKey(c: DetailsConfig): string {
  return c.key;
}

describe('search results open these pages', () => {
  const configs = EVERY_DETAILS_CONFIG;
  const types = configs.flatMap((c) => c.resourceTypes.map((type) => [type, c] as const));

  it.each(types)('%s: the catalogue link matches a route of its page', (type, c) => {
    expect(resourceType(type), `${type} is in the search catalogue`).toBeDefined();
    expect(detailsConfigForType(type.toUpperCase())).toBe(c);
    const subject: LinkSubject = {
      resourceType: type,
      identifier: `ocid1.${type.toLowerCase()}.oc1..id`,
      compartmentId: 'ocid1.compartment.oc1..c',
      enrichment: CONTEXT,
    };
    const link = detailsLink(subject);
    // Addresses link to their owner's page, and a DB home has no link in the catalogue.
    if (link === null || ['PrivateIp', 'PublicIp', 'Ipv6', 'DbHome'].includes(type)) return;
    const path = link.split('?')[0] ?? link;
    expect(
      detailsPatterns(c).some((pattern) => matchPath(pattern, path) !== null),
      `${link} matches ${pageKey(c)}`,
    ).toBe(true);
  });
});
