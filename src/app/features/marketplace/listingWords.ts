import type { TFunction } from 'i18next';

/** Enumeration values in words, joined the locale's way; unknown values as the service wrote them. */
/** The tables of the marketplace's enumerations, in its namespace. */
export type ListingWordTable = 'listingTypes' | 'pricingTypes' | 'packageTypes' | 'architectures';

export function listingWords(
  t: TFunction<'marketplace'>,
  prefix: ListingWordTable,
  values: readonly string[],
  locale: string,
): string {
  const labels = values.map((value) => t(`${prefix}.${value}`, { defaultValue: value }));
  return new Intl.ListFormat(locale, { type: 'unit' }).format(labels);
}
