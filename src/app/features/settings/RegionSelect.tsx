import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isStagingRegion, regionsByLocation } from '../../../oci/regions';
import { useRegionName } from '../../i18n/regionName';
import { useRuntimeConfig } from '../../runtimeConfigContext';
import { useSettings } from '../../settings/SettingsContext';
import type { NativeSelectGroup } from './NativeSelect';
import { NativeSelect } from './NativeSelect';

export interface RegionSelectProps {
  /** `header`: compact, label for screen readers only; `settings`: labelled with a description. */
  readonly variant: 'header' | 'settings';
}

/**
 * The current region, chosen from the regions grouped by location (document 3 §3.2). Changing
 * it moves every call to that region's endpoints and re-gates the menus (government regions).
 * The staging regions are offered only while staging is on. A region pinned by the runtime
 * configuration cannot be changed here.
 */
export function RegionSelect({ variant }: RegionSelectProps) {
  const { t } = useTranslation('navigation');
  const { t: tc } = useTranslation('console');
  const nameOf = useRegionName();
  const { settings, update } = useSettings();
  const pinned = useRuntimeConfig().region;
  const value = pinned ?? settings.region;
  const groups = useMemo<readonly NativeSelectGroup[]>(
    () =>
      [...regionsByLocation()].map(([location, regions]) => ({
        // The key of navigationLabelKeys' locationLabelKey, written out so this picker does not load the registry.
        label: t(`location.${location}`),
        options: regions
          .filter((r) => settings.isStaging || !isStagingRegion(r) || r.id === value)
          .map((r) => ({
            value: r.id,
            label: variant === 'header' ? nameOf(r.name) : `${nameOf(r.name)} — ${r.id}`,
          })),
      })),
    [t, nameOf, settings.isStaging, value, variant],
  );
  return (
    <NativeSelect
      label={tc('shell.region')}
      hideLabel={variant === 'header'}
      description={
        variant === 'settings'
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
      testId={variant === 'header' ? 'header-region' : 'settings-region'}
    />
  );
}
