/**
 * Calls beyond spec document 1 §7, kept apart from the specified ones so the catalogue test can
 * hold §7 exactly and still name every extension. Each entry says why the console needs it.
 *
 * - listRegionSubscriptions (identity, /20160918): the regions the tenancy is subscribed to, with
 *   its home region, so the region picker can offer only the regions that hold its resources, as
 *   the OCI console's region menu does. Answer: a bare array of
 *   `{ regionKey, regionName, status: READY | IN_PROGRESS, isHomeRegion }`; 404
 *   NotAuthorizedOrNotFound for a tenancy the caller is not in.
 * - getInstance (iaas, /20160918): one instance by id, so its page can follow a power action's
 *   passing state (STARTING, STOPPING) to its end.
 * - getCpe (iaas, /20160918): one customer-premises equipment object by id (`GET /cpes/{cpeId}`,
 *   the Cpe `{ id, compartmentId, displayName, ipAddress, cpeDeviceShapeId, isPrivate,
 *   timeCreated, … }`), so a search result of that type opens a page of its own with its public
 *   IP address and device shape, the two things a person at the far end of the IPSec tunnel asks.
 * - instanceAction (iaas, /20160918): `POST /instances/{instanceId}?action=START|STOP|SOFTSTOP|
 *   RESET|SOFTRESET`, with opc-retry-token and if-match; start, stop and reboot, as every mobile
 *   cloud console offers. Answers the Instance (200, with its etag) in its passing state; 409
 *   IncorrectState for an action its state does not allow, 412 for a stale if-match.
 * - listAssignedSubscriptions (organizations, /20230401): the subscriptions the tenancy consumes,
 *   so the menus read the pricing class (alwaysFree, alwaysPaid) and SaaS service types from the
 *   tenancy instead of a setting. `compartmentId` is the tenancy (only the root compartment is
 *   allowed). Answer: `{ items: [{ id, compartmentId, serviceName, subscriptionTier,
 *   lifecycleState, … }] }`; 404 NotAuthorizedOrNotFound for a tenancy the caller is not in.
 * - listSubscriptions (notification, /20181201): the subscriptions of a compartment, optionally of
 *   one topic, so a compartment's subscriptions can be listed live (the search index lists them
 *   only as of its last walk). Answer: a bare array of SubscriptionSummary `{ id, topicId,
 *   compartmentId, protocol, endpoint, lifecycleState, createdTime, deliveryPolicy, … }`, paged
 *   with opc-next-page.
 * - The calls of a key born on the device and of its session (docs/device-keys.md, with sources):
 *   identity's getUser and getTenancy (GET /users/{userId}, GET /tenancies/{tenancyId}: "Check
 *   connection" names the user and the tenancy it signs in as), uploadApiKey, listApiKeys and
 *   deleteApiKey (POST, GET /users/{userId}/apiKeys, DELETE …/apiKeys/{fingerprint}: an ApiKey
 *   `{ keyId, keyValue, fingerprint, userId, timeCreated, lifecycleState }`; at most three keys a
 *   user, a fourth is 409); and the identity data plane's generateUserSecurityToken (POST
 *   /token/upst/actions/GenerateUpst on `auth.<region>.<domain>/v1`, what `oci session
 *   authenticate --no-browser --public-key-file-path` calls) and refreshSessionToken (POST
 *   /authentication/refresh with `{ currentToken }`, signed `ST$<token>`, what `oci session
 *   refresh` calls), each answering `{ token }`.
 */
import { INSTANCE_ACTIONS } from '../instanceActions';
import { ACTION, CHANGE, CREATE, LIMIT, PAGE, READ } from './fragments';
import type { OperationSpec } from './types';

