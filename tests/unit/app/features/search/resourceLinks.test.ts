import { describe, expect, it } from 'vitest';
import { matchResourceLink } from '../../../../../src/app/features/search/matchResourceLink';
import { propertiesOf, relationsOf } from '../../../../../src/app/features/search/resourceFields';
import { regionOfOcid, resourceRead, typeOfOcid } from '../../../../../src/app/features/search/resourceReads';
import { detailsLink, RESOURCE_TYPES } from '../../../../../src/oci/resource-types';

const SUBNET = 'ocid1.subnet.oc1.iad.aaaa1234';
const VCN = 'ocid1.vcn.oc1.iad.bbbb5678';

describe('matchResourceLink', () => {
  it('finds the resource of every catalogue link built from an OCID', () => {
    let checked = 0;
    for (const type of RESOURCE_TYPES) {
      const identifier = `ocid1.${type.name.toLowerCase()}.oc1.iad.cccc${checked}`;
      const context = {
        vcnId: VCN,
        projectId: 'ocid1.devopsproject.oc1.iad.p',
        appId: 'ocid1.fnapp.oc1.iad.a',
      };
      const link = detailsLink({
        resourceType: type.name,
        identifier,
        compartmentId: 'ocid1.compartment.oc1..c',
        enrichment: context,
        additionalDetails: context,
      });
      if (link === null || !link.includes(encodeURIComponent(identifier))) continue;
      const [pathname = '', search = ''] = link.split('?');
      expect(matchResourceLink(pathname, search ? `?${search}` : ''), link).toEqual({ id: identifier });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(250);
  });

  it('takes the last OCID of the path (a subnet under its VCN), an encoded one, or ?ocid=', () => {
    expect(matchResourceLink(`/networking/vcns/${VCN}/subnets/${SUBNET}`)).toEqual({ id: SUBNET });
    expect(matchResourceLink(`/compute/instances/${encodeURIComponent('ocid1.instance.oc1.iad.x')}`)).toEqual(
      {
        id: 'ocid1.instance.oc1.iad.x',
      },
    );
    expect(matchResourceLink('/dbmgmt-ui/databaseHome', `?ocid=${SUBNET}`)).toEqual({ id: SUBNET });
    expect(matchResourceLink('/object-storage/buckets/ns/logs')).toBeUndefined();
    expect(matchResourceLink('/nowhere')).toBeUndefined();
  });
});

describe('reading a resource for its details page', () => {
  it('uses the enrichment get when it is a read by id, and the catalogue get otherwise', () => {
    expect(resourceRead('Subnet')).toEqual({ operation: 'getSubnet', idParam: 'subnetId' });
    expect(resourceRead('subnet')).toEqual({ operation: 'getSubnet', idParam: 'subnetId' });
    expect(resourceRead('DevopsProject')).toEqual({ operation: 'getProject', idParam: 'projectId' });
    expect(resourceRead('FunctionsFunction')).toEqual({ operation: 'getFunction', idParam: 'functionId' });
    expect(resourceRead('Bucket')).toBeUndefined();
    expect(resourceRead('Log')).toBeUndefined();
    expect(resourceRead('Instance')).toEqual({ operation: 'getInstance', idParam: 'instanceId' });
    expect(resourceRead('Image')).toBeUndefined();
    expect(resourceRead('NoSuchType')).toBeUndefined();
  });

  it('reads the type and region an OCID names', () => {
    expect(typeOfOcid(SUBNET)).toBe('Subnet');
    expect(typeOfOcid('ocid1.devopsproject.oc1.fra.x')).toBe('DevopsProject');
    expect(regionOfOcid(SUBNET)).toBe('us-ashburn-1');
    expect(regionOfOcid('ocid1.compartment.oc1..x')).toBeUndefined();
  });

  it('lists related resources once, its properties, and its tags', () => {
    const relations = relationsOf(
      [
        { vcnId: VCN, dnsLabel: 'app' },
        { vcnId: VCN, id: SUBNET, routeTableId: 'ocid1.routetable.oc1.iad.r' },
      ],
      SUBNET,
    );
    expect(relations).toEqual([
      { key: 'vcnId', id: VCN },
      { key: 'routeTableId', id: 'ocid1.routetable.oc1.iad.r' },
    ]);
    expect(
      propertiesOf({
        id: SUBNET,
        displayName: 'x',
        cidrBlock: '10.0.0.0/24',
        vcnId: VCN,
        prohibit: false,
        n: 3,
        o: {},
      }),
    ).toEqual([
      { key: 'cidrBlock', value: '10.0.0.0/24' },
      { key: 'prohibit', value: false },
      { key: 'n', value: 3 },
    ]);
  });
});
