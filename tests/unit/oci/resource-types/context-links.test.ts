/**
 * Links that depend on the result's context (document 2 §2.1 DRG children, cross connect,
 * addresses, database variants, DevOps, functions, logs; §2.2): each with the context value it
 * needs, wherever the result carries it, and without it.
 */
import { describe, expect, it } from 'vitest';
import { detailsLink } from '../../../../src/oci/resource-types';
import { ID, makeResult, withDetails } from './builders';

const VCN_CHILDREN = [
  ['RouteTable', 'route-tables'],
  ['SecurityList', 'security-lists'],
  ['Subnet', 'subnets'],
  ['Vlan', 'vlans'],
  ['ServiceGateway', 'service-gateways'],
  ['InternetGateway', 'internet-gateways'],
  ['NatGateway', 'nat-gateways'],
  ['NetworkSecurityGroup', 'network-security-groups'],
  ['LocalPeeringGateway', 'lpg-connections'],
  ['DhcpOptions', 'dhcp-options'],
  ['PrivateServiceAccess', 'psa'],
] as const;

describe('the eleven pages under /networking/vcns/{vcnId}/', () => {
  it.each(VCN_CHILDREN)('%s with its vcnId (enrichment) → %s', (type, segment) => {
    const r = makeResult(type, { enrichment: { vcnId: 'vcn1' } });
    expect(detailsLink(r)).toBe(`/networking/vcns/vcn1/${segment}/${ID}`);
  });

  it.each(VCN_CHILDREN)('%s with its vcnId (additionalDetails) → %s', (type, segment) => {
    expect(detailsLink(withDetails(type, { vcnId: 'vcn2' }))).toBe(`/networking/vcns/vcn2/${segment}/${ID}`);
  });

  it.each(VCN_CHILDREN)('%s without a vcnId has no link', (type) => {
    expect(detailsLink(makeResult(type))).toBeNull();
  });
});

describe('VNIC', () => {
  it('opens its attachment', () => {
    const r = makeResult('Vnic', { enrichment: { vnicAttachmentId: 'att1' } });
    expect(detailsLink(r)).toBe('/networking/vcns/vnics/att1');
  });
  it('has no link before its attachment is known', () => {
    expect(detailsLink(makeResult('Vnic'))).toBeNull();
  });
});

describe.each(['PrivateIp', 'Ipv6', 'PublicIp'])('%s', (type) => {
  it('uses the link built during enrichment', () => {
    const r = makeResult(type, { enrichment: { link: '/networking/vcns/vnics/att%2F1' } });
    expect(detailsLink(r)).toBe('/networking/vcns/vnics/att%2F1');
  });
  it('has no link without one, even if the result carries a link field', () => {
    expect(detailsLink(makeResult(type))).toBeNull();
    expect(detailsLink(withDetails(type, { link: 'https://elsewhere.example' }))).toBeNull();
  });
});

describe('DRG children', () => {
  it.each([
    ['DrgAttachment', 'drg-attachment'],
    ['DrgRouteTable', 'drg-route-table'],
    ['DrgRouteDistribution', 'import-route-distribution'],
    ['RemotePeeringConnection', 'remote-peering-connections'],
  ])('%s with a drgId → /networking/drgs/{drgId}/%s/:id', (type, segment) => {
    const r = makeResult(type, { identityContext: { drgId: 'drg1' } });
    expect(detailsLink(r)).toBe(`/networking/drgs/drg1/${segment}/${ID}`);
  });

  it.each(['DrgAttachment', 'DrgRouteTable', 'DrgRouteDistribution', 'RemotePeeringConnection'])(
    '%s without a drgId has no link',
    (type) => {
      expect(detailsLink(makeResult(type))).toBeNull();
    },
  );
});

describe('cross connect', () => {
  it('opens inside its cross-connect group when the group is known', () => {
    const r = makeResult('CrossConnect', { enrichment: { crossConnectGroupId: 'ccg1' } });
    expect(detailsLink(r)).toBe(`/networking/fast-connect/cross-connect-group/ccg1/cross-connect/${ID}`);
  });
  it('opens on its own otherwise', () => {
    expect(detailsLink(makeResult('CrossConnect'))).toBe(`/networking/fast-connect/cross-connect/${ID}`);
  });
});

