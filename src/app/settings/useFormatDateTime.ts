import { useCallback } from 'react';
import { useLocale } from 'react-aria-components';
import { formatDateTime } from '../ui/formatDateTime';
import { useSettings } from './SettingsContext';

/** formatDateTime bound to the user's language and the time zone of their settings. */
export function useFormatDateTime(): (value: string | number) => string {
  const { locale } = useLocale();
  const { settings } = useSettings();
  const { timeZone } = settings;
  return useCallback((value: string | number) => formatDateTime(value, locale, timeZone), [locale, timeZone]);
}
