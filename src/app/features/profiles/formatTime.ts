/** A moment as the user reads it: medium date and short time, in their language and time zone. */
export function formatTime(ms: number, locale: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ms);
  } catch {
    // An unknown time zone in the settings: the device's own zone still says when.
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  }
}
