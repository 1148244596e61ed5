import { findNavEntry } from './navEntries';
import type { NavEntry, NavLabelVariant } from './navEntry';
import type { NavContext } from './navContext';
import type { NavigationKey } from '../i18n/keys';

function variantOf(entry: NavEntry): NavLabelVariant | undefined {
  if (entry.labelVariant !== undefined) return entry.labelVariant;
  if (entry.ref === undefined) return undefined;
  const canonical = findNavEntry(entry.ref);
  return canonical !== undefined && canonical.labelKey === entry.labelKey
    ? canonical.labelVariant
    : undefined;
}

/**
 * The label key to show: the newer naming while the entry's variant flag is on (the autonomous
 * database name change), the older naming otherwise. A ref showing its canonical entry's label
 * follows that entry's variant.
 */
export function labelKeyOf(entry: NavEntry, ctx: Pick<NavContext, 'featureFlags'>): NavigationKey {
  const variant = variantOf(entry);
  return variant !== undefined && ctx.featureFlags.has(variant.flag) ? variant.labelKey : entry.labelKey;
}
