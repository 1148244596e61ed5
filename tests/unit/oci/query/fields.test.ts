import { describe, expect, it } from 'vitest';
import { makeResource, where } from './builders';

const subnet = makeResource({
  resourceType: 'Subnet',
  identifier: 'ocid1.subnet.oc1.phx.aaa',
  compartmentId: 'ocid1.compartment.oc1..network',
  availabilityDomain: 'Uocm:PHX-AD-1',
  additionalDetails: {
    vcnId: 'ocid1.vcn.oc1.phx.vcn1',
    CidrBlock: '10.0.1.0/24',
    shape: { name: 'VM.Standard.E4.Flex', ocpus: 2 },
    vnics: [{ ip: '10.0.1.5' }, { ip: '10.0.1.6', ipv6: ['fd00::1'] }],
    dnsLabels: ['web', 'api'],
  },
  identityContext: { drgId: 'ocid1.drg.oc1.phx.drg1', vcnId: 'ocid1.vcn.oc1.phx.other' },
  enrichment: { projectId: 'ocid1.devopsproject.oc1.phx.p1' },
});

describe('the summary fields', () => {
  it('reads each one, with names in any case', () => {
    expect(where("identifier = 'ocid1.subnet.oc1.phx.aaa'", subnet)).toBe(true);
    expect(where("compartmentId = 'ocid1.compartment.oc1..network'", subnet)).toBe(true);
    expect(where("availabilityDomain =~ 'ad-1'", subnet)).toBe(true);
    expect(where("resourceType = 'subnet'", subnet)).toBe(true);
    expect(where("RESOURCETYPE == 'Subnet'", subnet)).toBe(true);
    expect(where("lifecyclestate = 'running'", subnet)).toBe(true);
    expect(where("DISPLAYNAME =~ 'subnet'", subnet)).toBe(true);
    expect(where("timecreated = '2024-01-01T00:00:00Z'", subnet)).toBe(true);
  });
});

describe('additionalDetails', () => {
  it('looks up any other name there', () => {
    expect(where("vcnId = 'ocid1.vcn.oc1.phx.vcn1'", subnet)).toBe(true);
    expect(where("additionalDetails.vcnId = 'ocid1.vcn.oc1.phx.vcn1'", subnet)).toBe(true);
  });

  it('matches keys case-insensitively', () => {
    expect(where("cidrBlock = '10.0.1.0/24'", subnet)).toBe(true);
    expect(where("VCNID =~ 'vcn1'", subnet)).toBe(true);
  });

  it('follows dotted paths', () => {
    expect(where("shape.name = 'vm.standard.e4.flex'", subnet)).toBe(true);
    expect(where('shape.ocpus >= 2', subnet)).toBe(true);
    expect(where("shape.missing = 'x'", subnet)).toBe(false);
    expect(where("shape = 'x'", subnet)).toBe(false);
  });

  it('matches when any element of an array does, also along a path', () => {
    expect(where("dnsLabels = 'api'", subnet)).toBe(true);
    expect(where("dnsLabels != 'api'", subnet)).toBe(false);
    expect(where("dnsLabels = 'db'", subnet)).toBe(false);
    expect(where("vnics.ip = '10.0.1.6'", subnet)).toBe(true);
    expect(where("vnics.ipv6 = 'FD00::1'", subnet)).toBe(true);
    expect(where("vnics.ip = '10.0.1.7'", subnet)).toBe(false);
  });

  it('does not match a field the resource lacks, except by negation', () => {
    const bare = makeResource();
    expect(where("vcnId = 'x'", bare)).toBe(false);
    expect(where("vcnId != 'x'", bare)).toBe(true);
    expect(where("constructor = 'x'", bare)).toBe(false);
  });
});

describe('fallbacks after additionalDetails', () => {
  it('prefers additionalDetails, then the enrichment, then identityContext', () => {
    expect(where("vcnId =~ 'vcn1'", subnet)).toBe(true);
    expect(where("vcnId =~ 'other'", subnet)).toBe(false);
    expect(where("projectId = 'ocid1.devopsproject.oc1.phx.p1'", subnet)).toBe(true);
    expect(where("drgId = 'ocid1.drg.oc1.phx.drg1'", subnet)).toBe(true);
  });

  it('reads identityContext explicitly', () => {
    expect(where("identityContext.vcnId =~ 'other'", subnet)).toBe(true);
  });
});
