/**
 * A region's identifier (us-ashburn-1) where it stands in text: one left-to-right word that is
 * never split at its hyphens, so in a right-to-left page its pieces cannot change sides.
 */
export function RegionId({ id }: { readonly id: string }) {
  return (
    <bdi dir="ltr" className="ui-region-id">
      {id}
    </bdi>
  );
}
