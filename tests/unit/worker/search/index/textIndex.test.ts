import { describe, expect, it } from 'vitest';
import { TextIndex, type TextSearchOptions } from '../../../../../src/worker/search/index/textIndex';
import { normalizeName, queryTerms, resourceTokens, startsWordIn } from '../../../../../src/oci/textMatch';
import type { StoredResource } from '../../../../../src/contract/db';
import { makeStoredResource } from '../../builders';
import { defined } from '../../../defined';

const PAGE: TextSearchOptions = { limit: 50 };

function indexOf(resources: readonly StoredResource[]): TextIndex {
  const index = new TextIndex();
  for (const resource of resources) index.add(resource);
  return index;
}

const ids = (index: TextIndex, text: string, options: TextSearchOptions = PAGE) =>
  index.search(text, options).ids;

describe('TextIndex', () => {
  const web = makeStoredResource({ identifier: 'ocid1.instance.oc1.iad.web01', displayName: 'prod-web-01' });
  const db = makeStoredResource({ identifier: 'ocid1.instance.oc1.iad.db01', displayName: 'prod-db-01' });
  const vcn = makeStoredResource({
    identifier: 'ocid1.vcn.oc1.iad.net',
    resourceType: 'Vcn',
    displayName: 'shared network',
    lifecycleState: 'AVAILABLE',
    freeformTags: { env: 'prod' },
  });

  it('finds by prefix while typing', () => {
    const index = indexOf([web, db, vcn]);
    expect(ids(index, 'prod-we')).toEqual([web.identifier]);
    expect(ids(index, 'web-0')).toEqual([web.identifier]);
    expect(ids(index, 'PROD-')).toEqual([db.identifier, web.identifier]);
    expect(ids(index, 'netw')).toEqual([vcn.identifier]);
    expect(ids(index, 'zzz')).toEqual([]);
  });

  it('finds by identifier, its last segment, type, state and tags', () => {
    const index = indexOf([web, db, vcn]);
    expect(ids(index, 'ocid1.vcn.oc1.iad.net')).toEqual([vcn.identifier]);
    expect(ids(index, 'db01')).toEqual([db.identifier]);
    expect(ids(index, 'vcn')).toEqual([vcn.identifier]);
    expect(ids(index, 'availab')).toEqual([vcn.identifier]);
    expect(ids(index, 'env')).toEqual([vcn.identifier]);
  });

  it('requires every word (AND)', () => {
    const index = indexOf([web, db, vcn]);
    expect(ids(index, 'prod 01')).toEqual([db.identifier, web.identifier]);
    expect(ids(index, 'prod web')).toEqual([web.identifier]);
    expect(ids(index, 'prod running')).toEqual([db.identifier, web.identifier]);
    expect(ids(index, 'prod available')).toEqual([vcn.identifier]);
    expect(ids(index, 'web available')).toEqual([]);
  });

  it('ranks exact name, then name prefix, then words of the name, then elsewhere; newer first within a rank', () => {
    const exact = makeStoredResource({
      identifier: 'a-exact',
      displayName: 'Backup',
      timeCreated: '2020-01-01T00:00:00Z',
    });
    const prefix = makeStoredResource({
      identifier: 'b-prefix',
      displayName: 'backup-old',
      timeCreated: '2020-01-01T00:00:00Z',
    });
    const newerPrefix = makeStoredResource({
      identifier: 'c-prefix',
      displayName: 'backup-new',
      timeCreated: '2023-01-01T00:00:00Z',
    });
    const word = makeStoredResource({
      identifier: 'd-word',
      displayName: 'nightly backup',
      timeCreated: '2025-01-01T00:00:00Z',
    });
    const elsewhere = makeStoredResource({
      identifier: 'e-tag',
      displayName: 'volume',
      freeformTags: { purpose: 'backup' },
      timeCreated: '2026-01-01T00:00:00Z',
    });
    const index = indexOf([elsewhere, word, prefix, newerPrefix, exact]);
    expect(ids(index, 'backup')).toEqual(['a-exact', 'c-prefix', 'b-prefix', 'd-word', 'e-tag']);
    expect(ids(index, 'Backup-')).toEqual(['c-prefix', 'b-prefix']);
  });

  it('pages with limit and offset, and counts all matches', () => {
    const many = Array.from({ length: 30 }, (_, n) =>
      makeStoredResource({
        displayName: `node-${n}`,
        timeCreated: new Date(Date.UTC(2024, 0, 1 + n)).toISOString(),
      }),
    );
    const index = indexOf(many);
    const first = index.search('node', { limit: 10 });
    const second = index.search('node', { limit: 10, offset: 10 });
    expect(first.total).toBe(30);
    expect(first.ids).toEqual(
      many
        .slice(20)
        .reverse()
        .map((r) => r.identifier),
    );
    expect(second.ids).toEqual(
      many
        .slice(10, 20)
        .reverse()
        .map((r) => r.identifier),
    );
    expect(index.search('node', { limit: 0 })).toMatchObject({ ids: [], total: 30 });
  });

  it('filters and counts facets, each facet ignoring its own filter', () => {
    const index = indexOf([
      web,
      db,
      vcn,
      makeStoredResource({ displayName: 'prod-old', lifecycleState: 'STOPPED', region: 'eu-frankfurt-1' }),
    ]);
    const all = index.search('prod', PAGE);
    expect(all.total).toBe(4);
    expect(all.facets.types).toEqual([
      { value: 'instance', count: 3 },
      { value: 'vcn', count: 1 },
    ]);
    expect(all.facets.states).toEqual([
      { value: 'RUNNING', count: 2 },
      { value: 'AVAILABLE', count: 1 },
      { value: 'STOPPED', count: 1 },
    ]);
    const running = index.search('prod', { ...PAGE, states: ['RUNNING'] });
    expect(running.ids).toEqual([db.identifier, web.identifier]);
    expect(running.facets.types).toEqual([{ value: 'instance', count: 2 }]);
    expect(running.facets.states).toHaveLength(3);
    expect(index.search('prod', { ...PAGE, types: ['VCN'] }).ids).toEqual([vcn.identifier]);
    expect(index.search('prod', { ...PAGE, regions: ['eu-frankfurt-1'] }).total).toBe(1);
    expect(index.search('', { ...PAGE, compartmentId: 'ocid1.compartment.oc1..other' }).total).toBe(0);
    expect(index.search('', PAGE).total).toBe(4);
  });

  it('updates and removes incrementally', () => {
    const index = indexOf([web, db]);
    index.add({ ...web, displayName: 'prod-api-01' });
    expect(index.size).toBe(2);
    expect(ids(index, 'prod-web')).toEqual([]);
    expect(ids(index, 'api')).toEqual([web.identifier]);
    expect(index.remove(db.identifier)).toBe(true);
    expect(index.remove(db.identifier)).toBe(false);
    expect(ids(index, 'prod')).toEqual([web.identifier]);
    expect(index.has(db.identifier)).toBe(false);
    expect(index.search('', PAGE).total).toBe(1);
  });

  it('serializes and loads to an index with identical answers, which keeps growing', () => {
    const resources = Array.from({ length: 500 }, (_, n) =>
      makeStoredResource({
        resourceType: n % 3 === 0 ? 'Subnet' : 'Instance',
        displayName: `app-${n % 7}-node-${n}`,
        lifecycleState: n % 5 === 0 ? 'STOPPED' : 'RUNNING',
        timeCreated: new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString(),
      }),
    );
    const index = indexOf(resources);
    for (const removed of resources.slice(0, 40)) index.remove(removed.identifier);
    index.add({ ...defined(resources[100]), displayName: 'renamed' });
    const queries = ['app', 'app-3', 'node-1', 'renamed', 'subnet stopped', 'ocid1', '', 'nothing'];
    const before = queries.map((text) => index.search(text, { limit: 20, offset: 5 }));
    const data = index.serialize();
    expect(data).toBeInstanceOf(ArrayBuffer);
    const loaded = TextIndex.load(data);
    expect(loaded.size).toBe(index.size);
    expect(queries.map((text) => loaded.search(text, { limit: 20, offset: 5 }))).toEqual(before);
    expect(queries.map((text) => index.search(text, { limit: 20, offset: 5 }))).toEqual(before);
    loaded.add(makeStoredResource({ identifier: 'added-later', displayName: 'app-late' }));
    expect(ids(loaded, 'app-la')).toEqual(['added-later']);
  });

  it('refuses data that is not a saved index', () => {
    expect(() => TextIndex.load(new ArrayBuffer(8))).toThrow(/too short/);
    expect(() => TextIndex.load(new ArrayBuffer(256))).toThrow(/not a text index/);
    const data = new TextIndex().serialize();
    new Uint32Array(data, 0, 2)[1] = 99;
    expect(() => TextIndex.load(data)).toThrow(/format 99/);
  });

  it('pages as a full sort of every match would: tier, then newer, then identifier; with the names sketched, and names added since', () => {
    const words = ['web', 'web-api', 'api', 'db', 'web db', 'edge-cache'];
    const resources = Array.from({ length: 600 }, (_, n) =>
      makeStoredResource({
        identifier: `ocid1.res.oc1.iad.${((n * 7919) % 600).toString().padStart(4, '0')}`,
        displayName:
          n % 17 === 0 ? undefined : `${defined(words[n % words.length])}${n % 3 === 0 ? '' : `-${n % 5}`}`,
        // Few distinct instants, so many matches tie on time and go by identifier.
        timeCreated: n % 9 === 0 ? undefined : new Date(Date.UTC(2024, 0, 1 + (n % 4))).toISOString(),
        // Matches in a tag too: below those whose name the text is a word of.
        freeformTags: { role: n % 4 === 3 ? 'edge-cache' : 'web' },
      }),
    );
    // Unprepared (every name read); loaded and prepared (the sketch turns most away), then more
    // added (sketched as searches test them; too few for a compaction, which drops the sketch).
    const plain = indexOf(resources);
    const sketched = TextIndex.load(indexOf(resources.slice(0, 500)).serialize());
    sketched.prepare();
    for (const resource of resources.slice(500)) sketched.add(resource);
    const tier = (name: string, text: string): number => {
      const phrase = normalizeName(text);
      if (name === '') return 0;
      if (name === phrase) return 3;
      if (name.startsWith(phrase)) return 2;
      return queryTerms(text).every((term) => startsWordIn(name, term)) ? 1 : 0;
    };
    const fullSort = (text: string): string[] =>
      resources
        .filter((resource) =>
          queryTerms(text).every((term) => resourceTokens(resource).some((token) => token.startsWith(term))),
        )
        .map((resource) => ({
          id: resource.identifier,
          tier: tier(normalizeName(resource.displayName), text),
          time: resource.timeCreated === undefined ? 0 : Date.parse(resource.timeCreated),
        }))
        .sort((a, b) => b.tier - a.tier || b.time - a.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((ranked) => ranked.id);
    // Names the text is, names it starts ('edge'), names it is a word of only ('cache', 'cache edge'), and none ('role').
    for (const text of ['web', 'web-api', 'web db', 'api', 'db', 'edge', 'cache', 'cache edge', 'role']) {
      const expected = fullSort(text);
      expect(expected.length).toBeGreaterThan(60);
      for (const [limit, offset] of [
        [1, 0],
        [10, 0],
        [25, 30],
        [1000, 0],
      ] as const) {
        for (const index of [plain, sketched])
          expect(index.search(text, { limit, offset }).ids).toEqual(expected.slice(offset, offset + limit));
      }
    }
  });

  it('answers like a brute-force scan over 20,000 synthetic resources', () => {
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
    const types = ['Instance', 'Subnet', 'Vcn', 'Bucket', 'AutonomousDatabase'];
    const resources = Array.from({ length: 20_000 }, (_, n) =>
      makeStoredResource({
        identifier: `ocid1.res.oc1.iad.${n.toString(36).padStart(6, '0')}`,
        resourceType: types[n % types.length],
        displayName: `${defined(words[n % 8])}-${defined(words[(n >> 3) % 8])}-${n}`,
        lifecycleState: n % 11 === 0 ? 'STOPPED' : 'RUNNING',
        freeformTags: n % 13 === 0 ? { team: defined(words[(n >> 6) % 8]) } : undefined,
        timeCreated: new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString(),
      }),
    );
    const index = indexOf(resources);
    const tokens = resources.map((r) => resourceTokens(r));
    const bruteForce = (text: string) =>
      resources.filter((_, n) =>
        queryTerms(text).every((term) => defined(tokens[n]).some((token) => token.startsWith(term))),
      ).length;
    const queries = [
      'alpha',
      'alpha-br',
      'echo golf',
      'database stopped',
      'team hotel',
      '1999',
      'ocid1.res.oc1.iad.000',
      'd',
    ];
    const answers = queries.map((text) => index.search(text, { limit: 25 }));
    answers.forEach((answer, n) => {
      expect(answer.total).toBe(bruteForce(defined(queries[n])));
    });
    expect(defined(answers[0]).total).toBeGreaterThan(2_500);
    expect(defined(answers[0]).ids).toHaveLength(25);
    // Heavy on purpose (20,000 resources, every query checked by brute force): on two busy cores it
    // takes several seconds, which is not what it tests.
  }, 60_000);

  it('ranks newer first by the time Date.parse reads, where the instant read differs, saved and compacted too', () => {
    // '2025/01/05' is no instant of the query language (it sorts as text there), yet a time to
    // free text's ranking; the others are OCI's form, read the same by both.
    const named = (displayName: string, timeCreated: string) =>
      makeStoredResource({ displayName, timeCreated });
    const older = named('ledger-a', '2023-01-01T00:00:00Z');
    const newest = named('ledger-b', '2025/01/05');
    const middle = named('ledger-c', '2024-01-01T00:00:00Z');
    const expected = [newest, middle, older].map((resource) => resource.identifier);
    const index = indexOf([older, newest, middle]);
    expect(ids(index, 'ledger')).toEqual(expected);
    const saved = index.serialize();
    const restored = TextIndex.load(saved);
    expect(ids(restored, 'ledger')).toEqual(expected);
    // Prepared (each document's time kept in an array) before the rest is added.
    restored.prepare();
    expect(ids(restored, 'ledger')).toEqual(expected);
    // Added after the save (a tail's rows), then renumbered by a compaction.
    const late = named('ledger-d', '2026/02/01');
    const dropped = named('ledger-e', '2022-01-01T00:00:00Z');
    for (const target of [index, restored]) {
      target.add(dropped);
      target.add(late);
      target.remove(dropped.identifier);
    }
    const tail = index.tail();
    const again = TextIndex.load(saved);
    expect(again.applyTail(defined(tail))).toBe(true);
    for (const target of [index, restored, again]) {
      expect(ids(target, 'ledger')).toEqual([late.identifier, ...expected]);
      target.prepare();
      expect(ids(target, 'ledger')).toEqual([late.identifier, ...expected]);
      target.compact();
      expect(ids(target, 'ledger')).toEqual([late.identifier, ...expected]);
      target.prepare();
      expect(ids(target, 'ledger')).toEqual([late.identifier, ...expected]);
    }
  });
});
