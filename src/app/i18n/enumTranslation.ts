/**
 * An enumeration value's translation from the console namespace's `enum.values` table, or ''
 * when nobody has translated it. Kept apart from enumLabel (which falls back to the lifecycle
 * catalogue) so the first route's shared strings do not carry that catalogue.
 */
import type { TFunction } from 'i18next';

/** The table key of a wire value: IN_PROGRESS for "in-progress" or "In Progress". */
export function enumKey(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]+/g, '_');
}

export function enumTranslation(t: TFunction, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  return t(`enum.values.${enumKey(value)}`, { defaultValue: '' });
}
