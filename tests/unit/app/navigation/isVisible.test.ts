import { describe, expect, it } from 'vitest';
import { isAvailable, isVisible } from '../../../../src/app/navigation/isVisible';
import type { NavContext, NavPlacement } from '../../../../src/app/navigation/navContext';
import type { NavEntry } from '../../../../src/app/navigation/navEntry';
import type { RegionInfo } from '../../../../src/oci/regions';
import { UK_GOVERNMENT_REGIONS, region } from '../../../../src/oci/regions';
import { makeEntry, makeNavContext } from './makeNavContext';

function realmRegion(realm: string, key = 'XXX'): RegionInfo {
  return { ...region('us-ashburn-1'), id: `test-${realm.toLowerCase()}-1`, realm, key };
}

interface Case {
  readonly rule: string;
  readonly entry: Partial<NavEntry>;
  readonly ctx: Parameters<typeof makeNavContext>[0];
  readonly where?: NavPlacement;
  readonly visible: boolean;
}

const CASES: readonly Case[] = [
  { rule: 'no gating: visible', entry: {}, ctx: {}, visible: true },
  {
    rule: 'allowlist on: visible',
    entry: { allowlists: ['x'] },
    ctx: { featureFlags: ['x'] },
    visible: true,
  },
  { rule: 'allowlist off: hidden', entry: { allowlists: ['x'] }, ctx: {}, visible: false },
  {
    rule: 'every allowlist must be on',
    entry: { allowlists: ['x', 'y'] },
    ctx: { featureFlags: ['x'] },
    visible: false,
  },
  { rule: '!allowlist off: visible', entry: { allowlists: ['!x'] }, ctx: {}, visible: true },
  {
    rule: '!allowlist on: hidden',
    entry: { allowlists: ['!x'] },
    ctx: { featureFlags: ['x'] },
    visible: false,
  },
  {
    rule: 'allowlist and !allowlist together',
    entry: { allowlists: ['x', '!y'] },
    ctx: { featureFlags: ['x', 'y'] },
    visible: false,
  },
  {
    rule: 'staging (a staging region) ignores allowlists when the entry says so',
    entry: { allowlists: ['x'], ignoreAllowlistsForStaging: true },
    ctx: { region: region('r1-beta') },
    visible: true,
  },
  {
    rule: 'ignoreAllowlistsForStaging outside a staging region still needs the flag',
    entry: { allowlists: ['x'], ignoreAllowlistsForStaging: true },
    ctx: { region: region('us-ashburn-1') },
    visible: false,
  },
  {
    rule: 'staging without ignoreAllowlistsForStaging still needs the flag',
    entry: { allowlists: ['x'] },
    ctx: { region: region('r1-alpha') },
    visible: false,
  },
  {
    rule: 'disableInGovRegions: hidden in OC3 (us-gov-ashburn-1)',
    entry: { disableInGovRegions: true },
    ctx: { region: region('us-gov-ashburn-1') },
    visible: false,
  },
  {
    rule: 'disableInGovRegions: hidden in OC2 (us-langley-1)',
    entry: { disableInGovRegions: true },
    ctx: { region: region('us-langley-1') },
    visible: false,
  },
  {
    rule: 'disableInGovRegions: hidden in OC4 (uk-gov-cardiff-1)',
    entry: { disableInGovRegions: true },
    ctx: { region: region('uk-gov-cardiff-1') },
    visible: false,
  },
  {
    rule: 'disableInGovRegions: hidden in OC23 (us-somerset-1)',
    entry: { disableInGovRegions: true },
    ctx: { region: region('us-somerset-1') },
    visible: false,
  },
  {
    rule: 'disableInGovRegions: hidden in a region with a government key (SEA)',
    entry: { disableInGovRegions: true },
    ctx: { region: realmRegion('R1', 'SEA') },
    visible: false,
  },
  {
    rule: 'disableInGovRegions: visible in a commercial region',
    entry: { disableInGovRegions: true },
    ctx: { region: region('eu-frankfurt-1') },
    visible: true,
  },
  {
    rule: 'UK government regions: hidden in uk-gov-london-1',
    entry: { disabledRegions: UK_GOVERNMENT_REGIONS },
    ctx: { region: region('uk-gov-london-1') },
    visible: false,
  },
  {
    rule: 'UK government regions: hidden in uk-gov-cardiff-1',
    entry: { disabledRegions: UK_GOVERNMENT_REGIONS },
    ctx: { region: region('uk-gov-cardiff-1') },
    visible: false,
  },
  {
    rule: 'UK government regions: commercial London (uk-london-1) keeps it',
    entry: { disabledRegions: UK_GOVERNMENT_REGIONS },
    ctx: { region: region('uk-london-1') },
    visible: true,
  },
  {
    rule: 'UK government regions: commercial Cardiff (uk-cardiff-1) keeps it',
    entry: { disabledRegions: UK_GOVERNMENT_REGIONS },
    ctx: { region: region('uk-cardiff-1') },
    visible: true,
  },
  {
    rule: 'disabledRegions: visible elsewhere',
    entry: { disabledRegions: UK_GOVERNMENT_REGIONS },
    ctx: { region: region('eu-amsterdam-1') },
    visible: true,
  },
  ...['OC5', 'OC6', 'OC7', 'OC11', 'OC12'].map((realm) => ({
    rule: `disableInDisconnectedRealms: hidden in ${realm}`,
    entry: { disableInDisconnectedRealms: true },
    ctx: { region: realmRegion(realm) },
    visible: false,
  })),
  {
    rule: 'disableInDisconnectedRealms: visible in a connected realm (OC8)',
    entry: { disableInDisconnectedRealms: true },
    ctx: { region: region('ap-chiyoda-1') },
    visible: true,
  },
  {
    rule: 'scopes: persona listed',
    entry: { scopes: ['DATABASE_ENGINEER'] },
    ctx: { persona: 'DATABASE_ENGINEER' },
    visible: true,
  },
  {
    rule: 'scopes: persona not listed',
    entry: { scopes: ['DATABASE_ENGINEER'] },
    ctx: { persona: 'HOBBYIST' },
    visible: false,
  },
  {
    rule: 'scopes: IAAS admits an infrastructure persona',
    entry: { scopes: ['IAAS'] },
    ctx: { persona: 'SECURITY_ADMIN' },
    visible: true,
  },
  {
    rule: 'scopes: IAAS does not admit SAAS',
    entry: { scopes: ['IAAS'] },
    ctx: { persona: 'SAAS' },
    visible: false,
  },
  {
    rule: 'scopes: SAAS admits the my-apps landing page',
    entry: { scopes: ['SAAS'] },
    ctx: { persona: 'MY_APPS_PREFERRED_LANDING_PAGE' },
    visible: true,
  },
  { rule: 'scopes: SAAS does not admit DEFAULT', entry: { scopes: ['SAAS'] }, ctx: {}, visible: false },
  {
    rule: 'saasServiceTypes: tenancy has the type',
    entry: { saasServiceTypes: ['HCM'] },
    ctx: { saasServiceTypes: ['ERP', 'HCM'] },
    visible: true,
  },
  {
    rule: 'saasServiceTypes: tenancy has another type',
    entry: { saasServiceTypes: ['HCM'] },
    ctx: { saasServiceTypes: ['ERP'] },
    visible: false,
  },
  {
    rule: 'saasServiceTypes: tenancy has none',
    entry: { saasServiceTypes: ['HCM'] },
    ctx: {},
    visible: false,
  },
  {
    rule: 'alwaysFree: free tenancy',
    entry: { alwaysFree: true },
    ctx: { pricingClass: 'free' },
    visible: true,
  },
  {
    rule: 'alwaysFree: paid tenancy',
    entry: { alwaysFree: true },
    ctx: { pricingClass: 'paid' },
    visible: false,
  },
  {
    rule: 'alwaysPaid: paid tenancy',
    entry: { alwaysPaid: true },
    ctx: { pricingClass: 'paid' },
    visible: true,
  },
  {
    rule: 'alwaysPaid: free tenancy',
    entry: { alwaysPaid: true },
    ctx: { pricingClass: 'free' },
    visible: false,
  },
  {
    rule: 'hideFromMegaMenu: hidden in the mega menu',
    entry: { hideFromMegaMenu: true },
    ctx: {},
    where: 'megaMenu',
    visible: false,
  },
  {
    rule: 'hideFromMegaMenu: shown in the side menu',
    entry: { hideFromMegaMenu: true },
    ctx: {},
    where: 'sideMenu',
    visible: true,
  },
  {
    rule: 'openInNewTab does not gate',
    entry: { openInNewTab: true, dynamic: true },
    ctx: {},
    where: 'megaMenu',
    visible: true,
  },
  { rule: 'a menu entry is not a featured item', entry: {}, ctx: {}, where: 'featured', visible: false },
  {
    rule: 'a featured item is not a menu entry',
    entry: { areaId: 'featured' },
    ctx: {},
    where: 'sideMenu',
    visible: false,
  },
  {
    rule: 'a featured item is shown only to its listed personas (no console-kind match)',
    entry: { areaId: 'featured', scopes: ['IAAS'] },
    ctx: { persona: 'SECURITY_ADMIN' },
    where: 'featured',
    visible: false,
  },
  {
    rule: 'a featured item is shown to a listed persona',
    entry: { areaId: 'featured', scopes: ['SECURITY_ADMIN'] },
    ctx: { persona: 'SECURITY_ADMIN' },
    where: 'featured',
    visible: true,
  },
];

describe('isVisible: one rule per row', () => {
  it.each(CASES)('$rule', ({ entry, ctx, where, visible }) => {
    expect(isVisible(makeEntry(entry), makeNavContext(ctx), where ?? 'sideMenu')).toBe(visible);
  });

  it('isAvailable reads the same gating fields', () => {
    const ctx: NavContext = makeNavContext({ featureFlags: ['x'] });
    expect(isAvailable({ allowlists: ['x'] }, ctx)).toBe(true);
    expect(isAvailable({ allowlists: ['!x'] }, ctx)).toBe(false);
  });
});
