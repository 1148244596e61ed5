import { describe, expect, it } from 'vitest';
import {
  identifierTokens,
  indexTokens,
  isWordRun,
  leadingRun,
  matchesTerms,
  matchesText,
  MAX_TOKENS_PER_RESOURCE,
  normalizeName,
  normalizeNames,
  queryTerms,
  resourceTokens,
  startsWordIn,
  tokensMatchTerms,
  valueTokens,
} from '../../../src/oci/textMatch';
import { makeStoredResource } from '../worker/builders';
import { AWKWARD_NAMES } from '../worker/search/saved/legacyCorpus';

function tokensOf(value: string): string[] {
  const into = new Set<string>();
  valueTokens(value, into);
  return [...into];
}

describe('tokenize', () => {
  it('indexes every word-start suffix of a chunk, lower-cased', () => {
    expect(tokensOf('prod-web-01')).toEqual(['prod-web-01', 'web-01', '01']);
    expect(tokensOf('My Server')).toEqual(['my', 'server']);
    expect(tokensOf('AutonomousDatabase')).toEqual(['autonomousdatabase', 'database']);
    expect(tokensOf('IN_PROGRESS')).toEqual(['in_progress', 'progress']);
  });

  it('keeps an OCID whole plus its last segment', () => {
    expect(tokensOf('ocid1.vcn.oc1.iad.aaaabbbb')).toEqual(['ocid1.vcn.oc1.iad.aaaabbbb', 'aaaabbbb']);
  });

  it('gives a very long chunk only itself and its words', () => {
    const url = `https://objectstorage.example.com/${'x'.repeat(60)}/report`;
    const tokens = tokensOf(url);
    expect(tokens).toContain(url.toLowerCase());
    expect(tokens).toContain('report');
    expect(tokens).toContain('objectstorage');
    expect(tokens.filter((token) => token.includes('/'))).toEqual([url.toLowerCase()]);
  });

  it('collects name, identifier, type, state, tags and additional details', () => {
    const tokens = resourceTokens(
      makeStoredResource({
        identifier: 'ocid1.instance.oc1.iad.abc123',
        displayName: 'db-backup',
        lifecycleState: 'RUNNING',
        freeformTags: { team: 'payments' },
        definedTags: { Operations: { CostCenter: 'cc42' } },
        additionalDetails: { shape: 'VM.Standard.E4.Flex', count: 3, ips: ['10.0.0.7'] },
      }),
    );
    for (const token of [
      'db-backup',
      'backup',
      'abc123',
      'instance',
      'running',
      'team',
      'payments',
      'operations',
    ]) {
      expect(tokens).toContain(token);
    }
    expect(tokens).toEqual(
      expect.arrayContaining(['costcenter', 'cc42', 'vm.standard.e4.flex', 'flex', '10.0.0.7']),
    );
    expect(tokens).not.toContain('3');
  });

  it('reads query terms: white space separated, leading punctuation dropped, implied terms removed', () => {
    expect(queryTerms('  Prod-We  ')).toEqual(['prod-we']);
    expect(queryTerms('-web "db')).toEqual(['web', 'db']);
    expect(queryTerms('prod prod-web')).toEqual(['prod-web']);
    expect(queryTerms(' -- ')).toEqual([]);
  });

  it('normalizes names and finds terms at word starts', () => {
    expect(normalizeName('  Prod   Web ')).toBe('prod web');
    // Any white space is one space; names already single-spaced come back lower-cased.
    expect(normalizeName('Prod\tWeb\u00a0DB\nX')).toBe('prod web db x');
    expect(normalizeName('Prod  Web')).toBe('prod web');
    expect(normalizeName('Prod Web ')).toBe('prod web');
    expect(normalizeName(' Prod Web')).toBe('prod web');
    expect(normalizeName('Payments-Web 01 ÉTÉ')).toBe('payments-web 01 été');
    expect(normalizeName(' ')).toBe('');
    expect(normalizeName(undefined)).toBe('');
    expect(normalizeName('PROD-Payments-DB')).toBe('prod-payments-db');
    expect(normalizeName('')).toBe('');
    expect(normalizeName(' \u00a0 ')).toBe('');
    expect(startsWordIn('prod-web-01', 'web')).toBe(true);
    expect(startsWordIn('prodweb', 'web')).toBe(false);
  });

  it('normalizes a list of names as normalizeName does each, scanning their joined text for the ones to change', () => {
    // Characters normalizeName changes (upper case, any white space, İ that lower-cases to two, a
    // final Σ) beside those it keeps, in every order, names of 0 to 4 of them.
    const alphabet = ['a', 'Z', '-', ' ', '\t', '\u00a0', 'İ', 'Σ', 'é', '9', '\u0001', '~'];
    const names: string[] = [...AWKWARD_NAMES, '', ' ', 'prod-web', 'prod web', 'prod  web', 'ΟΔΟΣ'];
    let seed = 7;
    for (let n = 0; n < 2_000; n += 1) {
      let name = '';
      for (let length = n % 5; length > 0; length -= 1) {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        name += alphabet[seed % alphabet.length] ?? '';
      }
      names.push(name);
    }
    const expected = names.map((name) => normalizeName(name));
    expect(normalizeNames(names, names.join(''))).toEqual(expected);
    expect(normalizeNames(names)).toEqual(expected);
    // A text that is not the names' (here one character short) is not read.
    expect(normalizeNames(names, names.join('').slice(1))).toEqual(expected);
    // Into a list from a place in it: the places before are left as they were.
    const into = ['kept'];
    normalizeNames(['Prod  Web', 'db'], 'Prod  Webdb', into, 1);
    expect(into).toEqual(['kept', 'prod web', 'db']);
  });
});

