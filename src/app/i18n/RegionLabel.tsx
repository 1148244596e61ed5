/**
 * A region as the console words it in a page's text: its name in the user's language, then its
 * identifier as one unbreakable left-to-right word (useRegionLabel's words, in markup).
 */
import { findRegion } from '../../oci/regions';
import { RegionId } from '../ui';
import { useRegionName } from './regionName';

export function RegionLabel({ id }: { readonly id: string }) {
  const nameOf = useRegionName();
  const known = findRegion(id);
  if (known === undefined) return <RegionId id={id} />;
  return (
    <>
      {nameOf(known.name)} — <RegionId id={id} />
    </>
  );
}
