import { describe, expect, it } from 'vitest';
import { mergeAnswers } from '../../../../../src/app/features/search/mergeAnswers';
import type { RegionSearchState, SearchRow } from '../../../../../src/worker/searchApi';
import { makeRow } from './makeRow';

const IAD = 'us-ashburn-1';
const FRA = 'eu-frankfurt-1';
const state = (status: RegionSearchState['status'], truncated = false): RegionSearchState => ({
  status,
  received: 1,
  pages: 1,
  truncated,
});
const remoteOf = (rows: readonly SearchRow[], regions: Record<string, RegionSearchState>) => ({
  rows: new Map(rows.map((row) => [row.identifier, row])),
  regions,
});

describe('the local and the remote answer together', () => {
  const oldWeb = makeRow({ displayName: 'web', region: IAD, link: null, fetchedAt: 1 });
  const gone = makeRow({ displayName: 'deleted since', region: IAD });
  const fra = makeRow({ displayName: 'fra', region: FRA });

  it('shows the local answer alone until the service answers', () => {
    expect(mergeAnswers([oldWeb, fra], undefined)).toEqual({ rows: [oldWeb, fra], fromIndex: 2 });
    expect(mergeAnswers([oldWeb], remoteOf([], {}))).toEqual({ rows: [oldWeb], fromIndex: 1 });
  });

  it('replaces local rows with the service’s, in place, and keeps local rows of regions still searching', () => {
    const freshWeb = { ...oldWeb, link: '/compute/instances/x', fetchedAt: 2 };
    const merged = mergeAnswers([oldWeb, gone, fra], remoteOf([freshWeb], { [IAD]: state('searching') }));
    expect(merged.rows).toEqual([freshWeb, gone, fra]);
    expect(merged.fromIndex).toBe(2);
  });

  it('drops local rows of a region that answered in full, keeps those of failed or capped regions', () => {
    const freshWeb = { ...oldWeb, fetchedAt: 2 };
    const done = mergeAnswers(
      [oldWeb, gone, fra],
      remoteOf([freshWeb], { [IAD]: state('done'), [FRA]: state('failed') }),
    );
    expect(done.rows).toEqual([freshWeb, fra]);
    expect(done.fromIndex).toBe(1);
    const capped = mergeAnswers([oldWeb, gone], remoteOf([freshWeb], { [IAD]: state('done', true) }));
    expect(capped.rows).toEqual([freshWeb, gone]);
  });
});
