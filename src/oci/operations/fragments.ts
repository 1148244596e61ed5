/**
 * Pieces shared by the catalogue's entries: the three OPC headers, the header sets of each kind
 * of call (with flags that agree with them), and the paging and sorting query parameters.
 */
import { SORT_ORDERS } from '../enums';
import type { HeaderParam, QueryParam } from './types';

export const REQUEST_ID = { header: 'opc-request-id', param: 'opcRequestId' } as const satisfies HeaderParam;
export const RETRY_TOKEN = {
  header: 'opc-retry-token',
  param: 'opcRetryToken',
} as const satisfies HeaderParam;
export const IF_MATCH = { header: 'if-match', param: 'ifMatch' } as const satisfies HeaderParam;

/** Reads and read-only searches: opc-request-id only. */
export const READ = {
  headers: [REQUEST_ID],
  sendsRequestId: true,
  sendsRetryToken: false,
  sendsIfMatch: false,
} as const;

/** Creates (and bulk upload): opc-request-id and opc-retry-token. */
export const CREATE = {
  headers: [REQUEST_ID, RETRY_TOKEN],
  sendsRequestId: true,
  sendsRetryToken: true,
  sendsIfMatch: false,
} as const;

/** Updates and deletes: opc-request-id and if-match. */
export const CHANGE = {
  headers: [REQUEST_ID, IF_MATCH],
  sendsRequestId: true,
  sendsRetryToken: false,
  sendsIfMatch: true,
} as const;

/** The DevOps actions (cancel, approve, change compartment): all three. */
export const ACTION = {
  headers: [REQUEST_ID, IF_MATCH, RETRY_TOKEN],
  sendsRequestId: true,
  sendsRetryToken: true,
  sendsIfMatch: true,
} as const;

export const LIMIT = { name: 'limit', type: 'integer' } as const satisfies QueryParam;
export const PAGE = { name: 'page' } as const satisfies QueryParam;
export const SORT_ORDER = { name: 'sortOrder', values: SORT_ORDERS } as const satisfies QueryParam;
export const SORT_BY = { name: 'sortBy' } as const satisfies QueryParam;
export const COMPARTMENT_ID = { name: 'compartmentId' } as const satisfies QueryParam;
export const REQUIRED_COMPARTMENT_ID = {
  name: 'compartmentId',
  required: true,
} as const satisfies QueryParam;
export const IN_SUBTREE = { name: 'isCompartmentIdInSubtree', type: 'boolean' } as const satisfies QueryParam;

function devopsListQuery<const C extends QueryParam>(compartment: C) {
  return [
    { name: 'id' },
    { name: 'projectId' },
    compartment,
    { name: 'lifecycleState' },
    { name: 'displayName' },
    LIMIT,
    PAGE,
    SORT_ORDER,
    SORT_BY,
  ] as const satisfies readonly QueryParam[];
}

/** The common query of every DevOps list (document 1 §7); each list adds its own. */
export const DEVOPS_LIST_QUERY = devopsListQuery(COMPARTMENT_ID);
/** The same for listProjects, the one DevOps list that requires its compartment. */
export const DEVOPS_PROJECT_LIST_QUERY = devopsListQuery(REQUIRED_COMPARTMENT_ID);
