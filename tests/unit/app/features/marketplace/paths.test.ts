import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_PATTERNS, marketplacePaths } from '../../../../../src/app/features/marketplace/paths';

describe('marketplace paths', () => {
  it('give each listing its own address, which its route reads back', () => {
    const id = 'ocid1.listing.oc1..aaaaexample';
    const path = marketplacePaths.listing(id);
    expect(path).toBe(`/marketplace/listings/${id}`);
    expect(matchPath(MARKETPLACE_PATTERNS.listing, path)?.params['listingId']).toBe(id);
  });

  it('keep an id from an answer inside its one path segment', () => {
    const path = marketplacePaths.listing('../../settings?x=1#y');
    expect(path).toBe('/marketplace/listings/..%2F..%2Fsettings%3Fx%3D1%23y');
    expect(matchPath(MARKETPLACE_PATTERNS.listing, path)).not.toBeNull();
  });

  it('keep the listing search apart from a listing', () => {
    expect(matchPath(MARKETPLACE_PATTERNS.listing, marketplacePaths.listings())).toBeNull();
  });
});
