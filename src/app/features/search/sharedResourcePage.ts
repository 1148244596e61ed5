/**
 * The console's page of a shared OCID (SharedScreen): the resource's link in the local index, else
 * its type's link from the OCID alone (an instance's page needs nothing more), else the generic
 * details page of the OCID. Only the console's own pages: a stored link out of the console, or
 * one safeHref refuses, is passed over.
 */
import { detailsLink } from '../../../oci/resource-types';
import type { StoredResource } from '../../../worker/store/db';
import { safeHref } from '../../ui/safeHref';
import { typeOfOcid } from './resourceReads';
import { resourcePath } from './sharedTarget';

const inConsole = (link: string | null | undefined): string | undefined => {
  const safe = safeHref(link);
  return safe?.startsWith('/') === true ? safe : undefined;
};

export function sharedResourcePage(
  id: string,
  stored: Pick<StoredResource, 'link' | 'resourceType' | 'compartmentId'> | null,
): string {
  const kept = inConsole(stored?.link);
  if (kept !== undefined) return kept;
  const resourceType = stored?.resourceType ?? typeOfOcid(id);
  const computed =
    resourceType === undefined
      ? undefined
      : inConsole(detailsLink({ identifier: id, resourceType, compartmentId: stored?.compartmentId ?? '' }));
  return computed ?? resourcePath(id);
}
