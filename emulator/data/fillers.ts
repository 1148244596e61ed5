/**
 * Resources of every other searchable type of the console's catalogue, one at a time: named,
 * placed and tagged like the rest, in the lifecycle states their area uses, and — where the
 * type's details link needs it — naming a parent of the right type in the same region (an
 * endpoint-management device its management instance, a listing revision its listing…).
 */
import { RESOURCE_TYPES, type Area, type ResourceTypeDescriptor } from '../../src/oci/resource-types';
import type { Entity, Fields } from '../entity';
import type { StateSet } from './lifecycleStates';
import type { RegionBuilder } from './regionBuilder';

/** Types the families and the identity generator make, with the relations their reads need. */
export const FAMILY_TYPES: ReadonlySet<string> = new Set([
  'Compartment',
  'Policy',
  'IdentityProvider',
  'TagNamespace',
  'TagDefault',
  'Group',
  'DynamicGroup',
  'User',
  'App',
  'IdpGroupMapping',
  'Vcn',
  'Subnet',
  'RouteTable',
  'SecurityList',
  'DhcpOptions',
  'InternetGateway',
  'NatGateway',
  'ServiceGateway',
  'LocalPeeringGateway',
  'NetworkSecurityGroup',
  'Vlan',
  'Instance',
  'Vnic',
  'PrivateIp',
  'PublicIp',
  'Ipv6',
  'PrivateServiceAccess',
  'Drg',
  'DrgAttachment',
  'DrgRouteTable',
  'DrgRouteDistribution',
  'RemotePeeringConnection',
  'IpSecConnection',
  'CrossConnect',
  'VirtualCircuit',
  'DevopsProject',
  'DevopsBuildPipeline',
  'DevopsBuildPipelineStage',
  'DevopsBuildRun',
  'DevopsDeployPipeline',
  'DevopsDeployStage',
  'DevopsDeployment',
  'DevopsDeployArtifact',
  'DevopsDeployEnvironment',
  'DevopsConnection',
  'DevopsTrigger',
  'DevopsRepository',
  'Database',
  'DbHome',
  'AutonomousDatabase',
  'AutonomousContainerDatabase',
  'VmwareSddc',
  'VmwareCluster',
  'VmwareEsxiHost',
  'VmwareManagementAppliance',
  'Log',
  'OnsSubscription',
  'FunctionsFunction',
  'ApiDeployment',
  'ApiGatewaySdk',
  'ContainerImage',
  'DataSafeReportDefinition',
  'DataSafeSecurityAssessment',
  'DataSafeUserAssessment',
  'VaultSecret',
  'FileSystemShare',
  'WebAppFirewall',
  'WebAppAcceleration',
  'ProductLicense',
  'LicenseRecord',
  'Bucket',
]);

interface ParentRecipe {
  readonly parent: string;
  readonly key: string;
  readonly where: 'identityContext' | 'additionalDetails';
}

const inInstance: ParentRecipe = {
  parent: 'EmpManagementInstance',
  key: 'managementInstanceId',
  where: 'identityContext',
};
const inExternalSystem: ParentRecipe = {
  parent: 'DbmgmtExternalDbSystem',
  key: 'externalDbSystemId',
  where: 'identityContext',
};
const inChannel: ParentRecipe = {
  parent: 'StreamDistributionChannel',
  key: 'distributionChannelId',
  where: 'identityContext',
};

/** The parent a type's link names, by type. */
const PARENTS: Readonly<Record<string, ParentRecipe>> = {
  ...Object.fromEntries(
    [
      'EmpDevice',
      'EmpDeviceOwner',
      'EmpAssignmentGroup',
      'EmpInventoryConfiguration',
      'EmpInventoryConfigurationAttachment',
      'EmpSoftwareTitle',
      'EmpSoftwareVersion',
      'EmpComplianceRuleset',
      'EmpComplianceRulesetAttachment',
      'EmpScript',
      'EmpScriptAttachment',
      'EmpExtension',
      'EmpExtensionAttachment',
      'EmpMdmProfile',
      'EmpMdmProfileAttachment',
      'EmpMdmProfilePayload',
      'EmpMdmProvider',
      'EmpProvisioningAccount',
      'EmpProvisioningProfile',
    ].map((type) => [type, inInstance]),
  ),
  ...Object.fromEntries(
    [
      'DbmgmtExternalDbSystemConnector',
      'DbmgmtExternalCluster',
      'DbmgmtExternalListener',
      'DbmgmtExternalAsm',
      'DbmgmtExternalClusterInstance',
      'DbmgmtExternalAsmInstance',
      'DbmgmtExternalDbHome',
      'DbmgmtExternalDbNode',
    ].map((type) => [type, inExternalSystem]),
  ),
  StreamCdnConfig: inChannel,
  StreamPackagingConfig: inChannel,
  GenAiAgentDataSource: {
    parent: 'GenAiAgentKnowledgeBase',
    key: 'knowledgeBaseId',
    where: 'identityContext',
  },
  Dkim: { parent: 'EmailDomain', key: 'emailDomainId', where: 'additionalDetails' },
  OcmMigrationPlan: { parent: 'OcmMigration', key: 'migrationId', where: 'identityContext' },
  MarketplacePublisherListingRevision: {
    parent: 'MarketplacePublisherListing',
    key: 'listingId',
    where: 'identityContext',
  },
  DbmgmtJob: { parent: 'DbmgmtManagedDatabase', key: 'managedDatabaseId', where: 'additionalDetails' },
  ClustersVirtualNode: { parent: 'ClustersCluster', key: 'clusterId', where: 'identityContext' },
  OcbVmAsset: { parent: 'OcbEnvironment', key: 'environmentId', where: 'identityContext' },
  OcbVmwareVmAsset: { parent: 'OcbEnvironment', key: 'environmentId', where: 'identityContext' },
};