export const EXTENSION_OPERATIONS = [
  {
    name: 'listRegionSubscriptions',
    service: 'identity',
    method: 'GET',
    path: '/tenancies/{tenancyId}/regionSubscriptions',
    pathParams: ['tenancyId'],
    query: [],
    ...READ,
    semantics: { kind: 'custom', handler: 'listRegionSubscriptions' },
  },
  {
    name: 'listAssignedSubscriptions',
    service: 'organizations',
    method: 'GET',
    path: '/assignedSubscriptions',
    pathParams: [],
    query: [
      { name: 'compartmentId', required: true },
      { name: 'subscriptionId' },
      { name: 'entityVersion', values: ['V1', 'V2'] },
      { name: 'page' },
      { name: 'limit', type: 'integer' },
      { name: 'sortOrder', values: ['ASC', 'DESC'] },
      { name: 'sortBy', values: ['timeCreated', 'displayName'] },
    ],
    ...READ,
    semantics: { kind: 'custom', handler: 'listAssignedSubscriptions' },
  },
  {
    name: 'listSubscriptions',
    service: 'notification',
    method: 'GET',
    path: '/subscriptions',
    pathParams: [],
    query: [{ name: 'compartmentId', required: true }, { name: 'topicId' }, PAGE, LIMIT],
    ...READ,
    semantics: { kind: 'list', resource: 'subscriptions', shape: 'array' },
  },
  {
    name: 'getInstance',
    service: 'iaas',
    method: 'GET',
    path: '/instances/{instanceId}',
    pathParams: ['instanceId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'instances' },
  },
  {
    name: 'getCpe',
    service: 'iaas',
    method: 'GET',
    path: '/cpes/{cpeId}',
    pathParams: ['cpeId'],
    query: [],
    ...READ,
    semantics: { kind: 'get', resource: 'cpes' },
  },
  {
    name: 'instanceAction',
    service: 'iaas',
    method: 'POST',
    path: '/instances/{instanceId}',
    pathParams: ['instanceId'],
    query: [{ name: 'action', required: true, values: INSTANCE_ACTIONS }],
    ...ACTION,
    semantics: { kind: 'action', resource: 'instances', action: 'instanceAction' },
  },
  {
    name: 'getUser',
    service: 'identity',
    method: 'GET',
    path: '/users/{userId}',
    pathParams: ['userId'],
    query: [],
    ...READ,
    semantics: { kind: 'custom', handler: 'getUser' },
  },
  {
    name: 'getTenancy',
    service: 'identity',
    method: 'GET',
    path: '/tenancies/{tenancyId}',
    pathParams: ['tenancyId'],
    query: [],
    ...READ,
    semantics: { kind: 'custom', handler: 'getTenancy' },
  },
  {
    name: 'uploadApiKey',
    service: 'identity',
    method: 'POST',
    path: '/users/{userId}/apiKeys',
    pathParams: ['userId'],
    query: [],
    body: { name: 'createApiKeyDetails', required: true },
    ...CREATE,
    semantics: { kind: 'custom', handler: 'uploadApiKey' },
  },
  {
    name: 'listApiKeys',
    service: 'identity',
    method: 'GET',
    path: '/users/{userId}/apiKeys',
    pathParams: ['userId'],
    query: [],
    ...READ,
    semantics: { kind: 'custom', handler: 'listApiKeys' },
  },
  {
    name: 'deleteApiKey',
    service: 'identity',
    method: 'DELETE',
    path: '/users/{userId}/apiKeys/{fingerprint}',
    pathParams: ['userId', 'fingerprint'],
    query: [],
    ...CHANGE,
    returns: 'none',
    semantics: { kind: 'custom', handler: 'deleteApiKey' },
  },
  {
    name: 'generateUserSecurityToken',
    service: 'auth',
    method: 'POST',
    path: '/token/upst/actions/GenerateUpst',
    pathParams: [],
    query: [],
    body: { name: 'generateUserSecurityTokenDetails', required: true },
    ...READ,
    semantics: { kind: 'custom', handler: 'generateUserSecurityToken' },
  },
  {
    name: 'refreshSessionToken',
    service: 'auth',
    method: 'POST',
    path: '/authentication/refresh',
    pathParams: [],
    query: [],
    body: { name: 'refreshRequest', required: true },
    ...READ,
    semantics: { kind: 'custom', handler: 'refreshSessionToken' },
  },
] as const satisfies readonly OperationSpec[];
