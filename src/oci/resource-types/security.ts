/**
 * Security (document 2 §2.1 Observability and security, §2.2 secret, §2.3 key and HSM
 * partition). Cloud Guard pages are not shown in the spec; the console uses
 * /cloud-guard/{targets|detector-recipes|responder-recipes|managed-lists}/:id. A secret opens
 * inside its vault only, so without a vaultId it has no link. Associations (certificates, CAs,
 * CA bundles) and HTTP redirects have no documented page.
 */
import { ENRICHMENTS } from './enrichments';
import { ctx, nested, page } from './path';
import { PAGE } from './pages';
import { describeArea } from './types';
import type { TypeRow } from './types';

const ROWS = [
  {
    name: 'CloudGuardTarget',
    badge: 'CGT',
    title: 'Cloud Guard target',
    plural: 'Cloud Guard targets',
    link: '/cloud-guard/targets/:id',
  },
  {
    name: 'CloudGuardDetectorRecipe',
    badge: 'CGDR',
    title: 'Detector recipe',
    plural: 'Detector recipes',
    link: '/cloud-guard/detector-recipes/:id',
  },
  {
    name: 'CloudGuardResponderRecipe',
    badge: 'CGRR',
    title: 'Responder recipe',
    plural: 'Responder recipes',
    link: '/cloud-guard/responder-recipes/:id',
  },
  {
    name: 'CloudGuardManagedList',
    badge: 'CGML',
    title: 'Managed list',
    plural: 'Managed lists',
    link: '/cloud-guard/managed-lists/:id',
  },
  {
    name: 'Bastion',
    badge: 'BST',
    title: 'Bastion',
    plural: 'Bastions',
    link: '/security/bastion/bastions/:id',
  },
  {
    name: 'Certificate',
    badge: 'CERT',
    title: 'Certificate',
    plural: 'Certificates',
    link: '/security/certificates/certificate/:id',
  },
  {
    name: 'CertificateAuthority',
    badge: 'CA',
    title: 'Certificate authority',
    plural: 'Certificate authorities',
    link: '/security/certificates/certificate-authority/:id',
  },
  {
    name: 'CaBundle',
    badge: 'CAB',
    title: 'CA bundle',
    plural: 'CA bundles',
    link: '/security/certificates/ca-bundle/:id',
  },
  {
    name: 'CertificateAssociation',
    badge: 'CRTA',
    title: 'Certificate association',
    plural: 'Certificate associations',
    link: null,
  },
  {
    name: 'CertificateAuthorityAssociation',
    badge: 'CAA',
    title: 'Certificate authority association',
    plural: 'Certificate authority associations',
    link: null,
  },
  {
    name: 'CaBundleAssociation',
    badge: 'CABA',
    title: 'CA bundle association',
    plural: 'CA bundle associations',
    link: null,
  },
  { name: 'Vault', badge: 'VLT', title: 'Vault', plural: 'Vaults', link: '/security/kms/vaults/:id' },
  { name: 'Key', badge: 'KEY', title: 'Master encryption key', plural: 'Master encryption keys', link: null },
  {
    name: 'VaultSecret',
    badge: 'SCRT',
    title: 'Secret',
    plural: 'Secrets',
    link: nested('/security/kms/vaults', ctx('vaultId'), 'secrets'),
  },
  {
    name: 'KmsHsmCluster',
    badge: 'HSMC',
    title: 'Dedicated KMS cluster',
    plural: 'Dedicated KMS clusters',
    link: '/dedicated-kms/clusters/:id',
  },
  { name: 'KmsHsmPartition', badge: 'HSMP', title: 'HSM partition', plural: 'HSM partitions', link: null },
  {
    name: 'SecurityAttributeNamespace',
    badge: 'SAN',
    title: 'Security attribute namespace',
    plural: 'Security attribute namespaces',
    link: '/security/data-security/tag-namespace/:id',
  },
  {
    name: 'ZprPolicy',
    badge: 'ZPR',
    title: 'ZPR policy',
    plural: 'ZPR policies',
    link: '/security/data-security/policies/:id',
  },
  {
    name: 'SecurityZonesSecurityZone',
    badge: 'SZ',
    title: 'Security zone',
    plural: 'Security zones',
    link: '/security-zones/zones/:id/',
  },
  {
    name: 'SecurityZonesSecurityRecipe',
    badge: 'SZR',
    title: 'Security zone recipe',
    plural: 'Security zone recipes',
    link: '/security-zones/recipes/:id',
  },
  {
    name: 'VssHostScanTarget',
    badge: 'HST',
    title: 'Host scan target',
    plural: 'Host scan targets',
    link: '/vss/targets/:id',
  },
  {
    name: 'VssHostScanRecipe',
    badge: 'HSR',
    title: 'Host scan recipe',
    plural: 'Host scan recipes',
    link: '/vss/recipes/:id',
  },
  {
    name: 'VssContainerScanTarget',
    badge: 'CST',
    title: 'Container scan target',
    plural: 'Container scan targets',
    link: '/vss/targets/:id/CONTAINERIMAGE',
  },
  {
    name: 'VssContainerScanRecipe',
    badge: 'CSR',
    title: 'Container scan recipe',
    plural: 'Container scan recipes',
    link: '/vss/recipes/:id/CONTAINERIMAGE',
  },
  {
    name: 'WaasPolicy',
    badge: 'WAAS',
    title: 'WAF policy (WAAS)',
    plural: 'WAF policies (WAAS)',
    link: '/waas/policies/:id',
  },
  {
    name: 'WaasCertificate',
    badge: 'WSC',
    title: 'WAAS certificate',
    plural: 'WAAS certificates',
    link: '/waas/certificates/:id',
  },
  {
    name: 'WaasAddressList',
    badge: 'WSAL',
    title: 'IP address list',
    plural: 'IP address lists',
    link: '/waas/ip-address-lists/:id',
  },
  {
    name: 'WaasCustomProtectionRule',
    badge: 'CPR',
    title: 'Custom protection rule',
    plural: 'Custom protection rules',
    link: '/waas/custom-protection-rules/:id',
  },
  { name: 'HttpRedirect', badge: 'HTTP', title: 'HTTP redirect', plural: 'HTTP redirects', link: null },
  {
    name: 'WebAppFirewallPolicy',
    badge: 'WAFP',
    title: 'WAF policy',
    plural: 'WAF policies',
    link: PAGE.wafPolicy,
  },
  {
    name: 'WebAppFirewall',
    badge: 'WAF',
    title: 'Web application firewall',
    plural: 'Web application firewalls',
    link: page(PAGE.webAppFirewall, { webAppFirewallPolicyId: ctx('wafPolicyId') }),
    enrich: ENRICHMENTS.webAppFirewall,
  },
  {
    name: 'NetworkAddressList',
    badge: 'NAL',
    title: 'Network address list',
    plural: 'Network address lists',
    link: '/waf/network-address-lists/:id',
  },
] as const satisfies readonly TypeRow[];

export const SECURITY_TYPES = describeArea('Security', ROWS);
