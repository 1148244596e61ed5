import type { NavEntrySpec } from './navEntry';

const IDENTITY_ADMINS = ['SAAS', 'APP_ADMIN', 'SECURITY_ADMIN'] as const;
const PROFILE = ['MY_PROFILE_PREFERRED_LANDING_PAGE', 'MY_PROFILE_HEADER'] as const;

/**
 * Featured identity, security and account pages (document 3 §2.16); who sees which is documented
 * in featured.ts.
 */
export const FEATURED_ADMINISTRATION_SPECS = [
  {
    id: 'identityOverview',
    labelKey: 'featured.identityOverview',
    ref: 'identity.iam.overview',
    scopes: [...IDENTITY_ADMINS, ...PROFILE, 'MY_APPS_PREFERRED_LANDING_PAGE', 'ACCOUNT_ADMIN'],
  },
  {
    id: 'users',
    labelKey: 'featured.users',
    ref: 'identity.iam.users',
    scopes: [...IDENTITY_ADMINS, ...PROFILE, 'MY_APPS_PREFERRED_LANDING_PAGE', 'ACCOUNT_ADMIN'],
  },
  { id: 'groups', labelKey: 'featured.groups', ref: 'identity.iam.groups', scopes: IDENTITY_ADMINS },
  {
    id: 'dynamicGroups',
    labelKey: 'featured.dynamicGroups',
    ref: 'identity.iam.dynamicGroups',
    scopes: ['SECURITY_ADMIN'],
  },
  {
    id: 'policies',
    labelKey: 'featured.policies',
    ref: 'identity.iam.policies',
    scopes: [...IDENTITY_ADMINS, 'ACCOUNT_ADMIN'],
  },
  {
    id: 'federations',
    labelKey: 'featured.federations',
    ref: 'identity.iam.federations',
    scopes: ['SECURITY_ADMIN'],
  },
  {
    id: 'authenticationPolicy',
    labelKey: 'featured.authenticationPolicy',
    ref: 'identity.iam.authenticationPolicy',
    scopes: ['SECURITY_ADMIN', ...PROFILE],
  },
  {
    id: 'networkSources',
    labelKey: 'featured.networkSources',
    ref: 'identity.iam.networkSources',
    scopes: ['SECURITY_ADMIN'],
  },
  {
    id: 'accessGovernance',
    labelKey: 'featured.accessGovernance',
    ref: 'identity.accessGovernance.instances',
    scopes: ['SAAS', 'APP_ADMIN', 'MY_APPS_PREFERRED_LANDING_PAGE'],
  },
  {
    id: 'budgets',
    labelKey: 'featured.budgets',
    ref: 'costManagement.budgets',
    scopes: ['ACCOUNT_ADMIN', 'CLOUD_ARCHITECT'],
  },
  {
    id: 'tenancy',
    labelKey: 'featured.tenancy',
    ref: 'governance.organization.tenancy',
    scopes: ['ACCOUNT_ADMIN', 'CLOUD_ARCHITECT'],
  },
  {
    id: 'licenseManager',
    labelKey: 'featured.licenseManager',
    ref: 'governance.licenseManager.overview',
    scopes: ['ACCOUNT_ADMIN'],
  },
] as const satisfies readonly NavEntrySpec[];
