/**
 * The 'home' namespace ("What needs you"): the keys the feature's code names, in every language,
 * each counted key with the plural forms the language needs, the variables of English kept and
 * the words translated rather than copied.
 */
import { readFileSync } from 'node:fs';
import { describeKeyListTranslations, literalKeysIn } from '../keyListTranslations';

const ROOT = new URL('../../../../../', import.meta.url);

function homeFile(lng: string): unknown {
  return JSON.parse(readFileSync(new URL(`public/locales/${lng}/home.json`, ROOT), 'utf8'));
}

/** The counted keys (looked up with a count), including those built from a run's reason. */
const PLURAL_KEYS = [
  'more',
  'runs.approval',
  'runs.failed',
  'runs.running',
  'failing.title',
  'failing.otherTypes',
  'failing.uncounted',
  'outbox.waiting',
  'outbox.refused',
  'alarms.title',
];

/** Keys built from a value: a run's kind. */
const BUILT_KEYS = ['kind.deployment', 'kind.buildRun', 'kind.workRequest'];

/** The literal keys and the built ones, the counted ones apart. */
function usedKeys(): string[] {
  return [...new Set([...literalKeysIn('home'), ...BUILT_KEYS])]
    .filter((key) => !PLURAL_KEYS.includes(key))
    .sort();
}

describeKeyListTranslations({
  name: 'home',
  languages: ['en', 'de', 'fr', 'ar'],
  file: homeFile,
  keys: usedKeys(),
  pluralKeys: PLURAL_KEYS,
});
