import { describe, expect, it } from 'vitest';
import { matchesFreeText } from '../../../../src/oci/query';
import { makeResource } from './builders';

const resource = makeResource({
  resourceType: 'Instance',
  identifier: 'ocid1.instance.oc1.phx.abc123',
  displayName: 'Web-Server-01',
  lifecycleState: 'RUNNING',
  compartmentId: 'ocid1.compartment.oc1..secret',
  freeformTags: { Environment: 'Production' },
  definedTags: { Operations: { CostCenter: 'CC-4242' } },
  additionalDetails: { shape: 'VM.Standard.E4.Flex', cpus: 99, nested: { hidden: 'deep' } },
});

describe('matchesFreeText', () => {
  it('finds each searchable value, ignoring case, as a substring', () => {
    expect(matchesFreeText(resource, 'server')).toBe(true);
    expect(matchesFreeText(resource, 'abc123')).toBe(true);
    expect(matchesFreeText(resource, 'INSTANCE')).toBe(true);
    expect(matchesFreeText(resource, 'running')).toBe(true);
    expect(matchesFreeText(resource, 'environment')).toBe(true);
    expect(matchesFreeText(resource, 'production')).toBe(true);
    expect(matchesFreeText(resource, 'costcenter')).toBe(true);
    expect(matchesFreeText(resource, 'cc-4242')).toBe(true);
    expect(matchesFreeText(resource, 'operations')).toBe(true);
    expect(matchesFreeText(resource, 'e4.flex')).toBe(true);
  });

  it('needs every word, found in any field', () => {
    expect(matchesFreeText(resource, 'web production')).toBe(true);
    expect(matchesFreeText(resource, '  web   RUNNING  ')).toBe(true);
    expect(matchesFreeText(resource, 'web stopped')).toBe(false);
  });

  it('does not look at other values', () => {
    expect(matchesFreeText(resource, 'secret')).toBe(false);
    expect(matchesFreeText(resource, '99')).toBe(false);
    expect(matchesFreeText(resource, 'deep')).toBe(false);
  });

  it('does not match across two values', () => {
    expect(matchesFreeText(resource, '01instance')).toBe(false);
    expect(matchesFreeText(resource, 'running\nweb')).toBe(true);
  });

  it('matches everything for empty text', () => {
    expect(matchesFreeText(resource, '')).toBe(true);
    expect(matchesFreeText(resource, '   ')).toBe(true);
  });

  it('copes with a resource that has only the required fields', () => {
    const bare = { resourceType: 'Vcn', identifier: 'ocid1.vcn.oc1..x', compartmentId: 'c' };
    expect(matchesFreeText(bare, 'vcn')).toBe(true);
    expect(matchesFreeText(bare, 'web')).toBe(false);
  });
});