const AREA_STATES: Readonly<Partial<Record<Area, StateSet>>> = {
  Networking: 'available',
  Storage: 'volume',
  Database: 'database',
};

const TYPE_STATES: Readonly<Record<string, StateSet>> = {
  Image: 'available',
  InstancePool: 'running',
  DedicatedVmHost: 'active',
  Key: 'key',
  OrmJob: 'job',
  DataScienceJobRun: 'job',
  AiSpeechTranscriptionJob: 'job',
  DrPlanExeuction: 'job',
  DbmgmtJob: 'job',
  Bucket: 'activeOnly',
  LoadBalancer: 'activeOnly',
};

/** How often a type turns up, relative to the others (1 when not listed). */
const WEIGHTS: Readonly<Record<string, number>> = {
  Volume: 10,
  VolumeBackup: 10,
  BootVolume: 6,
  BootVolumeBackup: 8,
  Image: 5,
  LoadBalancer: 4,
  Alarm: 6,
  Stream: 3,
  DbSystem: 3,
  PluggableDatabase: 3,
  Certificate: 3,
  Bastion: 2,
  ClustersCluster: 3,
  ContainerRepo: 3,
  OnsTopic: 3,
  DataScienceModel: 2,
  DataScienceJobRun: 3,
  OrmStack: 3,
  OrmJob: 5,
  Queue: 2,
  EventRule: 3,
  ServiceConnector: 2,
  InstancePool: 2,
};

const AD_TYPES: ReadonlySet<string> = new Set([
  'BootVolume',
  'Volume',
  'VolumeGroup',
  'DedicatedVmHost',
  'FileSystem',
  'MountTarget',
  'DbSystem',
  'LustreFileSystem',
  'ContainerInstance',
  'ComputeCapacityReservation',
  'ConsoleHistory',
]);

const APPLE_OR_NOT = ['APPLE', 'GOOGLE', 'MICROSOFT'] as const;

export interface FillerType {
  readonly descriptor: ResourceTypeDescriptor;
  readonly weight: number;
}

export const FILLER_TYPES: readonly FillerType[] = RESOURCE_TYPES.filter((t) => !FAMILY_TYPES.has(t.name))
  .map((descriptor) => ({ descriptor, weight: WEIGHTS[descriptor.name] ?? 1 }))
  // Parents first, so a coverage pass makes each parent before its children.
  .sort((a, b) => Number(a.descriptor.name in PARENTS) - Number(b.descriptor.name in PARENTS));

function suffixOf(descriptor: ResourceTypeDescriptor): string {
  const words = descriptor.title
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/);
  return words[words.length - 1] ?? descriptor.name.toLowerCase();
}

function stateSetOf(descriptor: ResourceTypeDescriptor): StateSet {
  if (descriptor.defaultLifecycleState === 'ENABLED') return 'enabled';
  return TYPE_STATES[descriptor.name] ?? AREA_STATES[descriptor.area] ?? 'active';
}

/** One resource of a filler type; makes the parent its link names first when there is none. */
export function addFiller(b: RegionBuilder, descriptor: ResourceTypeDescriptor): Entity {
  const recipe = PARENTS[descriptor.name];
  let context: { identityContext?: Fields; additionalDetails?: Fields } = {};
  if (recipe) {
    const parentType = RESOURCE_TYPES.find((t) => t.name === recipe.parent);
    const parent = b.some(recipe.parent) ?? (parentType ? addFiller(b, parentType) : undefined);
    const fields: Fields = parent ? { [recipe.key]: parent.id } : {};
    if (descriptor.name === 'EmpMdmProvider') fields['type'] = b.random.pick(APPLE_OR_NOT);
    context = { [recipe.where]: fields };
  }
  const place = b.place();
  return b.add({
    type: descriptor.name,
    ocidType: descriptor.name.toLowerCase().replace(/[^a-z0-9]/g, ''),
    name: b.name(place, suffixOf(descriptor)),
    place,
    states: stateSetOf(descriptor),
    stateless: descriptor.defaultLifecycleState !== undefined,
    ad: AD_TYPES.has(descriptor.name),
    ...context,
  });
}
