/**
 * The console's page of a shared OCID (SharedScreen): the resource's link in the local index,
 * else its type's link from the OCID alone, where a screen of the console shows it (resourceHref);
 * else the summary page of the OCID, which looks the resource up while online.
 */
import { detailsLink } from '../../../oci/resource-types';
import type { StoredResource } from '../../../contract/db';
import { searchPaths } from './paths';
import { typeOfOcid } from './resourceReads';
import { screenLink } from '../../resourceHref';

export function sharedResourcePage(
  id: string,
  stored: Pick<StoredResource, 'link' | 'resourceType' | 'compartmentId'> | null,
): string {
  const kept = screenLink(stored?.link);
  if (kept !== undefined) return kept;
  const resourceType = stored?.resourceType ?? typeOfOcid(id);
  const computed =
    resourceType === undefined
      ? undefined
      : screenLink(detailsLink({ identifier: id, resourceType, compartmentId: stored?.compartmentId ?? '' }));
  return computed ?? searchPaths.resource(id);
}
