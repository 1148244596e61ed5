/**
 * What the tenancy says of its pricing class and SaaS service types, read once for the whole
 * shell (ListAssignedSubscriptions, through useRead, so the kept answer serves offline) and
 * shared with every menu. Nothing is asked while the tenancy is not known. Outside the provider
 * (a screen rendered alone) nothing is known and the menus use the defaults.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useRead } from '../../data/useRead';
import { useTenancyId } from '../details/useTenancyId';
import { FACTS_NOT_READ, tenancyFactsStateOf, type TenancyFactsState } from './tenancyFacts';

const TenancyFactsContext = createContext<TenancyFactsState>(FACTS_NOT_READ);

export function TenancyFactsProvider({ children }: { readonly children: ReactNode }) {
  const tenancy = useTenancyId();
  const tenancyId = tenancy.status === 'known' ? tenancy.id : undefined;
  const params = useMemo(() => ({ compartmentId: tenancyId }), [tenancyId]);
  const { state } = useRead<unknown>(tenancyId === undefined ? null : 'listAssignedSubscriptions', params);
  // The tenancy state is a new object each render; what the facts depend on is its status and id.
  const tenancyKey = tenancy.status === 'known' ? tenancy.id : tenancy.status;
  const failure = tenancy.status === 'unknown' ? tenancy.failure : undefined;
  const facts = useMemo(
    () =>
      tenancyFactsStateOf(
        tenancyId !== undefined
          ? { status: 'known', id: tenancyId }
          : tenancyKey === 'loading'
            ? { status: 'loading' }
            : { status: 'unknown', failure },
        state,
      ),
    [tenancyId, tenancyKey, failure, state],
  );
  return <TenancyFactsContext.Provider value={facts}>{children}</TenancyFactsContext.Provider>;
}

export function useTenancyFacts(): TenancyFactsState {
  return useContext(TenancyFactsContext);
}
