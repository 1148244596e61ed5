import { describe, expect, it } from 'vitest';
import { FSI, PDI } from '../../../../src/contract/isolate';
import { isolateValue } from '../../../../src/app/i18n/interpolation';

describe('a value put into a sentence', () => {
  it('isolates a name, an override inside it included', () => {
    expect(isolateValue('deploy-7')).toBe(`${FSI}deploy-7${PDI}`);
    expect(isolateValue('\u202Edeliaf')).toBe(`${FSI}\u202Edeliaf${PDI}`);
    expect(isolateValue('12 servers')).toBe(`${FSI}12 servers${PDI}`);
  });

  it('writes numbers as they are, also once formatted for the language', () => {
    expect(isolateValue(124)).toBe('124');
    for (const lng of ['en', 'de', 'fr', 'ar']) {
      const formatted = new Intl.NumberFormat(lng).format(1234567.5);
      expect(isolateValue(formatted)).toBe(formatted);
      const percent = new Intl.NumberFormat(lng, { style: 'percent' }).format(0.12);
      expect(isolateValue(percent)).toBe(percent);
    }
    expect(isolateValue('-3')).toBe('-3');
  });
});
