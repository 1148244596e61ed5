/**
 * Calls beyond spec document 1 §7, kept apart from the specified ones so the catalogue test can
 * hold §7 exactly and still name every extension. Each entry says why the console needs it.
 *
 * - listRegionSubscriptions (identity, /20160918): the regions the tenancy is subscribed to, with
 *   its home region, so the region picker can offer only the regions that hold its resources, as
 *   the OCI console's region menu does. Answer: a bare array of
 *   `{ regionKey, regionName, status: READY | IN_PROGRESS, isHomeRegion }`; 404
 *   NotAuthorizedOrNotFound for a tenancy the caller is not in.
 */
import { READ } from './fragments';
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
] as const satisfies readonly OperationSpec[];
