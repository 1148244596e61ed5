import type { StoredResource } from '../../contract/db';
import { shownLifecycleState } from '../../oci/resource-types';

/** A resource page's heading from its index row: the name (the OCID where it has none) and the state shown. */
export function storedHeading(stored: StoredResource): {
  readonly title: string;
  readonly lifecycleState: string | undefined;
} {
  const name = stored.displayName;
  return {
    title: name !== undefined && name !== '' ? name : stored.identifier,
    lifecycleState: shownLifecycleState(stored),
  };
}
