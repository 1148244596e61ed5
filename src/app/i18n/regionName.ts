/**
 * A region's name in the user's language. Oracle names its regions in English, one pattern for
 * all: a country (or the EU), perhaps Gov, DoD or Sovereign, perhaps a direction, perhaps a
 * number, and the city — "US Gov East (Langley)", "South Korea 2 (Seoul)". The country comes
 * from the browser's own names (Intl.DisplayNames), the other words from the console namespace's
 * `regionWords` table; the city stays as Oracle writes it. A name that does not follow the
 * pattern (a staging region) is shown as it is.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { findRegion } from '../../oci/regions';
import type { ConsoleKey, KeysUnder } from './keys';

/** Oracle's country words and the ISO 3166 code (EU: the European Union) of each. */
const COUNTRIES: Readonly<Record<string, string>> = {
  Australia: 'AU',
  Bangladesh: 'BD',
  Brazil: 'BR',
  Canada: 'CA',
  Chile: 'CL',
  Colombia: 'CO',
  EU: 'EU',
  France: 'FR',
  Germany: 'DE',
  Hungary: 'HU',
  India: 'IN',
  Indonesia: 'ID',
  Ireland: 'IE',
  Israel: 'IL',
  Italy: 'IT',
  Japan: 'JP',
  Malaysia: 'MY',
  Mexico: 'MX',
  Morocco: 'MA',
  Netherlands: 'NL',
  Oman: 'OM',
  Qatar: 'QA',
  'Saudi Arabia': 'SA',
  Serbia: 'RS',
  Singapore: 'SG',
  'South Africa': 'ZA',
  'South Korea': 'KR',
  Spain: 'ES',
  Sweden: 'SE',
  Switzerland: 'CH',
  UAE: 'AE',
  UK: 'GB',
  US: 'US',
};

type RegionWord = KeysUnder<ConsoleKey, 'regionWords'>;

const WORDS: readonly RegionWord[] = [
  'Gov',
  'DoD',
  'Sovereign',
  'Dedicated',
  'Central',
  'East',
  'West',
  'North',
  'South',
  'Southeast',
  'Northeast',
  'Northwest',
  'Midwest',
  'Mountain',
];

const isWord = (word: string): word is RegionWord => (WORDS as readonly string[]).includes(word);

const COUNTRY_NAMES = Object.keys(COUNTRIES).sort((a, b) => b.length - a.length);
const SHAPE = /^(.+?) \(([^)]+)\)$/;

function countryName(code: string, language: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

export function regionName(t: TFunction, language: string, name: string): string {
  const shape = SHAPE.exec(name);
  // In English, Oracle's own words ("UK", not "United Kingdom").
  if (shape === null || language === 'en' || language.startsWith('en-')) return name;
  const [, head = '', city = ''] = shape;
  const country = COUNTRY_NAMES.find((candidate) => head === candidate || head.startsWith(`${candidate} `));
  if (country === undefined) return name;
  const rest = head.slice(country.length).split(' ').filter(Boolean);
  if (!rest.every((word) => isWord(word) || /^\d+$/.test(word))) return name;
  const words = rest.map((word) => (isWord(word) ? t(`regionWords.${word}`) : word));
  const place = countryName(COUNTRIES[country] ?? '', language, country);
  return `${[place, ...words].join(' ')} (${city})`;
}

/** regionName bound to the current language. */
export function useRegionName(): (name: string) => string {
  const { t, i18n } = useTranslation('console');
  return useCallback((name: string) => regionName(t, i18n.language, name), [t, i18n.language]);
}

/** A region as the console words it beside its id: its name in the user's language, then the id. */
export function useRegionLabel(): (id: string) => string {
  const nameOf = useRegionName();
  return useCallback(
    (id: string) => {
      const known = findRegion(id);
      return known === undefined ? id : `${nameOf(known.name)} — ${id}`;
    },
    [nameOf],
  );
}
