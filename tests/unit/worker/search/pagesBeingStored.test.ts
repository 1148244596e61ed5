import { describe, expect, it } from 'vitest';
import { PagesBeingStored } from '../../../../src/worker/search/pagesBeingStored';
import { makeStoredResource } from '../builders';

const page = (fetchedAt: number, ...ids: string[]) =>
  ids.map((identifier) => makeStoredResource({ identifier, fetchedAt }));

describe('PagesBeingStored', () => {
  it('knows the identifiers of the pages under way, and which two of them hold', () => {
    const underWay = new PagesBeingStored();
    const first = underWay.begin(page(100, 'a', 'b'));
    const second = underWay.begin(page(200, 'b', 'c'));
    expect(['a', 'b', 'c', 'd'].map((id) => underWay.holds(id))).toEqual([true, true, true, false]);
    expect(['a', 'b', 'c'].map((id) => underWay.holdTwice(id))).toEqual([false, true, false]);
    first();
    expect(['a', 'b', 'c'].map((id) => underWay.holds(id))).toEqual([false, true, true]);
    expect(underWay.holdTwice('b')).toBe(false);
    second();
    expect(underWay.holds('b')).toBe(false);
  });

  it('counts an identifier a page holds twice as held twice, until that page is indexed', () => {
    const underWay = new PagesBeingStored();
    const other = underWay.begin(page(100, 'a'));
    const doubled = underWay.begin(page(200, 'd', 'e', 'd'));
    expect(['a', 'd', 'e'].map((id) => underWay.holdTwice(id))).toEqual([false, true, false]);
    doubled();
    expect([underWay.holds('d'), underWay.holdTwice('d'), underWay.holds('a')]).toEqual([false, false, true]);
    other();
  });

  it('lets a save claim no fetch time from the oldest page under way on', () => {
    const underWay = new PagesBeingStored();
    expect(underWay.claimable(500)).toBe(500);
    const first = underWay.begin(page(100, 'a'));
    const second = underWay.begin(page(200, 'b'));
    expect(underWay.claimable(500)).toBe(99);
    first();
    expect(underWay.claimable(500)).toBe(199);
    expect(underWay.claimable(150)).toBe(150);
    second();
    expect(underWay.claimable(500)).toBe(500);
  });
});
