/**
 * The one way a moment is written on screen: medium date and short time, in the user's language
 * and the time zone of their settings. Every screen goes through it (or useFormatDateTime), so a
 * date reads the same in the DevOps, licenses, details and profiles screens.
 */
export function formatDateTime(value: string | number, locale: string, timeZone?: string): string {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return String(value);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ms);
  } catch {
    // An unknown time zone in the settings: the device's own zone still says when.
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  }
}
