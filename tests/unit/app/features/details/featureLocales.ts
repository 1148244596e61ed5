/**
 * Checks of a feature's translation namespace, shared by the features' tests: the four languages
 * have the same keys with the same placeholders, each really translated, and every key the
 * feature's code uses (written out, or built from a known list of values) is in all of them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLURAL_SUFFIX } from '../keyListTranslations';

export const LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;
const ROOT = new URL('../../../../../', import.meta.url).pathname;

function leaves(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node))
    leaves(value, prefix === '' ? key : `${prefix}.${key}`, out);
  return out;
}

export function localeFile(namespace: string, lng: string): Map<string, unknown> {
  return leaves(
    JSON.parse(readFileSync(join(ROOT, 'public/locales', lng, `${namespace}.json`), 'utf8')) as unknown,
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The keys of this namespace written out in `t('…')` calls of the files that use it, in a feature
 * folder or several (`'../kit'` names a folder beside the features).
 */
export function keysInCode(folder: string | readonly string[], namespace: string): string[] {
  const keys = new Set<string>();
  const folders = typeof folder === 'string' ? [folder] : folder;
  for (const file of folders.flatMap((one) => sourceFiles(join(ROOT, 'src/app/features', one)))) {
    const text = readFileSync(file, 'utf8');
    const spaces = [...text.matchAll(/useTranslation\('([a-z]+)'\)/g)].map((m) => m[1]);
    if (spaces.length > 0 && !spaces.includes(namespace)) continue;
    for (const match of text.matchAll(/\bt\(\s*'([^'$]+)'/g)) {
      const key = match[1] ?? '';
      // `other:key` is another namespace's key, checked by that namespace's own test.
      const prefixed = /^([a-zA-Z]+):(.+)$/.exec(key);
      if (prefixed === null) keys.add(key);
      else if (prefixed[1] === namespace) keys.add(prefixed[2] ?? '');
    }
  }
  return [...keys].sort();
}

const placeholders = (value: unknown): string[] =>
  [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

/** A counted key's name without its plural form: each language has the forms its grammar needs. */
const baseKeys = (file: Map<string, unknown>): string[] =>
  [...new Set([...file.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

/**
 * The placeholders a key must keep: English's. A plural form is held to English's `_other`, and
 * may leave out the count where the language words it ("ساعتان", two hours).
 */
function expectedPlaceholders(en: Map<string, unknown>, key: string): { names: string[]; plural: boolean } {
  if (!PLURAL_SUFFIX.test(key)) return { names: placeholders(en.get(key)), plural: false };
  return { names: placeholders(en.get(key.replace(PLURAL_SUFFIX, '_other'))), plural: true };
}

export function checkNamespace(
  namespace: string,
  folder: string | readonly string[],
  builtKeys: readonly string[],
): void {
  const files = new Map(LANGUAGES.map((lng) => [lng, localeFile(namespace, lng)]));
  const en = files.get('en') ?? new Map<string, unknown>();

  describe(`${namespace} translations`, () => {
    it.each(LANGUAGES)(
      '%s has the English keys, each a non-empty string with the same placeholders',
      (lng) => {
        const file = files.get(lng) ?? new Map<string, unknown>();
        expect(baseKeys(file)).toEqual(baseKeys(en));
        for (const [key, value] of file) {
          expect(typeof value, `${lng} ${key}`).toBe('string');
          expect(String(value).trim(), `${lng} ${key}`).not.toBe('');
          const expected = expectedPlaceholders(en, key);
          const found = placeholders(value);
          if (expected.plural)
            expect(
              found.filter((name) => name !== 'count'),
              `${lng} ${key}`,
            ).toEqual(expected.names.filter((name) => name !== 'count'));
          else expect(found, `${lng} ${key}`).toEqual(expected.names);
        }
      },
    );

    it.each(['de', 'fr', 'ar'] as const)('%s is a translation, not a copy of English', (lng) => {
      const file = files.get(lng) ?? new Map<string, unknown>();
      const same = [...en].filter(([key, value]) => file.get(key) === value).length;
      expect(same / en.size).toBeLessThan(lng === 'ar' ? 0.1 : 0.3);
    });

    it('has every key the code writes out, in every language', () => {
      const used = keysInCode(folder, namespace);
      expect(used.length).toBeGreaterThan(10);
      for (const [lng, file] of files) {
        expect(
          used.filter((key) => !file.has(key)),
          lng,
        ).toEqual([]);
      }
    });

    it('has every key the code builds from known values, in every language', () => {
      for (const [lng, file] of files) {
        expect(
          builtKeys.filter((key) => !file.has(key)),
          lng,
        ).toEqual([]);
      }
    });
  });
}
