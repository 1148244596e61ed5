import type { RegionInfo } from '../../oci/regions';
import type { Persona } from './personas';

export type PricingClass = 'free' | 'paid';

/** Everything menu visibility depends on (document 3 §4–§6). */
export interface NavContext {
  /** Feature flags (allowlist names) that are on for the tenancy. */
  readonly featureFlags: ReadonlySet<string>;
  readonly persona: Persona;
  /** The region; staging is a fact of it (isStagingRegion), not a separate switch. */
  readonly region: RegionInfo;
  /** SaaS service types the tenancy is subscribed to (e.g. 'HCM'). */
  readonly saasServiceTypes: ReadonlySet<string>;
  readonly pricingClass: PricingClass;
}

/** Where an entry is being shown. */
export type NavPlacement = 'megaMenu' | 'sideMenu' | 'featured';