describe('virtual circuit', () => {
  const circuit = (details: Record<string, string>) => detailsLink(withDetails('VirtualCircuit', details));

  it('opens on its own by default', () => {
    expect(circuit({})).toBe(`/networking/fast-connect/virtual-circuit/${ID}`);
    expect(
      circuit({ serviceType: 'LAYER3', crossConnectOrCrossConnectGroupId: 'ocid1.crossconnectgroup.x' }),
    ).toBe(`/networking/fast-connect/virtual-circuit/${ID}`);
  });
  it('opens under its cross-connect group when COLOCATED on a group', () => {
    expect(
      circuit({
        serviceType: 'COLOCATED',
        crossConnectOrCrossConnectGroupId: 'ocid1.crossconnectgroup.oc1..g',
      }),
    ).toBe(
      `/networking/fast-connect/cross-connect-group/ocid1.crossconnectgroup.oc1..g/virtual-circuit/${ID}`,
    );
  });
  it('opens under its cross connect when COLOCATED on a cross connect', () => {
    expect(
      circuit({ serviceType: 'colocated', crossConnectOrCrossConnectGroupId: 'ocid1.crossconnect.oc1..c' }),
    ).toBe(`/networking/fast-connect/cross-connect/ocid1.crossconnect.oc1..c/virtual-circuit/${ID}`);
  });
  it('opens under its cross connect when its enrichment read says COLOCATED (a real search answer says nothing)', () => {
    expect(
      detailsLink({
        ...makeResult('VirtualCircuit'),
        enrichment: { serviceType: 'COLOCATED', crossConnectOrCrossConnectGroupId: 'ocid1.crossconnect.oc1..c' },
      }),
    ).toBe(`/networking/fast-connect/cross-connect/ocid1.crossconnect.oc1..c/virtual-circuit/${ID}`);
  });
  it('opens on its own when COLOCATED without a parent', () => {
    expect(circuit({ serviceType: 'COLOCATED' })).toBe(`/networking/fast-connect/virtual-circuit/${ID}`);
  });
});

describe('WAA acceleration and WAF firewall', () => {
  it('open inside their policy', () => {
    expect(detailsLink(makeResult('WebAppAcceleration', { enrichment: { waaPolicyId: 'p1' } }))).toBe(
      `/networking/waa/policies/p1/accelerations/${ID}`,
    );
    expect(detailsLink(makeResult('WebAppFirewall', { enrichment: { wafPolicyId: 'p2' } }))).toBe(
      `/waf/policies/p2/firewalls/${ID}`,
    );
  });
  it('have no link without it', () => {
    expect(detailsLink(makeResult('WebAppAcceleration'))).toBeNull();
    expect(detailsLink(makeResult('WebAppFirewall'))).toBeNull();
  });
});

describe('autonomous database', () => {
  it.each(['CLOUD_AT_CUSTOMER', 'cloud_at_customer', 'Cloud-At-Customer'])(
    '%s → /exacc/autonomousDatabases',
    (type) => {
      const r = makeResult('AutonomousDatabase', { enrichment: { infrastructureType: type } });
      expect(detailsLink(r)).toBe(`/exacc/autonomousDatabases/${ID}`);
    },
  );
  it('is /db/adb otherwise', () => {
    expect(detailsLink(withDetails('AutonomousDatabase', { infrastructureType: 'CLOUD' }))).toBe(
      `/db/adb/${ID}`,
    );
    expect(detailsLink(makeResult('AutonomousDatabase'))).toBe(`/db/adb/${ID}`);
  });
});

