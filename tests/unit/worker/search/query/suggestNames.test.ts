import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceSummary } from '../../../../../src/oci/resource';
import { createSearchApi, type Suggestion } from '../../../../../src/worker/searchApi';
import { MAX_NAMES, nameSuggestions, suggest } from '../../../../../src/worker/search/query/suggest';
import { fakeSearchContext, makeSummary } from '../fakeSearchContext';

let open: ReturnType<typeof fakeSearchContext>[] = [];

/** A worker whose local index holds these resources (one search stored them), then offline. */
async function indexed(resources: readonly ResourceSummary[]) {
  const fake = fakeSearchContext({ regions: { 'us-ashburn-1': resources }, pageSize: 100 });
  open.push(fake);
  const api = createSearchApi(fake.context, { saveDelayMs: 60_000 });
  const stored = await api.searchRemote(
    { text: 'query instance, subnet resources', regions: ['us-ashburn-1'], purpose: 'list' },
    () => undefined,
  );
  expect(stored.ok).toBe(true);
  fake.setOnline(false);
  return api;
}

const named = (found: readonly Suggestion[]) => found.filter((s) => s.kind === 'name');

afterEach(async () => {
  for (const fake of open) await fake.close();
  open = [];
});

describe('name suggestions from the local index', () => {
  it('offers resources whose name has a word starting with the text, with type and link, offline', async () => {
    const api = await indexed([
      makeSummary('Instance', 'prod-web-01'),
      makeSummary('Subnet', 'prod-app-subnet'),
      makeSummary('Instance', 'batch-runner'),
    ]);
    const found = named(await api.suggest('web'));
    expect(found.map((s) => s.label)).toEqual(['prod-web-01']);
    expect(found[0]).toMatchObject({ kind: 'name', text: 'prod-web-01', typeName: 'Instance', runs: false });
    expect(found[0]?.link).toMatch(/^\/compute\/instances\/ocid1\.instance\./);

    expect(named(await api.suggest('prod a')).map((s) => s.label)).toEqual(['prod-app-subnet']);
    // Only the start of a word: "eb" is inside "web", not the start of a word.
    expect(named(await api.suggest('eb'))).toEqual([]);
    // A structured query completes the grammar, it does not look for names.
    expect(named(await api.suggest('query instance resources where displayName = "prod'))).toEqual([]);
  });

  it('puts the exact name first, then names starting with the text, then word matches; at most six', async () => {
    const api = await indexed([
      makeSummary('Instance', 'old-web'),
      ...Array.from({ length: 8 }, (_, n) => makeSummary('Instance', `web-${n}`)),
      makeSummary('Instance', 'web'),
    ]);
    const found = named(await api.suggest('web'));
    expect(found).toHaveLength(MAX_NAMES);
    expect(found[0]?.label).toBe('web');
    expect(found.slice(1).every((s) => s.label.startsWith('web-'))).toBe(true);
    expect(named(await api.suggest('old')).map((s) => s.label)).toEqual(['old-web']);
  });

  it('takes regex characters, quotes and very long text as plain text', async () => {
    const api = await indexed([makeSummary('Instance', 'prod-web-01'), makeSummary('Instance', 'a(b)[c]')]);
    for (const text of ['.*', 'p.*', '[a-z]', '(', '\\', '^prod', 'prod$', "'prod'", '%', '\u0000prod']) {
      const found = await api.suggest(text);
      expect(
        named(found).map((s) => s.label),
        text,
      ).toEqual([]);
    }
    expect(named(await api.suggest('a(b')).map((s) => s.label)).toEqual(['a(b)[c]']);
    const long = await api.suggest('prod'.repeat(50_000));
    expect(named(long)).toEqual([]);
  });
});

describe('nameSuggestions', () => {
  const candidate = (
    identifier: string,
    displayName: string | undefined,
    link: string | null = `/r/${identifier}`,
  ) => ({
    identifier,
    resourceType: 'Instance',
    displayName,
    link,
  });

  it('keeps every resource with a matching name (a type without a link too), once each, in relevance order', () => {
    const found = nameSuggestions(
      [
        candidate('1', 'db-web'),
        candidate('2', 'web-01', null),
        candidate('3', undefined),
        candidate('4', 'tagged-only'),
        candidate('5', 'web-02'),
        candidate('5', 'web-02'),
        candidate('6', 'WEB'),
      ],
      'web',
    );
    expect(found.map((s) => [s.identifier, s.label, s.link])).toEqual([
      ['6', 'WEB', '/r/6'],
      ['2', 'web-01', undefined],
      ['5', 'web-02', '/r/5'],
      ['1', 'db-web', '/r/1'],
    ]);
  });
});

describe('type suggestions in the user’s language', () => {
  it('matches the titles the app sends, and shows them', () => {
    const titles = { User: 'Benutzer', Group: 'Gruppe', DynamicGroup: 'Dynamische Gruppe' };
    const users = suggest('benutz', [], { typeTitles: titles }).filter((s) => s.kind === 'type');
    expect(users).toEqual([
      expect.objectContaining({
        typeName: 'User',
        label: 'Benutzer',
        text: 'query User resources',
        runs: true,
      }),
    ]);
    const groups = suggest('grup', [], { typeTitles: titles }).filter((s) => s.kind === 'type');
    expect(groups.map((s) => s.typeName)).toEqual(['Group', 'DynamicGroup']);
    // The English title and the type name still match.
    expect(suggest('autonom', [], { typeTitles: titles }).map((s) => s.typeName)).toContain(
      'AutonomousDatabase',
    );
  });

  it('ignores hostile titles: not strings, inherited keys, blanks', () => {
    const titles = JSON.parse('{"__proto__": {"User": "Evil"}, "Group": 42, "Vcn": "   "}') as Record<
      string,
      string
    >;
    const users = suggest('user', [], { typeTitles: titles }).filter((s) => s.typeName === 'User');
    expect(users[0]?.label).toBe('User');
    expect(suggest('evil', [], { typeTitles: titles }).filter((s) => s.kind === 'type')).toEqual([]);
    expect(suggest('group', [], { typeTitles: titles }).find((s) => s.typeName === 'Group')?.label).toBe(
      'Group',
    );
  });
});