describe('matchesText', () => {
  const resource = makeStoredResource({
    resourceType: 'AutonomousDatabase',
    identifier: 'ocid1.autonomousdatabase.oc1.phx.abc123',
    displayName: 'Web-Server-01',
    lifecycleState: 'AVAILABLE',
    compartmentId: 'ocid1.compartment.oc1..secret',
    freeformTags: { Environment: 'Production' },
    definedTags: { Operations: { CostCenter: 'CC-4242' } },
    additionalDetails: { shape: 'VM.Standard.E4.Flex', cpus: 99, nested: { hidden: 'deep' } },
  });

  it('finds a term at the start of any word of any searchable value, ignoring case', () => {
    for (const text of [
      'web',
      'SERV',
      'server-01',
      '01',
      'abc',
      'ocid1.autonomousdatabase.oc1.phx.abc1',
      'autonomous',
      'database',
      'available',
      'environment',
      'produ',
      'operations',
      'costcenter',
      'cc-42',
      'e4.flex',
      'flex',
    ])
      expect(matchesText(resource, text), text).toBe(true);
  });

  it('does not find a term inside a word (word prefixes, not substrings)', () => {
    for (const text of ['erver', 'eb', 'base', 'roduction', '242', 'bc123', 'tandard'])
      expect(matchesText(resource, text), text).toBe(false);
  });

  it('leaves out the compartment, numbers and nested details', () => {
    for (const text of ['secret', '99', 'deep']) expect(matchesText(resource, text), text).toBe(false);
  });

  it('needs every term, each in any value; a text without terms matches everything', () => {
    expect(matchesText(resource, 'web production')).toBe(true);
    expect(matchesText(resource, '  web\n  AVAIL  ')).toBe(true);
    expect(matchesText(resource, 'web stopped')).toBe(false);
    expect(matchesText(resource, '-web')).toBe(true);
    expect(matchesText(resource, '')).toBe(true);
    expect(matchesText(resource, ' -- ')).toBe(true);
    expect(matchesTerms(resource, [])).toBe(true);
  });

  it('lower-cases letters of every script the same way on both sides', () => {
    const named = makeStoredResource({ displayName: 'İSTANBUL-ΟΔΟΣ Straße_東京 خادم' });
    for (const text of ['i̇stan', 'İSTAN', 'οδο', 'ΟΔΟΣ', 'straße', '東京', 'خاد'])
      expect(matchesText(named, text), text).toBe(true);
    expect(matchesText(named, 'strasse')).toBe(false);
  });

  it('reads only the tokens the index keeps', () => {
    const details: Record<string, string> = {};
    for (let n = 0; n < MAX_TOKENS_PER_RESOURCE + 10; n += 1) details[`k${n}`] = `word${n}`;
    const crowded = makeStoredResource({ displayName: 'crowded', additionalDetails: details });
    expect(resourceTokens(crowded)).toHaveLength(MAX_TOKENS_PER_RESOURCE);
    expect(matchesText(crowded, 'word1')).toBe(true);
    expect(matchesText(crowded, `word${MAX_TOKENS_PER_RESOURCE + 5}`)).toBe(false);
    expect(tokensMatchTerms(['prod-web', 'web'], ['we', 'prod'])).toBe(true);
    expect(tokensMatchTerms(['prod-web', 'web'], ['we', 'eb'])).toBe(false);
  });
});

