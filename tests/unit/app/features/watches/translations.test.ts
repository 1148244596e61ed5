/**
 * The 'watches' namespace ("Notify me"): the keys the feature's code names, in every language,
 * with the variables of English and translated rather than copied; and a notice worded in each
 * language names its resource and kind, as the service worker's copy of the words does.
 */
import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { noticeText } from '../../../../../src/app/features/watches/notifications';
import { describeKeyListTranslations, literalKeysIn } from '../keyListTranslations';

const LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;
const ROOT = new URL('../../../../../', import.meta.url);

function watchesFile(lng: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`public/locales/${lng}/watches.json`, ROOT), 'utf8')) as Record<
    string,
    unknown
  >;
}

describeKeyListTranslations({
  name: 'watches',
  languages: LANGUAGES,
  file: watchesFile,
  keys: literalKeysIn('watches'),
  pluralKeys: [],
});

function fixedT(lng: string): TFunction<'watches'> {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    ns: ['watches'],
    defaultNS: 'watches',
    resources: { [lng]: { watches: watchesFile(lng) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT(lng, 'watches');
}

describe('a notice in words', () => {
  const notice = {
    id: 'ocid1.devopsdeployment.oc1..d',
    kind: 'deployment' as const,
    displayName: 'release-7',
    path: '/x',
    state: 'NEEDS_APPROVAL' as const,
    tag: 't',
  };

  it.each(LANGUAGES)('names the resource and its kind in %s', (lng) => {
    const t = fixedT(lng);
    const text = noticeText(t, notice);
    expect(text.title).toContain('release-7');
    expect(text.body).toContain(t('kind.deployment'));
  });

  it('says what happened in English', () => {
    const t = fixedT('en');
    expect(noticeText(t, { ...notice, state: 'SUCCEEDED' }).title).toBe('release-7 succeeded');
    expect(noticeText(t, notice).title).toBe('release-7 needs approval');
    expect(noticeText(t, { ...notice, kind: 'buildRun', state: 'CANCELED' })).toEqual({
      title: 'release-7 was canceled',
      body: 'Build run · tap to open',
    });
  });
});
