import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isStagingRegion, regionsByLocation } from '../../../oci/regions';
import { useRegionName } from '../../i18n/regionName';
import { useRuntimeConfig } from '../../runtimeConfigContext';
import { useSettings } from '../../settings/SettingsContext';
import type { NativeSelectGroup } from './NativeSelect';
import { NativeSelect } from './NativeSelect';

export interface RegionSelectProps {
  /**
   * `header`: compact, label for screen readers only; `settings`: labelled with a description;
   * `developer`: as `settings`, and always offering the staging regions.
   */
  readonly variant: 'header' | 'settings' | 'developer';
}

/**
 * The current region, chosen from the regions grouped by location (document 3 §3.2). Changing
 * it moves every call to that region's endpoints and re-gates the menus (government regions).
 * Staging is a fact of the region: the staging regions are offered by the developer panel's
 * picker, and by the others only while the current region is one of them. A region pinned by the
 * runtime configuration cannot be changed here.
 */
export function RegionSelect({ variant }: RegionSelectProps) {
  const { t } = useTranslation('navigation');
  const { t: tc } = useTranslation('console');
  const nameOf = useRegionName();
  const { settings, update } = useSettings();
  const pinned = useRuntimeConfig().region;
  const value = pinned ?? settings.region;
  const groups = useMemo<readonly NativeSelectGroup[]>(() => {
    const staging = variant === 'developer' || isStagingRegion({ id: value });
    return [...regionsByLocation()].map(([location, regions]) => ({
      // The key of navigationLabelKeys' locationLabelKey, written out so this picker does not load the registry.
      label: t(`location.${location}`),
      options: regions
        .filter((r) => staging || !isStagingRegion(r))
        .map((r) => ({
          value: r.id,
          label: variant === 'header' ? nameOf(r.name) : `${nameOf(r.name)} — ${r.id}`,
        })),
    }));
  }, [t, nameOf, value, variant]);
  return (
    <NativeSelect
      label={tc('shell.region')}
      hideLabel={variant === 'header'}
      description={
        variant !== 'header'
          ? pinned === undefined
            ? tc('shell.regionHint')
            : tc('shell.regionPinned')
          : undefined
      }
      value={value}
      onChange={(id) => void update('region', id)}
      groups={groups}
      isDisabled={pinned !== undefined}
      className={`region-select region-select--${variant}`}
      testId={`${variant}-region`}
    />
  );
}
