/**
 * The navigation context (document 3 §4–§6) of the user's settings and the tenancy: persona,
 * region (staging follows from it), feature flags, and the pricing class and SaaS service types
 * the tenancy says unless the developer panel overrides them. A region the table does not know,
 * or a persona that is not one of §6, falls back to the defaults instead of hiding the whole menu.
 */
import { findRegion, region } from '../../../oci/regions';
import type { NavContext } from '../../navigation/navContext';
import type { Persona } from '../../navigation/personas';
import { PERSONAS } from '../../navigation/personas';
import type { Settings } from '../../settings/settings';
import { INIT_OPTIONS, defaultSettings } from '../../settings/settings';
import { pricingClassOf, saasServiceTypesOf, type TenancyFactsState } from '../../navigation/tenancyFacts';
import { FACTS_NOT_READ } from '../../navigation/tenancyFactsContext';

export type NavSettings = Pick<
  Settings,
  'persona' | 'region' | 'featureFlags' | 'pricingClassOverride' | 'saasFromTenancy' | 'saasServiceTypes'
>;

const PERSONA_SET: ReadonlySet<string> = new Set(PERSONAS);

export function isPersona(value: string): value is Persona {
  return PERSONA_SET.has(value);
}

/** The persona the settings name, or the default one. */
export function personaOf(settings: Pick<Settings, 'persona'>): Persona {
  if (isPersona(settings.persona)) return settings.persona;
  const fallback = defaultSettings(INIT_OPTIONS).persona;
  return isPersona(fallback) ? fallback : 'DEFAULT';
}

/**
 * @param regionOverride a region the runtime configuration pins (then the settings' region is
 * not the one the worker talks to, and the menu follows the pinned one).
 * @param facts what the tenancy says of its pricing class and SaaS service types.
 */
export function navContextOf(
  settings: NavSettings,
  regionOverride?: string,
  facts: TenancyFactsState = FACTS_NOT_READ,
): NavContext {
  const regionId = regionOverride ?? settings.region;
  return {
    featureFlags: new Set(settings.featureFlags),
    persona: personaOf(settings),
    region: findRegion(regionId) ?? region(INIT_OPTIONS.defaultRegion ?? 'us-ashburn-1'),
    saasServiceTypes: new Set(saasServiceTypesOf(settings, facts)),
    pricingClass: pricingClassOf(settings, facts),
  };
}
