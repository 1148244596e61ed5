import type { TFunction } from 'i18next';

/** Enumeration values in words, joined the locale's way; unknown values as the service wrote them. */
export function listingWords(t: TFunction, prefix: string, values: readonly string[], locale: string): string {
  const labels = values.map((value) => t(`${prefix}.${value}`, { defaultValue: value }));
  return new Intl.ListFormat(locale, { type: 'unit' }).format(labels);
}
