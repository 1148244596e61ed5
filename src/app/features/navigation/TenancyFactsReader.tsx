/**
 * Reads what the tenancy says of its pricing class and SaaS service types (ListAssignedSubscriptions,
 * through useRead, so the kept answer serves offline) and hands it to the shell, which shares it
 * with every menu. Nothing is asked while the tenancy is not known. Renders nothing.
 */
import { useEffect, useMemo } from 'react';
import { useRead } from '../../data/useRead';
import { useTenancyId } from '../../kit/useTenancyId';
import { tenancyFactsStateOf, type TenancyFactsState } from '../../navigation/tenancyFacts';

export function TenancyFactsReader({ onFacts }: { readonly onFacts: (facts: TenancyFactsState) => void }) {
  const tenancy = useTenancyId();
  const tenancyId = tenancy.status === 'known' ? tenancy.id : undefined;
  // Read only once the tenancy is known (the operation is null until then).
  const params = useMemo(() => ({ compartmentId: tenancyId ?? '' }), [tenancyId]);
  const { state } = useRead(tenancyId === undefined ? null : 'listAssignedSubscriptions', params);
  // The tenancy state is a new object each render; what the facts depend on is its status and id.
  const tenancyKey = tenancy.status === 'known' ? tenancy.id : tenancy.status;
  const failure = tenancy.status === 'unknown' ? tenancy.failure : undefined;
  useEffect(() => {
    onFacts(
      tenancyFactsStateOf(
        tenancyId !== undefined
          ? { status: 'known', id: tenancyId }
          : tenancyKey === 'loading'
            ? { status: 'loading' }
            : { status: 'unknown', failure },
        state,
      ),
    );
  }, [onFacts, tenancyId, tenancyKey, failure, state]);
  return null;
}
