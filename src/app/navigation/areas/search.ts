import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/** Search, the resource explorer (document 3 §2.14): every page is hidden from the mega menu. */
export const SEARCH_AREA = {
  id: 'search',
  labelKey: 'area.search',
  category: 'infrastructure',
  plugin: 'search',
  help: [iaasDocs('Search/home.htm')],
  children: [
    {
      id: 'resources',
      labelKey: 'search.resources',
      path: '/resources',
      screen: 'search',
      hideFromMegaMenu: true,
      tags: ['ocid', 'find', 'resource explorer'],
    },
    {
      id: 'resourceCollections',
      labelKey: 'search.resourceCollections',
      path: '/resource-collections',
      hideFromMegaMenu: true,
    },
    { id: 'services', labelKey: 'search.services', path: '/services', hideFromMegaMenu: true },
    { id: 'documentation', labelKey: 'search.documentation', path: '/documentation', hideFromMegaMenu: true },
  ],
} as const satisfies NavAreaSpec;
