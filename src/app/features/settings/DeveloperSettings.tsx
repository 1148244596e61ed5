import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Card, Switch } from '../../ui';
import type { FeatureFlag } from '../../navigation/featureFlags';
import { FEATURE_FLAGS } from '../../navigation/featureFlags';
import { useSettings } from '../../settings/SettingsContext';
import { DeveloperTenancy } from './DeveloperTenancy';
import { MissingKeys } from './MissingKeys';
import { toggled } from './toggled';

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

/**
 * What the tenancy would have, for trying the menus: feature flags (allowlists); the region
 * (staging follows from it), and overrides of the pricing class and SaaS service types the tenancy
 * says; and the translation keys found missing.
 */
export function DeveloperSettings() {
  const { t } = useTranslation('settings');
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
      <DeveloperTenancy />
      <MissingKeys />
    </Card>
  );
}
