import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../src/app/i18n/locales';
import { RESOURCE_TYPES, resourceType } from '../../../../src/oci/resource-types';

/** The search-configuration labels, served from /plugins/locales/oci-console-search-config/. */
const CODES = LANGUAGES.map((l) => l.code);
type Code = (typeof CODES)[number];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function readFile(lng: Code): unknown {
  const url = new URL(
    `../../../../public/plugins/locales/oci-console-search-config/${lng}.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(url, 'utf8')) as unknown;
}

function isObject(node: unknown): node is Record<string, unknown> {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isObject(node)) return out.set(prefix, node);
  for (const [key, value] of Object.entries(node)) {
    for (const [k, v] of leaves(value, prefix === '' ? key : `${prefix}.${key}`)) out.set(k, v);
  }
  return out;
}

const RAW = new Map(CODES.map((lng) => [lng, readFile(lng)]));
const FILES = new Map(CODES.map((lng) => [lng, leaves(RAW.get(lng))]));

function file(lng: Code): Map<string, unknown> {
  const f = FILES.get(lng);
  if (f === undefined) throw new Error(`no ${lng} file`);
  return f;
}

/** Keys with the plural suffix removed: languages differ in plural forms, not in keys. */
function baseKeys(lng: Code): string[] {
  return [...new Set([...file(lng).keys()].map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const TYPE_KEYS = RESOURCE_TYPES.flatMap((t) => [
  t.titleKey,
  t.pluralKey,
  ...(t.badgeKey ? [t.badgeKey] : []),
]);

describe('search-configuration translations', () => {
  it.each(CODES)('%s is a JSON object of non-empty strings', (lng) => {
    expect(isObject(RAW.get(lng))).toBe(true);
    for (const [key, value] of file(lng)) {
      expect(typeof value, `${lng} ${key}`).toBe('string');
      expect(String(value).trim(), `${lng} ${key}`).not.toBe('');
    }
  });

  it.each(CODES)('%s has every title, plural and badge key of the catalogue', (lng) => {
    expect(TYPE_KEYS.length).toBeGreaterThan(1000);
    const missing = TYPE_KEYS.filter((key) => typeof file(lng).get(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(CODES)('%s has no type key the catalogue lacks', (lng) => {
    const catalogue = new Set(TYPE_KEYS);
    expect([...file(lng).keys()].filter((k) => k.startsWith('types.') && !catalogue.has(k))).toEqual([]);
  });

  it.each(CODES.filter((lng) => lng !== 'en'))('%s has the same keys as English', (lng) => {
    expect(baseKeys(lng)).toEqual(baseKeys('en'));
  });

  it.each(CODES)('%s gives each counted string exactly the plural forms of its language', (lng) => {
    const categories = [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
    const forms = new Map<string, string[]>();
    for (const key of file(lng).keys()) {
      const match = PLURAL_SUFFIX.exec(key);
      if (match === null) continue;
      const base = key.slice(0, match.index);
      forms.set(base, [...(forms.get(base) ?? []), match[1] ?? ''].sort());
    }
    expect([...forms.keys()]).toContain('search.resultsCount');
    for (const [base, found] of forms) expect(found, `${lng} ${base}`).toEqual(categories);
  });

  it.each(CODES.filter((lng) => lng !== 'en'))('%s keeps the placeholders of English', (lng) => {
    const en = file('en');
    for (const [key, value] of file(lng)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      const english = en.get(key) ?? en.get(`${base}_other`);
      // A plural form for a fixed count (“one result”, “two results”) may leave the count out.
      const own = placeholders(value);
      if (key.endsWith('_other') || !PLURAL_SUFFIX.test(key))
        expect(own, `${lng} ${key}`).toEqual(placeholders(english));
      else expect(placeholders(english), `${lng} ${key}`).toEqual(expect.arrayContaining(own));
    }
  });

  it('writes English as the catalogue does', () => {
    for (const type of RESOURCE_TYPES) {
      expect(file('en').get(type.titleKey)).toBe(type.title);
      expect(file('en').get(type.pluralKey)).toBe(type.plural);
      if (type.badgeKey !== undefined) expect(file('en').get(type.badgeKey)).toBe(type.badge);
    }
  });

  it.each(['de', 'fr', 'ar'] as const)('%s translates the titles rather than copying English', (lng) => {
    const names = RESOURCE_TYPES.flatMap((t) => [t.titleKey, t.pluralKey]);
    const same = names.filter((key) => file(lng).get(key) === file('en').get(key)).length;
    expect(same / names.length).toBeLessThan(lng === 'ar' ? 0.02 : 0.1);
  });

  it('writes Arabic in Arabic script', () => {
    const ar = [...file('ar').entries()].filter(([key]) => !key.endsWith('.badge'));
    const arabic = ar.filter(([, value]) => /[\u0600-\u06FF]/.test(String(value))).length;
    expect(arabic / ar.length).toBeGreaterThan(0.95);
  });

  it('resolves through i18next with its default key separator and plural rules', async () => {
    const t = async (lng: Code) => {
      const instance = i18next.createInstance();
      await instance.init({
        lng,
        ns: ['search'],
        defaultNS: 'search',
        resources: { [lng]: { search: RAW.get(lng) as Record<string, unknown> } },
        interpolation: { escapeValue: false },
      });
      return instance.t.bind(instance);
    };
    const subnet = resourceType('Subnet');
    if (subnet === undefined) throw new Error('no Subnet type');
    const en = await t('en');
    const de = await t('de');
    const fr = await t('fr');
    const ar = await t('ar');
    expect(en(subnet.titleKey)).toBe('Subnet');
    expect(de(subnet.titleKey)).toBe('Subnetz');
    expect(fr(subnet.pluralKey)).toBe('Sous-réseaux');
    expect(ar(subnet.titleKey)).toBe('شبكة فرعية');
    expect(en('search.resultsCount', { count: 1 })).toBe('1 result');
    expect(de('search.resultsCount', { count: 3 })).toBe('3 Ergebnisse');
    expect(fr('search.resultsCount', { count: 1000000 })).toBe('1000000 de résultats');
    expect([0, 1, 2, 5, 11, 100].map((count) => ar('search.resultsCount', { count }))).toEqual([
      'لا توجد نتائج',
      'نتيجة واحدة',
      'نتيجتان',
      '5 نتائج',
      '11 نتيجة',
      '100 نتيجة',
    ]);
    expect(fr('search.asOf', { age: 'il y a 5 minutes' })).toBe('mis à jour il y a 5 minutes');
  });
});
