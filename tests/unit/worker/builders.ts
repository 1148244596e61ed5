/** Fixture builders for the worker's unit tests (STYLE rule 11). */
import type { StoredResource } from '../../../src/contract/db';

let made = 0;

/**
 * A stored search result with sensible defaults: a running instance in us-ashburn-1, created
 * 2024-01-01, fetched at a fixed instant. `typeKey` follows `resourceType` unless given.
 */
export function makeStoredResource(overrides: Partial<StoredResource> = {}): StoredResource {
  made += 1;
  const resourceType = overrides.resourceType ?? 'Instance';
  const serial = String(made).padStart(6, '0');
  return {
    resourceType,
    identifier: `ocid1.${resourceType.toLowerCase()}.oc1.iad.aaaa${serial}`,
    compartmentId: 'ocid1.compartment.oc1..prod',
    displayName: `resource-${serial}`,
    timeCreated: '2024-01-01T00:00:00.000Z',
    lifecycleState: 'RUNNING',
    region: 'us-ashburn-1',
    link: null,
    fetchedAt: 1_700_000_000_000,
    ...overrides,
    typeKey: overrides.typeKey ?? resourceType.toLowerCase(),
  };
}
