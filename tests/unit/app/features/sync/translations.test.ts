/**
 * The 'sync' namespace ("The tenancy on this device"): the keys the feature's code names, in
 * every language, the counted keys with every plural form, English's variables kept, and the
 * words translated rather than copied.
 */
import { readFileSync } from 'node:fs';
import { describeKeyListTranslations, literalKeysIn } from '../keyListTranslations';

const ROOT = new URL('../../../../../', import.meta.url);

const PLURAL_KEYS = [
  'plan.estimate',
  'progress.pruned',
  'progress.resources',
  'progress.pages',
  'progress.regions',
];

/** Keys built from a region's status. */
const BUILT_KEYS = [
  'status.waiting',
  'status.running',
  'status.paused',
  'status.pausedOffline',
  'status.pausedStorage',
  'status.done',
  'status.failed',
];

function usedKeys(): string[] {
  return [...new Set([...literalKeysIn('sync'), ...BUILT_KEYS])]
    .filter((key) => !PLURAL_KEYS.includes(key))
    .sort();
}

describeKeyListTranslations({
  name: 'sync',
  languages: ['en', 'de', 'fr', 'ar'],
  file: (lng): unknown => JSON.parse(readFileSync(new URL(`public/locales/${lng}/sync.json`, ROOT), 'utf8')),
  keys: usedKeys(),
  pluralKeys: PLURAL_KEYS,
});
