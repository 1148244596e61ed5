/**
 * The translation checks of a feature whose code lists the keys it uses (outbox, profiles): in
 * every language each listed key is a non-empty string, each counted key has every plural form
 * the language needs, no key is left that the code does not use, the variables match English,
 * and the other languages are translations rather than copies of English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../../', import.meta.url);

/** Every literal key a feature folder's files look up with `t('…')`, once each, sorted. */
export function literalKeysIn(feature: string): string[] {
  const folder = new URL(`src/app/features/${feature}/`, ROOT);
  const keys = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') || name.endsWith('.tsx'))
    .flatMap((name) => [...readFileSync(new URL(name, folder), 'utf8').matchAll(/\bt\('([\w.]+)'/g)])
    .map((match) => match[1] ?? '');
  return [...new Set(keys)].sort();
}

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) return out.set(prefix, node);
  for (const [key, value] of Object.entries(node)) {
    for (const [k, v] of leaves(value, prefix === '' ? key : `${prefix}.${key}`)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

export interface KeyListFeature {
  readonly name: string;
  readonly languages: readonly string[];
  /** The feature's translation file in a language, as parsed JSON. */
  readonly file: (lng: string) => unknown;
  readonly keys: readonly string[];
  readonly pluralKeys: readonly string[];
}

export function describeKeyListTranslations({
  name,
  languages,
  file: fileOf,
  keys,
  pluralKeys,
}: KeyListFeature): void {
  describe.each(languages)(`${name} translations in %s`, (lng) => {
    const file = leaves(fileOf(lng));
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

    it('has every key the code uses, each a non-empty string', () => {
      for (const key of keys) {
        const value = file.get(key);
        expect(typeof value, `${lng} ${key}`).toBe('string');
        expect(String(value).trim(), `${lng} ${key}`).not.toBe('');
      }
    });

    it('has every plural form the language needs for each counted key', () => {
      for (const key of pluralKeys) {
        for (const category of categories) {
          expect(file.get(`${key}_${category}`), `${lng} ${key}_${category}`).toEqual(expect.any(String));
        }
      }
    });

    it('has no key the code does not use', () => {
      const known = new Set<string>([...keys, ...pluralKeys]);
      for (const key of file.keys())
        expect(known.has(key.replace(PLURAL_SUFFIX, '')), `${lng} ${key}`).toBe(true);
    });

    it('uses the same variables as English', () => {
      const en = leaves(fileOf('en'));
      for (const key of keys) {
        expect(variables(String(file.get(key))), `${lng} ${key}`).toEqual(variables(String(en.get(key))));
      }
      for (const key of pluralKeys) {
        const other = variables(String(en.get(`${key}_other`)));
        expect(variables(String(file.get(`${key}_other`))), `${lng} ${key}`).toEqual(other);
      }
    });
  });

  describe(`${name} translations`, () => {
    it.each(languages.filter((lng) => lng !== 'en'))('%s is a translation, not a copy of English', (lng) => {
      const en = leaves(fileOf('en'));
      const other = leaves(fileOf(lng));
      const same = [...en].filter(([key, value]) => other.get(key) === value).length;
      expect(same / en.size).toBeLessThan(0.1);
    });
  });
}
