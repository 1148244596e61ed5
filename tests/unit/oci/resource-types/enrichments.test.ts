/**
 * The enrichments of document 2 §3.4, run with a fake read: the right operation with the right
 * parameters and the right properties out. Failures are in enrichment-failures.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Enrichment } from '../../../../src/oci/resource';
import { namespaceEnrichment } from '../../../../src/oci/resource-types';
import type { ReadCall } from './builders';
import { COMPARTMENT, enrichmentOf, fakeRead, ID, makeResult } from './builders';

interface Row {
  readonly type: string;
  readonly answers: Readonly<Record<string, unknown>>;
  readonly calls: readonly ReadCall[];
  readonly output: Enrichment;
}

const call = (operation: string, params: Record<string, unknown>): ReadCall => ({ operation, params });

/** A single read by id that keeps one or two fields. */
const single = (type: string, operation: string, idParam: string, body: object, output: Enrichment): Row => ({
  type,
  answers: { [operation]: { id: ID, lifecycleState: 'ACTIVE', ...body } },
  calls: [call(operation, { [idParam]: ID })],
  output,
});

const ROWS: readonly Row[] = [
  {
    type: 'Bucket',
    answers: { getNamespace: 'axaxnpcrorw5' },
    calls: [call('getNamespace', {})],
    output: { namespace: 'axaxnpcrorw5' },
  },
  single(
    'ContainerImage',
    'getContainerImage',
    'imageId',
    { repositoryId: 'repo', version: 'v1' },
    {
      repoId: 'repo',
      imageId: `${ID}:v1`,
    },
  ),
  single(
    'CrossConnect',
    'getCrossConnect',
    'crossConnectId',
    { crossConnectGroupId: 'ccg' },
    { crossConnectGroupId: 'ccg' },
  ),
  single(
    'DevopsBuildPipeline',
    'getBuildPipeline',
    'buildPipelineId',
    { projectId: 'p' },
    { projectId: 'p' },
  ),
  single(
    'DevopsBuildPipelineStage',
    'getBuildPipelineStage',
    'buildPipelineStageId',
    { projectId: 'p', buildPipelineId: 'q' },
    {
      projectId: 'p',
      pipelineId: 'q',
    },
  ),
  single('DevopsConnection', 'getConnection', 'connectionId', { projectId: 'p' }, { projectId: 'p' }),
  single('DevopsTrigger', 'getTrigger', 'triggerId', { projectId: 'p' }, { projectId: 'p' }),
  single(
    'DevopsDeployPipeline',
    'getDeployPipeline',
    'deployPipelineId',
    { projectId: 'p' },
    { projectId: 'p' },
  ),
  single(
    'DevopsDeployStage',
    'getDeployStage',
    'deployStageId',
    { projectId: 'p', deployPipelineId: 'q' },
    {
      projectId: 'p',
      pipelineId: 'q',
    },
  ),
  single(
    'DevopsDeployArtifact',
    'getDeployArtifact',
    'deployArtifactId',
    { projectId: 'p' },
    { projectId: 'p' },
  ),
  single(
    'DevopsDeployEnvironment',
    'getDeployEnvironment',
    'deployEnvironmentId',
    { projectId: 'p' },
    { projectId: 'p' },
  ),
  single(
    'DevopsBuildRun',
    'getBuildRun',
    'buildRunId',
    { projectId: 'p', buildPipelineId: 'q' },
    { projectId: 'p', pipelineId: 'q' },
  ),
  single(
    'DevopsDeployment',
    'getDeployment',
    'deploymentId',
    { projectId: 'p', deployPipelineId: 'q' },
    {
      projectId: 'p',
      pipelineId: 'q',
    },
  ),
  single(
    'Database',
    'getDatabase',
    'databaseId',
    { dbHomeId: 'h', dbSystemId: 's' },
    { dbHomeId: 'h', dbSystemId: 's' },
  ),
  single(
    'Database',
    'getDatabase',
    'databaseId',
    { dbHomeId: 'h', vmClusterId: 'v' },
    { dbHomeId: 'h', vmClusterId: 'v' },
  ),
  {
    type: 'Database',
    answers: { getDatabase: { id: ID, dbHomeId: 'h' }, getDbHome: { id: 'h', dbSystemId: 's' } },
    calls: [call('getDatabase', { databaseId: ID }), call('getDbHome', { dbHomeId: 'h' })],
    output: { dbHomeId: 'h', dbSystemId: 's' },
  },
  single(
    'DataSafeReportDefinition',
    'getReportDefinition',
    'reportDefinitionId',
    { dataSource: 'EVENTS' },
    { dataSource: 'EVENTS' },
  ),
  single(
    'DataSafeUserAssessment',
    'getUserAssessment',
    'userAssessmentId',
    { type: 'LATEST' },
    { type: 'LATEST' },
  ),
  single(
    'DataSafeSecurityAssessment',
    'getSecurityAssessment',
    'securityAssessmentId',
    { type: 'SAVED' },
    { type: 'SAVED' },
  ),
  single('DhcpOptions', 'getDhcpOptions', 'dhcpId', { vcnId: 'vcn' }, { vcnId: 'vcn' }),
  single('InternetGateway', 'getInternetGateway', 'igId', { vcnId: 'vcn' }, { vcnId: 'vcn' }),
  single('NatGateway', 'getNatGateway', 'natGatewayId', { vcnId: 'vcn' }, { vcnId: 'vcn' }),
  single('ServiceGateway', 'getServiceGateway', 'serviceGatewayId', { vcnId: 'vcn' }, { vcnId: 'vcn' }),
  single(
    'LocalPeeringGateway',
    'getLocalPeeringGateway',
    'localPeeringGatewayId',
    { vcnId: 'vcn' },
    { vcnId: 'vcn' },
  ),
  single('RouteTable', 'getRouteTable', 'rtId', { vcnId: 'vcn' }, { vcnId: 'vcn' }),
  single('SecurityList', 'getSecurityList', 'securityListId', { vcnId: 'vcn' }, { vcnId: 'vcn' }),
  single('Vlan', 'getVlan', 'vlanId', { vcnId: 'vcn' }, { vcnId: 'vcn' }),
  single(
    'NetworkSecurityGroup',
    'getNetworkSecurityGroup',
    'networkSecurityGroupId',
    { vcnId: 'vcn' },
    { vcnId: 'vcn' },
  ),
  single(
    'Subnet',
    'getSubnet',
    'subnetId',
    { vcnId: 'vcn', dnsLabel: 'app', cidrBlock: '10.0.1.0/24' },
    {
      vcnId: 'vcn',
      altName: 'app (10.0.1.0/24)',
    },
  ),
  single(
    'Subnet',
    'getSubnet',
    'subnetId',
    { vcnId: 'vcn', cidrBlock: '10.0.2.0/24' },
    { vcnId: 'vcn', altName: '10.0.2.0/24' },
  ),
  single(
    'VirtualCircuit',
    'getVirtualCircuit',
    'virtualCircuitId',
    {
      serviceType: 'COLOCATED',
      crossConnectMappings: [{ vlan: 100 }, { crossConnectOrCrossConnectGroupId: 'ccg', vlan: 101 }],
    },
    { serviceType: 'COLOCATED', crossConnectOrCrossConnectGroupId: 'ccg' },
  ),
  single(
    'VirtualCircuit',
    'getVirtualCircuit',
    'virtualCircuitId',
    { serviceType: 'LAYER3', crossConnectMappings: 'not a list' },
    { serviceType: 'LAYER3' },
  ),
  single(
    'AutonomousDatabase',
    'getAutonomousDatabase',
    'autonomousDatabaseId',
    { infrastructureType: 'CLOUD_AT_CUSTOMER' },
    {
      infrastructureType: 'CLOUD_AT_CUSTOMER',
    },
  ),
  single(
    'AutonomousContainerDatabase',
    'getAutonomousContainerDatabase',
    'autonomousContainerDatabaseId',
    {
      autonomousVmClusterId: 'avm',
    },
    { autonomousVmClusterId: 'avm' },
  ),
  {
    type: 'Log',
    answers: {
      searchLogs: {
        items: [
          { id: ID, logGroupId: 'lg' },
          { id: 'other', logGroupId: 'lg2' },
        ],
      },
    },
    calls: [call('searchLogs', { compartmentId: COMPARTMENT, logId: ID })],
    output: { logGroupId: 'lg' },
  },
  {
    type: 'Log',
    answers: { searchLogs: { items: [] } },
    calls: [call('searchLogs', { compartmentId: COMPARTMENT, logId: ID })],
    output: {},
  },
  {
    type: 'Vnic',
    answers: {
      listVnicAttachments: [
        { id: 'other', vnicId: 'x' },
        { id: 'att', vnicId: ID, instanceId: 'i' },
      ],
    },
    calls: [call('listVnicAttachments', { compartmentId: COMPARTMENT, vnicId: ID })],
    output: { vnicAttachmentId: 'att' },
  },
  single(
    'RemotePeeringConnection',
    'getRemotePeeringConnection',
    'remotePeeringConnectionId',
    { drgId: 'drg' },
    { drgId: 'drg' },
  ),
  single(
    'LicenseRecord',
    'getLicenseRecord',
    'licenseRecordId',
    { productLicenseId: 'pl' },
    { productId: 'pl' },
  ),
  single(
    'OnsSubscription',
    'getSubscription',
    'subscriptionId',
    { topicId: 't', protocol: 'EMAIL', endpoint: 'ops@example.com' },
    {
      topicId: 't',
      altName: 'ops@example.com',
    },
  ),
  single(
    'OnsSubscription',
    'getSubscription',
    'subscriptionId',
    {
      topicId: 't',
      protocol: 'HTTPS',
      endpoint: 'https://user:pw@hooks.example.com:8443/path?q=1',
    },
    { topicId: 't', altName: 'hooks.example.com' },
  ),
  single('FunctionsFunction', 'getFunction', 'functionId', { applicationId: 'app' }, { appId: 'app' }),
  single('ApiDeployment', 'getApiDeployment', 'deploymentId', { gatewayId: 'gw' }, { gatewayId: 'gw' }),
  single('ApiGatewaySdk', 'getSdk', 'sdkId', { targetId: 'api' }, { apiId: 'api' }),
  single(
    'WebAppFirewall',
    'getWebAppFirewall',
    'webAppFirewallId',
    { webAppFirewallPolicyId: 'wp' },
    { wafPolicyId: 'wp' },
  ),
  single(
    'WebAppAcceleration',
    'getWebAppAcceleration',
    'webAppAccelerationId',
    { webAppAccelerationPolicyId: 'ap' },
    {
      waaPolicyId: 'ap',
    },
  ),
];

