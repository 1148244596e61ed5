import { useMemo } from 'react';
import type { NavContext } from '../../navigation/navContext';
import { useRuntimeConfig } from '../../runtimeConfigContext';
import { useSettings } from '../../settings/SettingsContext';
import { navContextOf } from './navContextOf';
import { useTenancyFacts } from '../../navigation/tenancyFactsContext';

/** The navigation context of the current settings and tenancy, stable while they do not change. */
export function useNavContext(): NavContext {
  const { settings } = useSettings();
  const pinnedRegion = useRuntimeConfig().region;
  const facts = useTenancyFacts();
  const { persona, region, featureFlags, pricingClassOverride, saasFromTenancy, saasServiceTypes } = settings;
  return useMemo(
    () =>
      navContextOf(
        { persona, region, featureFlags, pricingClassOverride, saasFromTenancy, saasServiceTypes },
        pinnedRegion,
        facts,
      ),
    [
      persona,
      region,
      featureFlags,
      pricingClassOverride,
      saasFromTenancy,
      saasServiceTypes,
      pinnedRegion,
      facts,
    ],
  );
}
