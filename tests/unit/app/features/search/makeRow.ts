/** Results rows for the search screen's tests (STYLE rule 11: builders for fixtures). */
import type { SearchRow } from '../../../../../src/worker/searchApi';

let made = 0;

export function makeRow(overrides: Partial<SearchRow> = {}): SearchRow {
  made += 1;
  const resourceType = overrides.resourceType ?? 'Instance';
  return {
    identifier: `ocid1.${resourceType.toLowerCase()}.oc1.iad.row${String(made).padStart(4, '0')}`,
    resourceType,
    displayName: `resource-${made}`,
    lifecycleState: 'RUNNING',
    compartmentId: 'ocid1.compartment.oc1..prod',
    region: 'us-ashburn-1',
    link: null,
    fetchedAt: 1_700_000_000_000,
    ...overrides,
  };
}
