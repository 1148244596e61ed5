/**
 * Endpoint management (document 2 §2.2): everything nests under
 * /emp/management-instances/{managementInstanceId}/{collection}/:id and has no link without the
 * management instance. The spec names the families, not the segments for their attachments and
 * payloads; the console writes them as `{family}-attachments` and `mdm-profile-payloads`.
 * An MDM provider of type APPLE opens mdm-providers/:id, any other mdm-providers-alternate/:id.
 */
import { contextIs, ctx, nested } from './path';
import { describeArea } from './types';
import type { LinkRule, TypeRow } from './types';

const inInstance = (collection: string): LinkRule =>
  nested('/emp/management-instances', ctx('managementInstanceId'), collection);

const isApple = contextIs('type', 'APPLE');
const appleProvider = inInstance('mdm-providers');
const alternateProvider = inInstance('mdm-providers-alternate');
const mdmProvider: LinkRule = (r) => (isApple(r) ? appleProvider(r) : alternateProvider(r));

const ROWS = [
  {
    name: 'EmpManagementInstance',
    badge: 'EMI',
    title: 'Management instance',
    plural: 'Management instances',
    link: '/emp/management-instances/:id',
  },
  { name: 'EmpDevice', badge: 'DEV', title: 'Device', plural: 'Devices', link: inInstance('devices') },
  {
    name: 'EmpDeviceOwner',
    badge: 'OWN',
    title: 'Device owner',
    plural: 'Device owners',
    link: inInstance('device-owners'),
  },
  {
    name: 'EmpAssignmentGroup',
    badge: 'AGRP',
    title: 'Assignment group',
    plural: 'Assignment groups',
    link: inInstance('assignment-groups'),
  },
  {
    name: 'EmpInventoryConfiguration',
    badge: 'INVC',
    title: 'Inventory configuration',
    plural: 'Inventory configurations',
    link: inInstance('inventory-configurations'),
  },
  {
    name: 'EmpInventoryConfigurationAttachment',
    badge: 'INVA',
    title: 'Inventory configuration attachment',
    plural: 'Inventory configuration attachments',
    link: inInstance('inventory-configuration-attachments'),
  },
  {
    name: 'EmpSoftwareTitle',
    badge: 'SWT',
    title: 'Software title',
    plural: 'Software titles',
    link: inInstance('software-titles'),
  },
  {
    name: 'EmpSoftwareVersion',
    badge: 'SWV',
    title: 'Software version',
    plural: 'Software versions',
    link: inInstance('software-versions'),
  },
  {
    name: 'EmpComplianceRuleset',
    badge: 'CRS',
    title: 'Compliance ruleset',
    plural: 'Compliance rulesets',
    link: inInstance('compliance-rulesets'),
  },
  {
    name: 'EmpComplianceRulesetAttachment',
    badge: 'CRSA',
    title: 'Compliance ruleset attachment',
    plural: 'Compliance ruleset attachments',
    link: inInstance('compliance-ruleset-attachments'),
  },
  { name: 'EmpScript', badge: 'SCR', title: 'Script', plural: 'Scripts', link: inInstance('scripts') },
  {
    name: 'EmpScriptAttachment',
    badge: 'SCRA',
    title: 'Script attachment',
    plural: 'Script attachments',
    link: inInstance('script-attachments'),
  },
  {
    name: 'EmpExtension',
    badge: 'EXT',
    title: 'Extension',
    plural: 'Extensions',
    link: inInstance('extensions'),
  },
  {
    name: 'EmpExtensionAttachment',
    badge: 'EXTA',
    title: 'Extension attachment',
    plural: 'Extension attachments',
    link: inInstance('extension-attachments'),
  },
  {
    name: 'EmpMdmProfile',
    badge: 'MDMP',
    title: 'MDM profile',
    plural: 'MDM profiles',
    link: inInstance('mdm-profiles'),
  },
  {
    name: 'EmpMdmProfileAttachment',
    badge: 'MDMA',
    title: 'MDM profile attachment',
    plural: 'MDM profile attachments',
    link: inInstance('mdm-profile-attachments'),
  },
  {
    name: 'EmpMdmProfilePayload',
    badge: 'MDPL',
    title: 'MDM profile payload',
    plural: 'MDM profile payloads',
    link: inInstance('mdm-profile-payloads'),
  },
  { name: 'EmpMdmProvider', badge: 'MDM', title: 'MDM provider', plural: 'MDM providers', link: mdmProvider },
  {
    name: 'EmpProvisioningAccount',
    badge: 'PACC',
    title: 'Provisioning account',
    plural: 'Provisioning accounts',
    link: inInstance('provisioning-accounts'),
  },
  {
    name: 'EmpProvisioningProfile',
    badge: 'PPRF',
    title: 'Provisioning profile',
    plural: 'Provisioning profiles',
    link: inInstance('provisioning-profiles'),
  },
] as const satisfies readonly TypeRow[];

export const ENDPOINT_MANAGEMENT_TYPES = describeArea('Endpoint management', ROWS);
