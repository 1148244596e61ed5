/**
 * Developer services (document 2 §2.1 Developer): DevOps, functions, API gateway, containers,
 * Resource Manager, Visual Builder and Connector Hub.
 *
 * The spec shows the DevOps project, build pipeline, deploy pipeline and repository pages. The
 * other DevOps types get the projectId (and pipeline id) from enrichment, so the console opens
 * them inside their project: stages and runs inside their pipeline, connections, triggers,
 * artifacts and environments under /devops-project/projects/{projectId}/. Likewise an API
 * deployment opens inside its gateway, an SDK inside its API, a container image inside its
 * repository.
 */
import { ENRICHMENTS } from './enrichments';
import { ctx, ID, page } from './path';
import { PAGE } from './pages';
import { describeArea } from './types';
import type { LinkRule, TypeRow } from './types';

/** A resource a project holds directly; `:collection` names which (artifacts, environments, …). */
const inProject = (collection: string): LinkRule =>
  page(PAGE.devopsProjectChild, { collection: () => collection, resourceId: ID });

const ROWS = [
  {
    name: 'DevopsProject',
    badge: 'PRJ',
    title: 'DevOps project',
    plural: 'DevOps projects',
    link: page(PAGE.devopsProject, { projectId: ID }),
  },
  {
    name: 'DevopsBuildPipeline',
    badge: 'BPL',
    title: 'Build pipeline',
    plural: 'Build pipelines',
    link: page(PAGE.buildPipeline, { pipelineId: ID }),
    enrich: ENRICHMENTS.buildPipeline,
  },
  {
    name: 'DevopsBuildPipelineStage',
    badge: 'BPS',
    title: 'Build pipeline stage',
    plural: 'Build pipeline stages',
    link: page(PAGE.buildPipelineStage, { resourceId: ID }),
    enrich: ENRICHMENTS.buildPipelineStage,
  },
  {
    name: 'DevopsBuildRun',
    badge: 'BRUN',
    title: 'Build run',
    plural: 'Build runs',
    link: page(PAGE.buildRun, { runId: ID }),
    enrich: ENRICHMENTS.buildRun,
  },
  {
    name: 'DevopsDeployPipeline',
    badge: 'DPL',
    title: 'Deployment pipeline',
    plural: 'Deployment pipelines',
    link: page(PAGE.deployPipeline, { pipelineId: ID }),
    enrich: ENRICHMENTS.deployPipeline,
  },
  {
    name: 'DevopsDeployStage',
    badge: 'DPS',
    title: 'Deployment stage',
    plural: 'Deployment stages',
    link: page(PAGE.deployStage, { resourceId: ID }),
    enrich: ENRICHMENTS.deployStage,
  },
  {
    name: 'DevopsDeployment',
    badge: 'DEP',
    title: 'Deployment',
    plural: 'Deployments',
    link: page(PAGE.deployment, { runId: ID }),
    enrich: ENRICHMENTS.deployment,
  },
  {
    name: 'DevopsDeployArtifact',
    badge: 'ART',
    title: 'Artifact',
    plural: 'Artifacts',
    link: inProject('artifacts'),
    enrich: ENRICHMENTS.deployArtifact,
  },
  {
    name: 'DevopsDeployEnvironment',
    badge: 'ENV',
    title: 'Environment',
    plural: 'Environments',
    link: inProject('environments'),
    enrich: ENRICHMENTS.deployEnvironment,
  },
  {
    name: 'DevopsConnection',
    badge: 'CONN',
    title: 'External connection',
    plural: 'External connections',
    link: inProject('connections'),
    enrich: ENRICHMENTS.connection,
  },
  {
    name: 'DevopsTrigger',
    badge: 'TRG',
    title: 'Trigger',
    plural: 'Triggers',
    link: inProject('triggers'),
    enrich: ENRICHMENTS.trigger,
  },
  {
    name: 'DevopsRepository',
    badge: 'REPO',
    title: 'Code repository',
    plural: 'Code repositories',
    link: '/devops-coderepository/repositories/:id',
  },
  {
    name: 'FunctionsApplication',
    badge: 'FNA',
    title: 'Functions application',
    plural: 'Functions applications',
    link: PAGE.functionApplication,
  },
  {
    name: 'FunctionsFunction',
    badge: 'FN',
    title: 'Function',
    plural: 'Functions',
    link: page(PAGE.function, { applicationId: ctx('appId') }),
    enrich: ENRICHMENTS.function,
  },
  {
    name: 'ApiGateway',
    badge: 'GW',
    title: 'API gateway',
    plural: 'API gateways',
    link: PAGE.apiGateway,
  },
  { name: 'ApiGatewayApi', badge: 'API', title: 'API', plural: 'APIs', link: PAGE.api },
  {
    name: 'ApiGatewayUsagePlan',
    badge: 'UP',
    title: 'Usage plan',
    plural: 'Usage plans',
    link: '/api-gateway/usageplans/:id',
  },
  {
    name: 'ApiDeployment',
    badge: 'APID',
    title: 'API deployment',
    plural: 'API deployments',
    link: page(PAGE.apiDeployment),
    enrich: ENRICHMENTS.apiDeployment,
  },
  {
    name: 'ApiGatewaySdk',
    badge: 'SDK',
    title: 'SDK',
    plural: 'SDKs',
    link: page(PAGE.apiGatewaySdk, { targetId: ctx('apiId') }),
    enrich: ENRICHMENTS.sdk,
  },
  {
    name: 'ApiGatewayCertificate',
    badge: 'GWC',
    title: 'API gateway certificate',
    plural: 'API gateway certificates',
    link: null,
  },
  {
    name: 'ClustersCluster',
    badge: 'OKE',
    title: 'Kubernetes cluster',
    plural: 'Kubernetes clusters',
    link: '/containers/clusters/:id',
  },
  {
    name: 'ClustersVirtualNodePool',
    badge: 'VNP',
    title: 'Virtual node pool',
    plural: 'Virtual node pools',
    link: null,
  },
  { name: 'ClustersVirtualNode', badge: 'VND', title: 'Virtual node', plural: 'Virtual nodes', link: null },
  {
    name: 'ContainerRepo',
    badge: 'CREP',
    title: 'Container repository',
    plural: 'Container repositories',
    link: PAGE.containerRepository,
  },
  {
    name: 'ContainerImage',
    badge: 'CIMG',
    title: 'Container image',
    plural: 'Container images',
    link: page(PAGE.containerImage, { repositoryId: ctx('repoId'), id: ctx('imageId') }),
    enrich: ENRICHMENTS.containerImage,
  },
  {
    name: 'ContainerInstance',
    badge: 'CI',
    title: 'Container instance',
    plural: 'Container instances',
    link: '/container-instances/:id',
  },
  { name: 'Container', badge: 'CTR', title: 'Container', plural: 'Containers', link: null },
  { name: 'OrmStack', badge: 'STK', title: 'Stack', plural: 'Stacks', link: '/resourcemanager/stacks/:id' },
  {
    name: 'OrmJob',
    badge: 'RMJ',
    title: 'Resource Manager job',
    plural: 'Resource Manager jobs',
    link: '/resourcemanager/jobs/:id',
  },
  {
    name: 'OrmPrivateEndpoint',
    badge: 'RMPE',
    title: 'Resource Manager private endpoint',
    plural: 'Resource Manager private endpoints',
    link: '/resourcemanager/privateEndpoints/:id',
  },
  {
    name: 'OrmConfigSourceProvider',
    badge: 'CSP',
    title: 'Configuration source provider',
    plural: 'Configuration source providers',
    link: null,
  },
  { name: 'OrmTemplate', badge: 'TMPL', title: 'Stack template', plural: 'Stack templates', link: null },
  // The stack attachment type has no details page (document 2 §2.3).
  {
    name: 'OrmStackAttachment',
    badge: 'STKA',
    title: 'Stack attachment',
    plural: 'Stack attachments',
    link: null,
  },
  {
    name: 'VisualBuilderInstance',
    badge: 'VB',
    title: 'Visual Builder instance',
    plural: 'Visual Builder instances',
    link: '/vb/instances/:id',
  },
  {
    name: 'VbsInstance',
    badge: 'VBS',
    title: 'Visual Builder Studio instance',
    plural: 'Visual Builder Studio instances',
    link: null,
  },
  {
    name: 'ServiceConnector',
    badge: 'SCH',
    title: 'Connector',
    plural: 'Connectors',
    link: '/connector-hub/service-connectors/:id',
  },
] as const satisfies readonly TypeRow[];

export const DEVELOPER_TYPES = describeArea('Developer', ROWS);
