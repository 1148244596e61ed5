/**
 * The extra reads per resource type (document 2 §3.4), as data the worker runs later. Operation
 * names and parameters are those of the call-layer catalogue; answers use the OCI API's field
 * names. Every enrichment keeps only string values and rejects when one of its reads rejects.
 */
import type { Enrichment } from '../resource';
import { ipv6Enrichment, privateIpEnrichment, publicIpEnrichment, vnicEnrichment } from './ip-enrichments';
import { asRecord, entry, pickStrings, singleRead, stringOf } from './single-read';
import type { EnrichmentSpec } from './types';

export interface NamespaceOptions {
  /** Send the resource's compartmentId with the namespace read (off by default, document 2 §7). */
  readonly sendCompartmentId?: boolean;
}

/** A bucket's tenancy namespace: the namespace read answers a bare JSON string. */
export function namespaceEnrichment(options: NamespaceOptions = {}): EnrichmentSpec {
  return {
    reads: ['getNamespace'],
    async run(r, read) {
      const params = options.sendCompartmentId === true ? { compartmentId: r.compartmentId } : {};
      return entry('namespace', stringOf(await read('getNamespace', params)));
    },
  };
}

/** A container image: its repository, and its id with the version (`<id>:<version>`). */
const containerImage: EnrichmentSpec = {
  reads: ['getContainerImage'],
  async run(r, read) {
    const image = asRecord(await read('getContainerImage', { imageId: r.identifier }));
    const repoId = stringOf(image['repositoryId']);
    const version = stringOf(image['version']);
    const imageId = version === undefined ? r.identifier : `${r.identifier}:${version}`;
    return { ...entry('repoId', repoId), ...entry('imageId', stringOf(imageId)) };
  },
};

/** A database: its DB home, VM cluster and DB system; the DB system via the DB home if needed. */
const database: EnrichmentSpec = {
  reads: ['getDatabase', 'getDbHome'],
  async run(r, read) {
    const fields = { dbHomeId: 'dbHomeId', vmClusterId: 'vmClusterId', dbSystemId: 'dbSystemId' };
    const found: Enrichment = pickStrings(await read('getDatabase', { databaseId: r.identifier }), fields);
    const dbHomeId = found['dbHomeId'];
    if (dbHomeId === undefined || found['dbSystemId'] !== undefined || found['vmClusterId'] !== undefined) {
      return found;
    }
    const home = pickStrings(await read('getDbHome', { dbHomeId }), {
      dbSystemId: 'dbSystemId',
      vmClusterId: 'vmClusterId',
    });
    return { ...found, ...home };
  },
};

/** A log's log group: the first item the log search answers. */
const log: EnrichmentSpec = {
  reads: ['searchLogs'],
  async run(r, read) {
    const answer = asRecord(
      await read('searchLogs', { compartmentId: r.compartmentId, logId: r.identifier }),
    );
    const items: readonly unknown[] = Array.isArray(answer['items']) ? answer['items'] : [];
    return pickStrings(items[0], { logGroupId: 'logGroupId' });
  },
};

/** A subscription's endpoint as a short name: an e-mail address as is, a URL by its host. */
export function endpointName(endpoint: string): string {
  const url = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(endpoint);
  return url?.[1] ?? endpoint;
}

/** A notification subscription: its topic and a name from its endpoint. */
const subscription: EnrichmentSpec = {
  reads: ['getSubscription'],
  async run(r, read) {
    const body = await read('getSubscription', { subscriptionId: r.identifier });
    const found = pickStrings(body, { topicId: 'topicId' });
    const endpoint = stringOf(asRecord(body)['endpoint']);
    return { ...found, ...entry('altName', endpoint === undefined ? undefined : endpointName(endpoint)) };
  },
};

/** A subnet: its VCN, and a name from its DNS label and CIDR block (`app (10.0.1.0/24)`). */
const subnet: EnrichmentSpec = {
  reads: ['getSubnet'],
  async run(r, read) {
    const body = asRecord(await read('getSubnet', { subnetId: r.identifier }));
    const found = pickStrings(body, { vcnId: 'vcnId' });
    const label = stringOf(body['dnsLabel']);
    const cidr = stringOf(body['cidrBlock']);
    const altName = label !== undefined && cidr !== undefined ? `${label} (${cidr})` : (label ?? cidr);
    return { ...found, ...entry('altName', altName) };
  },
};

/**
 * A virtual circuit: its service type, and for a COLOCATED one the cross connect or group it sits
 * on (its first cross-connect mapping), which its link needs (document 2 §2.2). The search
 * service's answer carries neither, so without this read a COLOCATED circuit links to the page
 * of a circuit of another kind.
 */