describe('the leading runs the index keeps', () => {
  it('reads a run of letters and digits of any script up to the first other character', () => {
    expect(leadingRun('prod-web-01')).toBe('prod');
    expect(leadingRun('東京-cluster')).toBe('東京');
    expect(leadingRun('café.web')).toBe('café');
    expect(leadingRun('-lead')).toBe('');
    expect(leadingRun('plain42')).toBe('plain42');
    expect(leadingRun('')).toBe('');
    expect(isWordRun('plain42')).toBe(true);
    expect(isWordRun('ünï')).toBe(true);
    expect(isWordRun('a-b')).toBe(false);
    expect(isWordRun('a b')).toBe(false);
    expect(isWordRun('')).toBe(false);
    // 'İ' lower-cases to 'i' and a combining dot, which is no letter or digit.
    expect(isWordRun('i̇stanbul')).toBe(false);
  });

  it("adds to a resource its tokens' leading runs, once each, after all of its tokens", () => {
    const resource = makeStoredResource({
      displayName: 'prod-payments-web prod',
      freeformTags: { 'cost-center': 'cc-2040' },
    });
    const tokens = resourceTokens(resource);
    const indexed = indexTokens(resource);
    expect(indexed.slice(0, tokens.length)).toEqual(tokens);
    expect(new Set(indexed).size).toBe(indexed.length);
    const added = indexed.slice(tokens.length);
    for (const run of ['payments', 'cost', 'cc', 'ocid1']) expect(added, run).toContain(run);
    // 'prod' and 'web' are tokens already (a chunk and a suffix).
    expect(added).not.toContain('prod');
    expect(added).not.toContain('web');
    for (const run of added)
      expect(
        tokens.some((token) => token.startsWith(run) && token !== run),
        run,
      ).toBe(true);
  });

  it('adds the run of a token kept under the cap, even when the run is a token the cap left out', () => {
    const details: Record<string, string> = { first: 'zeta-1' };
    for (let n = 0; n < MAX_TOKENS_PER_RESOURCE + 10; n += 1) details[`k${n}`] = `word${n}`;
    details['last'] = 'zeta';
    const crowded = makeStoredResource({ displayName: 'crowded', additionalDetails: details });
    expect(resourceTokens(crowded)).toContain('zeta-1');
    expect(resourceTokens(crowded)).not.toContain('zeta');
    expect(matchesText(crowded, 'zeta')).toBe(true);
    expect(indexTokens(crowded)).toContain('zeta');
  });

  it('matches a term of letters and digits exactly where the tokens do, through their runs alone', () => {
    const names = [...AWKWARD_NAMES, 'prod-payments-web-03'];
    const resources = names.map((displayName) => makeStoredResource({ displayName }));
    const terms = [
      'p',
      'pro',
      'prod',
      'prod0',
      'payments',
      'api',
      'v2',
      'auto',
      'database',
      'caf',
      'café',
      'ü',
      'ünï',
      'i',
      'istanbul',
      'i̇stan',
      '東',
      'cluster3',
      'x',
      'y',
      'ledger7',
      'blue',
      'w',
      'web',
      'ocid1',
      'aaaa0',
      'running',
    ];
    for (const resource of resources) {
      const runs = indexTokens(resource).filter(isWordRun);
      for (const term of terms.filter(isWordRun)) {
        expect(
          runs.some((run) => run.startsWith(term)),
          `${resource.displayName ?? ''}: ${term}`,
        ).toBe(matchesTerms(resource, [term]));
      }
    }
  });
});

describe('the tokens of values that repeat', () => {
  /** A resource's tokens as its fields give them, each value tokenized anew (no value remembered). */
  function fieldTokens(resource: ReturnType<typeof makeStoredResource>): string[] {
    const into = new Set<string>();
    identifierTokens(resource.identifier, into);
    valueTokens(resource.displayName ?? '', into);
    valueTokens(resource.resourceType, into);
    valueTokens(resource.lifecycleState ?? '', into);
    for (const [key, value] of Object.entries(resource.freeformTags ?? {})) {
      valueTokens(key, into);
      valueTokens(value, into);
    }
    for (const [namespace, values] of Object.entries(resource.definedTags ?? {})) {
      valueTokens(namespace, into);
      for (const [key, value] of Object.entries(values)) {
        valueTokens(key, into);
        if (typeof value === 'string') valueTokens(value, into);
      }
    }
    for (const value of Object.values(resource.additionalDetails ?? {}))
      if (typeof value === 'string') valueTokens(value, into);
    return [...into];
  }

  it("are each value's own, in order, however many other values came between", () => {
    // Types, states and tags repeat from resource to resource, some of them (the tag values
    // `v-…`, `CC-…`) thousands apart and of one length; a tag value can be a state too.
    for (let n = 0; n < 12_000; n += 1) {
      const resource = makeStoredResource({
        identifier: `ocid1.instance.oc1.iad.r${n}`,
        displayName: `web-${n % 900}`,
        resourceType: n % 2 === 0 ? 'Instance' : 'VnicAttachment',
        lifecycleState: n % 3 === 0 ? 'RUNNING' : 'STOPPED',
        freeformTags: { env: n % 4 === 0 ? 'Prod-Web' : 'running', [`k${n % 5_000}`]: `v-${n % 7_000}` },
        definedTags: { Operations: { CostCenter: `CC-${(n * 7) % 4_500}` } },
        additionalDetails: { shape: n % 5 === 0 ? 'VM.Standard.E4.Flex' : 'VM.Standard.E5.Flex' },
      });
      expect(resourceTokens(resource), resource.identifier).toEqual(fieldTokens(resource));
    }
  });
});
