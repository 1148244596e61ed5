import { useMemo } from 'react';
import type { NavContext } from '../../navigation/navContext';
import { useRuntimeConfig } from '../../runtimeConfigContext';
import { useSettings } from '../../settings/SettingsContext';
import { navContextOf } from './navContextOf';

/** The navigation context of the current settings, stable while they do not change. */
export function useNavContext(): NavContext {
  const { settings } = useSettings();
  const pinnedRegion = useRuntimeConfig().region;
  const { persona, region, featureFlags, isStaging, pricingClass, saasServiceTypes } = settings;
  return useMemo(
    () =>
      navContextOf(
        { persona, region, featureFlags, isStaging, pricingClass, saasServiceTypes },
        pinnedRegion,
      ),
    [persona, region, featureFlags, isStaging, pricingClass, saasServiceTypes, pinnedRegion],
  );
}
