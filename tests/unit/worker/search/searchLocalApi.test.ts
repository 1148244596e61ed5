import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalSearch } from '../../../../src/worker/search/localSearch';
import { createSearchApi } from '../../../../src/worker/searchApi';
import { suggest } from '../../../../src/worker/search/query/suggest';
import { recordRecentQuery, RECENT_QUERIES_KEPT } from '../../../../src/worker/search/query/recentQueries';
import { fakeSearchContext, makeSummary } from './fakeSearchContext';

let open: ReturnType<typeof fakeSearchContext>[] = [];

function setup() {
  const fake = fakeSearchContext({
    regions: {
      'us-ashburn-1': [makeSummary('Instance', 'prod-web-01'), makeSummary('Subnet', 'prod-app-subnet')],
      'eu-frankfurt-1': [{ ...makeSummary('Instance', 'prod-web-02', 'fra'), lifecycleState: 'STOPPED' }],
    },
  });
  open.push(fake);
  return { ...fake, api: createSearchApi(fake.context, { saveDelayMs: 60_000 }) };
}

afterEach(async () => {
  for (const fake of open) await fake.close();
  open = [];
});

describe('searchLocal', () => {
  it('restores the index when the worker asks as it starts, so the first search finds it open', async () => {
    const opening = vi.spyOn(LocalSearch, 'open');
    try {
      const fake = setup();
      expect(opening).not.toHaveBeenCalled();
      const opened = fake.api.openLocalIndex();
      expect(opening).toHaveBeenCalledTimes(1);
      expect(await opened).toBe(true);
      const found = await fake.api.searchLocal({ text: 'prod', limit: 10 });
      expect(found.ok).toBe(true);
      expect(opening).toHaveBeenCalledTimes(1);
    } finally {
      opening.mockRestore();
    }
  });

  it('answers from what earlier searches stored: free text by prefixes, and structured, with each item’s age', async () => {
    const fake = setup();
    const stored = await fake.api.searchRemote(
      { text: 'prod', regions: ['us-ashburn-1', 'eu-frankfurt-1'] },
      () => undefined,
    );
    expect(stored.ok).toBe(true);
    fake.setOnline(false);

    const text = await fake.api.searchLocal({ text: 'prod we', limit: 10 });
    expect(text.ok).toBe(true);
    if (!text.ok) return;
    expect(text.value.mode).toBe('text');
    expect(text.value.items.map((item) => item.displayName).sort()).toEqual(['prod-web-01', 'prod-web-02']);
    expect(text.value.items.every((item) => typeof item.fetchedAt === 'number')).toBe(true);
    expect(text.value.facets.states).toEqual([
      { value: 'AVAILABLE', count: 1 },
      { value: 'STOPPED', count: 1 },
    ]);

    const structured = await fake.api.searchLocal({
      text: "query instance resources where lifecycleState = 'STOPPED'",
      limit: 10,
    });
    expect(structured.ok && structured.value.items.map((item) => item.displayName)).toEqual(['prod-web-02']);

    const filtered = await fake.api.searchLocal({
      text: 'prod',
      regions: ['us-ashburn-1'],
      types: ['subnet'],
      limit: 10,
    });
    expect(filtered.ok && filtered.value.items.map((item) => item.displayName)).toEqual(['prod-app-subnet']);

    const wrong = await fake.api.searchLocal({ text: 'query instance resources where (', limit: 10 });
    expect(wrong.ok ? undefined : wrong.failure.kind).toBe('query');

    const regions = await fake.api.indexedRegions();
    expect(regions.ok && regions.value).toEqual(['eu-frankfurt-1', 'us-ashburn-1']);
  });
});

describe('recent queries and suggestions', () => {
  it('keeps one row per text, newest first, and the newest 20', async () => {
    const fake = setup();
    await recordRecentQuery(fake.db, 'prod', 1);
    await recordRecentQuery(fake.db, 'web', 2);
    await recordRecentQuery(fake.db, '  prod ', 3);
    const recent = await fake.api.recentQueries();
    expect(recent.ok && recent.value.map((query) => [query.text, query.at])).toEqual([
      ['prod', 3],
      ['web', 2],
    ]);
    for (let n = 0; n < 30; n += 1) await recordRecentQuery(fake.db, `query ${n}`, 10 + n);
    const kept = await fake.api.recentQueries();
    expect(kept.ok && kept.value.length).toBe(RECENT_QUERIES_KEPT);
    expect(kept.ok && kept.value[0]?.text).toBe('query 29');
  });

  it('suggests recent searches, types by title or name, and fields', async () => {
    const fake = setup();
    await recordRecentQuery(fake.db, 'prod subnet', 1);
    const forSub = await fake.api.suggest('sub');
    expect(forSub[0]).toEqual({ kind: 'recent', text: 'prod subnet', label: 'prod subnet', runs: true });
    expect(forSub).toContainEqual(
      expect.objectContaining({
        kind: 'type',
        typeName: 'Subnet',
        text: 'query Subnet resources',
        runs: true,
      }),
    );
    expect(await fake.api.suggest('')).toEqual([
      { kind: 'recent', text: 'prod subnet', label: 'prod subnet', runs: true },
    ]);

    const lifecycle = suggest('lifecy', []);
    expect(lifecycle).toContainEqual({
      kind: 'field',
      text: 'query all resources where lifecycleState ',
      label: 'lifecycleState',
      runs: false,
    });
  });

  it('completes a structured query where the grammar expects a type or a field', () => {
    const types = suggest('query vc', []);
    expect(types.map((s) => s.text)).toContain('query Vcn');
    expect(types.every((s) => s.kind === 'type' && !s.runs)).toBe(true);
    expect(suggest('query instance, sub', []).map((s) => s.text)).toContain('query instance, Subnet');

    const fields = suggest('query instance resources where life', []);
    expect(fields).toEqual([
      {
        kind: 'field',
        text: 'query instance resources where lifecycleState ',
        label: 'lifecycleState',
        runs: false,
      },
    ]);
    expect(suggest("query all resources where displayName = 'a' && free", []).map((s) => s.label)).toEqual([
      'freeformTags.key',
      'freeformTags.value',
    ]);
    expect(suggest("query all resources where displayName = 'x", [])).toEqual([]);
    expect(suggest('query all resources sorted by time', []).map((s) => s.label)).toEqual(['timeCreated']);
  });
});
