import type { NavAreaSpec } from '../navEntry';
import { HEALTH_CONNECTION_HUB_ENTRY } from './healthConnectionHub';

/**
 * Application consoles (document 3 §2.13), the partner business application entries of §2.15.
 * Each is shown only to tenancies subscribed to the matching SaaS service type. Document 3 leaves
 * one console unnamed ("another application console"): chosen as the hospitality console for
 * OPERA and Simphony tenancies.
 */
export const APPLICATIONS_AREA = {
  id: 'applications',
  labelKey: 'area.applications',
  category: 'applications',
  children: [
    {
      id: 'fusion',
      labelKey: 'service.fusionApplications',
      plugin: 'fusion-applications',
      saasServiceTypes: ['FUSION', 'ERP', 'HCM', 'SCM', 'EPM', 'CX'],
      tags: ['erp', 'finance'],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        { id: 'environmentFamilies', labelKey: 'common.environmentFamilies', path: '/environment-families' },
        { id: 'environments', labelKey: 'common.environments', path: '/environments' },
      ],
    },
    {
      id: 'healthOperations',
      labelKey: 'service.healthOperations',
      plugin: 'health-operations',
      saasServiceTypes: ['HEALTH'],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/' },
        { id: 'environmentFamilies', labelKey: 'common.environmentFamilies', path: '/environment-families' },
        { id: 'environments', labelKey: 'common.environments', path: '/environments' },
      ],
    },
    {
      id: 'hospitality',
      labelKey: 'service.hospitality',
      plugin: 'hospitality',
      saasServiceTypes: ['OPERA', 'SIMPHONY'],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/' },
        { id: 'applications', labelKey: 'common.applications', path: '/applications' },
      ],
    },
    {
      id: 'patientRevenue',
      labelKey: 'service.patientRevenue',
      plugin: 'patient-revenue',
      saasServiceTypes: ['HEALTH'],
      children: [
        { id: 'environmentGroups', labelKey: 'applications.environmentGroups', path: '/environment-groups' },
        { id: 'environments', labelKey: 'common.environments', path: '/environments' },
      ],
    },
    {
      id: 'clinicalDataExchange',
      labelKey: 'service.clinicalDataExchange',
      plugin: 'clinical-data-exchange',
      saasServiceTypes: ['HEALTH'],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        { id: 'providerDirectory', labelKey: 'applications.providerDirectory', path: '/provider-directory' },
        { id: 'payerOverview', labelKey: 'applications.payerOverview', path: '/payer/overview' },
        {
          id: 'payerQueryEndpoints',
          labelKey: 'applications.payerQueryEndpoints',
          path: '/payer/query-endpoints-list',
        },
        {
          id: 'payerDeliveryEndpoints',
          labelKey: 'applications.payerDeliveryEndpoints',
          path: '/payer/delivery-endpoints-list',
        },
        {
          id: 'payerWorkRequests',
          labelKey: 'applications.payerWorkRequests',
          path: '/payer/work-requests',
          screen: 'workRequests',
        },
      ],
    },
    HEALTH_CONNECTION_HUB_ENTRY,
  ],
} as const satisfies NavAreaSpec;
