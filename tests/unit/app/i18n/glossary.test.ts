/**
 * The glossary (public/locales/{lng}/glossary.json) holds the nouns every screen shares — Name,
 * Compartment, State, Created, OCID, Tags… — once: no other namespace words them again, the kit's
 * standard fields take their labels from it, and every glossary label a kind's entry names is
 * there in every language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../src/app/i18n/locales';
import { KINDS } from '../../../../src/app/kinds/registry';
import { COMMON_FIELDS, COMPARTMENT_RELATION, STANDARD_FIELDS } from '../../../../src/app/kit/standardFields';

const ROOT = new URL('../../../../', import.meta.url).pathname;

function leaves(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return out.set(prefix, node);
  for (const [key, value] of Object.entries(node))
    leaves(value, prefix === '' ? key : `${prefix}.${key}`, out);
  return out;
}

const file = (lng: string, ns: string): Map<string, unknown> =>
  leaves(JSON.parse(readFileSync(join(ROOT, 'public/locales', lng, `${ns}.json`), 'utf8')) as unknown);

const NAMESPACES = readdirSync(join(ROOT, 'public/locales/en'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => basename(name, '.json'));

const GLOSSARY = file('en', 'glossary');

/** Keys that word a service's value (`enum.values.CREATED`, a sort order), not a field: not nouns of a screen. */
const VALUE_WORDS = /^enum\./;

/** Every label an entry of the registry writes with the glossary's namespace. */
function glossaryLabels(): string[] {
  return KINDS.flatMap((kind) => [
    ...(kind.details?.fields ?? []).map((field) => field.label),
    ...(kind.details?.relations ?? []).map((relation) => relation.label),
    ...(kind.list?.columns ?? []).map((column) => column.label),
    ...(kind.form?.form?.fields ?? []).map((field) => field.label),
  ]).filter((label): label is `glossary:${string}` => label.startsWith('glossary:'));
}

describe('the glossary', () => {
  it('holds the nouns every screen shares', () => {
    for (const noun of [
      'Name',
      'Compartment',
      'State',
      'Created',
      'OCID',
      'Tags',
      'Availability domain',
      'Description',
    ])
      expect([...GLOSSARY.values()], noun).toContain(noun);
  });

  it('is the only namespace that words them', () => {
    const nouns = new Set(GLOSSARY.values());
    const repeated = NAMESPACES.filter((ns) => ns !== 'glossary').flatMap((ns) =>
      [...file('en', ns)]
        .filter(([key, value]) => nouns.has(value) && !VALUE_WORDS.test(key))
        .map(([key, value]) => `${ns}:${key} = ${String(value)}`),
    );
    expect(repeated).toEqual([]);
  });

  it("labels the kit's standard fields and the compartment", () => {
    const labels = [...Object.values(STANDARD_FIELDS), ...COMMON_FIELDS].map((field) => field.label);
    expect(labels.filter((label) => !label.startsWith('glossary:'))).toEqual([]);
    expect(COMPARTMENT_RELATION.label).toBe('glossary:compartment');
  });

  it.each(LANGUAGES.map((language) => language.code))(
    'has in %s every glossary label the kinds name, translated',
    (lng) => {
      const glossary = file(lng, 'glossary');
      const labels = glossaryLabels();
      expect(labels.length).toBeGreaterThan(20);
      expect(labels.filter((label) => !glossary.has(label.slice('glossary:'.length)))).toEqual([]);
      for (const [key, value] of glossary) expect(String(value).trim(), `${lng} ${key}`).not.toBe('');
    },
  );
});
