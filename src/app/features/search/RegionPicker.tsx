/**
 * The regions to search, several at once (react-aria Select, multiple selection). The regions
 * already searched or in the local index come first, then every other region; typing in the
 * list's filter field narrows it by identifier, name or city, or three-letter key. At least one
 * stays chosen.
 *
 * Under the filter, "Subscribed regions only" narrows the list to the tenancy's subscribed
 * regions (and the chosen ones, so each can still be unchosen). While the subscriptions are not
 * known (loading, offline with no kept answer, a failed read, an answer that is not a list of
 * subscriptions) the switch is disabled, says why, and every region stays offered.
 */
import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectValue,
  useFilter,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { findRegion, REGIONS, STAGING_REGIONS } from '../../../oci/regions';
import { useRegionName } from '../../i18n/regionName';
import { Switch } from '../../ui';
import { shownRegionOptions, type SubscribedRegions, type UnknownReason } from '../../kit/subscribedRegions';

export interface RegionPickerProps {
  readonly selected: readonly string[];
  /** Regions to offer first (the console's region, the ones in the local index). */
  readonly known: readonly string[];
  readonly onChange: (regions: string[]) => void;
  /** The tenancy's subscribed regions, or why they are not known. */
  readonly subscribed: SubscribedRegions;
}

interface RegionOption {
  readonly id: string;
  readonly label: string;
}

/** The known regions first (in the order given), then the others by id. */
export function regionOptions(
  known: readonly string[],
  nameOf: (name: string) => string = (name) => name,
): RegionOption[] {
  const first = [...new Set(known)];
  const rest = REGIONS.map((region) => region.id)
    .filter((id) => !STAGING_REGIONS.has(id) && !first.includes(id))
    .sort();
  return [...first, ...rest].map((id) => {
    const region = findRegion(id);
    return { id, label: region === undefined ? id : `${id} · ${nameOf(region.name)} · ${region.key}` };
  });
}

export function RegionPicker({ selected, known, onChange, subscribed }: RegionPickerProps) {
  const { t } = useTranslation('searchUi');
  const nameOf = useRegionName();
  const [onlySubscribed, setOnlySubscribed] = useState(false);
  const subscribedIds = subscribed.known ? subscribed.regions : undefined;
  const options = shownRegionOptions(
    regionOptions([...selected, ...(subscribedIds ?? []), ...known], nameOf),
    subscribedIds,
    selected,
    onlySubscribed,
  );
  const { contains } = useFilter({ sensitivity: 'base' });
  const whyUnknown = (reason: UnknownReason, detail = ''): string => {
    switch (reason) {
      case 'loading':
        return t('regions.subscribedWhy.loading');
      case 'offline':
        return t('regions.subscribedWhy.offline');
      case 'failed':
        return t('regions.subscribedWhy.failed', { detail });
      case 'invalid':
        return t('regions.subscribedWhy.invalid');
      case 'noTenancy':
        return t('regions.subscribedWhy.noTenancy');
    }
  };
  return (
    <Select
      className="ui-field search-regions"
      selectionMode="multiple"
      value={[...selected]}
      onChange={(keys: readonly Key[]) => {
        const regions = keys.map(String);
        if (regions.length > 0) onChange(regions);
      }}
    >
      <Label className="ui-field__label">{t('regions.label')}</Label>
      <Button className="ui-field__input ui-field__select-button">
        <SelectValue className="ui-field__select-value">{() => selected.join(', ')}</SelectValue>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </Button>
      <Popover className="ui-field__popover search-regions__popover">
        <Autocomplete filter={contains}>
          <SearchField className="search-regions__filter" aria-label={t('regions.filter')} autoFocus>
            <Input className="ui-field__input" placeholder={t('regions.filterPlaceholder')} />
          </SearchField>
          <Switch
            label={t('regions.subscribedOnly')}
            isSelected={subscribed.known && onlySubscribed}
            isDisabled={!subscribed.known}
            onChange={setOnlySubscribed}
            description={subscribed.known ? undefined : whyUnknown(subscribed.reason, subscribed.detail)}
          />
          <ListBox className="ui-field__listbox" items={options} aria-label={t('regions.label')}>
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.label} className="ui-field__option">
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Autocomplete>
      </Popover>
    </Select>
  );
}
