import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/** Developer Services (document 3 §2.7). */
export const DEVELOPER_AREA = {
  id: 'developer',
  labelKey: 'area.developer',
  category: 'infrastructure',
  children: [
    {
      id: 'registry',
      labelKey: 'service.registries',
      plugin: 'registry',
      children: [
        {
          id: 'containers',
          labelKey: 'developer.containerRegistry',
          path: '/containers',
          resourceType: 'ContainerRepo',
          tags: ['docker', 'ocir', 'image registry'],
          help: [iaasDocs('Registry/home.htm')],
        },
        {
          id: 'artifacts',
          labelKey: 'developer.artifactRegistry',
          path: '/artifacts',
          tags: ['maven', 'npm', 'packages'],
          help: [iaasDocs('artifacts/home.htm')],
        },
      ],
    },
    {
      id: 'resourceManager',
      labelKey: 'service.resourceManager',
      plugin: 'resourcemanager',
      tags: ['terraform', 'iac', 'infrastructure as code'],
      help: [iaasDocs('ResourceManager/home.htm')],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        { id: 'stacks', labelKey: 'common.stacks', path: '/stacks', resourceType: 'OrmStack' },
        { id: 'jobs', labelKey: 'common.jobs', path: '/jobs', resourceType: 'OrmJob' },
        { id: 'privateTemplates', labelKey: 'developer.privateTemplates', path: '/privateTemplateProviders' },
        {
          id: 'configSourceProviders',
          labelKey: 'developer.configSourceProviders',
          path: '/configSourceProviders',
          resourceType: 'OrmConfigSourceProvider',
        },
        {
          id: 'privateEndpoints',
          labelKey: 'common.privateEndpoints',
          path: '/privateEndpoints',
          resourceType: 'OrmPrivateEndpoint',
        },
        {
          id: 'openshift',
          labelKey: 'developer.openshift',
          path: '/stacks/create',
          query: { sourceType: 'openshift' },
        },
      ],
    },
    {
      id: 'tools',
      labelKey: 'service.developerTools',
      plugin: 'developer-tools',
      children: [
        { id: 'loom', labelKey: 'developer.loom', path: '/loom-page' },
        { id: 'maui', labelKey: 'developer.maui', path: '/maui-page' },
      ],
    },
    {
      id: 'apiManagement',
      labelKey: 'service.apiManagement',
      plugin: 'api-gateway',
      help: [iaasDocs('APIGateway/home.htm')],
      children: [
        { id: 'gateways', labelKey: 'common.gateways', path: '/gateways', resourceType: 'ApiGateway' },
        { id: 'apis', labelKey: 'common.apis', path: '/apis', resourceType: 'ApiGatewayApi' },
      ],
    },
    {
      id: 'devops',
      labelKey: 'service.devops',
      plugin: 'devops-project',
      tags: ['ci', 'cd', 'pipeline', 'build', 'deploy', 'git'],
      help: [iaasDocs('devops/using/home.htm')],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview', screen: 'devops' },
        {
          id: 'projects',
          labelKey: 'common.projects',
          path: '/projects',
          resourceType: 'DevopsProject',
          screen: 'devops',
        },
        { id: 'codeSearch', labelKey: 'developer.codeSearch', path: '/code-search' },
        { id: 'privateEndpoints', labelKey: 'common.privateEndpoints', path: '/private-endpoints' },
        { id: 'settings', labelKey: 'common.settings', path: '/devops-settings' },
      ],
    },
    {
      id: 'remoteConfiguration',
      labelKey: 'developer.remoteConfiguration',
      plugin: 'remote-configuration',
      path: '/app-config',
    },
    {
      id: 'adm',
      labelKey: 'service.adm',
      plugin: 'adm',
      help: [iaasDocs('application-dependency-management/home.htm')],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        {
          id: 'knowledgeBases',
          labelKey: 'analytics.knowledgeBases',
          path: '/knowledgeBases',
          resourceType: 'AdmKnowledgeBase',
        },
        {
          id: 'vulnerabilityAudits',
          labelKey: 'developer.vulnerabilityAudits',
          path: '/vulnerabilityAudits',
          resourceType: 'AdmVulnerabilityAudit',
        },
        { id: 'remediationRecipes', labelKey: 'developer.remediationRecipes', path: '/remediationRecipes' },
        { id: 'remediationHistory', labelKey: 'developer.remediationHistory', path: '/remediationHistory' },
      ],
    },
    {
      id: 'integration',
      labelKey: 'developer.integration',
      plugin: 'oic',
      path: '/integration-instances',
      resourceType: 'IntegrationInstance',
    },
    {
      id: 'contentManagement',
      labelKey: 'service.contentManagement',
      plugin: 'oce',
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        { id: 'instances', labelKey: 'common.instances', path: '/ocminstances', resourceType: 'OceInstance' },
      ],
    },
    {
      id: 'blockchain',
      labelKey: 'service.blockchain',
      plugin: 'blockchain',
      children: [{ id: 'instances', labelKey: 'common.instances', path: '/instances' }],
    },
    {
      id: 'iot',
      labelKey: 'service.iot',
      plugin: 'iot-platform',
      children: [
        { id: 'domains', labelKey: 'developer.iotDomains', path: '/' },
        { id: 'domainGroups', labelKey: 'developer.iotDomainGroups', path: '/domain-groups' },
      ],
    },
    {
      id: 'apiPlatform',
      labelKey: 'service.apiPlatform',
      plugin: 'api-platform',
      children: [{ id: 'instances', labelKey: 'common.instances', path: '/instances' }],
    },
    {
      id: 'mobileHub',
      labelKey: 'service.mobileHub',
      plugin: 'mobile-hub',
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        { id: 'instances', labelKey: 'common.instances', path: '/instances' },
      ],
    },
    {
      id: 'dif',
      labelKey: 'service.dif',
      plugin: 'dif',
      children: [{ id: 'stacks', labelKey: 'common.stacks', path: '/stacks' }],
    },
  ],
} as const satisfies NavAreaSpec;
