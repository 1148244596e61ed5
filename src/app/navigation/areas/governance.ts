import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';
import { TENANCY_ENTRIES } from './tenancy';

/**
 * Governance & Administration (document 3 §2.11, §2.15). Compliance documents is label-only in
 * document 3 (a dependent service of §3.3); its page is placed at /compliance/documents.
 */
export const GOVERNANCE_AREA = {
  id: 'governance',
  labelKey: 'area.governance',
  category: 'infrastructure',
  children: [
    ...TENANCY_ENTRIES,
    {
      id: 'announcements',
      labelKey: 'service.announcements',
      plugin: 'announcements',
      children: [
        { id: 'list', labelKey: 'common.announcements', path: '/list' },
        { id: 'subscription', labelKey: 'governance.announcementSubscriptions', path: '/subscription' },
      ],
    },
    {
      id: 'cloudAdvisor',
      labelKey: 'service.cloudAdvisor',
      plugin: 'cloud-advisor',
      help: [iaasDocs('CloudAdvisor/home.htm')],
      children: [
        { id: 'dashboard', labelKey: 'common.dashboard', path: '/dashboard' },
        { id: 'recommendations', labelKey: 'common.recommendations', path: '/recommendations' },
        {
          id: 'workRequests',
          labelKey: 'common.workRequests',
          path: '/workrequests',
          screen: 'workRequests',
        },
        { id: 'history', labelKey: 'common.history', path: '/history' },
        { id: 'settings', labelKey: 'common.settings', path: '/settings' },
      ],
    },
    {
      id: 'controlCenter',
      labelKey: 'service.controlCenter',
      plugin: 'control-center',
      children: [
        { id: 'compute', labelKey: 'area.compute', path: '/compute' },
        { id: 'blockStorage', labelKey: 'service.blockStorage', path: '/block-storage' },
        { id: 'objectStorage', labelKey: 'service.objectStorage', path: '/object-storage' },
        { id: 'fileStorage', labelKey: 'service.fileStorage', path: '/file-storage-service' },
        { id: 'exadata', labelKey: 'governance.exadata', path: '/exadata' },
        { id: 'network', labelKey: 'area.networking', path: '/network' },
        { id: 'demandPlanning', labelKey: 'governance.demandPlanning', path: '/demand-planning' },
        { id: 'capacityAnalysis', labelKey: 'governance.capacityAnalysis', path: '/capacity-analysis' },
        { id: 'capacityRequests', labelKey: 'governance.capacityRequests', path: '/capacity-requests' },
        { id: 'customerGroups', labelKey: 'governance.customerGroups', path: '/customer-groups' },
        {
          id: 'handedOverResources',
          labelKey: 'governance.handedOverResources',
          path: '/handedover-resources',
        },
        { id: 'demandSignals', labelKey: 'governance.demandSignals', path: '/demand-signals' },
        { id: 'alarms', labelKey: 'common.alarms', path: '/alarms' },
      ],
    },
    {
      id: 'resourceScheduler',
      labelKey: 'governance.resourceScheduler',
      plugin: 'resource-scheduler',
      path: '',
    },
    {
      id: 'licenseManager',
      labelKey: 'service.licenseManager',
      plugin: 'license-manager',
      screen: 'licenseManager',
      help: [iaasDocs('license-manager/home.htm')],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview', screen: 'licenseManager' },
        {
          id: 'productLicenses',
          labelKey: 'governance.productLicenses',
          path: '/product-licenses',
          screen: 'licenseManager',
        },
        {
          id: 'notifications',
          labelKey: 'service.notifications',
          path: '/notifications',
          screen: 'licenseManager',
        },
      ],
    },
    {
      id: 'emissions',
      labelKey: 'service.emissions',
      plugin: 'emissions',
      tags: ['carbon', 'sustainability'],
      children: [
        { id: 'carbonEmission', labelKey: 'governance.carbonEmissions', path: '/carbon-emission' },
        { id: 'userReports', labelKey: 'governance.userReports', path: '/carbon-emission/user-reports' },
        {
          id: 'defaultReports',
          labelKey: 'governance.defaultReports',
          path: '/carbon-emission/default-reports',
        },
      ],
    },
    {
      id: 'inventory',
      labelKey: 'service.resourceInventory',
      plugin: 'resource-inventory',
      children: [
        { id: 'inventory', labelKey: 'hybrid.inventory', path: '/inventory' },
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        { id: 'search', labelKey: 'common.search', path: '/search' },
        { id: 'visualExplorer', labelKey: 'governance.visualExplorer', path: '/visual-explorer' },
      ],
    },
    {
      id: 'compliance',
      labelKey: 'governance.complianceDocuments',
      plugin: 'compliance',
      path: '/documents',
      dependentService: 'COMPLIANCE_DOCUMENTS',
      tags: ['soc', 'iso', 'attestation'],
    },
  ],
} as const satisfies NavAreaSpec;
