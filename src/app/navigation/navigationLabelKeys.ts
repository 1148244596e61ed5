import { REGION_LOCATIONS } from '../../oci/regions';
import { FEATURED } from './featured';
import { NAV_ENTRIES } from './navEntries';
import type { NavEntry } from './navEntry';
import { PERSONAS, personaLabelKey } from './personas';

/** The translation key of a region location's name. */
export function locationLabelKey(location: string): string {
  return `location.${location}`;
}

function keysOf(entry: NavEntry): string[] {
  return [
    entry.labelKey,
    ...(entry.labelVariant === undefined ? [] : [entry.labelVariant.labelKey]),
    ...entry.help.map((h) => h.labelKey),
  ];
}

/**
 * Every key of the 'navigation' namespace the registry uses: entry, area and category labels and
 * their name-change variants, help items, featured titles, persona names and location names.
 */
export function navigationLabelKeys(): readonly string[] {
  const keys = new Set<string>([
    ...NAV_ENTRIES.flatMap(keysOf),
    ...FEATURED.flatMap(keysOf),
    ...PERSONAS.map(personaLabelKey),
    ...REGION_LOCATIONS.map(locationLabelKey),
  ]);
  return [...keys].sort();
}
