/**
 * The locale's formatters, each built once for a locale and its options and then kept: building
 * one costs far more than formatting with it (a results screen writes a date for each row in view
 * at every render, and on a phone's CPU building them took a tenth of its first render), while a
 * session uses only a few (its language, its time zone). Options that the constructor refuses (an
 * unknown time zone) throw as the constructor does, and nothing is kept for them.
 */

/** Formatters kept for each kind: far more than a session's languages and options. */
const KEPT_MAX = 64;

function kept<O extends object, F>(
  build: (locale: string | undefined, options: O) => F,
): (locale: string | undefined, options: O) => F {
  const built = new Map<string, F>();
  return (locale, options) => {
    const key = JSON.stringify([locale ?? null, options]);
    let format = built.get(key);
    if (format === undefined) {
      format = build(locale, options);
      if (built.size >= KEPT_MAX) built.clear();
      built.set(key, format);
    }
    return format;
  };
}

export const dateTimeFormat = kept(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const relativeTimeFormat = kept(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

export const numberFormat = kept(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const listFormat = kept(
  (locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);
