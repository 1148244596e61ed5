/**
 * The column caches a page of new resources extends rather than rebuilds (the sort ranks of
 * every column, the joined values `=~` searches, the dictionary's token order) equal the ones
 * built at once over every resource.
 */
import { describe, expect, it, vi } from 'vitest';
import type { StoredResource } from '../../../../../src/contract/db';
import { ranksOf } from '../../../../../src/worker/search/query/columnOrder';
import {
  COLUMN_FIELDS,
  FieldColumns,
  TAG_FAMILIES,
} from '../../../../../src/worker/search/index/fieldColumns';
import { decodeTextIndex } from '../../../../../src/worker/search/saved/textIndexCodec';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { TokenDictionary } from '../../../../../src/worker/search/index/tokenDictionary';
import { syntheticResources } from '../../../../bench/syntheticResources';
import { makeStoredResource } from '../../builders';

/** Values that sort apart from the synthetic names: case, numbers, dates, missing, equal keys. */
function oddResources(prefix: string): StoredResource[] {
  const names = ['Zeta', 'zeta', 'alpha', 'ALPHA ', '42', '7', '2024-01-02T00:00:00Z', '', 'mid', undefined];
  return names.map((displayName, at) =>
    makeStoredResource({
      identifier: `${prefix}-${at}`,
      displayName,
      availabilityDomain: at % 3 === 0 ? undefined : `${prefix}:AD-${at % 4}`,
      timeCreated: at % 4 === 0 ? 'not a date' : `2025-0${(at % 9) + 1}-01T00:00:00Z`,
      lifecycleState: at % 2 === 0 ? `${prefix}-STATE` : 'RUNNING',
    }),
  );
}

function columnsOf(resources: readonly StoredResource[]): FieldColumns {
  const columns = new FieldColumns();
  for (const resource of resources) columns.add(resource);
  return columns;
}

