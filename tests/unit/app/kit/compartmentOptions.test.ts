import { describe, expect, it } from 'vitest';
import { compartmentChoices } from '../../../../src/app/kit/compartmentOptions';
import type { ResourceSummary } from '../../../../src/oci/resource';

const TENANCY = 'ocid1.tenancy.oc1..root';
const compartment = (identifier: string, displayName: string, parent: string, lifecycleState = 'ACTIVE') =>
  ({ resourceType: 'Compartment', identifier, displayName, compartmentId: parent, lifecycleState }) as ResourceSummary;

describe('compartment choices', () => {
  const found = [
    compartment('c-prod', 'prod', TENANCY),
    compartment('c-dw', 'data-warehouse', 'c-prod'),
    compartment('c-dev', 'dev', TENANCY),
    compartment('c-dev-dw', 'data-warehouse', 'c-dev'),
    compartment('c-old', 'old', TENANCY, 'DELETED'),
  ];

  it('offers the tenancy first, then each compartment by its path from the root', () => {
    const choices = compartmentChoices(found, 'Root');
    expect(choices.rootId).toBe(TENANCY);
    expect(choices.options).toEqual([
      { id: TENANCY, label: 'Root' },
      { id: 'c-dev', label: 'dev' },
      { id: 'c-dev-dw', label: 'dev / data-warehouse' },
      { id: 'c-prod', label: 'prod' },
      { id: 'c-dw', label: 'prod / data-warehouse' },
    ]);
  });

  it('leaves out deleted compartments and copes with an empty answer', () => {
    expect(compartmentChoices(found, 'Root').options.some((o) => o.id === 'c-old')).toBe(false);
    expect(compartmentChoices([], 'Root')).toEqual({ rootId: undefined, options: [] });
  });

  it('does not loop on a compartment that names itself as parent', () => {
    const odd = [compartment('c-loop', 'loop', 'c-loop')];
    expect(compartmentChoices(odd, 'Root').options.map((o) => o.label)).toContain('loop');
  });
});
