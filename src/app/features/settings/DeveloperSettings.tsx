import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Card, Checkbox, Select, Switch } from '../../ui';
import { SAAS_AREA } from '../../navigation/areas/saas';
import type { FeatureFlag } from '../../navigation/featureFlags';
import type { NavEntrySpec } from '../../navigation/navEntry';
import { FEATURE_FLAGS } from '../../navigation/featureFlags';
import { SAAS_SERVICE_TYPES } from '../../navigation/saasServiceTypes';
import { useSettings } from '../../settings/SettingsContext';
import { MissingKeys } from './MissingKeys';
import { saasTypeLabel } from './saasTypeLabel';
import type { NavigationKey } from '../../i18n/keys';

type FlagName = keyof typeof FEATURE_FLAGS;

/** What a feature flag switches, in the user's language. */
function flagDescription(t: TFunction<'settings'>, flag: FlagName): string {
  switch (flag) {
    case 'adbNameChange':
      return t('developer.flag.adbNameChange');
    case 'genAiAgent':
      return t('developer.flag.genAiAgent');
    case 'multicloudHub':
      return t('developer.flag.multicloudHub');
    case 'multicloudAws':
      return t('developer.flag.multicloudAws');
    case 'famsNewLayout':
      return t('developer.flag.famsNewLayout');
    case 'osmhAutonomousLinux':
      return t('developer.flag.osmhAutonomousLinux');
    case 'dataTransferExport':
      return t('developer.flag.dataTransferExport');
    case 'genAiApplications':
      return t('developer.flag.genAiApplications');
    case 'dbToolsMcp':
      return t('developer.flag.dbToolsMcp');
    case 'networkCommandCenter':
      return t('developer.flag.networkCommandCenter');
  }
}

function saasLabelKeys(spec: NavEntrySpec): (readonly [string, NavigationKey])[] {
  const own = (spec.saasServiceTypes ?? []).map((type) => [type, spec.labelKey] as const);
  return [...own, ...(spec.children ?? []).flatMap(saasLabelKeys)];
}

/** The SaaS menu's label key of each service type (its application entry). */
const SAAS_LABEL_KEYS: ReadonlyMap<string, NavigationKey> = new Map(saasLabelKeys(SAAS_AREA));

function toggled(list: readonly string[], item: string, on: boolean): readonly string[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

/**
 * What the tenancy would have, for trying the menus: feature flags (allowlists), staging, the
 * pricing class and the SaaS service types; and the translation keys found missing.
 */
export function DeveloperSettings() {
  const { t } = useTranslation('settings');
  const { t: tn } = useTranslation('navigation');
  const { settings, update } = useSettings();
  const flags = Object.entries(FEATURE_FLAGS) as [FlagName, FeatureFlag][];
  return (
    <Card title={t('developer.title')}>
      <p className="settings__intro">{t('developer.intro')}</p>
      <fieldset className="settings__group">
        <legend>{t('developer.flags')}</legend>
        {flags.map(([key, name]) => (
          <Switch
            key={name}
            label={name}
            description={flagDescription(t, key)}
            isSelected={settings.featureFlags.includes(name)}
            onChange={(on) => void update('featureFlags', toggled(settings.featureFlags, name, on))}
          />
        ))}
      </fieldset>
      <fieldset className="settings__group">
        <legend>{t('developer.tenancy')}</legend>
        <Switch
          label={t('developer.staging')}
          description={t('developer.stagingHint')}
          isSelected={settings.isStaging}
          onChange={(on) => void update('isStaging', on)}
        />
        <Select
          label={t('developer.pricingClass')}
          options={[
            { id: 'paid', label: t('developer.paid') },
            { id: 'free', label: t('developer.free') },
          ]}
          selectedKey={settings.pricingClass}
          onSelectionChange={(id) => void update('pricingClass', id === 'free' ? 'free' : 'paid')}
        />
      </fieldset>
      <fieldset className="settings__group settings__group--columns">
        <legend>{t('developer.saasServiceTypes')}</legend>
        {SAAS_SERVICE_TYPES.map((type) => {
          const labelKey = SAAS_LABEL_KEYS.get(type);
          return (
            <Checkbox
              key={type}
              label={saasTypeLabel(type, labelKey === undefined ? undefined : tn(labelKey))}
              isSelected={settings.saasServiceTypes.includes(type)}
              onChange={(on) => void update('saasServiceTypes', toggled(settings.saasServiceTypes, type, on))}
            />
          );
        })}
      </fieldset>
      <MissingKeys />
    </Card>
  );
}
