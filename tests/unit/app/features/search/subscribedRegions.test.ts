import { describe, expect, it } from 'vitest';
import { regionOptions } from '../../../../../src/app/features/search/RegionPicker';
import type { ReadState } from '../../../../../src/app/data/useRead';
import type { TenancyState } from '../../../../../src/app/kit/useTenancyId';
import {
  shownRegionOptions,
  subscribedRegionIds,
  subscribedRegionsOf,
} from '../../../../../src/app/kit/subscribedRegions';

const ANSWER = [
  { regionKey: 'IAD', regionName: 'us-ashburn-1', status: 'READY', isHomeRegion: true },
  { regionKey: 'FRA', regionName: 'eu-frankfurt-1', status: 'READY', isHomeRegion: false },
  { regionKey: 'NRT', regionName: 'ap-tokyo-1', status: 'IN_PROGRESS', isHomeRegion: false },
];

describe('subscribed regions', () => {
  it('reads the ready subscriptions, home region first', () => {
    expect(subscribedRegionIds([ANSWER[1], ANSWER[0], ANSWER[2]])).toEqual([
      'us-ashburn-1',
      'eu-frankfurt-1',
    ]);
  });

  it('is unknown for an answer that is not a list of subscriptions, and skips bad entries', () => {
    expect(subscribedRegionIds(undefined)).toBeUndefined();
    expect(subscribedRegionIds({ items: ANSWER })).toBeUndefined();
    expect(subscribedRegionIds('us-ashburn-1')).toBeUndefined();
    expect(subscribedRegionIds([null, 3, { regionName: 7, status: 'READY' }, ANSWER[1]])).toEqual([
      'eu-frankfurt-1',
    ]);
    expect(subscribedRegionIds([{ regionName: '<script>', status: 'READY' }])).toEqual([]);
  });

  it('narrows the options to the subscribed regions, keeping the chosen ones', () => {
    const options = regionOptions(['us-ashburn-1']);
    const shown = shownRegionOptions(options, ['us-ashburn-1', 'eu-frankfurt-1'], ['ap-sydney-1'], true);
    expect(shown.map((option) => option.id).sort()).toEqual([
      'ap-sydney-1',
      'eu-frankfurt-1',
      'us-ashburn-1',
    ]);
    expect(shown.length).toBeLessThan(options.length);
  });

  it('shows every region when the toggle is off or the subscriptions are unknown', () => {
    const options = regionOptions(['us-ashburn-1']);
    expect(shownRegionOptions(options, ['us-ashburn-1'], [], false)).toEqual(options);
    expect(shownRegionOptions(options, undefined, [], true)).toEqual(options);
  });
});

describe('the region picker options', () => {
  it('finds a region by identifier, name and three-letter key', () => {
    const frankfurt = regionOptions([]).find((option) => option.id === 'eu-frankfurt-1');
    expect(frankfurt?.label).toContain('eu-frankfurt-1');
    expect(frankfurt?.label).toContain('Frankfurt');
    expect(frankfurt?.label).toContain('FRA');
  });
});

describe('what the picker knows of the subscriptions', () => {
  const TENANCY: TenancyState = { status: 'known', id: 'ocid1.tenancy.oc1..demo' };
  const ready = (data: unknown, fromCache = false): ReadState<unknown> => ({
    status: 'ready',
    data,
    fetchedAt: 0,
    fromCache,
  });

  it('knows them from a fresh answer, from a kept copy, and from the last answer while refreshing', () => {
    const known = { known: true, regions: ['us-ashburn-1', 'eu-frankfurt-1'] };
    expect(subscribedRegionsOf(TENANCY, ready(ANSWER))).toEqual(known);
    expect(subscribedRegionsOf(TENANCY, ready(ANSWER, true))).toEqual(known);
    const previous = ready(ANSWER) as Extract<ReadState<unknown>, { status: 'ready' }>;
    expect(subscribedRegionsOf(TENANCY, { status: 'loading', previous })).toEqual(known);
  });

  it('is loading while the tenancy or its subscriptions are', () => {
    expect(subscribedRegionsOf({ status: 'loading' }, ready(ANSWER))).toEqual({
      known: false,
      reason: 'loading',
    });
    expect(subscribedRegionsOf(TENANCY, { status: 'loading' })).toEqual({ known: false, reason: 'loading' });
  });

  it('says offline, failed (with status and code) or no tenancy when there is no answer', () => {
    const offline = { kind: 'network', message: 'Failed to fetch' } as const;
    expect(subscribedRegionsOf(TENANCY, { status: 'error', failure: offline })).toEqual({
      known: false,
      reason: 'offline',
    });
    const denied = { kind: 'http', status: 404, code: 'NotAuthorizedOrNotFound', message: 'no' } as const;
    expect(subscribedRegionsOf(TENANCY, { status: 'error', failure: denied })).toEqual({
      known: false,
      reason: 'failed',
      detail: '404 NotAuthorizedOrNotFound',
    });
    expect(subscribedRegionsOf({ status: 'unknown' }, { status: 'loading' })).toEqual({
      known: false,
      reason: 'noTenancy',
    });
    expect(subscribedRegionsOf({ status: 'unknown', failure: offline }, { status: 'loading' })).toEqual({
      known: false,
      reason: 'offline',
    });
  });

  it('calls an answer that is not a list of ready subscriptions invalid', () => {
    for (const data of [
      null,
      { items: ANSWER },
      'READY',
      [],
      [{ regionName: 'nowhere-1', status: 'READY' }],
    ]) {
      expect(subscribedRegionsOf(TENANCY, ready(data))).toEqual({ known: false, reason: 'invalid' });
    }
  });
});
