/**
 * A `resources` row read back for a screen: a row of the shape the worker writes comes back
 * whole; a row with fields missing or of the wrong type gives the fields that can be read and is
 * said to be damaged.
 */
import { describe, expect, it } from 'vitest';
import type { StoredResource } from '../../../src/contract/db';
import { readStoredResource } from '../../../src/contract/storedResource';

const ROW: StoredResource = {
  identifier: 'ocid1.instance.oc1.iad.a',
  resourceType: 'Instance',
  compartmentId: 'ocid1.compartment.oc1..c',
  region: 'us-ashburn-1',
  typeKey: 'instance',
  displayName: 'web-1',
  lifecycleState: 'RUNNING',
  timeCreated: '2026-11-01T00:00:00Z',
  freeformTags: { team: 'field' },
  definedTags: { ops: { owner: 'me' } },
  additionalDetails: { shape: 'VM.Standard.E4.Flex' },
  enrichment: { altName: 'web' },
  link: '/compute/instances/ocid1.instance.oc1.iad.a',
  fetchedAt: 1_795_000_000_000,
};

describe('readStoredResource', () => {
  it('gives a whole row back as it is, not damaged', () => {
    expect(readStoredResource(ROW)).toEqual({ resource: ROW, damaged: false });
    expect(readStoredResource({ ...ROW, link: null })).toEqual({
      resource: { ...ROW, link: null },
      damaged: false,
    });
  });

  it('has nothing to give for no row', () => {
    expect(readStoredResource(undefined)).toBeUndefined();
  });

  it('drops each field of the wrong type and says the row is damaged', () => {
    const read = readStoredResource({
      ...ROW,
      displayName: 42,
      lifecycleState: { state: 'RUNNING' },
      freeformTags: { team: { name: 'x' } },
      definedTags: { ops: 'x' },
      additionalDetails: 'details',
      enrichment: { altName: {} },
      fetchedAt: 'yesterday',
      link: 5,
    });
    // What is left: the fields of the right type.
    const { identifier, resourceType, compartmentId, region, typeKey, timeCreated } = ROW;
    expect(read).toEqual({
      resource: { identifier, resourceType, compartmentId, region, typeKey, timeCreated },
      damaged: true,
    });
  });

  it('says a row without a field the worker always writes is damaged', () => {
    const { region, ...withoutRegion } = ROW;
    expect(region).toBe('us-ashburn-1');
    expect(readStoredResource(withoutRegion)).toEqual({ resource: withoutRegion, damaged: true });
  });

  it('reads a row that is no object at all as damaged and empty', () => {
    expect(readStoredResource('ocid1.instance')).toEqual({ resource: {}, damaged: true });
    expect(readStoredResource([ROW])).toEqual({ resource: {}, damaged: true });
  });
});
