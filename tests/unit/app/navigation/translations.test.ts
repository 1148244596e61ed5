import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navigationLabelKeys } from '../../../../src/app/navigation/navigationLabelKeys';

const LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node)) {
    for (const [k, v] of leaves(value, prefix === '' ? key : `${prefix}.${key}`)) out.set(k, v);
  }
  return out;
}

const FILES = new Map(
  LANGUAGES.map((lng) => [
    lng,
    leaves(
      JSON.parse(
        readFileSync(new URL(`../../../../public/locales/${lng}/navigation.json`, import.meta.url), 'utf8'),
      ) as unknown,
    ),
  ]),
);

describe('navigation translations', () => {
  const keys = navigationLabelKeys();

  it('lists every key the registry uses', () => {
    expect(keys.length).toBeGreaterThan(600);
    expect(keys).toContain('compute.instances');
    expect(keys).toContain('persona.DATABASE_ENGINEER');
    expect(keys).toContain('location.EMEA');
    expect(keys).toContain('databases.autonomousAiLakehouse');
    expect(keys).toContain('help.documentation');
  });

  it.each(LANGUAGES)('%s has exactly the registry keys, each a non-empty string', (lng) => {
    const file = FILES.get(lng);
    expect(file).toBeDefined();
    if (file === undefined) return;
    expect([...file.keys()].sort()).toEqual([...keys].sort());
    for (const [key, value] of file) {
      expect(typeof value, `${lng} ${key}`).toBe('string');
      expect((value as string).trim(), `${lng} ${key}`).not.toBe('');
    }
  });

  it.each(['de', 'fr', 'ar'] as const)('%s is a translation, not a copy of English', (lng) => {
    const en = FILES.get('en');
    const other = FILES.get(lng);
    if (en === undefined || other === undefined) throw new Error('missing file');
    const same = [...en].filter(([key, value]) => other.get(key) === value).length;
    expect(same / en.size).toBeLessThan(lng === 'ar' ? 0.15 : 0.35);
  });

  it('writes Arabic in Arabic script', () => {
    const ar = FILES.get('ar');
    expect(ar?.get('area.compute')).toMatch(/[\u0600-\u06FF]/);
    const arabic = [...(ar?.values() ?? [])].filter((v) => /[\u0600-\u06FF]/.test(String(v))).length;
    expect(arabic / (ar?.size ?? 1)).toBeGreaterThan(0.85);
  });
});