describe('enrichment reads', () => {
  it.each(ROWS.map((row) => [row.type, row] as const))('%s', async (type, row) => {
    const { read, calls } = fakeRead(row.answers);
    const spec = enrichmentOf(type);
    await expect(spec.run(makeResult(type), read)).resolves.toEqual(row.output);
    expect(calls).toEqual(row.calls);
    for (const made of calls) expect(spec.reads).toContain(made.operation);
  });

  it('reads the ESXi host on /20230701', async () => {
    const { read, calls } = fakeRead({ getEsxiHost: { id: ID, sddcId: 's', clusterId: 'c' } });
    await expect(enrichmentOf('VmwareEsxiHost').run(makeResult('VmwareEsxiHost'), read)).resolves.toEqual({
      sddcId: 's',
      clusterId: 'c',
    });
    expect(calls).toEqual([
      { operation: 'getEsxiHost', params: { esxiHostId: ID }, options: { basePath: '/20230701' } },
    ]);
  });

  it('keeps a container image id without a version as it is', async () => {
    const { read } = fakeRead({ getContainerImage: { id: ID, repositoryId: 'repo' } });
    await expect(enrichmentOf('ContainerImage').run(makeResult('ContainerImage'), read)).resolves.toEqual({
      repoId: 'repo',
      imageId: ID,
    });
  });

  it('sends compartmentId with the namespace read only when asked', async () => {
    const { read, calls } = fakeRead({ getNamespace: 'ns' });
    await expect(
      namespaceEnrichment({ sendCompartmentId: true }).run(makeResult('Bucket'), read),
    ).resolves.toEqual({
      namespace: 'ns',
    });
    expect(calls).toEqual([call('getNamespace', { compartmentId: COMPARTMENT })]);
  });
});
