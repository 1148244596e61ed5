import { dateTimeFormat } from './intlFormats';

/**
 * The one way a moment is written on screen: medium date and short time, in the user's language
 * and the time zone of their settings. Every screen goes through it (or useFormatDateTime), so a
 * date reads the same in the DevOps, licenses, details and profiles screens.
 */
export function formatDateTime(value: string | number, locale: string, timeZone?: string): string {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return String(value);
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ms);
  } catch {
    // An unknown time zone in the settings: the device's own zone still says when.
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  }
}

/**
 * A chart axis's tick: the hour and minute for an hour or a day, the weekday for a week, in the
 * user's language and time zone (the device's when the settings' zone is unknown).
 */
export function formatTimeTick(
  ms: number,
  span: 'time' | 'weekday',
  locale: string,
  timeZone?: string,
): string {
  const options: Intl.DateTimeFormatOptions =
    span === 'weekday' ? { weekday: 'short' } : { hour: '2-digit', minute: '2-digit' };
  try {
    return dateTimeFormat(locale, { ...options, timeZone }).format(ms);
  } catch {
    return dateTimeFormat(locale, options).format(ms);
  }
}

/**
 * A time zone's name in the user's language ("Mittlere Greenwich-Zeit" for Africa/Abidjan in
 * German), for the settings' list beside the zone's identifier; undefined for a zone the browser
 * does not know.
 */
export function timeZoneName(zone: string, locale: string): string | undefined {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts();
    return parts.find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}
