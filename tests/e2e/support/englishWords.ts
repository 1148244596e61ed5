/**
 * What counts as English on a screen that should be in another language: the words of the
 * console's own English strings (public/locales/en/*.json and the search configuration's
 * en.json) that the other language's files never use. A word both files use (a product name,
 * "OCID", "Status" in German) is not evidence; neither is anything written by the tenancy
 * (resource names, descriptions), which a test passes in as data words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = 'public/locales';
const SEARCH_CONFIG = 'public/plugins/locales/oci-console-search-config';
const MIN_LENGTH = 3;

/** One English string of a namespace by its dotted key; a key the file lacks is an error, not "undefined". */
export function englishText(namespace: string, key: string): string {
  const value = read(join(LOCALES, 'en', `${namespace}.json`)).get(key);
  if (value === undefined) throw new Error(`public/locales/en/${namespace}.json has no ${key}`);
  return value;
}

/** Every string value of a parsed JSON file, keyed by its dotted path. */
function strings(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node))
      strings(value, prefix === '' ? key : `${prefix}.${key}`, out);
  }
  return out;
}

function read(path: string): Map<string, string> {
  return strings(JSON.parse(readFileSync(path, 'utf8')) as unknown);
}

/** The files of a language: each namespace's strings, keys prefixed with the namespace. */
function languageStrings(lng: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, lng)).filter((name) => name.endsWith('.json'))) {
    for (const [key, value] of read(join(LOCALES, lng, file))) all.set(`${file}:${key}`, value);
  }
  for (const [key, value] of read(join(SEARCH_CONFIG, `${lng}.json`))) all.set(`search:${key}`, value);
  return all;
}

/** The words of a text: runs of Latin letters; placeholders ({{count}}) and markup left out. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/[^A-Za-z\u00C0-\u024F']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length >= MIN_LENGTH);
}

/**
 * The English UI words a screen in `lng` must not show: words of English strings whose
 * translation differs, minus every word the language's own strings use.
 */
export function englishUiWords(lng: string): ReadonlySet<string> {
  const english = languageStrings('en');
  const translated = languageStrings(lng);
  const theirs = new Set([...translated.values()].flatMap(wordsOf).map((word) => word.toLowerCase()));
  const words = new Set<string>();
  for (const [key, value] of english) {
    if (translated.get(key) === value) continue;
    for (const word of wordsOf(value)) if (!theirs.has(word.toLowerCase())) words.add(word.toLowerCase());
  }
  return words;
}

/** A service's enumeration value (ENABLED, IN_PROGRESS): a code the console must put in words. */
const WIRE_CODE = /^[A-Z][A-Z0-9_]*$/;

/**
 * Every string value of a service answer, for the words a tenancy's data brings. Enumeration
 * values are not among them: a screen shows them in the user's language, so "Enabled" on a
 * German screen is the console's English, not the tenancy's.
 */
export function dataWords(answers: readonly unknown[]): Set<string> {
  const words = new Set<string>();
  for (const answer of answers) {
    for (const value of strings(answer).values()) {
      if (WIRE_CODE.test(value)) continue;
      for (const word of wordsOf(value)) words.add(word.toLowerCase());
    }
  }
  return words;
}

/**
 * The words of the names the browser itself gives in `lng` (currencies, countries and regions,
 * from Intl.DisplayNames): "Konvertible Mark" is German written by the browser, not the
 * console's English.
 */
export function browserWords(lng: string): Set<string> {
  const words = new Set<string>();
  const add = (type: 'currency' | 'region', codes: readonly string[]) => {
    const names = new Intl.DisplayNames([lng], { type });
    for (const code of codes) {
      for (const word of wordsOf(names.of(code) ?? '')) words.add(word.toLowerCase());
    }
  };
  add('currency', Intl.supportedValuesOf('currency'));
  const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
  add(
    'region',
    letters.flatMap((a) => letters.map((b) => a + b)),
  );
  return words;
}

export interface EnglishFinding {
  readonly word: string;
  readonly line: string;
}

/**
 * The English UI words in a screen's text. A token holding digits, dots, dashes, underscores,
 * slashes or colons is an identifier (an OCID, a shape, a resource's name), one in capitals a
 * code (ALL, the Albanian lek), not a word.
 */
export function findEnglish(
  text: string,
  english: ReadonlySet<string>,
  data: ReadonlySet<string>,
): EnglishFinding[] {
  const found: EnglishFinding[] = [];
  for (const line of text.split('\n')) {
    for (const token of line.split(/\s+/)) {
      const bare = token.replace(/^[^A-Za-z\u00C0-\u024F]+|[^A-Za-z\u00C0-\u024F]+$/g, '');
      if (bare.length < MIN_LENGTH || /[\d._\-/:@]/.test(bare)) continue;
      // All capitals: a code (a currency, a wire value, an acronym), not a sentence's word.
      if (bare === bare.toUpperCase()) continue;
      for (const word of wordsOf(bare)) {
        const lower = word.toLowerCase();
        if (english.has(lower) && !data.has(lower)) found.push({ word, line: line.trim().slice(0, 160) });
      }
    }
  }
  return found;
}
