import { describe, expect, it } from 'vitest';
import { isPersona, navContextOf, personaOf } from '../../../../../src/app/features/navigation/navContextOf';
import { defaultSettings } from '../../../../../src/app/settings/settings';

describe('navContextOf', () => {
  const settings = defaultSettings();

  it('reads persona, region, flags, staging, pricing and SaaS types from the settings', () => {
    const ctx = navContextOf({
      ...settings,
      persona: 'SECURITY_ADMIN',
      region: 'us-langley-1',
      featureFlags: ['genai-agent'],
      isStaging: true,
      pricingClass: 'free',
      saasServiceTypes: ['HCM'],
    });
    expect(ctx.persona).toBe('SECURITY_ADMIN');
    expect(ctx.region.realm).toBe('OC2');
    expect([...ctx.featureFlags]).toEqual(['genai-agent']);
    expect(ctx.isStaging).toBe(true);
    expect(ctx.pricingClass).toBe('free');
    expect(ctx.saasServiceTypes.has('HCM')).toBe(true);
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
