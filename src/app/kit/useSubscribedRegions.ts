/**
 * The tenancy's subscribed regions, read with useRead like every other read, so the kept answer
 * serves offline. Nothing is asked while the tenancy is not known.
 */
import { useMemo } from 'react';
import { useRead } from '../data/useRead';
import { useTenancyId } from './useTenancyId';
import { subscribedRegionsOf, type SubscribedRegions } from './subscribedRegions';

export type { SubscribedRegions };

export function useSubscribedRegions(): SubscribedRegions {
  const tenancy = useTenancyId();
  const tenancyId = tenancy.status === 'known' ? tenancy.id : undefined;
  const params = useMemo(() => ({ tenancyId: tenancyId ?? '' }), [tenancyId]);
  const { state } = useRead(tenancyId === undefined ? null : 'listRegionSubscriptions', params);
  return subscribedRegionsOf(tenancy, state);
}