describe('autonomous container database', () => {
  it('is /exacc/autonomousContainerDatabases on an autonomous VM cluster', () => {
    const exacc = `/exacc/autonomousContainerDatabases/${ID}`;
    expect(
      detailsLink(
        withDetails('AutonomousContainerDatabase', { vmClusterId: 'ocid1.autonomousvmcluster.oc1..v' }),
      ),
    ).toBe(exacc);
    const enriched = makeResult('AutonomousContainerDatabase', {
      enrichment: { autonomousVmClusterId: 'ocid1.AutonomousVmCluster.oc1..v' },
    });
    expect(detailsLink(enriched)).toBe(exacc);
  });
  it('is /db/acd otherwise, cloud autonomous VM clusters included', () => {
    expect(
      detailsLink(
        withDetails('AutonomousContainerDatabase', {
          autonomousVmClusterId: 'ocid1.cloudautonomousvmcluster.oc1..c',
        }),
      ),
    ).toBe(`/db/acd/${ID}`);
    expect(detailsLink(makeResult('AutonomousContainerDatabase'))).toBe(`/db/acd/${ID}`);
  });
});

describe('database', () => {
  const db = (context: Record<string, string>) =>
    detailsLink(makeResult('Database', { enrichment: context }));

  it('opens inside its cloud VM cluster', () => {
    expect(db({ vmClusterId: 'ocid1.cloudvmcluster.oc1..c', dbHomeId: 'h' })).toBe(
      `/dbaas/cloudVmClusters/ocid1.cloudvmcluster.oc1..c/databases/${ID}`,
    );
  });
  it('opens inside its Exadata Cloud@Customer VM cluster', () => {
    expect(db({ vmClusterId: 'ocid1.vmcluster.oc1..v' })).toBe(
      `/exacc/clusters/ocid1.vmcluster.oc1..v/databases/${ID}`,
    );
  });
  it('opens inside its DB system', () => {
    expect(db({ dbSystemId: 'ocid1.dbsystem.oc1..s', dbHomeId: 'h' })).toBe(
      `/dbaas/dbsystems/ocid1.dbsystem.oc1..s/databases/${ID}`,
    );
    expect(detailsLink(makeResult('Database', { identityContext: { dbSystemId: 's2' } }))).toBe(
      `/dbaas/dbsystems/s2/databases/${ID}`,
    );
  });
  it('has no link before its host is known', () => {
    expect(db({})).toBeNull();
    expect(db({ dbHomeId: 'h' })).toBeNull();
  });
});

describe('DevOps', () => {
  it('build and deploy pipelines open inside their project', () => {
    expect(detailsLink(withDetails('DevopsBuildPipeline', { projectId: 'p1' }))).toBe(
      `/devops-build/projects/p1/build-pipelines/${ID}`,
    );
    expect(detailsLink(makeResult('DevopsDeployPipeline', { enrichment: { projectId: 'p1' } }))).toBe(
      `/devops-deployment/projects/p1/pipelines/${ID}`,
    );
  });
  it('pipelines have no link without a project', () => {
    expect(detailsLink(makeResult('DevopsBuildPipeline'))).toBeNull();
    expect(detailsLink(makeResult('DevopsDeployPipeline'))).toBeNull();
  });
  it.each([
    ['DevopsBuildPipelineStage', `/devops-build/projects/p/build-pipelines/q/stages/${ID}`],
    ['DevopsBuildRun', `/devops-build/projects/p/build-pipelines/q/build-runs/${ID}`],
    ['DevopsDeployStage', `/devops-deployment/projects/p/pipelines/q/stages/${ID}`],
    ['DevopsDeployment', `/devops-deployment/projects/p/pipelines/q/deployments/${ID}`],
    ['DevopsDeployArtifact', `/devops-project/projects/p/artifacts/${ID}`],
    ['DevopsDeployEnvironment', `/devops-project/projects/p/environments/${ID}`],
    ['DevopsConnection', `/devops-project/projects/p/connections/${ID}`],
    ['DevopsTrigger', `/devops-project/projects/p/triggers/${ID}`],
  ])('%s opens inside its project (and pipeline)', (type, link) => {
    expect(detailsLink(withDetails(type, { projectId: 'p', pipelineId: 'q' }))).toBe(link);
    expect(detailsLink(makeResult(type))).toBeNull();
  });
  it('runs need the pipeline as well as the project', () => {
    expect(detailsLink(withDetails('DevopsBuildRun', { projectId: 'p' }))).toBeNull();
    expect(detailsLink(withDetails('DevopsDeployment', { projectId: 'p' }))).toBeNull();
  });
});

