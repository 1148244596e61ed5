import { describe, expect, it } from 'vitest';
import { PROFILES_KEYS, PROFILES_PLURAL_KEYS } from '../../../../../src/app/features/profiles/profilesText';
import { LANGUAGES, profilesFile } from './renderProfiles';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) return out.set(prefix, node);
  for (const [key, value] of Object.entries(node)) {
    for (const [k, v] of leaves(value, prefix === '' ? key : `${prefix}.${key}`)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES)('profiles translations in %s', (lng) => {
  const file = leaves(profilesFile(lng));
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

  it('has every key the code uses, each a non-empty string', () => {
    for (const key of PROFILES_KEYS) {
      const value = file.get(key);
      expect(typeof value, `${lng} ${key}`).toBe('string');
      expect(String(value).trim(), `${lng} ${key}`).not.toBe('');
    }
  });

  it('has every plural form the language needs for each counted key', () => {
    for (const key of PROFILES_PLURAL_KEYS) {
      for (const category of categories) {
        expect(file.get(`${key}_${category}`), `${lng} ${key}_${category}`).toEqual(expect.any(String));
      }
    }
  });

  it('has no key the code does not use', () => {
    const known = new Set<string>([...PROFILES_KEYS, ...PROFILES_PLURAL_KEYS]);
    for (const key of file.keys())
      expect(known.has(key.replace(PLURAL_SUFFIX, '')), `${lng} ${key}`).toBe(true);
  });

  it('uses the same variables as English', () => {
    const en = leaves(profilesFile('en'));
    for (const key of PROFILES_KEYS) {
      expect(variables(String(file.get(key))), `${lng} ${key}`).toEqual(variables(String(en.get(key))));
    }
    for (const key of PROFILES_PLURAL_KEYS) {
      const other = variables(String(en.get(`${key}_other`)));
      expect(variables(String(file.get(`${key}_other`))), `${lng} ${key}`).toEqual(other);
    }
  });

  it('keeps commands, paths and OCID prefixes as they are typed', () => {
    expect(String(file.get('error.tenancyOcid'))).toContain('ocid1.tenancy.');
    expect(String(file.get('error.userOcid'))).toContain('ocid1.user.');
    expect(String(file.get('config.passPhrase'))).toContain('openssl rsa -in key.pem -out key-plain.pem');
    expect(String(file.get('check.network'))).toContain('npm start -- --profile');
    expect(String(file.get('list.useNone'))).toMatch(/\(.+\)/);
  });
});

describe('profiles translations', () => {
  it.each(['de', 'fr', 'ar'] as const)('%s is a translation, not a copy of English', (lng) => {
    const en = leaves(profilesFile('en'));
    const other = leaves(profilesFile(lng));
    const same = [...en].filter(([key, value]) => other.get(key) === value).length;
    expect(same / en.size).toBeLessThan(0.1);
  });

  it('says in English what signing out wipes, in the words of the issue', () => {
    const en = leaves(profilesFile('en'));
    expect(en.get('signOut.confirmBody')).toContain('wipes keys, caches, saved data and queued changes');
    expect(en.get('list.useNone')).toBe('Use no profile (emulator)');
  });
});
