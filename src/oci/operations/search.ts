/**
 * The searches (document 1 §7): marketplace listings (/20181001), logs (logging, /20200531) and
 * resources with their types (resource query, /20180409). The POST searches only read, so they
 * are marked `readOnly` and may be repeated like a GET.
 */
import { LIMIT, PAGE, READ, SORT_BY, SORT_ORDER } from './fragments';
import type { OperationSpec } from './types';

export const SEARCH_OPERATIONS = [
  {
    name: 'searchListings',
    service: 'marketplace',
    method: 'POST',
    path: '/searchListings',
    pathParams: [],
    query: [PAGE, LIMIT],
    body: { name: 'searchListingsDetails', required: true },
    ...READ,
    readOnly: true,
    semantics: { kind: 'custom', handler: 'searchListings' },
  },
  {
    name: 'searchLogs',
    service: 'logging',
    method: 'GET',
    path: '/searchLogs',
    pathParams: [],
    query: [
      { name: 'compartmentId' },
      { name: 'logId' },
      { name: 'logType' },
      { name: 'sourceService' },
      { name: 'sourceResource' },
      PAGE,
      LIMIT,
      SORT_BY,
      SORT_ORDER,
    ],
    ...READ,
    readOnly: true,
    semantics: { kind: 'custom', handler: 'searchLogs' },
    publicForm: {
      note: 'The public log search is POST /20190909/search with { timeStart, timeEnd, searchQuery, isReturnFieldInfo }.',
      method: 'POST',
      basePath: '/20190909',
      path: '/search',
      query: [LIMIT, PAGE],
      body: { name: 'searchLogsDetails', required: true },
    },
  },
  {
    name: 'getResourceType',
    service: 'query',
    method: 'GET',
    path: '/resourceTypes/{name}',
    pathParams: ['name'],
    query: [],
    ...READ,
    semantics: { kind: 'custom', handler: 'getResourceType' },
  },
  {
    // Answers a bare JSON array.
    name: 'listResourceTypes',
    service: 'query',
    method: 'GET',
    path: '/resourceTypes',
    pathParams: [],
    query: [LIMIT, PAGE],
    ...READ,
    semantics: { kind: 'custom', handler: 'listResourceTypes' },
  },
  {
    // The body is FreeText or Structured (SEARCH_DETAILS_TYPES); answers { items: [...] }.
    name: 'searchResources',
    service: 'query',
    method: 'POST',
    path: '/resources',
    pathParams: [],
    query: [LIMIT, PAGE, { name: 'tenantId' }],
    body: { name: 'searchDetails', required: true },
    ...READ,
    readOnly: true,
    semantics: { kind: 'custom', handler: 'searchResources' },
  },
] as const satisfies readonly OperationSpec[];