describe('children that open inside their parent', () => {
  it.each([
    ['FunctionsFunction', { appId: 'a' }, `/functions/apps/a/fns/${ID}`],
    ['Log', { logGroupId: 'g' }, `/logging/log-groups/g/logs/${ID}`],
    ['ApiDeployment', { gatewayId: 'g' }, `/api-gateway/gateways/g/deployments/${ID}`],
    ['ApiGatewaySdk', { apiId: 'a' }, `/api-gateway/apis/a/sdks/${ID}`],
    ['OnsSubscription', { topicId: 't' }, `/notification/topics/t/subscriptions/${ID}`],
    [
      'ContainerImage',
      { repoId: 'r', imageId: `${ID}:1.0` },
      `/containers/registry/repos/r/images/${ID}%3A1.0`,
    ],
    ['GenAiAgentDataSource', { knowledgeBaseId: 'k' }, `/genai-agent/knowledge-bases/k/data-sources/${ID}`],
    ['MarketplacePublisherListingRevision', { listingId: 'l' }, `/publisher/listing/l/revisions/${ID}`],
    ['Dkim', { emailDomainId: 'd' }, `/messaging/email/email-domains/d/dkims/${ID}`],
  ] as const)('%s', (type, context, link) => {
    expect(detailsLink(makeResult(type, { enrichment: context }))).toBe(link);
    expect(detailsLink(makeResult(type))).toBeNull();
  });
});

describe('Data Safe pages chosen by data source and type', () => {
  it.each([
    ['EVENTS', 'activity-auditing'],
    ['ALERTS', 'alerts'],
    ['SECURITY_ASSESSMENT', 'security-assessment'],
    ['VIOLATIONS', 'sql-firewall'],
    ['ALLOWED_SQL', 'sql-firewall'],
  ])('report definition of %s opens in %s', (dataSource, feature) => {
    const r = makeResult('DataSafeReportDefinition', { enrichment: { dataSource } });
    expect(detailsLink(r)).toBe(`/data-safe/${feature}/report-definitions/${ID}`);
  });
  it.each([
    ['LATEST', 'latest'],
    ['SAVED', 'saved'],
    ['SAVE_SCHEDULE', 'schedules'],
    ['COMPARTMENT', 'compartment'],
  ])('assessments of type %s open in the %s view', (type, view) => {
    expect(detailsLink(makeResult('DataSafeUserAssessment', { identityContext: { type } }))).toBe(
      `/data-safe/user-assessment/${view}/${ID}`,
    );
    expect(detailsLink(makeResult('DataSafeSecurityAssessment', { enrichment: { type } }))).toBe(
      `/data-safe/security-assessment/${view}/${ID}`,
    );
  });
  it('have no link without, or with an unknown, data source or type', () => {
    expect(detailsLink(makeResult('DataSafeReportDefinition'))).toBeNull();
    expect(detailsLink(withDetails('DataSafeReportDefinition', { dataSource: 'OTHER' }))).toBeNull();
    expect(detailsLink(makeResult('DataSafeUserAssessment'))).toBeNull();
    expect(detailsLink(makeResult('DataSafeSecurityAssessment'))).toBeNull();
  });
});

describe('Ops Insights', () => {
  it('opens the database list of the compartment', () => {
    expect(
      detailsLink(makeResult('OpsiDatabaseInsight', { compartmentId: 'ocid1.compartment.oc1..c' })),
    ).toBe('/opsi/databases?compartmentId=ocid1.compartment.oc1..c');
    expect(detailsLink(makeResult('OpsiDatabaseInsight', { compartmentId: '' }))).toBeNull();
  });
});
