import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/** Support and the status dashboard (document 3 §2.11, §2.14). */
export const SUPPORT_AREA = {
  id: 'support',
  labelKey: 'area.support',
  category: 'infrastructure',
  plugin: 'support',
  tags: ['ticket', 'sr', 'help'],
  help: [iaasDocs('GSG/Tasks/contactingsupport.htm')],
  children: [
    { id: 'center', labelKey: 'support.supportCenter', path: '/' },
    { id: 'createServiceRequest', labelKey: 'support.createServiceRequest', path: '/service-request/create' },
    { id: 'createRequest', labelKey: 'support.requestHelp', path: '/create-request' },
    { id: 'technical', labelKey: 'support.technicalRequests', path: '/tech' },
    { id: 'account', labelKey: 'support.accountRequests', path: '/account' },
    { id: 'limit', labelKey: 'support.limitRequests', path: '/limit', tags: ['quota', 'service limit'] },
    {
      id: 'status',
      labelKey: 'service.statusDashboard',
      plugin: 'status',
      tags: ['outage', 'incident', 'health'],
      children: [
        { id: 'incidents', labelKey: 'support.incidents', path: '/events' },
        { id: 'services', labelKey: 'support.statusServices', path: '/services' },
        { id: 'serviceCategories', labelKey: 'support.serviceCategories', path: '/service-categories' },
        { id: 'templates', labelKey: 'common.templates', path: '/templates' },
        { id: 'regions', labelKey: 'support.regions', path: '/regions' },
      ],
    },
  ],
} as const satisfies NavAreaSpec;
