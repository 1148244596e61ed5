/**
 * Details pages of the single reads of the other services (document 1 §7): API gateway SDK and
 * deployment, container image, function, ESXi host, web application
 * firewall and acceleration, and the tenancy's object storage namespace. A notification
 * subscription is a kind of its own (src/app/kinds/notification.ts).
 */
import { stringAt } from '../kit/formatField';
import type { DetailsConfig } from '../kit/detailsConfig';
import { PAGE } from '../../oci/resource-types/pages';
import { RELATED_PATTERNS } from '../features/details/paths';

const LOAD_BALANCER = {
  label: 'loadBalancer',
  path: 'loadBalancerId',
  to: { pattern: RELATED_PATTERNS.loadBalancer },
} as const;

export const SERVICE_DETAILS: readonly DetailsConfig[] = [
  {
    key: 'apiGatewaySdk',
    resourceTypes: ['ApiGatewaySdk'],
    operation: 'getSdk',
    idParam: 'sdkId',
    fields: [
      { path: 'targetLanguage', label: 'targetLanguage', format: 'code' },
      { path: 'artifactUrl', label: 'artifactUrl', format: 'url' },
      { path: 'timeUpdated', label: 'glossary:updated', format: 'dateTime' },
    ],
    relations: [{ label: 'api', path: 'targetId', to: { pattern: RELATED_PATTERNS.api } }],
  },
  {
    key: 'apiDeployment',
    resourceTypes: ['ApiDeployment'],
    operation: 'getApiDeployment',
    idParam: 'deploymentId',
    fields: [
      { path: 'pathPrefix', label: 'pathPrefix', format: 'code' },
      { path: 'endpoint', label: 'endpoint', format: 'url' },
      { path: 'specification.routes', label: 'routeCount', format: 'count' },
      { path: 'timeUpdated', label: 'glossary:updated', format: 'dateTime' },
    ],
    relations: [{ label: 'apiGateway', path: 'gatewayId', to: { pattern: RELATED_PATTERNS.apiGateway } }],
    tables: [
      {
        title: 'apiRoutes',
        path: 'specification.routes',
        columns: [
          { path: 'path', label: 'path', format: 'code' },
          { path: 'methods', label: 'methods', format: 'list' },
          { path: 'backend.type', label: 'backendType', format: 'code' },
        ],
      },
    ],
  },
  {
    key: 'containerImage',
    resourceTypes: ['ContainerImage'],
    operation: 'getContainerImage',
    idParam: 'imageId',
    readId: (routeId) => routeId.split(':')[0] ?? routeId,
    fields: [
      { path: 'repositoryName', label: 'repositoryName', format: 'code' },
      { path: 'version', label: 'version', format: 'code' },
      { path: 'digest', label: 'digest', format: 'code' },
      { path: 'createdBy', label: 'createdBy', format: 'code' },
      { path: 'manifestSizeInBytes', label: 'manifestSize', format: 'bytes' },
      { path: 'layersSizeInBytes', label: 'layersSize', format: 'bytes' },
      { path: 'pullCount', label: 'pullCount', format: 'number' },
      { path: 'timeLastPulled', label: 'lastPulled', format: 'dateTime' },
    ],
    relations: [
      { label: 'repository', path: 'repositoryId', to: { pattern: RELATED_PATTERNS.containerRepository } },
    ],
    linkValues: (image) => {
      const id = stringAt(image, 'id');
      const version = stringAt(image, 'version');
      return { id: id === undefined || version === undefined ? id : `${id}:${version}` };
    },
  },
  {
    key: 'function',
    resourceTypes: ['FunctionsFunction'],
    operation: 'getFunction',
    idParam: 'functionId',
    fields: [
      { path: 'image', label: 'image', format: 'code' },
      { path: 'imageDigest', label: 'digest', format: 'code' },
      { path: 'memoryInMBs', label: 'memory', format: 'megabytes' },
      { path: 'timeoutInSeconds', label: 'timeout', format: 'seconds' },
      { path: 'invokeEndpoint', label: 'invokeEndpoint', format: 'url' },
      { path: 'timeUpdated', label: 'glossary:updated', format: 'dateTime' },
    ],
    relations: [
      { label: 'application', path: 'applicationId', to: { pattern: RELATED_PATTERNS.functionApplication } },
    ],
  },
  {
    key: 'esxiHost',
    resourceTypes: ['VmwareEsxiHost'],
    operation: 'getEsxiHost',
    idParam: 'esxiHostId',
    fields: [
      { path: 'hostShapeName', label: 'hostShapeName', format: 'code' },
      { path: 'hostOcpuCount', label: 'hostOcpuCount', format: 'number' },
      { path: 'currentSku', label: 'currentSku', format: 'code' },
      { path: 'nextSku', label: 'nextSku', format: 'code' },
      { path: 'billingContractEndDate', label: 'billingContractEndDate', format: 'date' },
    ],
    relations: [
      { label: 'sddc', path: 'sddcId', to: { pattern: RELATED_PATTERNS.sddc } },
      { label: 'vmwareCluster', path: 'clusterId', to: { pattern: RELATED_PATTERNS.vmwareCluster } },
      { label: 'instance', path: 'computeInstanceId', to: { pattern: RELATED_PATTERNS.instance } },
    ],
  },
  {
    key: 'webAppFirewall',
    resourceTypes: ['WebAppFirewall'],
    operation: 'getWebAppFirewall',
    idParam: 'webAppFirewallId',
    fields: [{ path: 'backendType', label: 'backendType', format: 'code' }],
    relations: [
      { label: 'wafPolicy', path: 'webAppFirewallPolicyId', to: { pattern: RELATED_PATTERNS.wafPolicy } },
      LOAD_BALANCER,
    ],
  },
  {
    key: 'webAppAcceleration',
    resourceTypes: ['WebAppAcceleration'],
    operation: 'getWebAppAcceleration',
    idParam: 'webAppAccelerationId',
    fields: [{ path: 'backendType', label: 'backendType', format: 'code' }],
    relations: [
      {
        label: 'waaPolicy',
        path: 'webAppAccelerationPolicyId',
        to: { pattern: RELATED_PATTERNS.waaPolicy },
      },
      LOAD_BALANCER,
    ],
  },
  {
    // The namespace read answers a bare JSON string: the whole answer is the one field.
    key: 'namespace',
    pages: [PAGE.namespace],
    resourceTypes: [],
    operation: 'getNamespace',
    titlePath: '',
    fields: [{ path: '', label: 'namespace', format: 'code' }],
  },
];
