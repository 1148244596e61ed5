/**
 * Other services (document 2 §2.1 "Migration, service mesh, licensing, edge and others"; §2.2
 * ESXi host, VMware cluster and management appliance, product license record). A license record
 * opens inside its product license (productId from enrichment, or the result's productLicenseId);
 * a listing revision is chosen to open inside its listing (listingId). Process Automation, Content
 * Management, blockchain platforms and dependency-management audits have no documented page.
 */
import { ENRICHMENTS } from './enrichments';
import { ctx, firstOf, nested, page, path } from './path';
import { PAGE } from './pages';
import { describeArea } from './types';
import type { TypeRow } from './types';

const SDDC = ctx('sddcId');

const ROWS = [
  {
    name: 'ServiceMeshMesh',
    badge: 'MESH',
    title: 'Service mesh',
    plural: 'Service meshes',
    link: '/service-mesh/meshes/:id',
  },
  {
    name: 'ServiceMeshVirtualService',
    badge: 'VS',
    title: 'Virtual service',
    plural: 'Virtual services',
    link: '/service-mesh/virtualServices/:id',
  },
  {
    name: 'ServiceMeshAccessPolicy',
    badge: 'MAP',
    title: 'Access policy',
    plural: 'Access policies',
    link: '/service-mesh/accessPolicies/:id',
  },
  {
    name: 'ServiceMeshIngressGateway',
    badge: 'IGG',
    title: 'Ingress gateway',
    plural: 'Ingress gateways',
    link: '/service-mesh/ingressGateways/:id',
  },
  {
    name: 'ServiceMeshVirtualDeployment',
    badge: 'VDEP',
    title: 'Virtual deployment',
    plural: 'Virtual deployments',
    link: '/service-mesh/virtualDeployments/:id',
  },
  {
    name: 'ServiceMeshVirtualServiceRouteTable',
    badge: 'VSRT',
    title: 'Virtual service route table',
    plural: 'Virtual service route tables',
    link: '/service-mesh/virtualServiceRouteTables/:id',
  },
  {
    name: 'ServiceMeshIngressGatewayRouteTable',
    badge: 'IGRT',
    title: 'Ingress gateway route table',
    plural: 'Ingress gateway route tables',
    link: '/service-mesh/ingressGatewayRouteTables/:id',
  },
  {
    name: 'ProductLicense',
    badge: 'LIC',
    title: 'Product license',
    plural: 'Product licenses',
    link: PAGE.productLicense,
  },
  {
    name: 'LicenseRecord',
    badge: 'LREC',
    title: 'License record',
    plural: 'License records',
    link: page(PAGE.licenseRecord, { productLicenseId: ctx('productId', 'productLicenseId') }),
    enrich: ENRICHMENTS.licenseRecord,
  },
  {
    name: 'RoverNode',
    badge: 'RVN',
    title: 'Roving Edge node',
    plural: 'Roving Edge nodes',
    link: '/rover-edge/nodes/:id',
  },
  {
    name: 'RoverCluster',
    badge: 'RVC',
    title: 'Roving Edge cluster',
    plural: 'Roving Edge clusters',
    link: '/rover-edge/clusters/:id',
  },
  {
    name: 'VmwareSddc',
    badge: 'SDDC',
    title: 'VMware SDDC',
    plural: 'VMware SDDCs',
    link: PAGE.sddc,
  },
  {
    name: 'VmwareEsxiHost',
    badge: 'ESXI',
    title: 'ESXi host',
    plural: 'ESXi hosts',
    link: firstOf(page(PAGE.esxiHostInCluster), page(PAGE.esxiHost)),
    enrich: ENRICHMENTS.esxiHost,
  },
  {
    name: 'VmwareCluster',
    badge: 'VWC',
    title: 'VMware cluster',
    plural: 'VMware clusters',
    link: page(PAGE.vmwareCluster),
  },
  {
    name: 'VmwareManagementAppliance',
    badge: 'VMMA',
    title: 'VMware management appliance',
    plural: 'VMware management appliances',
    link: path`/vmware/sddcs/${SDDC}/management-appliance`,
  },
  {
    name: 'WorkstationEnvironment',
    badge: 'WSE',
    title: 'Workstation environment',
    plural: 'Workstation environments',
    link: '/workstation/environments/:id',
  },
  {
    name: 'WorkstationShareDrive',
    badge: 'WSD',
    title: 'Share drive',
    plural: 'Share drives',
    link: '/workstation/shareDrives/:id',
  },
  {
    name: 'MarketplacePublisherListing',
    badge: 'LST',
    title: 'Listing',
    plural: 'Listings',
    link: '/publisher/listing/:id',
  },
  {
    name: 'MarketplacePublisherListingRevision',
    badge: 'LSTR',
    title: 'Listing revision',
    plural: 'Listing revisions',
    link: nested('/publisher/listing', ctx('listingId'), 'revisions'),
  },
  {
    name: 'MarketplacePublisherArtifact',
    badge: 'PART',
    title: 'Publisher artifact',
    plural: 'Publisher artifacts',
    link: '/publisher/artifact/:id',
  },
  {
    name: 'MarketplacePublisherTerm',
    badge: 'TERM',
    title: 'Terms',
    plural: 'Terms',
    link: '/publisher/terms/:id',
  },
  {
    name: 'OccCapacityRequest',
    badge: 'CAPR',
    title: 'Capacity request',
    plural: 'Capacity requests',
    link: '/control-center/capacity-requests/:id',
  },
  {
    name: 'OccDemandSignal',
    badge: 'DSIG',
    title: 'Demand signal',
    plural: 'Demand signals',
    link: '/control-center/demand-signals/:id',
  },
  {
    name: 'WlmsWlsDomain',
    badge: 'WLS',
    title: 'WebLogic domain',
    plural: 'WebLogic domains',
    link: '/wlms/domains/:id',
  },
  {
    name: 'AnalyticsInstance',
    badge: 'OAC',
    title: 'Analytics instance',
    plural: 'Analytics instances',
    link: '/analytics/instances/:id',
  },
  {
    name: 'IntegrationInstance',
    badge: 'OIC',
    title: 'Integration instance',
    plural: 'Integration instances',
    link: '/oic/integration-instances/:id',
  },
  {
    name: 'AdmKnowledgeBase',
    badge: 'ADMK',
    title: 'ADM knowledge base',
    plural: 'ADM knowledge bases',
    link: '/adm/knowledgeBases/:id',
  },
  {
    name: 'AdmVulnerabilityAudit',
    badge: 'ADMV',
    title: 'Vulnerability audit',
    plural: 'Vulnerability audits',
    link: null,
  },
  {
    name: 'LockboxAccessRequest',
    badge: 'MAR',
    title: 'Managed access request',
    plural: 'Managed access requests',
    link: '/managed-access/requests/:id',
  },
  {
    name: 'LockboxApprovalTemplate',
    badge: 'MAT',
    title: 'Managed access template',
    plural: 'Managed access templates',
    link: '/managed-access/templates/:id',
  },
  {
    name: 'IotDomain',
    badge: 'IOTD',
    title: 'IoT domain',
    plural: 'IoT domains',
    link: '/iot-platform/domains/:id',
  },
  {
    name: 'IotDomainGroup',
    badge: 'IOTG',
    title: 'IoT domain group',
    plural: 'IoT domain groups',
    link: '/iot-platform/domain-groups/:id',
  },
  {
    name: 'OpaInstance',
    badge: 'OPA',
    title: 'Process Automation instance',
    plural: 'Process Automation instances',
    link: null,
  },
  {
    name: 'OceInstance',
    badge: 'OCE',
    title: 'Content Management instance',
    plural: 'Content Management instances',
    link: null,
  },
  {
    name: 'BlockchainPlatforms',
    badge: 'OBP',
    title: 'Blockchain platform',
    plural: 'Blockchain platforms',
    link: null,
  },
] as const satisfies readonly TypeRow[];

export const SERVICE_TYPES = describeArea('Other services', ROWS);
