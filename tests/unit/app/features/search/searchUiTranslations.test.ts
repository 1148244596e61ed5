import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUGGESTION_KINDS } from '../../../../../src/app/features/search/suggestionSections';
import { INSTANCE_ACTIONS } from '../../../../../src/oci/instanceActions';

const LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;
/** The features that speak through the searchUi namespace: search, and the instance actions on its pages. */
const FEATURES = ['search', 'instances'].map(
  (name) => new URL(`../../../../../src/app/features/${name}/`, import.meta.url),
);
/** The plural forms each language needs when a key takes `count` (CLDR, as i18next asks for them). */
const PLURALS: Readonly<Record<(typeof LANGUAGES)[number], readonly string[]>> = {
  en: ['one', 'other'],
  de: ['one', 'other'],
  fr: ['one', 'many', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) return out.set(prefix, node);
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
        readFileSync(new URL(`../../../../../public/locales/${lng}/searchUi.json`, import.meta.url), 'utf8'),
      ),
    ),
  ]),
);

/** Every `t('key'…)` of the feature's code (the search namespace's keys excluded), and whether it passes a count. */
function usedKeys(): Map<string, boolean> {
  const used = new Map<string, boolean>();
  for (const [feature, file] of FEATURES.flatMap((dir) =>
    readdirSync(dir).map((name) => [dir, name] as const),
  )) {
    if (!/\.tsx?$/.test(file)) continue;
    const code = readFileSync(new URL(file, feature), 'utf8');
    for (const match of code.matchAll(/\bt\(\s*'([a-z]+\.[\w.]+)'([^)]*)\)/g)) {
      const [, key = '', rest = ''] = match;
      if (rest.includes("ns: 'search'")) continue;
      used.set(key, (used.get(key) ?? false) || /\bcount\b/.test(rest));
    }
    if (code.includes('t(`box.section.${')) {
      for (const kind of SUGGESTION_KINDS) used.set(`box.section.${kind}`, false);
    }
    for (const part of ['action', 'confirm', 'consequence', 'hint', 'summary']) {
      // Looked up by t(), or named as a change's title (`searchUi:instance.summary.${action}`).
      const named = [`t(\`instance.${part}.\${`, `changeTitle(\`searchUi:instance.${part}.\${`];
      if (!named.some((form) => code.includes(form))) continue;
      for (const action of INSTANCE_ACTIONS) used.set(`instance.${part}.${action}`, false);
    }
  }
  return used;
}

describe('searchUi translations', () => {
  const used = usedKeys();

  it('finds the keys the feature uses', () => {
    expect(used.size).toBeGreaterThan(60);
    expect(used.get('results.groupCount')).toBe(true);
    expect(used.get('box.label')).toBe(false);
  });

  it.each(LANGUAGES)('%s has every key the code uses, with its plural forms, and nothing else', (lng) => {
    const file = FILES.get(lng) ?? new Map<string, unknown>();
    const expected = [...used].flatMap(([key, counted]) =>
      counted ? PLURALS[lng].map((form) => `${key}_${form}`) : [key],
    );
    expect([...file.keys()].sort()).toEqual(expected.sort());
    for (const [key, value] of file) {
      expect(typeof value === 'string' && value.trim() !== '', `${lng} ${key}`).toBe(true);
    }
  });

  it.each(['de', 'fr', 'ar'] as const)('%s is a translation, not a copy of English', (lng) => {
    const en = FILES.get('en') ?? new Map<string, unknown>();
    const other = FILES.get(lng) ?? new Map<string, unknown>();
    const same = [...en].filter(([key, value]) => other.get(key) === value).length;
    expect(same / en.size).toBeLessThan(0.2);
  });

  it('writes Arabic in Arabic script', () => {
    const ar = [...(FILES.get('ar')?.values() ?? [])].map(String);
    expect(ar.filter((value) => /[\u0600-\u06FF]/.test(value)).length / ar.length).toBeGreaterThan(0.9);
  });
});
