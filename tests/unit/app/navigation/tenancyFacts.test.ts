/**
 * The pricing class and SaaS types read from the tenancy's assigned subscriptions (hostile
 * input), the state the menus see (kept answers count, offline), and the overrides over them.
 */
import { describe, expect, it } from 'vitest';
import type { ConsoleFailure } from '../../../../src/contract/failure';
import {
  pricingClassOf,
  pricingOverrideOf,
  saasServiceTypesOf,
  tenancyFactsOf,
  tenancyFactsStateOf,
  type TenancyFactsState,
} from '../../../../src/app/navigation/tenancyFacts';
import type { ReadState } from '../../../../src/app/data/useRead';

const TENANCY = { status: 'known', id: 'ocid1.tenancy.oc1..aaaa' } as const;

function ready(data: unknown, fromCache = false): ReadState<unknown> {
  return { status: 'ready', data, fetchedAt: 1, fromCache };
}

const ANSWER = {
  items: [
    { serviceName: 'CLOUDCM', subscriptionTier: 'PAID', lifecycleState: 'ACTIVE' },
    { serviceName: 'hcm', subscriptionTier: 'PAID', lifecycleState: 'ACTIVE' },
    { serviceName: 'ERP', subscriptionTier: 'PAID', lifecycleState: 'INACTIVE' },
  ],
};

describe('tenancy facts', () => {
  it('reads the pricing class and the live SaaS subscriptions the menu knows', () => {
    expect(tenancyFactsOf(ANSWER)).toEqual({ pricingClass: 'paid', saasServiceTypes: ['HCM'] });
  });

  it('is free when only free promotion subscriptions tell, and unknown when none tells', () => {
    expect(
      tenancyFactsOf({ items: [{ serviceName: 'CLOUDCM', subscriptionTier: 'FREE_PROMOTION' }] }),
    ).toEqual({
      pricingClass: 'free',
      saasServiceTypes: [],
    });
    expect(tenancyFactsOf({ items: [{ serviceName: 'ERP' }] })).toEqual({
      pricingClass: undefined,
      saasServiceTypes: ['ERP'],
    });
    expect(tenancyFactsOf({ items: [] })).toEqual({ pricingClass: undefined, saasServiceTypes: [] });
  });

  it('takes a malformed answer as invalid, never as a crash', () => {
    for (const answer of [null, 'PAID', 42, [], { items: 'HCM' }, {}]) {
      expect(tenancyFactsOf(answer)).toBeUndefined();
      expect(tenancyFactsStateOf(TENANCY, ready(answer))).toEqual({ known: false, reason: 'invalid' });
    }
    // Items that are not subscriptions, and fields of the wrong type, are left out.
    const odd = {
      items: [null, 7, { serviceName: 12, subscriptionTier: ['PAID'] }, { serviceName: 'HCM ' }],
    };
    expect(tenancyFactsOf(odd)).toEqual({ pricingClass: undefined, saasServiceTypes: ['HCM'] });
  });

  it('keeps the last answer read while offline', () => {
    const kept = ready(ANSWER, true);
    const offline: ConsoleFailure = { kind: 'network', message: 'offline' };
    expect(tenancyFactsStateOf(TENANCY, { ...kept, failure: offline } as ReadState<unknown>)).toEqual({
      known: true,
      facts: { pricingClass: 'paid', saasServiceTypes: ['HCM'] },
      fromCache: true,
    });
    expect(
      tenancyFactsStateOf(TENANCY, { status: 'loading', previous: ready(ANSWER) as never }),
    ).toMatchObject({
      known: true,
    });
    expect(tenancyFactsStateOf(TENANCY, { status: 'error', failure: offline })).toEqual({
      known: false,
      reason: 'offline',
    });
    expect(tenancyFactsStateOf({ status: 'loading' }, ready(ANSWER))).toEqual({
      known: false,
      reason: 'loading',
    });
    expect(tenancyFactsStateOf({ status: 'unknown' }, ready(ANSWER))).toEqual({
      known: false,
      reason: 'noTenancy',
    });
  });

  it('lets an override win, and reads a stored override as hostile', () => {
    const known: TenancyFactsState = {
      known: true,
      facts: { pricingClass: 'free', saasServiceTypes: ['HCM'] },
      fromCache: false,
    };
    const unknown: TenancyFactsState = { known: false, reason: 'offline' };
    expect(pricingClassOf({ pricingClassOverride: 'tenancy' }, known)).toBe('free');
    expect(pricingClassOf({ pricingClassOverride: 'paid' }, known)).toBe('paid');
    expect(pricingClassOf({ pricingClassOverride: 'tenancy' }, unknown)).toBe('paid');
    expect(pricingOverrideOf('free')).toBe('free');
    expect(pricingOverrideOf('gratis')).toBe('tenancy');
    expect(pricingOverrideOf(undefined)).toBe('tenancy');
    expect(saasServiceTypesOf({ saasFromTenancy: true, saasServiceTypes: ['ERP'] }, known)).toEqual(['HCM']);
    expect(saasServiceTypesOf({ saasFromTenancy: false, saasServiceTypes: ['ERP'] }, known)).toEqual(['ERP']);
    expect(saasServiceTypesOf({ saasFromTenancy: true, saasServiceTypes: ['ERP'] }, unknown)).toEqual([]);
  });
});
