import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/SettingsContext';
import type { FormatContext } from './formatField';

/** How values are written for this user: their language, time zone and words for yes and no. */
export function useFormatContext(): FormatContext {
  const { t } = useTranslation('details');
  const { locale } = useLocale();
  const { settings } = useSettings();
  return useMemo(
    () => ({
      locale,
      timeZone: settings.timeZone,
      yes: t('values.yes'),
      no: t('values.no'),
      allPorts: t('values.allPorts'),
    }),
    [locale, settings.timeZone, t],
  );
}
