import type { NavContext } from '../../../../src/app/navigation/navContext';
import type { NavEntry } from '../../../../src/app/navigation/navEntry';
import { region } from '../../../../src/oci/regions';

/** A paid commercial tenancy in Ashburn, default persona, no flags, no SaaS: override what a test needs. */
export function makeNavContext(
  overrides: Partial<Omit<NavContext, 'featureFlags' | 'saasServiceTypes'>> & {
    readonly featureFlags?: readonly string[];
    readonly saasServiceTypes?: readonly string[];
  } = {},
): NavContext {
  const { featureFlags = [], saasServiceTypes = [], ...rest } = overrides;
  return {
    persona: 'DEFAULT',
    region: region('us-ashburn-1'),
    pricingClass: 'paid',
    ...rest,
    featureFlags: new Set(featureFlags),
    saasServiceTypes: new Set(saasServiceTypes),
  };
}

/** A stand-alone leaf entry with only the fields a visibility rule reads. */
export function makeEntry(overrides: Partial<NavEntry> = {}): NavEntry {
  return {
    id: 'test.entry',
    parentId: null,
    areaId: 'test',
    kind: 'plugin',
    depth: 1,
    labelKey: 'common.overview',
    plugin: 'compute',
    path: '/test',
    childIds: [],
    related: [],
    help: [],
    tags: [],
    ...overrides,
  };
}
