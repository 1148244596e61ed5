import type { RegionInfo } from '../../oci/regions';
import type { Persona } from './personas';

/** Everything menu visibility depends on (document 3 §4–§6). */
export interface NavContext {
  /** Feature flags (allowlist names) that are on for the tenancy. */
  readonly featureFlags: ReadonlySet<string>;
  readonly isStaging: boolean;
  readonly persona: Persona;
  readonly region: RegionInfo;
  /** SaaS service types the tenancy is subscribed to (e.g. 'HCM'). */
  readonly saasServiceTypes: ReadonlySet<string>;
  readonly pricingClass: 'free' | 'paid';
}

/** Where an entry is being shown. */
export type NavPlacement = 'megaMenu' | 'sideMenu' | 'featured';
