import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Select, timeZoneName } from '../../ui';
import { LANGUAGES } from '../../i18n/locales';
import { useSettings } from '../../settings/SettingsContext';
import { NativeSelect } from './NativeSelect';

/** The time zones the browser knows, the current one included even when it is an alias (UTC). */
export function timeZoneOptions(current: string): readonly string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** ISO 4217 codes the browser knows, the current one included. */
export function currencyOptions(current: string): readonly string[] {
  const codes = Intl.supportedValuesOf('currency');
  return codes.includes(current) ? codes : [current, ...codes].sort();
}

function currencyName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Language (every shipped one; Arabic turns the page right to left), time zone and currency.
 * Their defaults are init options (document 1 §9, document 3 §7).
 */
export function LanguageSettings() {
  const { t, i18n } = useTranslation('settings');
  const { settings, update } = useSettings();
  const languages = useMemo(() => LANGUAGES.map((l) => ({ id: l.code, label: l.name })), []);
  const zones = useMemo(
    () =>
      timeZoneOptions(settings.timeZone).map((zone) => {
        const name = timeZoneName(zone, i18n.language);
        return { value: zone, label: name === undefined ? zone : `${zone} — ${name}` };
      }),
    [settings.timeZone, i18n.language],
  );
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
    return currencyOptions(settings.currency).map((code) => ({
      value: code,
      label: `${code} — ${currencyName(names, code)}`,
    }));
  }, [settings.currency, i18n.language]);
  return (
    <Card title={t('language.title')}>
      <Select
        label={t('language.language')}
        options={languages}
        selectedKey={settings.language}
        onSelectionChange={(code) => void update('language', code)}
      />
      <NativeSelect
        label={t('language.timeZone')}
        description={t('language.timeZoneHint')}
        value={settings.timeZone}
        onChange={(zone) => void update('timeZone', zone)}
        options={zones}
        testId="settings-time-zone"
      />
      <NativeSelect
        label={t('language.currency')}
        description={t('language.currencyHint')}
        value={settings.currency}
        onChange={(code) => void update('currency', code)}
        options={currencies}
        testId="settings-currency"
      />
    </Card>
  );
}
