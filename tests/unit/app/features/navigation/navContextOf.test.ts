import { describe, expect, it } from 'vitest';
import { isPersona, navContextOf, personaOf } from '../../../../../src/app/features/navigation/navContextOf';
import type { TenancyFactsState } from '../../../../../src/app/navigation/tenancyFacts';
import { defaultSettings, mergeSettings } from '../../../../../src/app/settings/settings';

const FREE_HCM: TenancyFactsState = {
  known: true,
  facts: { pricingClass: 'free', saasServiceTypes: ['HCM'] },
  fromCache: false,
};

describe('navContextOf', () => {
  const settings = defaultSettings();

  it('reads persona, region and flags from the settings, pricing and SaaS types from the tenancy', () => {
    const ctx = navContextOf(
      { ...settings, persona: 'SECURITY_ADMIN', region: 'us-langley-1', featureFlags: ['genai-agent'] },
      undefined,
      FREE_HCM,
    );
    expect(ctx.persona).toBe('SECURITY_ADMIN');
    expect(ctx.region.realm).toBe('OC2');
    expect([...ctx.featureFlags]).toEqual(['genai-agent']);
    expect(ctx.pricingClass).toBe('free');
    expect([...ctx.saasServiceTypes]).toEqual(['HCM']);
  });

  it('lets the developer panel override what the tenancy says', () => {
    const ctx = navContextOf(
      { ...settings, pricingClassOverride: 'paid', saasFromTenancy: false, saasServiceTypes: ['ERP'] },
      undefined,
      FREE_HCM,
    );
    expect(ctx.pricingClass).toBe('paid');
    expect([...ctx.saasServiceTypes]).toEqual(['ERP']);
    const free = navContextOf({ ...settings, pricingClassOverride: 'free' });
    expect(free.pricingClass).toBe('free');
  });

  it('takes a paid tenancy without SaaS types while the tenancy has not told', () => {
    const ctx = navContextOf({ ...settings, saasServiceTypes: ['ERP'] });
    expect(ctx.pricingClass).toBe('paid');
    expect([...ctx.saasServiceTypes]).toEqual([]);
  });

  it('ignores stored rows of the retired staging switch and pricing setting', () => {
    const merged = mergeSettings(settings, [
      { key: 'isStaging', value: true },
      { key: 'pricingClass', value: 'free' },
      { key: 'pricingClassOverride', value: 'gratis' },
    ]);
    expect(merged).not.toHaveProperty('isStaging');
    expect(merged).not.toHaveProperty('pricingClass');
    const ctx = navContextOf(merged);
    expect(ctx.pricingClass).toBe('paid');
    expect(ctx.region.id).toBe('us-ashburn-1');
  });

  it('follows a region the runtime configuration pins', () => {
    expect(navContextOf(settings, 'eu-frankfurt-1').region.id).toBe('eu-frankfurt-1');
  });

  it('falls back to the defaults for an unknown region or persona', () => {
    const ctx = navContextOf({ ...settings, region: 'mars-olympus-1', persona: 'ASTRONAUT' });
    expect(ctx.region.id).toBe('us-ashburn-1');
    expect(ctx.persona).toBe('IAAS');
    expect(isPersona('DATABASE_ENGINEER')).toBe(true);
    expect(isPersona('ASTRONAUT')).toBe(false);
    expect(personaOf({ persona: 'HOBBYIST' })).toBe('HOBBYIST');
  });
});
