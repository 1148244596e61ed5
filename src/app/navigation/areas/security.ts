import { iaasDocs } from '../helpDocs';
import type { NavEntrySpec } from '../navEntry';
import { CLOUD_GUARD_ENTRY } from './cloudGuard';

/**
 * Security services (document 3 §2.8). Bastion is label-only in document 3 (a dependent service of
 * §3.3); its page is placed at /security/bastion, next to the vault.
 * The web application firewall is disabled in government regions (§6).
 */
export const SECURITY_ENTRIES = [
  CLOUD_GUARD_ENTRY,
  {
    id: 'securityZones',
    labelKey: 'service.securityZones',
    plugin: 'security-zones',
    dependentService: 'SECURITY_ZONES',
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      {
        id: 'recipes',
        labelKey: 'common.recipes',
        path: '/recipes',
        resourceType: 'SecurityZonesSecurityRecipe',
      },
    ],
  },
  {
    id: 'threatIntelligence',
    labelKey: 'service.threatIntelligence',
    plugin: 'threat-intelligence',
    dependentService: 'THREAT_INTELLIGENCE',
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      { id: 'database', labelKey: 'identity.threatIndicators', path: '/database' },
    ],
  },
  {
    id: 'waf',
    labelKey: 'service.webApplicationFirewall',
    plugin: 'waf',
    dependentService: 'WEB_APPLICATION_FIREWALL',
    disableInGovRegions: true,
    tags: ['waf'],
    help: [iaasDocs('WAF/home.htm')],
    children: [
      { id: 'policies', labelKey: 'common.policies', path: '/policies' },
      { id: 'certificates', labelKey: 'common.certificates', path: '/certificates' },
      {
        id: 'customProtectionRules',
        labelKey: 'identity.customProtectionRules',
        path: '/custom-protection-rules',
      },
      { id: 'ipAddressLists', labelKey: 'identity.ipAddressLists', path: '/ip-address-lists' },
      { id: 'networkAddressLists', labelKey: 'identity.networkAddressLists', path: '/network-address-lists' },
    ],
  },
  {
    id: 'networkFirewall',
    labelKey: 'service.networkFirewall',
    plugin: 'network-firewall',
    help: [iaasDocs('network-firewall/home.htm')],
    children: [
      {
        id: 'firewalls',
        labelKey: 'identity.firewalls',
        path: '/firewalls',
        resourceType: 'NetworkFirewall',
      },
      {
        id: 'policies',
        labelKey: 'common.policies',
        path: '/policies',
        resourceType: 'NetworkFirewallPolicy',
      },
    ],
  },
  {
    id: 'certificates',
    labelKey: 'service.certificates',
    plugin: 'certificates',
    help: [iaasDocs('certificates/home.htm')],
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      {
        id: 'certificates',
        labelKey: 'common.certificates',
        path: '/certificate',
        resourceType: 'Certificate',
      },
      {
        id: 'authorities',
        labelKey: 'identity.certificateAuthorities',
        path: '/certificate-authority',
        resourceType: 'CertificateAuthority',
      },
      { id: 'caBundles', labelKey: 'identity.caBundles', path: '/ca-bundle', resourceType: 'CaBundle' },
    ],
  },
  {
    id: 'scanning',
    labelKey: 'service.vulnerabilityScanning',
    plugin: 'vss',
    dependentService: 'VULNERABILITY_SCANNING',
    help: [iaasDocs('scanning/home.htm')],
    children: [
      { id: 'scans', labelKey: 'identity.scans', path: '/scans' },
      { id: 'ports', labelKey: 'identity.openPorts', path: '/ports' },
      { id: 'vulnerabilities', labelKey: 'identity.vulnerabilities', path: '/vulnerabilities' },
      { id: 'targets', labelKey: 'common.targets', path: '/targets', resourceType: 'VssHostScanTarget' },
      { id: 'recipes', labelKey: 'common.recipes', path: '/recipes', resourceType: 'VssHostScanRecipe' },
    ],
  },
  {
    id: 'vault',
    labelKey: 'service.keyManagement',
    plugin: 'security',
    dependentService: 'VAULT',
    help: [iaasDocs('KeyManagement/home.htm')],
    children: [
      {
        id: 'vaults',
        labelKey: 'common.vaults',
        path: '/kms',
        resourceType: 'Vault',
        tags: ['kms', 'secret', 'key'],
      },
      { id: 'dedicatedKms', labelKey: 'identity.dedicatedKms', path: '/dedicated-kms', tags: ['hsm'] },
      { id: 'externalHsm', labelKey: 'identity.externalKms', path: '/external-hsm' },
      { id: 'privateEndpoints', labelKey: 'common.privateEndpoints', path: '/private-endpoints' },
    ],
  },
  {
    id: 'bastion',
    labelKey: 'identity.bastion',
    plugin: 'security',
    path: '/bastion',
    resourceType: 'Bastion',
    dependentService: 'BASTION',
    tags: ['ssh', 'jump host'],
    help: [iaasDocs('Bastion/home.htm')],
  },
  {
    id: 'dataSecurity',
    labelKey: 'service.dataSecurity',
    plugin: 'data-security',
    dependentService: 'DATA_SECURITY',
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      { id: 'tagNamespaces', labelKey: 'identity.securityAttributeNamespaces', path: '/tag-namespace' },
      { id: 'policies', labelKey: 'common.policies', path: '/policies', resourceType: 'ZprPolicy' },
      { id: 'resources', labelKey: 'common.resources', path: '/resources' },
    ],
  },
  {
    id: 'guardedDataPipelines',
    labelKey: 'service.guardedDataPipelines',
    plugin: 'guarded-data-pipelines',
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      { id: 'pipelines', labelKey: 'common.pipelines', path: '/pipelines' },
      { id: 'metrics', labelKey: 'common.metrics', path: '/metrics' },
    ],
  },
  {
    id: 'managedAccess',
    labelKey: 'service.managedAccess',
    plugin: 'managed-access',
    children: [
      { id: 'requests', labelKey: 'common.accessRequests', path: '/requests' },
      { id: 'templates', labelKey: 'common.templates', path: '/templates' },
      { id: 'settings', labelKey: 'common.settings', path: '/settings' },
    ],
  },
  {
    id: 'siteGuard',
    labelKey: 'service.siteGuard',
    plugin: 'site-guard',
    tags: ['disaster recovery', 'dr'],
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      {
        id: 'protectionGroups',
        labelKey: 'identity.protectionGroups',
        path: '/protection-groups',
        resourceType: 'DrProtectionGroup',
      },
    ],
  },
] as const satisfies readonly NavEntrySpec[];
