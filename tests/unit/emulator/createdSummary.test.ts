/**
 * The summary of a resource a call creates (a generic create, an uploaded license record, a
 * service logging configuration): empty tags and contexts unless the call gave them.
 */
import { describe, expect, it } from 'vitest';
import { createdSummary } from '../../../emulator/entity';

const CREATED = {
  resourceType: 'LicenseRecord',
  identifier: 'ocid1.licenserecord.oc1.iad.r1',
  compartmentId: 'ocid1.compartment.oc1..c1',
  timeCreated: '2025-01-01T00:00:00.000Z',
} as const;

describe('createdSummary', () => {
  it('has no tags, identity context or additional details of its own', () => {
    expect(createdSummary(CREATED)).toEqual({
      ...CREATED,
      freeformTags: {},
      definedTags: {},
      identityContext: {},
      additionalDetails: {},
    });
  });

  it('keeps what the call gave', () => {
    const summary = createdSummary({
      ...CREATED,
      lifecycleState: 'ACTIVE',
      freeformTags: { team: 'field' },
      additionalDetails: { projectId: 'p1' },
    });
    expect(summary).toMatchObject({
      lifecycleState: 'ACTIVE',
      freeformTags: { team: 'field' },
      definedTags: {},
      additionalDetails: { projectId: 'p1' },
    });
  });
});
