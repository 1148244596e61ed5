/**
 * The 'sync' namespace ("The tenancy on this device"): the keys the feature's code names, in
 * every language, the counted keys with every plural form, English's variables kept, and the
 * words translated rather than copied.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describeKeyListTranslations } from '../keyListTranslations';

const ROOT = new URL('../../../../../', import.meta.url);

const PLURAL_KEYS = ['plan.estimate', 'progress.pruned'];

/** Keys built from a region's status. */
const BUILT_KEYS = [
  'status.waiting',
  'status.running',
  'status.paused',
  'status.pausedOffline',
  'status.done',
  'status.failed',
];

function usedKeys(): string[] {
  const folder = new URL('src/app/features/sync/', ROOT);
  const keys = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') || name.endsWith('.tsx'))
    .flatMap((name) => [...readFileSync(new URL(name, folder), 'utf8').matchAll(/\bt\('([\w.]+)'/g)])
    .map((match) => match[1] ?? '');
  return [...new Set([...keys, ...BUILT_KEYS])].filter((key) => !PLURAL_KEYS.includes(key)).sort();
}

describeKeyListTranslations({
  name: 'sync',
  languages: ['en', 'de', 'fr', 'ar'],
  file: (lng) => JSON.parse(readFileSync(new URL(`public/locales/${lng}/sync.json`, ROOT), 'utf8')),
  keys: usedKeys(),
  pluralKeys: PLURAL_KEYS,
});
