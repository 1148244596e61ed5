import { describe, expect, it } from 'vitest';
import { PROFILES_KEYS, PROFILES_PLURAL_KEYS } from '../../../../../src/app/features/profiles/profilesText';
import { describeKeyListTranslations, leaves } from '../keyListTranslations';
import { LANGUAGES, profilesFile } from './renderProfiles';

describeKeyListTranslations({
  name: 'profiles',
  languages: LANGUAGES,
  file: profilesFile,
  keys: PROFILES_KEYS,
  pluralKeys: PROFILES_PLURAL_KEYS,
});

describe.each(LANGUAGES)('profiles translations in %s', (lng) => {
  it('keeps commands, paths and OCID prefixes as they are typed', () => {
    const file = leaves(profilesFile(lng));
    expect(String(file.get('error.tenancyOcid'))).toContain('ocid1.tenancy.');
    expect(String(file.get('error.userOcid'))).toContain('ocid1.user.');
    expect(String(file.get('config.passPhrase'))).toContain('openssl rsa -in key.pem -out key-plain.pem');
    expect(String(file.get('check.network'))).toContain('npm start -- --profile');
    expect(String(file.get('list.useNone'))).toMatch(/\(.+\)/);
  });
});

describe('profiles translations in English', () => {
  it('says what signing out wipes, in the words of the issue', () => {
    const en = leaves(profilesFile('en'));
    expect(en.get('signOut.confirmBody')).toContain('wipes keys, caches, saved data and queued changes');
    expect(en.get('list.useNone')).toBe('Use no profile (emulator)');
  });
});
