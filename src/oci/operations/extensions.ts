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
 * - instanceAction (iaas, /20160918): `POST /instances/{instanceId}?action=START|STOP|SOFTSTOP|
 *   RESET|SOFTRESET`, with opc-retry-token and if-match; start, stop and reboot, as every mobile
 *   cloud console offers. Answers the Instance (200, with its etag) in its passing state; 409
 *   IncorrectState for an action its state does not allow, 412 for a stale if-match.
 */
import { INSTANCE_ACTIONS } from '../instanceActions';
import { ACTION, READ } from './fragments';
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
    name: 'instanceAction',
    service: 'iaas',
    method: 'POST',
    path: '/instances/{instanceId}',
    pathParams: ['instanceId'],
    query: [{ name: 'action', required: true, values: INSTANCE_ACTIONS }],
    ...ACTION,
    semantics: { kind: 'action', resource: 'instances', action: 'instanceAction' },
  },
] as const satisfies readonly OperationSpec[];
