/**
 * Enrichments that meet a failing read or an odd answer (document 2 §3.4, §8): a rejection, never
 * partial output; only string values kept. And every row of §3.4 has its enrichment.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES } from '../../../../src/oci/resource-types';
import { enrichmentOf, fakeRead, failingRead, ID, makeResult } from './builders';

describe('odd answers', () => {
  it('keeps only string values from odd answers', async () => {
    const odd = {
      id: ID,
      vcnId: 42,
      projectId: null,
      dnsLabel: { a: 1 },
      cidrBlock: '',
      applicationId: ['x'],
    };
    for (const type of ['Subnet', 'DevopsBuildPipeline', 'FunctionsFunction']) {
      const { read } = fakeRead(Object.fromEntries(enrichmentOf(type).reads.map((op) => [op, odd])));
      await expect(enrichmentOf(type).run(makeResult(type), read)).resolves.toEqual({});
    }
    const { read } = fakeRead({ getNamespace: { namespace: 'not a bare string' } });
    await expect(enrichmentOf('Bucket').run(makeResult('Bucket'), read)).resolves.toEqual({});
  });
});

describe('enrichment failures', () => {
  const enriched = RESOURCE_TYPES.filter((type) => type.enrich !== undefined).map(
    (type) => [type.name] as const,
  );

  it.each(enriched)('%s rejects when its read rejects', async (type) => {
    const reject = () => Promise.reject(new Error('503 ServiceUnavailable'));
    await expect(enrichmentOf(type).run(makeResult(type), reject)).rejects.toThrow('503');
  });

  it('rejects when a second read fails, without partial output', async () => {
    const cases = [
      ['Database', failingRead('getDbHome', { getDatabase: { dbHomeId: 'h' } })],
      ['PrivateIp', failingRead('getVlan', { getPrivateIp: { vlanId: 'vl' } })],
      ['PrivateIp', failingRead('listVnicAttachments', { getPrivateIp: { vnicId: 'vn' } })],
      [
        'PublicIp',
        failingRead('getNatGateway', {
          getPublicIp: { assignedEntityType: 'NAT_GATEWAY', assignedEntityId: 'n' },
        }),
      ],
      [
        'PublicIp',
        failingRead('getPrivateIp', {
          getPublicIp: { assignedEntityType: 'PRIVATE_IP', assignedEntityId: 'p' },
        }),
      ],
    ] as const;
    for (const [type, read] of cases) {
      await expect(enrichmentOf(type).run(makeResult(type), read), type).rejects.toThrow('failed');
    }
  });

  // Plus the virtual circuit, whose read §7 lists: a COLOCATED circuit's link (§2.2) needs it.
  it('covers every row of document 2 §3.4', () => {
    expect(enriched.map(([name]) => name).sort()).toEqual(
      [
        'ApiDeployment',
        'ApiGatewaySdk',
        'AutonomousContainerDatabase',
        'AutonomousDatabase',
        'Bucket',
        'ContainerImage',
        'CrossConnect',
        'DataSafeReportDefinition',
        'DataSafeSecurityAssessment',
        'DataSafeUserAssessment',
        'Database',
        'DevopsBuildPipeline',
        'DevopsBuildPipelineStage',
        'DevopsBuildRun',
        'DevopsConnection',
        'DevopsDeployArtifact',
        'DevopsDeployEnvironment',
        'DevopsDeployPipeline',
        'DevopsDeployStage',
        'DevopsDeployment',
        'DevopsTrigger',
        'DhcpOptions',
        'FunctionsFunction',
        'InternetGateway',
        'Ipv6',
        'LicenseRecord',
        'LocalPeeringGateway',
        'Log',
        'NatGateway',
        'NetworkSecurityGroup',
        'OnsSubscription',
        'PrivateIp',
        'PublicIp',
        'RemotePeeringConnection',
        'RouteTable',
        'SecurityList',
        'ServiceGateway',
        'Subnet',
        'VirtualCircuit',
        'Vlan',
        'VmwareEsxiHost',
        'Vnic',
        'WebAppAcceleration',
        'WebAppFirewall',
      ].sort(),
    );
  });
});
