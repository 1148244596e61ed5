import { UK_GOVERNMENT_REGIONS } from '../../../oci/regions';
import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';
import { SECURITY_ENTRIES } from './security';

/**
 * Identity & Security (document 3 §2.8). Identity domains is label-only in document 3 (§2.15);
 * its page is placed at /identity/domains.
 *
 * UK government: Access Governance is disabled in the UK government regions (document 3 §6, "some
 * items are disabled in UK government regions (London, Cardiff)"), the OC4 regions uk-gov-london-1
 * and uk-gov-cardiff-1 as regions.ts defines them once. The commercial London and Cardiff regions
 * (uk-london-1, uk-cardiff-1) are ordinary OC1 regions and keep it.
 */
export const IDENTITY_AREA = {
  id: 'identity',
  labelKey: 'area.identity',
  category: 'infrastructure',
  children: [
    {
      id: 'iam',
      labelKey: 'service.identity',
      plugin: 'identity',
      dependentService: 'IDENTITY_AND_ACCESS_MANAGEMENT',
      tags: ['iam'],
      help: [iaasDocs('Identity/home.htm')],
      children: [
        { id: 'overview', labelKey: 'identity.overview', path: '/overview' },
        {
          id: 'domains',
          labelKey: 'identity.domains',
          path: '/domains',
          dependentService: 'IDENTITY_CLOUD',
          tags: ['idcs', 'sso'],
        },
        {
          id: 'users',
          labelKey: 'identity.users',
          path: '/users',
          resourceType: 'User',
          tags: ['account', 'people'],
        },
        { id: 'groups', labelKey: 'identity.groups', path: '/groups', resourceType: 'Group' },
        { id: 'dynamicGroups', labelKey: 'identity.dynamicGroups', path: '/dynamicgroups' },
        { id: 'networkSources', labelKey: 'identity.networkSources', path: '/networksources' },
        { id: 'networkLocations', labelKey: 'identity.networkLocations', path: '/network-locations' },
        {
          id: 'networkAccessPolicies',
          labelKey: 'identity.networkAccessPolicies',
          path: '/network-access-policies',
        },
        {
          id: 'policies',
          labelKey: 'identity.policies',
          path: '/policies',
          resourceType: 'Policy',
          tags: ['permissions', 'role', 'access'],
        },
        {
          id: 'compartments',
          labelKey: 'identity.compartments',
          path: '/compartments',
          resourceType: 'Compartment',
        },
        {
          id: 'federations',
          labelKey: 'identity.federation',
          path: '/federations',
          resourceType: 'IdentityProvider',
          tags: ['saml', 'idp'],
        },
        { id: 'myProfile', labelKey: 'identity.myProfile', path: '/my-profile', hideFromMegaMenu: true },
        {
          id: 'authenticationPolicy',
          labelKey: 'identity.authenticationPolicy',
          path: '/authentication-policy',
        },
      ],
    },
    {
      id: 'dataProtection',
      labelKey: 'service.dataProtection',
      plugin: 'data-protection',
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        { id: 'results', labelKey: 'identity.results', path: '/results' },
        { id: 'targets', labelKey: 'common.targets', path: '/targets' },
        { id: 'recipes', labelKey: 'common.recipes', path: '/recipes' },
        { id: 'settings', labelKey: 'common.settings', path: '/settings' },
      ],
    },
    {
      id: 'accessGovernance',
      labelKey: 'service.accessGovernance',
      plugin: 'access-governance',
      disabledRegions: UK_GOVERNMENT_REGIONS,
      disableInGovRegions: true,
      children: [
        { id: 'instances', labelKey: 'common.serviceInstances', path: '/service-instance' },
        { id: 'settings', labelKey: 'common.settings', path: '/settings-service-instance' },
      ],
    },
    ...SECURITY_ENTRIES,
  ],
} as const satisfies NavAreaSpec;
