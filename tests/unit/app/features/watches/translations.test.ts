/**
 * The 'watches' namespace ("Notify me"): the keys the feature's code names, in every language,
 * with the variables of English and translated rather than copied; and a notice worded in each
 * language names its resource and kind, as the service worker's copy of the words does, the
 * name isolated so that what it holds cannot turn the sentence around.
 */
import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { noticeText } from '../../../../../src/app/features/watches/notifications';
import { INTERPOLATION } from '../../../../../src/app/i18n/interpolation';
import { ALARM_SEVERITIES } from '../../../../../src/oci/alarms';
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
  // An alarm's severity is worded by a key built from it (`severity.CRITICAL`).
  keys: [...literalKeysIn('watches'), ...ALARM_SEVERITIES.map((severity) => `severity.${severity}`)],
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
    interpolation: INTERPOLATION,
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
    expect(noticeText(t, { ...notice, state: 'SUCCEEDED' }).title).toBe('\u2068release-7\u2069 succeeded');
    expect(noticeText(t, notice).title).toBe('\u2068release-7\u2069 needs approval');
    expect(noticeText(t, { ...notice, kind: 'buildRun', state: 'CANCELED' })).toEqual({
      title: '\u2068release-7\u2069 was canceled',
      body: '\u2068Build run\u2069 · tap to open',
    });
  });

  it.each(LANGUAGES)('keeps a right-to-left override inside the name in %s', (lng) => {
    // Shown raw, "deploy-7 \u202Ededdeccus failed" reads "deploy-7 deliaf succeeded".
    const hostile = 'deploy-7 \u202Ededdeccus \u2069';
    const t = fixedT(lng);
    const { title } = noticeText(t, { ...notice, displayName: hostile, state: 'FAILED' });
    const isolated = '\u2068deploy-7 \u202Ededdeccus \u2069';
    expect(title).toContain(isolated);
    // The sentence's own words stay outside the isolate, as the language writes them.
    expect(title.replace(isolated, '')).toBe(
      t('notification.FAILED', { name: '' }).replace('\u2068\u2069', ''),
    );
  });
});
