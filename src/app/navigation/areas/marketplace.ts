import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/**
 * Marketplace, service catalog, publisher and industries data exchange (document 3 §2.12).
 * Marketplace and the publisher pages reach Oracle's public catalogue, so they are off in
 * disconnected realms. The last four publisher pages are hidden from the mega menu. Marketplace's
 * related entries (launching a virtual machine from a marketplace image, and compute instances)
 * are both a "related" header in the menu and the `related` field of the marketplace group.
 */
export const MARKETPLACE_AREA = {
  id: 'marketplace',
  labelKey: 'area.marketplace',
  category: 'infrastructure',
  help: [iaasDocs('Marketplace/home.htm')],
  children: [
    {
      id: 'marketplace',
      labelKey: 'service.marketplace',
      plugin: 'marketplace',
      screen: 'marketplace',
      disableInDisconnectedRealms: true,
      related: ['marketplace.related.vmSoftware', 'compute.instances'],
      children: [
        {
          id: 'allApplications',
          labelKey: 'marketplace.allApplications',
          path: '/home',
          screen: 'marketplace',
        },
        {
          id: 'communityApplications',
          labelKey: 'marketplace.communityApplications',
          path: '/community-images',
          screen: 'marketplace',
        },
        {
          id: 'acceptedAgreements',
          labelKey: 'marketplace.acceptedAgreements',
          path: '/application-list',
          screen: 'marketplace',
        },
        {
          id: 'privateOffers',
          labelKey: 'marketplace.privateOffers',
          path: '/private-offers',
          screen: 'marketplace',
        },
        { id: 'workRequests', labelKey: 'common.workRequests', path: '/work-request', screen: 'marketplace' },
        {
          id: 'privateApplications',
          labelKey: 'marketplace.privateApplications',
          path: '/private-applications',
          screen: 'marketplace',
        },
        { id: 'catalogAdmin', labelKey: 'marketplace.catalogAdmin', path: '/admin', screen: 'marketplace' },
      ],
    },
    {
      id: 'related',
      labelKey: 'marketplace.related',
      header: true,
      children: [
        {
          id: 'vmSoftware',
          labelKey: 'marketplace.vmSoftware',
          plugin: 'compute',
          path: '/instances/create',
          query: { source: 'marketplace' },
        },
        { id: 'instances', labelKey: 'compute.instances', ref: 'compute.instances' },
      ],
    },
    {
      id: 'serviceCatalog',
      labelKey: 'service.serviceCatalog',
      plugin: 'service-catalog',
      children: [
        { id: 'applications', labelKey: 'common.applications', path: '/home' },
        { id: 'admin', labelKey: 'common.administration', path: '/admin' },
        {
          id: 'privateApplications',
          labelKey: 'marketplace.privateApplications',
          path: '/private-applications',
        },
      ],
    },
    {
      id: 'publisher',
      labelKey: 'service.publisher',
      plugin: 'publisher',
      disableInDisconnectedRealms: true,
      children: [
        { id: 'profile', labelKey: 'marketplace.publisherProfile', path: '/profile' },
        { id: 'privateOffers', labelKey: 'marketplace.privateOffers', path: '/private-offer' },
        { id: 'listings', labelKey: 'marketplace.listings', path: '/listing' },
        { id: 'artifacts', labelKey: 'marketplace.artifacts', path: '/artifact' },
        { id: 'terms', labelKey: 'marketplace.terms', path: '/terms' },
        {
          id: 'workRequests',
          labelKey: 'common.workRequests',
          path: '/work-request',
          hideFromMegaMenu: true,
        },
        {
          id: 'customerInstanceReports',
          labelKey: 'marketplace.customerInstanceReports',
          path: '/customer-instance-reports',
          hideFromMegaMenu: true,
        },
        {
          id: 'disbursementTaxesReports',
          labelKey: 'marketplace.disbursementTaxesReports',
          path: '/disbursement-taxes-reports',
          hideFromMegaMenu: true,
        },
        { id: 'leads', labelKey: 'marketplace.leads', path: '/leads', hideFromMegaMenu: true },
      ],
    },
    {
      id: 'dataExchange',
      labelKey: 'service.industriesDataExchange',
      plugin: 'industries-data-exchange',
      children: [
        { id: 'dataExchanges', labelKey: 'marketplace.dataExchanges', path: '/data-exchanges' },
        { id: 'models', labelKey: 'common.models', path: '/models' },
      ],
    },
  ],
} as const satisfies NavAreaSpec;
