import { describe, expect, it } from 'vitest';
import { officialConsolePlace } from '../../../../../src/app/features/search/officialConsolePlace';

describe('officialConsolePlace', () => {
  it('opens the resource’s own page in the official console at its catalogue link, in its region', () => {
    expect(
      officialConsolePlace(
        { resourceType: 'Instance', link: '/compute/instances/ocid1.instance.oc1..i' },
        'eu-frankfurt-1',
      ),
    ).toEqual({
      kind: 'page',
      url: 'https://cloud.oracle.com/compute/instances/ocid1.instance.oc1..i?region=eu-frankfurt-1',
    });
  });

  it('opens the list of its type when the catalogue gives it no page', () => {
    const place = officialConsolePlace(
      { resourceType: 'CloudExadataInfrastructure', link: null },
      'us-ashburn-1',
    );
    expect(place?.kind).toBe('list');
    expect(place?.url).toMatch(/^https:\/\/cloud\.oracle\.com\/[^?]+\?(.*&)?region=us-ashburn-1$/);
  });

  it('never turns a hostile link into an address', () => {
    expect(
      officialConsolePlace({ resourceType: 'NoSuchType', link: 'javascript:alert(1)' }, 'us-ashburn-1'),
    ).toBe(undefined);
  });
});
