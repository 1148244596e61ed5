/**
 * Single reads of the other services (document 1 §7): API gateway (/20190501), artifacts
 * (/20160918), functions and notifications (/20181201), object storage (no version), VMware,
 * web application firewall (/20210930) and web application acceleration (/20211230).
 *
 * The specification writes the firewall and acceleration paths as `{token}{webAppFirewallId}` and
 * `{token}{webAppAccelerationId}`, leaving the prefix unnamed. The prefixes chosen here are the
 * resources' collections in the public API: `/webAppFirewalls/` and `/webAppAccelerations/`.
 */
import { READ } from './fragments';
import type { OperationSpec } from './types';

export const SINGLE_READ_OPERATIONS = [
  {
    name: 'getSdk',
    service: 'apigateway',
    method: 'GET',
    path: '/sdks/{sdkId}',
    pathParams: ['sdkId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'sdks' },
  },
  {
    name: 'getApiDeployment',
    service: 'apigateway',
    method: 'GET',
    path: '/deployments/{deploymentId}',
    pathParams: ['deploymentId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'deployments' },
  },
  {
    name: 'getContainerImage',
    service: 'artifacts',
    method: 'GET',
    path: '/container/images/{imageId}',
    pathParams: ['imageId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'images' },
  },
  {
    name: 'getFunction',
    service: 'functions',
    method: 'GET',
    path: '/functions/{functionId}',
    pathParams: ['functionId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'functions' },
  },
  {
    // Answers the namespace as a bare JSON string. Sends opc-client-request-id, not opc-request-id.
    name: 'getNamespace',
    service: 'objectstorage',
    method: 'GET',
    path: '/n/',
    pathParams: [],
    query: [{ name: 'compartmentId' }],
    headers: [{ header: 'opc-client-request-id', param: 'opcClientRequestId' }],
    sendsRequestId: false,
    sendsRetryToken: false,
    sendsIfMatch: false,
    semantics: { kind: 'custom', handler: 'getNamespace' },
    publicForm: { note: 'The public path has no trailing slash.', path: '/n' },
  },
  {
    name: 'getSubscription',
    service: 'notification',
    method: 'GET',
    path: '/subscriptions/{subscriptionId}',
    pathParams: ['subscriptionId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'subscriptions' },
  },
  {
    // The call layer's version; the enrichment passes basePath /20230701, the service default.
    name: 'getEsxiHost',
    service: 'ocvps',
    method: 'GET',
    basePath: '/20200501',
    path: '/esxiHosts/{esxiHostId}',
    pathParams: ['esxiHostId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'esxiHosts' },
    publicForm: { note: 'The public API is /20230701 only; /20200501 was retired.', basePath: '/20230701' },
  },
  {
    name: 'getWebAppFirewall',
    service: 'waf',
    method: 'GET',
    path: '/webAppFirewalls/{webAppFirewallId}',
    pathParams: ['webAppFirewallId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'webAppFirewalls' },
  },
  {
    name: 'getWebAppAcceleration',
    service: 'waa',
    method: 'GET',
    path: '/webAppAccelerations/{webAppAccelerationId}',
    pathParams: ['webAppAccelerationId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'webAppAccelerations' },
  },
] as const satisfies readonly OperationSpec[];
