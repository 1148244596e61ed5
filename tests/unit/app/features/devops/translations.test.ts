/**
 * The 'devops' namespace: every key the feature's code names exists in every shipped language,
 * the languages have the same keys with the same placeholders, and none is left in English.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVOPS_KINDS as RESOURCES } from '../../../../../src/app/kinds/devops/devopsKinds';

const LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;
const ROOT = new URL('../../../../../', import.meta.url);
/** The feature's code, its kinds' declarations, and the flow runtime's, whose changes are titled with the feature's words. */
const SOURCES = ['src/app/features/devops/', 'src/app/kinds/devops/', 'src/app/flows/'].map(
  (dir) => new URL(dir, ROOT).pathname,
);

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node !== 'object' || node === null) return out;
  for (const [key, value] of Object.entries(node)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const FILES = new Map(
  LANGUAGES.map((lng) => [
    lng,
    leaves(JSON.parse(readFileSync(new URL(`public/locales/${lng}/devops.json`, ROOT), 'utf8')) as unknown),
  ]),
);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

function english(): Map<string, string> {
  const en = FILES.get('en');
  if (en === undefined) throw new Error('no English file');
  return en;
}

/**
 * Every quoted literal in that code that starts with one of the namespace's top-level
 * keys, bare (`t('follow.paused')`) or with the namespace (`'devops:field.name'` in a list or form),
 * and the words each resource derives from its key (`resource.trigger.title`).
 */
function keysInCode(): Set<string> {
  const roots = new Set([...english().keys()].map((key) => key.split('.')[0]));
  const found = new Set<string>();
  for (const text of SOURCES.flatMap((dir) => sources(dir))) {
    for (const match of text.matchAll(/'(?:devops:)?([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)'/g)) {
      const key = match[1] ?? '';
      if (roots.has(key.split('.')[0])) found.add(key);
    }
  }
  for (const key of Object.keys(RESOURCES)) {
    found.add(`resource.${key}.title`);
    found.add(`resource.${key}.plural`);
  }
  return found;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('devops translations', () => {
  const used = keysInCode();

  it('finds the keys the code uses', () => {
    expect(used.size).toBeGreaterThan(150);
    expect(used).toContain('follow.paused');
    expect(used).toContain('resource.buildRun.title');
    expect(used).toContain('form.pipelineStart');
  });

  it.each(LANGUAGES)('%s has every key the code uses, each a non-empty string', (lng) => {
    const file = FILES.get(lng);
    if (file === undefined) throw new Error(`no ${lng} file`);
    expect([...used].filter((key) => !file.has(key))).toEqual([]);
    for (const [key, value] of file) expect(value.trim(), `${lng} ${key}`).not.toBe('');
  });

  it('has no key the code does not use', () => {
    expect([...english().keys()].filter((key) => !used.has(key))).toEqual([]);
  });

  it.each(['de', 'fr', 'ar'] as const)('%s has the same keys and placeholders as English', (lng) => {
    const file = FILES.get(lng);
    if (file === undefined) throw new Error(`no ${lng} file`);
    expect([...file.keys()].sort()).toEqual([...english().keys()].sort());
    for (const [key, value] of english())
      expect(placeholders(file.get(key) ?? ''), `${lng} ${key}`).toEqual(placeholders(value));
  });

  it.each(['de', 'fr', 'ar'] as const)('%s is a translation, not a copy of English', (lng) => {
    const file = FILES.get(lng);
    if (file === undefined) throw new Error(`no ${lng} file`);
    const same = [...english()].filter(([key, value]) => file.get(key) === value).length;
    expect(same / english().size).toBeLessThan(lng === 'ar' ? 0.05 : 0.2);
  });

  it('writes Arabic in Arabic script', () => {
    const ar = FILES.get('ar');
    if (ar === undefined) throw new Error('no Arabic file');
    const arabic = [...ar.values()].filter((value) => /[\u0600-\u06FF]/.test(value)).length;
    expect(arabic / ar.size).toBeGreaterThan(0.95);
  });
});
