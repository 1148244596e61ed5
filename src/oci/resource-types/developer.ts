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
import { ctx, ID, nested, path } from './path';
import { describeArea } from './types';
import type { LinkRule, TypeRow } from './types';

const PROJECT = ctx('projectId');
const PIPELINE = ctx('pipelineId');
const inProject = (collection: string): LinkRule => nested('/devops-project/projects', PROJECT, collection);

const ROWS = [
  {
    name: 'DevopsProject',
    badge: 'PRJ',
    title: 'DevOps project',
    plural: 'DevOps projects',
    link: '/devops-project/projects/:id',
  },
  {
    name: 'DevopsBuildPipeline',
    badge: 'BPL',
    title: 'Build pipeline',
    plural: 'Build pipelines',
    link: path`/devops-build/projects/${PROJECT}/build-pipelines/${ID}`,
    enrich: ENRICHMENTS.buildPipeline,
  },
  {
    name: 'DevopsBuildPipelineStage',
    badge: 'BPS',
    title: 'Build pipeline stage',
    plural: 'Build pipeline stages',
    link: path`/devops-build/projects/${PROJECT}/build-pipelines/${PIPELINE}/stages/${ID}`,
    enrich: ENRICHMENTS.buildPipelineStage,
  },
  {
    name: 'DevopsBuildRun',
    badge: 'BRUN',
    title: 'Build run',
    plural: 'Build runs',
    link: path`/devops-build/projects/${PROJECT}/build-pipelines/${PIPELINE}/build-runs/${ID}`,
    enrich: ENRICHMENTS.buildRun,
  },
  {
    name: 'DevopsDeployPipeline',
    badge: 'DPL',
    title: 'Deployment pipeline',
    plural: 'Deployment pipelines',
    link: path`/devops-deployment/projects/${PROJECT}/pipelines/${ID}`,
    enrich: ENRICHMENTS.deployPipeline,
  },
  {
    name: 'DevopsDeployStage',
    badge: 'DPS',
    title: 'Deployment stage',
    plural: 'Deployment stages',
    link: path`/devops-deployment/projects/${PROJECT}/pipelines/${PIPELINE}/stages/${ID}`,
    enrich: ENRICHMENTS.deployStage,
  },
  {
    name: 'DevopsDeployment',
    badge: 'DEP',
    title: 'Deployment',
    plural: 'Deployments',
    link: path`/devops-deployment/projects/${PROJECT}/pipelines/${PIPELINE}/deployments/${ID}`,
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
    link: '/functions/apps/:id',
  },
  {
    name: 'FunctionsFunction',
    badge: 'FN',
    title: 'Function',
    plural: 'Functions',
    link: path`/functions/apps/${ctx('appId')}/fns/${ID}`,
    enrich: ENRICHMENTS.function,
  },
  {
    name: 'ApiGateway',
    badge: 'GW',
    title: 'API gateway',
    plural: 'API gateways',
    link: '/api-gateway/gateways/:id',
  },
  { name: 'ApiGatewayApi', badge: 'API', title: 'API', plural: 'APIs', link: '/api-gateway/apis/:id' },
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
    link: path`/api-gateway/gateways/${ctx('gatewayId')}/deployments/${ID}`,
    enrich: ENRICHMENTS.apiDeployment,
  },
  {
    name: 'ApiGatewaySdk',
    badge: 'SDK',
    title: 'SDK',
    plural: 'SDKs',
    link: path`/api-gateway/apis/${ctx('apiId')}/sdks/${ID}`,
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
    link: '/containers/registry/repos/:id',
  },
  {
    name: 'ContainerImage',
    badge: 'CIMG',
    title: 'Container image',
    plural: 'Container images',
    link: path`/containers/registry/repos/${ctx('repoId')}/images/${ctx('imageId')}`,
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
