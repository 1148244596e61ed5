/**
 * The 'watches' namespace ("Notify me"): the keys the feature's code names, in every language,
 * with the variables of English and translated rather than copied; and a notice worded in each
 * language names its resource and kind, as the service worker's copy of the words does, the
 * name isolated so that what it holds cannot turn the sentence around. An alarm's severity is
 * worded by the console's one table of service values (`enum.values`), in every language.
 */
import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { noticeText } from '../../../../../src/app/features/watches/notifications';
import { enumLabel } from '../../../../../src/app/i18n/enumLabel';
import { enumTranslation } from '../../../../../src/app/i18n/enumTranslation';
import { INTERPOLATION } from '../../../../../src/app/i18n/interpolation';
import { ALARM_SEVERITIES } from '../../../../../src/oci/alarms';
import { describeKeyListTranslations, literalKeysIn } from '../keyListTranslations';

const LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;
const ROOT = new URL('../../../../../', import.meta.url);

function localeFile(lng: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`public/locales/${lng}/${ns}.json`, ROOT), 'utf8')) as Record<
    string,
    unknown
  >;
}

describeKeyListTranslations({
  name: 'watches',
  languages: LANGUAGES,
  file: (lng) => localeFile(lng, 'watches'),
  keys: literalKeysIn('watches'),
  pluralKeys: [],
});

/** The language's own words only (no fallback): the watches' namespace, and the console's. */
function instanceIn(lng: string) {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    ns: ['watches', 'console'],
    defaultNS: 'watches',
    resources: { [lng]: { watches: localeFile(lng, 'watches'), console: localeFile(lng, 'console') } },
    interpolation: INTERPOLATION,
    initAsync: false,
  });
  return instance;
}

function fixedT(lng: string): TFunction<'watches'> {
  return instanceIn(lng).getFixedT(lng, 'watches');
}

function enumIn(lng: string): (value: unknown) => string {
  const t = instanceIn(lng).getFixedT(lng, 'console');
  return (value) => enumLabel(t, value);
}

describe('an alarm severity in words', () => {
  const alarm = {
    id: 'ocid1.alarm.oc1..a',
    kind: 'alarm' as const,
    displayName: 'cpu-high',
    path: '/monitoring/alarms/ocid1.alarm.oc1..a',
    state: 'CRITICAL' as const,
    change: 'severity' as const,
    tag: 't',
  };

  it.each(LANGUAGES)('is in the console’s table of service values in %s', (lng) => {
    const t = instanceIn(lng).getFixedT(lng, 'console');
    const untranslated = ALARM_SEVERITIES.filter((severity) => enumTranslation(t, severity) === '');
    expect(untranslated).toEqual([]);
  });

  it.each(LANGUAGES)('names the alarm and its severity from that table in %s', (lng) => {
    const severity = enumIn(lng)('CRITICAL');
    const text = noticeText(fixedT(lng), enumIn(lng), alarm);
    expect(text.title).toContain('\u2068cpu-high\u2069');
    expect(text.title).toContain(`\u2068${severity}\u2069`);
    expect(text.body).toContain(`\u2068${severity}\u2069`);
  });

  it('says it in English', () => {
    expect(noticeText(fixedT('en'), enumIn('en'), { ...alarm, state: 'WARNING', change: 'firing' })).toEqual({
      title: '\u2068cpu-high\u2069 is firing',
      body: 'Alarm · \u2068Warning\u2069 · tap to open',
    });
    expect(noticeText(fixedT('en'), enumIn('en'), alarm).title).toBe(
      '\u2068cpu-high\u2069 is now \u2068Critical\u2069',
    );
  });
});

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
    const text = noticeText(t, enumIn(lng), notice);
    expect(text.title).toContain('release-7');
    expect(text.body).toContain(t('kind.deployment'));
  });

  it('says what happened in English', () => {
    const [t, words] = [fixedT('en'), enumIn('en')];
    expect(noticeText(t, words, { ...notice, state: 'SUCCEEDED' }).title).toBe(
      '\u2068release-7\u2069 succeeded',
    );
    expect(noticeText(t, words, notice).title).toBe('\u2068release-7\u2069 needs approval');
    expect(noticeText(t, words, { ...notice, kind: 'buildRun', state: 'CANCELED' })).toEqual({
      title: '\u2068release-7\u2069 was canceled',
      body: '\u2068Build run\u2069 · tap to open',
    });
  });

  it.each(LANGUAGES)('keeps a right-to-left override inside the name in %s', (lng) => {
    // Shown raw, "deploy-7 \u202Ededdeccus failed" reads "deploy-7 deliaf succeeded".
    const hostile = 'deploy-7 \u202Ededdeccus \u2069';
    const t = fixedT(lng);
    const { title } = noticeText(t, enumIn(lng), { ...notice, displayName: hostile, state: 'FAILED' });
    const isolated = '\u2068deploy-7 \u202Ededdeccus \u2069';
    expect(title).toContain(isolated);
    // The sentence's own words stay outside the isolate, as the language writes them.
    expect(title.replace(isolated, '')).toBe(
      t('notification.FAILED', { name: '' }).replace('\u2068\u2069', ''),
    );
  });
});
