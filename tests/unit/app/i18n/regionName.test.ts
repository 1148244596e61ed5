import { describe, expect, it } from 'vitest';
import { regionName } from '../../../../src/app/i18n/regionName';
import { REGIONS } from '../../../../src/oci/regions';
import { makeI18n } from '../shell/renderWithProviders';

const nameIn = (lng: string) => {
  const t = makeI18n(lng).getFixedT(lng, 'console');
  return (name: string) => regionName(t, lng, name);
};

describe('regionName', () => {
  it("says a region's country and direction in the user's language, the city as Oracle writes it", () => {
    expect(nameIn('de')('Germany Central (Frankfurt)')).toBe('Deutschland Mitte (Frankfurt)');
    expect(nameIn('fr')('US Gov East (Langley)')).toBe('États-Unis Gouvernement Est (Langley)');
    expect(nameIn('de')('South Korea 2 (Seoul)')).toBe('Südkorea 2 (Seoul)');
    expect(nameIn('ar')('UAE East (Dubai)')).toBe('الإمارات العربية المتحدة الشرقية (Dubai)');
  });

  it('keeps English names as Oracle writes them', () => {
    for (const region of REGIONS) expect(nameIn('en')(region.name)).toBe(region.name);
  });

  it('words every region Oracle names after the pattern, and leaves the others as they are', () => {
    const german = nameIn('de');
    const patterned = REGIONS.filter((region) => region.name.endsWith(')'));
    expect(patterned.length).toBeGreaterThan(50);
    // English words that German says otherwise; the city, in brackets, stays.
    const english =
      /\b(US|UK|UAE|Germany|Spain|Sweden|Switzerland|Italy|Brazil|Mexico|Morocco|Netherlands|Hungary|Ireland|Serbia|Saudi Arabia|Africa|Korea|Australia|Indonesia|East|North|South|Central|Southeast|Northeast|Northwest|Midwest|Mountain|Gov|Sovereign|Dedicated)\b/;
    for (const region of patterned) expect(german(region.name).replace(/\(.*\)$/, '')).not.toMatch(english);
    expect(german('alpha')).toBe('alpha');
    expect(german('Atlantis East (Poseidonia)')).toBe('Atlantis East (Poseidonia)');
  });
});