const virtualCircuit: EnrichmentSpec = {
  reads: ['getVirtualCircuit'],
  async run(r, read) {
    const body = asRecord(await read('getVirtualCircuit', { virtualCircuitId: r.identifier }));
    const mappings: readonly unknown[] = Array.isArray(body['crossConnectMappings']) ? body['crossConnectMappings'] : [];
    const parent = mappings
      .map((mapping) => stringOf(asRecord(mapping)['crossConnectOrCrossConnectGroupId']))
      .find((id) => id !== undefined);
    return { ...pickStrings(body, { serviceType: 'serviceType' }), ...entry('crossConnectOrCrossConnectGroupId', parent) };
  },
};

const VCN_ID = { vcnId: 'vcnId' };
const PROJECT_ID = { projectId: 'projectId' };

/** The enrichment of each type that has one, named after the type. */
export const ENRICHMENTS = {
  bucket: namespaceEnrichment(),
  containerImage,
  crossConnect: singleRead('getCrossConnect', 'crossConnectId', {
    crossConnectGroupId: 'crossConnectGroupId',
  }),
  buildPipeline: singleRead('getBuildPipeline', 'buildPipelineId', PROJECT_ID),
  buildPipelineStage: singleRead('getBuildPipelineStage', 'buildPipelineStageId', {
    ...PROJECT_ID,
    pipelineId: 'buildPipelineId',
  }),
  connection: singleRead('getConnection', 'connectionId', PROJECT_ID),
  trigger: singleRead('getTrigger', 'triggerId', PROJECT_ID),
  deployPipeline: singleRead('getDeployPipeline', 'deployPipelineId', PROJECT_ID),
  deployStage: singleRead('getDeployStage', 'deployStageId', {
    ...PROJECT_ID,
    pipelineId: 'deployPipelineId',
  }),
  deployArtifact: singleRead('getDeployArtifact', 'deployArtifactId', PROJECT_ID),
  deployEnvironment: singleRead('getDeployEnvironment', 'deployEnvironmentId', PROJECT_ID),
  buildRun: singleRead('getBuildRun', 'buildRunId', { ...PROJECT_ID, pipelineId: 'buildPipelineId' }),
  deployment: singleRead('getDeployment', 'deploymentId', { ...PROJECT_ID, pipelineId: 'deployPipelineId' }),
  database,
  reportDefinition: singleRead('getReportDefinition', 'reportDefinitionId', { dataSource: 'dataSource' }),
  userAssessment: singleRead('getUserAssessment', 'userAssessmentId', { type: 'type' }),
  securityAssessment: singleRead('getSecurityAssessment', 'securityAssessmentId', { type: 'type' }),
  dhcpOptions: singleRead('getDhcpOptions', 'dhcpId', VCN_ID),
  internetGateway: singleRead('getInternetGateway', 'igId', VCN_ID),
  natGateway: singleRead('getNatGateway', 'natGatewayId', VCN_ID),
  serviceGateway: singleRead('getServiceGateway', 'serviceGatewayId', VCN_ID),
  localPeeringGateway: singleRead('getLocalPeeringGateway', 'localPeeringGatewayId', VCN_ID),
  routeTable: singleRead('getRouteTable', 'rtId', VCN_ID),
  securityList: singleRead('getSecurityList', 'securityListId', VCN_ID),
  vlan: singleRead('getVlan', 'vlanId', VCN_ID),
  networkSecurityGroup: singleRead('getNetworkSecurityGroup', 'networkSecurityGroupId', VCN_ID),
  subnet,
  virtualCircuit,
  autonomousDatabase: singleRead('getAutonomousDatabase', 'autonomousDatabaseId', {
    infrastructureType: 'infrastructureType',
  }),
  autonomousContainerDatabase: singleRead('getAutonomousContainerDatabase', 'autonomousContainerDatabaseId', {
    autonomousVmClusterId: 'autonomousVmClusterId',
  }),
  log,
  privateIp: privateIpEnrichment,
  ipv6: ipv6Enrichment,
  publicIp: publicIpEnrichment,
  vnic: vnicEnrichment,
  remotePeeringConnection: singleRead('getRemotePeeringConnection', 'remotePeeringConnectionId', {
    drgId: 'drgId',
  }),
  licenseRecord: singleRead('getLicenseRecord', 'licenseRecordId', { productId: 'productLicenseId' }),
  subscription,
  function: singleRead('getFunction', 'functionId', { appId: 'applicationId' }),
  apiDeployment: singleRead('getApiDeployment', 'deploymentId', { gatewayId: 'gatewayId' }),
  sdk: singleRead('getSdk', 'sdkId', { apiId: 'targetId' }),
  esxiHost: singleRead(
    'getEsxiHost',
    'esxiHostId',
    { sddcId: 'sddcId', clusterId: 'clusterId' },
    { basePath: '/20230701' },
  ),
  webAppFirewall: singleRead('getWebAppFirewall', 'webAppFirewallId', {
    wafPolicyId: 'webAppFirewallPolicyId',
  }),
  webAppAcceleration: singleRead('getWebAppAcceleration', 'webAppAccelerationId', {
    waaPolicyId: 'webAppAccelerationPolicyId',
  }),
} as const satisfies Record<string, EnrichmentSpec>;
