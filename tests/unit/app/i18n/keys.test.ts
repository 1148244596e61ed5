/**
 * Typed translation keys, checked (STYLE rule 9): every literal key the app's code looks up exists
 * in every shipped language's file of its namespace, and every language's file of a namespace
 * has the keys of English, plural forms as the language needs them.
 *
 * A key is found in `t('key')` / `t('ns:key')` calls and `i18nKey="key"` props. Its namespace is
 * the explicit `ns:` prefix or `{ ns: '…' }` option, else the one of the `useTranslation('ns')` that bound that function
 * name in the same file (`const { t: tc } = useTranslation('console')` binds `tc`; no argument
 * is the default namespace, a constant is looked up, an array names its first), else the
 * `TFunction<'ns'>` type of a parameter of that name or a `getFixedT(lng, 'ns')` that made it, else the file's only namespace, else the
 * only namespace its folder (its feature) binds. A name bound to two namespaces in one file
 * resolves nothing. Keys built at run time (`t(entry.labelKey)`) are the navigation registry's,
 * checked by tests/unit/app/navigation/translations.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../src/app/i18n/locales';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const SRC = join(ROOT, 'src/app');
const DEFAULT_NS = 'console';
const LNGS = LANGUAGES.map((l) => l.code);
const PLURAL = /_(zero|one|two|few|many|other)$/;

function localeFile(lng: string, ns: string): string {
  return ns === 'search'
    ? join(ROOT, 'public/plugins/locales/oci-console-search-config', `${lng}.json`)
    : join(ROOT, 'public/locales', lng, `${ns}.json`);
}

/** Every namespace English ships: the files of public/locales/en, and the search configuration. */
const NAMESPACES = [
  ...readdirSync(join(ROOT, 'public/locales/en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => basename(f, '.json')),
  'search',
];

function leaves(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return out.set(prefix, node);
  for (const [key, value] of Object.entries(node))
    leaves(value, prefix === '' ? key : `${prefix}.${key}`, out);
  return out;
}

function readKeys(lng: string, ns: string): Map<string, unknown> | undefined {
  const path = localeFile(lng, ns);
  return existsSync(path) ? leaves(JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

interface Usage {
  readonly file: string;
  readonly ns: string | undefined;
  readonly key: string;
}

/** The code without comment lines (doc comments show calls as examples). */
function codeOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line))
    .join('\n');
}

const FILES = sourceFiles(SRC).map((path) => ({ path, code: codeOf(readFileSync(path, 'utf8')) }));

/** String constants of the app (`export const OUTBOX_NAMESPACE = 'outbox'`), for namespace arguments. */
const CONSTANTS = new Map(
  FILES.flatMap(({ code }) =>
    [...code.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*['"]([\w-]+)['"]/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  ),
);

function namespaceArgument(arg: string): string | undefined {
  const first =
    arg
      .replace(/^\s*\[/, '')
      .split(',')[0]
      ?.trim() ?? '';
  if (first === '') return DEFAULT_NS;
  const literal = /^['"]([^'"]+)['"]$/.exec(first)?.[1];
  return literal ?? CONSTANTS.get(first);
}

/** Function name → namespace (undefined when bound to two), from useTranslation and TFunction<'ns'>. */
function bindings(code: string): Map<string, string | undefined> {
  const bound = new Map<string, string | undefined>();
  const bind = (name: string, ns: string | undefined) => {
    bound.set(name, bound.has(name) && bound.get(name) !== ns ? undefined : ns);
  };
  for (const match of code.matchAll(/\{([^{}]*)\}\s*=\s*useTranslation\(([^)]*)\)/g)) {
    const ns = namespaceArgument(match[2] ?? '');
    for (const part of (match[1] ?? '').split(',')) {
      const name = /^\s*t\s*(?::\s*([\w$]+))?\s*$/.exec(part);
      if (name !== null) bind(name[1] ?? 't', ns);
    }
  }
  // `const t = i18n.getFixedT(null, 'devops')`: outside React, a function fixed to a namespace.
  for (const match of code.matchAll(
    /\b(?:const|let)\s+([\w$]+)\s*=\s*[\w$.]+\.getFixedT\(\s*[^,()]+,\s*([^,()]+)\)/g,
  )) {
    bind(match[1] ?? '', namespaceArgument(match[2] ?? ''));
  }
  for (const match of code.matchAll(/([\w$]+)\s*:\s*TFunction<\s*['"]([^'"]+)['"]/g)) {
    if (!bound.has(match[1] ?? '')) bind(match[1] ?? '', match[2]);
  }
  return bound;
}

function definedNamespaces(map: Map<string, string | undefined>): Set<string> {
  return new Set([...map.values()].filter((ns): ns is string => ns !== undefined));
}

/** Each folder's namespaces: a feature's files share its namespace. */
const FOLDER_NAMESPACES = new Map<string, Set<string>>();
for (const { path, code } of FILES) {
  const folder = FOLDER_NAMESPACES.get(dirname(path)) ?? new Set<string>();
  definedNamespaces(bindings(code)).forEach((ns) => folder.add(ns));
  FOLDER_NAMESPACES.set(dirname(path), folder);
}

function single(set: Set<string> | undefined): string | undefined {
  return set !== undefined && set.size === 1 ? [...set][0] : undefined;
}

function usagesOf({ path, code }: { readonly path: string; readonly code: string }): Usage[] {
  const file = relative(ROOT, path);
  const bound = bindings(code);
  const fallback = single(definedNamespaces(bound)) ?? single(FOLDER_NAMESPACES.get(dirname(path)));
  const resolve = (name: string | undefined, raw: string, options = ''): Usage => {
    const explicit = /^([\w-]+):(.+)$/.exec(raw);
    if (explicit !== null && NAMESPACES.includes(explicit[1] ?? '')) {
      return { file, ns: explicit[1], key: explicit[2] ?? '' };
    }
    const optionNs = /\bns\s*:\s*['"]([^'"]+)['"]/.exec(options)?.[1];
    if (optionNs !== undefined) return { file, ns: optionNs, key: raw };
    if (name !== undefined && bound.has(name)) return { file, ns: bound.get(name), key: raw };
    return { file, ns: fallback, key: raw };
  };
  const usages: Usage[] = [];
  for (const name of new Set(['t', ...bound.keys()])) {
    const escaped = name.replace(/\$/g, '\\$');
    const call = new RegExp(
      `(?<![\\w$.])${escaped}\\(\\s*(['"\`])([^'"\`$]+?)\\1\\s*(?:,\\s*\\{([^{}]*)\\})?`,
      'g',
    );
    for (const match of code.matchAll(call)) usages.push(resolve(name, match[2] ?? '', match[3]));
  }
  for (const match of code.matchAll(/i18nKey=\{?\s*['"]([^'"]+)['"]/g))
    usages.push(resolve(undefined, match[1] ?? ''));
  return usages;
}

const USAGES = FILES.flatMap(usagesOf);

function hasKey(keys: Map<string, unknown>, key: string): boolean {
  return keys.has(key) || keys.has(`${key}_other`);
}

/** A key without its plural suffix. */
function baseOf(key: string): string {
  return key.replace(PLURAL, '');
}

describe('translation keys used in code', () => {
  it('are found in the source', () => {
    expect(USAGES.length).toBeGreaterThan(150);
    const found = new Set(USAGES.map((u) => `${String(u.ns)}:${u.key}`));
    expect(found).toContain('console:ui.skipToContent');
    expect(found).toContain('console:nav.filterLabel');
    expect(found).toContain('settings:developer.flag.adbNameChange');
  });

  it('each have a namespace', () => {
    const unresolved = USAGES.filter((u) => u.ns === undefined).map((u) => `${u.file}: ${u.key}`);
    expect(unresolved).toEqual([]);
  });

  it.each(LNGS)('each exist in the %s file of their namespace', (lng) => {
    const missing: string[] = [];
    for (const usage of USAGES) {
      if (usage.ns === undefined) continue;
      const keys = readKeys(lng, usage.ns);
      if (keys === undefined || !hasKey(keys, usage.key))
        missing.push(`${usage.ns}:${usage.key} (${usage.file})`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe.each(NAMESPACES)('the %s namespace', (ns) => {
  const english = readKeys('en', ns) ?? new Map<string, unknown>();
  const englishBases = [...new Set([...english.keys()].map(baseOf))].sort();

  it.each(LNGS)('%s has the keys of English, plural forms its own', (lng) => {
    const keys = readKeys(lng, ns);
    expect(keys, `public file of ${ns} in ${lng}`).toBeDefined();
    if (keys === undefined) return;
    expect([...new Set([...keys.keys()].map(baseOf))].sort()).toEqual(englishBases);

    const categories = new Set<string>([
      ...new Intl.PluralRules(lng).resolvedOptions().pluralCategories,
      'zero',
    ]);
    const wrong = [...keys.keys()].filter((key) => {
      const suffix = PLURAL.exec(key)?.[1];
      return suffix !== undefined && !categories.has(suffix);
    });
    expect(wrong, `plural forms ${lng} does not have`).toEqual([]);
    const plurals = new Set([...keys.keys()].filter((k) => PLURAL.test(k)).map(baseOf));
    const withoutOther = [...plurals].filter((base) => !keys.has(`${base}_other`));
    expect(withoutOther, 'plural keys need an _other form').toEqual([]);
  });

  it.each(LNGS)('%s has text for every key', (lng) => {
    const empty = [...(readKeys(lng, ns) ?? new Map<string, unknown>())]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