describe('column caches kept up to date as rows arrive', () => {
  const first = [...syntheticResources(300), ...oddResources('a')];
  const pages = [
    oddResources('b'),
    syntheticResources(200, 300),
    [...oddResources('c'), ...syntheticResources(50, 500)],
  ];
  const every = [first, ...pages].flat();

  it('extends the sort ranks of every column to the new values as ranking every value does', () => {
    const grown = columnsOf(first);
    for (const field of COLUMN_FIELDS) ranksOf(grown, field);
    for (const page of pages) {
      for (const resource of page) grown.add(resource);
      const fresh = columnsOf(every.slice(0, grown.codes.displayName.length));
      for (const field of COLUMN_FIELDS) expect(ranksOf(grown, field), field).toEqual(ranksOf(fresh, field));
    }
  });

  it('extends ranks restored from a save, which keep no text order', () => {
    const saved = columnsOf(first);
    for (const field of COLUMN_FIELDS) ranksOf(saved, field);
    const restored = new FieldColumns(saved.parts());
    for (const resource of pages.flat()) restored.add(resource);
    const fresh = columnsOf(every);
    for (const field of COLUMN_FIELDS) expect(ranksOf(restored, field), field).toEqual(ranksOf(fresh, field));
  });

  it('extends the joined values `=~` searches', () => {
    const grown = columnsOf(first);
    expect(grown.dictionaries.displayName.containing('')).toBeDefined();
    for (const page of pages) {
      for (const resource of page) grown.add(resource);
      const fresh = columnsOf(every.slice(0, grown.codes.displayName.length));
      for (const text of ['', 'a', 'zeta', 'prod-', '-0', 'alpha ']) {
        for (const field of COLUMN_FIELDS) {
          expect(grown.dictionaries[field].containing(text), `${field} ${text}`).toEqual(
            fresh.dictionaries[field].containing(text),
          );
        }
      }
    }
  });

  it('merges new tokens into the dictionary order as sorting them all does', () => {
    const dictionary = new TokenDictionary();
    const tokens = new Set<string>();
    const batches = [
      ['prod', 'web', 'db', 'a', 'zz'],
      ['aa', 'prod-web', 'b', 'zzz', 'z', 'web'],
      ['0', 'pro', '~', 'c', 'prodx', 'a'],
    ];
    for (const batch of batches) {
      for (const token of batch) {
        dictionary.idOf(token);
        tokens.add(token);
      }
      const ordered = [...dictionary.sortedIds()].map((id) => dictionary.token(id));
      expect(ordered).toEqual([...tokens].sort());
      expect([...dictionary.withPrefix('pro')].map((id) => dictionary.token(id))).toEqual(
        [...tokens].filter((token) => token.startsWith('pro')).sort(),
      );
    }
  });

  it('answers prefix lookups between pages of new tokens as sorting them all does, before and after they join the order', () => {
    // A restored dictionary of 20,000 tokens, then pages of 1,500 new ones, with prefix lookups
    // after each page and no full sort asked for: the new tokens wait apart until 4,096 of them,
    // then join the order.
    const word = (n: number) => `${'abcdefghij'[n % 10] ?? ''}${(n * 7919) % 100_003}`;
    const saved = [...new Set(Array.from({ length: 20_000 }, (_, at) => word(at * 2)))].sort();
    const dictionary = new TokenDictionary([...saved]);
    const tokens = new Set(saved);
    const prefixes = ['a', 'b1', 'c99', 'j', 'e5', 'zz'];
    for (let page = 0; page < 5; page += 1) {
      for (let at = 0; at < 1_500; at += 1) {
        const token = word(2 * (20_000 + page * 1_500 + at) + 1);
        dictionary.idOf(token);
        tokens.add(token);
      }
      const all = [...tokens].sort();
      for (const prefix of prefixes) {
        expect(
          [...dictionary.withPrefix(prefix)].map((id) => dictionary.token(id)),
          `page ${page} ${prefix}`,
        ).toEqual(all.filter((token) => token.startsWith(prefix)));
      }
    }
    expect([...dictionary.sortedIds()].map((id) => dictionary.token(id))).toEqual([...tokens].sort());
  });

  it('answers a restored dictionary’s ids by binary search, then by a map once lookups outnumber its tokens', () => {
    const filler = Array.from({ length: 40 }, (_, at) => `x${String(at).padStart(2, '0')}`);
    const saved = ['a', 'b-1', 'db', 'prod', 'prod-web', 'web', ...filler].sort();
    const dictionary = new TokenDictionary([...saved]);
    const ids = (tokens: readonly string[]) => tokens.map((token) => dictionary.idOf(token));
    // Few lookups: the saved tokens keep their positions, a new token gets the next id, once.
    expect(ids(['a', 'prod', 'web', 'x39'])).toEqual(
      ['a', 'prod', 'web', 'x39'].map((t) => saved.indexOf(t)),
    );
    expect(ids(['pro', 'pro', 'c', 'prod-', 'zz', ''])).toEqual([46, 46, 47, 48, 49, 50]);
    // Past the dictionary's size in lookups: the same answers.
    for (let round = 0; round < 3; round += 1) {
      expect(ids(saved)).toEqual(saved.map((_, at) => at));
      expect(ids(['pro', 'c', 'prod-', 'zz', ''])).toEqual([46, 47, 48, 49, 50]);
    }
    expect(dictionary.idOf('zzz')).toBe(51);
    expect([...dictionary.sortedIds()].map((id) => dictionary.token(id))).toEqual(
      [...saved, 'pro', 'c', 'prod-', 'zz', '', 'zzz'].sort(),
    );
    expect([...dictionary.withPrefix('pro')].map((id) => dictionary.token(id))).toEqual([
      'pro',
      'prod',
      'prod-',
      'prod-web',
    ]);
  });

  it('comes with a saved index: the joined names and the rows of each tag, extended as rows arrive', () => {
    const index = new TextIndex();
    for (const resource of first) index.add(resource);
    const data = index.serialize();
    const saved = decodeTextIndex(data).fields;
    const restored = new FieldColumns(saved);
    const fresh = columnsOf(first);
    const texts = ['', 'a', 'zeta', 'prod-', 'alpha '];
    const expected = texts.map((text) => fresh.dictionaries.displayName.containing(text));
    // Read from the save, not built: no value is lowered.
    const lowered = vi.spyOn(String.prototype, 'toLowerCase');
    const answers = texts.map((text) => restored.dictionaries.displayName.containing(text));
    expect(lowered).not.toHaveBeenCalled();
    expect(answers).toEqual(expected);
    lowered.mockRestore();
    for (const family of TAG_FAMILIES) {
      const rows = restored.tags[family].rowsByTriple();
      expect(rows.rows, family).toBe(saved.tags[family].byTriple?.rows);
      expect(rows, family).toEqual(fresh.tags[family].rowsByTriple());
    }
    for (const resource of pages.flat()) restored.add(resource);
    const grown = columnsOf(every);
    expect(restored.dictionaries.displayName.containing('zeta')).toEqual(
      grown.dictionaries.displayName.containing('zeta'),
    );
    for (const family of TAG_FAMILIES)
      expect(restored.tags[family].rowsByTriple(), family).toEqual(grown.tags[family].rowsByTriple());
  });
});
