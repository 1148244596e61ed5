// Writes the English search-configuration labels (spec document 2 §7, §9) from the resource-type
// catalogue, then lists the keys each translated file lacks or no longer needs:
//   npx tsx scripts/make-search-locales.mjs
// The catalogue is TypeScript, hence tsx. The German, French and Arabic files are translations
// kept by hand; this script never writes them. It exits with 1 when one of them is out of step,
// so a new resource type cannot ship untranslated.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { RESOURCE_TYPES } from '../src/oci/resource-types/index.ts';

const DIR = new URL('../public/plugins/locales/oci-console-search-config/', import.meta.url);
const TRANSLATED = ['de', 'fr', 'ar'];

/** The search screen's own strings; i18next picks the plural form from `count`. */
const SEARCH_UI = {
  resultsCount_one: '{{count}} result',
  resultsCount_other: '{{count}} results',
  asOf: 'as of {{age}}',
  noLink: 'No details page for this type',
};

/** Sets `value` at a dotted key such as `types.subnet.title`. */
function put(tree, key, value) {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) node = node[part] ??= {};
  node[parts.at(-1)] = value;
}

function english() {
  const tree = { search: { ...SEARCH_UI } };
  for (const type of RESOURCE_TYPES) {
    put(tree, type.titleKey, type.title);
    put(tree, type.pluralKey, type.plural);
    if (type.badgeKey !== undefined && type.badge !== undefined) put(tree, type.badgeKey, type.badge);
  }
  return tree;
}

/** Dotted leaf keys with any i18next plural suffix removed (languages differ in plural forms). */
function keysOf(node, prefix = '') {
  if (typeof node !== 'object' || node === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix === '' ? k : `${prefix}.${k}`));
}

const en = english();
writeFileSync(new URL('en.json', DIR), `${JSON.stringify(en, null, 2)}\n`);
const wanted = new Set(keysOf(en));
console.log(`en.json: ${wanted.size} keys from ${RESOURCE_TYPES.length} resource types`);

let stale = false;
for (const lng of TRANSLATED) {
  const file = new URL(`${lng}.json`, DIR);
  const have = new Set(existsSync(file) ? keysOf(JSON.parse(readFileSync(file, 'utf8'))) : []);
  const missing = [...wanted].filter((k) => !have.has(k));
  const extra = [...have].filter((k) => !wanted.has(k));
  if (missing.length > 0) console.error(`${lng}.json lacks: ${missing.join(', ')}`);
  if (extra.length > 0) console.error(`${lng}.json no longer needs: ${extra.join(', ')}`);
  stale ||= missing.length > 0 || extra.length > 0;
}
process.exitCode = stale ? 1 : 0;
