/**
 * DevOps (/20210630), service-wide calls: service logging configurations and work requests
 * (document 1 §7).
 *
 * The specification writes the logging configuration paths as `{token}{logId}` and `{token}`,
 * leaving the collection prefix unnamed, and the public API has no such calls. The prefix chosen
 * here is `/serviceLoggingConfigs/`, after the resource's name (the DevOps operation types of §3
 * name it SERVICE_LOGGING_CONFIG), and the collection itself is `/serviceLoggingConfigs`.
 */
import { DEVOPS_OPERATION_STATUSES } from '../enums';
import { CHANGE, CREATE, LIMIT, PAGE, READ, SORT_BY, SORT_ORDER } from './fragments';
import type { OperationSpec } from './types';

const NOT_PUBLIC = {
  note: 'Service logging configurations are not in the public API.',
  unavailable: true,
} as const;

export const DEVOPS_SERVICE_OPERATIONS = [
  {
    name: 'getServiceLoggingConfig',
    service: 'devops',
    method: 'GET',
    path: '/serviceLoggingConfigs/{logId}',
    pathParams: ['logId'],
    query: [],
    ...READ,
    semantics: { kind: 'custom', handler: 'getServiceLoggingConfig' },
    publicForm: NOT_PUBLIC,
  },
  {
    name: 'createServiceLoggingConfig',
    service: 'devops',
    method: 'POST',
    path: '/serviceLoggingConfigs',
    pathParams: [],
    query: [],
    body: { name: 'serviceLoggingConfigDetails', required: true },
    ...CREATE,
    semantics: { kind: 'custom', handler: 'createServiceLoggingConfig' },
    publicForm: NOT_PUBLIC,
  },
  {
    name: 'updateServiceLoggingConfig',
    service: 'devops',
    method: 'PUT',
    path: '/serviceLoggingConfigs',
    pathParams: [],
    query: [],
    body: { name: 'serviceLoggingConfigDetails', required: true },
    ...CHANGE,
    semantics: { kind: 'custom', handler: 'updateServiceLoggingConfig' },
    publicForm: NOT_PUBLIC,
  },
  {
    name: 'deleteServiceLoggingConfig',
    service: 'devops',
    method: 'DELETE',
    path: '/serviceLoggingConfigs/{logId}',
    pathParams: ['logId'],
    query: [{ name: 'tenancyId' }, { name: 'resource' }, { name: 'category' }],
    ...CHANGE,
    returns: 'none',
    semantics: { kind: 'custom', handler: 'deleteServiceLoggingConfig' },
    publicForm: NOT_PUBLIC,
  },
  {
    name: 'getWorkRequest',
    service: 'devops',
    method: 'GET',
    path: '/workRequests/{workRequestId}',
    pathParams: ['workRequestId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'workRequests' },
  },
  {
    name: 'listWorkRequestErrors',
    service: 'devops',
    method: 'GET',
    path: '/workRequests/{workRequestId}/errors',
    pathParams: ['workRequestId'],
    query: [PAGE, LIMIT, SORT_ORDER, SORT_BY],
    ...READ,
    semantics: { kind: 'custom', handler: 'listWorkRequestErrors' },
  },
  {
    name: 'listWorkRequestLogs',
    service: 'devops',
    method: 'GET',
    path: '/workRequests/{workRequestId}/logs',
    pathParams: ['workRequestId'],
    query: [PAGE, LIMIT, SORT_ORDER, SORT_BY],
    ...READ,
    semantics: { kind: 'custom', handler: 'listWorkRequestLogs' },
  },
  {
    name: 'listWorkRequests',
    service: 'devops',
    method: 'GET',
    path: '/workRequests',
    pathParams: [],
    query: [
      { name: 'compartmentId', required: true },
      { name: 'workRequestId' },
      { name: 'status', values: DEVOPS_OPERATION_STATUSES },
      { name: 'resourceId' },
      PAGE,
      LIMIT,
      SORT_ORDER,
      SORT_BY,
    ],
    ...READ,
    semantics: { kind: 'list', resource: 'workRequests', shape: 'items' },
  },
] as const satisfies readonly OperationSpec[];
