import type { NavEntrySpec } from '../navEntry';

/** Health connection hub (document 3 §2.13), with its three program groups. */
export const HEALTH_CONNECTION_HUB_ENTRY = {
  id: 'healthConnectionHub',
  labelKey: 'service.healthConnectionHub',
  plugin: 'health-connection-hub',
  saasServiceTypes: ['HEALTH'],
  children: [
    { id: 'services', labelKey: 'applications.serviceManagement', path: '/service-manager/services' },
    {
      id: 'userAccess',
      labelKey: 'applications.userAccessManagement',
      path: '/provider/userAccessManagement',
    },
    {
      id: 'organizationProfile',
      labelKey: 'applications.providerOrganizationProfile',
      path: '/service-manager/providerOrganizationProfile',
    },
    { id: 'userActivity', labelKey: 'applications.userActivity', path: '/provider/user-activity' },
    {
      id: 'cdex',
      labelKey: 'service.clinicalDataExchange',
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/cdex/overview' },
        {
          id: 'connections',
          labelKey: 'applications.connectionManagement',
          path: '/provider/connectionManagement',
        },
        {
          id: 'networkConnectivity',
          labelKey: 'applications.networkConnectivity',
          path: '/provider/network-connectivity',
        },
        {
          id: 'disclosureReports',
          labelKey: 'applications.disclosureReports',
          path: '/provider/cdex-admin/disclosure-reports',
        },
        {
          id: 'userActivity',
          labelKey: 'applications.userActivity',
          path: '/provider/cdex-admin/user-activity',
        },
      ],
    },
    {
      id: 'ohin',
      labelKey: 'applications.healthInformationNetwork',
      children: [
        { id: 'administration', labelKey: 'common.administration', path: '/provider/ohin-admin' },
        {
          id: 'connectionSetup',
          labelKey: 'applications.connectionSetup',
          path: '/provider/ohin-connection-management-setup',
        },
        {
          id: 'disclosureReports',
          labelKey: 'applications.disclosureReports',
          path: '/provider/ohin-admin/disclosure-reports',
        },
        {
          id: 'userActivity',
          labelKey: 'applications.userActivity',
          path: '/provider/ohin-admin/user-activity',
        },
      ],
    },
    {
      id: 'secondTier',
      labelKey: 'applications.secondTierApplication',
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/ssa/overview' },
        {
          id: 'disclosureReports',
          labelKey: 'applications.disclosureReports',
          path: '/ssa/disclosure-reports',
        },
      ],
    },
  ],
} as const satisfies NavEntrySpec;
