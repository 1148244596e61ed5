import { describe, expect, it } from 'vitest';
import { FSI, PDI } from '../../../../src/contract/isolate';
import { isolateValue } from '../../../../src/app/i18n/interpolation';

describe('a value put into a sentence', () => {
  it('isolates a name with an override or right-to-left letters in it', () => {
    expect(isolateValue('\u202Edeliaf')).toBe(`${FSI}\u202Edeliaf${PDI}`);
    expect(isolateValue('نشر-7')).toBe(`${FSI}نشر-7${PDI}`);
    expect(isolateValue('x\u2069y')).toBe(`${FSI}xy${PDI}`);
  });

  it('writes a left-to-right name as it is in a left-to-right page, and isolates it in another', () => {
    const page = globalThis as { document?: unknown };
    try {
      page.document = { documentElement: { dir: 'ltr' } };
      expect(isolateValue('deploy-7')).toBe('deploy-7');
      expect(isolateValue('12 servers')).toBe('12 servers');
      expect(isolateValue('\u202Edeliaf')).toBe(`${FSI}\u202Edeliaf${PDI}`);
      page.document = { documentElement: { dir: 'rtl' } };
      expect(isolateValue('deploy-7')).toBe(`${FSI}deploy-7${PDI}`);
    } finally {
      delete page.document;
    }
    expect(isolateValue('deploy-7')).toBe(`${FSI}deploy-7${PDI}`);
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
