import { docsBook } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/**
 * The SaaS "My applications" menu (document 3 §2.17), shown to the SaaS console only. Its
 * administration items repeat infrastructure pages; the SaaS applications follow, each at
 * /{lowercase service type} and each shown only when the tenancy has that service type; then the
 * classic console sign-in page (an external page in a new tab).
 */
export const SAAS_AREA = {
  id: 'myApplications',
  labelKey: 'area.myApplications',
  category: 'saas',
  scopes: ['SAAS'],
  help: [
    docsBook('en/cloud/saas/index.html', 'help.saasDocumentation'),
    docsBook('en/cloud/get-started/subscriptions-cloud/csgsg/index.html', 'help.saasAccountAdministration'),
  ],
  children: [
    {
      id: 'administration',
      labelKey: 'saas.administration',
      children: [
        { id: 'announcements', labelKey: 'common.announcements', ref: 'governance.announcements.list' },
        { id: 'compartments', labelKey: 'identity.compartments', ref: 'identity.iam.compartments' },
        { id: 'domains', labelKey: 'identity.domains', ref: 'identity.iam.domains' },
        { id: 'policies', labelKey: 'identity.policies', ref: 'identity.iam.policies' },
        { id: 'subscriptions', labelKey: 'common.subscriptions', ref: 'billing.subscriptions' },
        { id: 'supportCenter', labelKey: 'support.supportCenter', plugin: 'support', path: '/home' },
        { id: 'vaults', labelKey: 'common.vaults', ref: 'identity.vault.vaults' },
        { id: 'vcns', labelKey: 'networking.vcns', ref: 'networking.vcns.vcns' },
      ],
    },
    {
      id: 'applications',
      labelKey: 'saas.applications',
      plugin: 'my-applications',
      children: [
        { id: 'fusion', labelKey: 'saas.fusion', path: '/fusion', saasServiceTypes: ['FUSION'] },
        { id: 'erp', labelKey: 'saas.erp', path: '/erp', saasServiceTypes: ['ERP'] },
        { id: 'hcm', labelKey: 'saas.hcm', path: '/hcm', saasServiceTypes: ['HCM'] },
        { id: 'scm', labelKey: 'saas.scm', path: '/scm', saasServiceTypes: ['SCM'] },
        { id: 'epm', labelKey: 'saas.epm', path: '/epm', saasServiceTypes: ['EPM'] },
        { id: 'cx', labelKey: 'saas.cx', path: '/cx', saasServiceTypes: ['CX'] },
        { id: 'netsuite', labelKey: 'saas.netsuite', path: '/netsuite', saasServiceTypes: ['NETSUITE'] },
        { id: 'health', labelKey: 'saas.health', path: '/health', saasServiceTypes: ['HEALTH'] },
        { id: 'taleo', labelKey: 'saas.taleo', path: '/taleo', saasServiceTypes: ['TALEO'] },
        { id: 'eloqua', labelKey: 'saas.eloqua', path: '/eloqua', saasServiceTypes: ['ELOQUA'] },
        { id: 'responsys', labelKey: 'saas.responsys', path: '/responsys', saasServiceTypes: ['RESPONSYS'] },
        {
          id: 'fieldService',
          labelKey: 'saas.fieldService',
          path: '/fieldservice',
          saasServiceTypes: ['FIELDSERVICE'],
        },
        { id: 'primavera', labelKey: 'saas.primavera', path: '/primavera', saasServiceTypes: ['PRIMAVERA'] },
        { id: 'opera', labelKey: 'saas.opera', path: '/opera', saasServiceTypes: ['OPERA'] },
        { id: 'simphony', labelKey: 'saas.simphony', path: '/simphony', saasServiceTypes: ['SIMPHONY'] },
      ],
    },
    {
      id: 'classicSignIn',
      labelKey: 'saas.classicConsoleSignIn',
      url: 'https://myservices.us.oraclecloud.com/mycloud/signin',
      openInNewTab: true,
    },
  ],
} as const satisfies NavAreaSpec;
