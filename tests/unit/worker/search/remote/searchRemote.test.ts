import { afterEach, describe, expect, it } from 'vitest';
import { parseQuery } from '../../../../../src/oci/query';
import { createSearchApi, type RemoteSearchProgress } from '../../../../../src/worker/searchApi';
import { TEXT_INDEX_KEY } from '../../../../../src/worker/search/saved/savedIndex';
import { fakeSearchContext, makeSummary, until, vcnOf } from '../fakeSearchContext';
import { objectContaining } from '../../../matchers';

const IAD = 'us-ashburn-1';
const FRA = 'eu-frankfurt-1';
const LAN = 'us-langley-1';

let open: ReturnType<typeof fakeSearchContext>[] = [];

function setup(options: Parameters<typeof fakeSearchContext>[0]) {
  const fake = fakeSearchContext(options);
  open.push(fake);
  const api = createSearchApi(fake.context, { progressIntervalMs: 5, saveDelayMs: 60_000 });
  const reports: RemoteSearchProgress[] = [];
  return { ...fake, api, reports, listen: (progress: RemoteSearchProgress) => void reports.push(progress) };
}

afterEach(async () => {
  for (const fake of open) await fake.close();
  open = [];
});

const subnets = [0, 1, 2].map((n) => makeSummary('Subnet', `prod-subnet-${n}`));
const instances = [0, 1].map((n) => makeSummary('Instance', `prod-web-${n}`));

describe('searchRemote', () => {
  it('stores and reports each page before enrichment ends, then stores the enrichment and the recomputed link', async () => {
    const fake = setup({ regions: { [IAD]: [...subnets, ...instances] }, pageSize: 2, holdReads: true });
    const done = fake.api.searchRemote({ text: 'prod', regions: [IAD] }, fake.listen);

    await until(() => fake.reports.some((report) => report.total === 5));
    const pages = fake.calls.filter((call) => call.operation === 'searchResources');
    expect(pages.map((call) => call.params['page'])).toEqual([undefined, '2', '4']);
    expect(pages[0]?.params['searchDetails']).toEqual({
      type: 'FreeText',
      text: 'prod',
      matchingContextType: 'NONE',
    });
    // Results reached the app while every enrichment read was still waiting.
    expect(fake.reports[0]?.items.map((row) => row.identifier)).toEqual([
      subnets[0]?.identifier,
      subnets[1]?.identifier,
    ]);
    expect(fake.reports.every((report) => report.enriched === 0)).toBe(true);
    const before = await fake.db.resources.get(subnets[0]?.identifier ?? '');
    expect(before?.link).toBeNull();
    expect((await fake.db.resources.get(instances[0]?.identifier ?? ''))?.link).toBe(
      `/compute/instances/${encodeURIComponent(instances[0]?.identifier ?? '')}`,
    );

    await until(() => fake.heldReads() === 3);
    fake.releaseReads();
    const result = await done;
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ total: 5, pagesDone: 3 });
    expect(result.value.enrich).toMatchObject({ enriched: 3, failures: 0, skipped: 2 });
    expect(result.value.regions[IAD]).toMatchObject({
      status: 'done',
      received: 5,
      pages: 3,
      truncated: false,
    });

    const subnetId = subnets[0]?.identifier ?? '';
    const link = `/networking/vcns/${encodeURIComponent(vcnOf(subnetId))}/subnets/${encodeURIComponent(subnetId)}`;
    const stored = await fake.db.resources.get(subnetId);
    expect(stored).toMatchObject({
      region: IAD,
      typeKey: 'subnet',
      link,
      enrichment: { vcnId: vcnOf(subnetId) },
    });
    expect(stored?.enrichedAt).toBeTypeOf('number');
    const last = fake.reports.at(-1);
    expect(last).toMatchObject({ phase: 'done', enriched: 3, enrichTotal: 3, total: 5 });
    const reported = fake.reports
      .flatMap((report) => report.items)
      .filter((row) => row.identifier === subnetId);
    expect(reported.at(-1)?.link).toBe(link);
    expect(fake.reports.some((report) => report.phase === 'enriching')).toBe(true);

    const local = await fake.api.searchLocal({ text: 'prod-sub', limit: 10 });
    expect(local.ok && local.value.items.map((item) => item.identifier).sort()).toEqual(
      subnets.map((s) => s.identifier).sort(),
    );
    // Five resources are left to the table, not saved with the index; a restarted worker finds them.
    expect(await fake.db.meta.get(TEXT_INDEX_KEY)).toMatchObject({ value: { count: 0 } });
    const restarted = createSearchApi(fake.context, { saveDelayMs: 60_000 });
    const again = await restarted.searchLocal({ text: 'prod-sub', limit: 10 });
    expect(again.ok && again.value.items.map((item) => item.identifier).sort()).toEqual(
      subnets.map((s) => s.identifier).sort(),
    );
  });

  it('caps each region and says when it left results out', async () => {
    const many = Array.from({ length: 7 }, (_, n) => makeSummary('Instance', `web-${n}`));
    const fake = setup({ regions: { [IAD]: many }, pageSize: 3 });
    const result = await fake.api.searchRemote({ text: 'web', regions: [IAD], limit: 5 }, fake.listen);
    expect(result.ok && result.value.regions[IAD]).toMatchObject({
      received: 5,
      truncated: true,
      status: 'done',
    });
    const limits = fake.calls.map((call) => call.params['limit']);
    expect(limits).toEqual([5, 2]);
  });

  it('sends a structured query as Structured, and refuses a wrong one with its position before any request', async () => {
    const fake = setup({ regions: { [IAD]: [...subnets, ...instances] } });
    const wrong = await fake.api.searchRemote(
      { text: 'query instance resources where RUNNING', regions: [IAD] },
      fake.listen,
    );
    const parsed = parseQuery('query instance resources where RUNNING');
    const position = parsed.ok ? -1 : parsed.error.position;
    expect(position).toBeGreaterThan(30);
    expect(wrong).toEqual({ ok: false, failure: objectContaining({ kind: 'query', position }) });
    expect(fake.calls).toEqual([]);
    expect(fake.reports).toEqual([]);

    const right = await fake.api.searchRemote(
      { text: 'query instance resources', regions: [IAD] },
      fake.listen,
    );
    expect(right.ok && right.value.total).toBe(2);
    expect(fake.calls[0]?.params['searchDetails']).toEqual({
      type: 'Structured',
      query: 'query instance resources',
      matchingContextType: 'NONE',
    });
  });

  it('searches every region at once; a failed region is reported while the others answer', async () => {
    const fake = setup({
      regions: { [IAD]: instances, [FRA]: [makeSummary('Instance', 'prod-fra')], [LAN]: [] },
      failing: [LAN],
      holdPages: true,
    });
    const done = fake.api.searchRemote({ text: 'prod', regions: [IAD, FRA, LAN] }, fake.listen);
    // All three first pages are on the wire before any answers.
    await until(() => fake.heldPages() === 3);
    expect(fake.calls.map((call) => call.region)).toEqual([IAD, FRA, LAN]);
    fake.releasePages();
    const result = await done;
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.total).toBe(3);
    expect(result.value.regions[LAN]).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    expect(result.value.regions[FRA]).toMatchObject({ status: 'done', received: 1 });
    const failedReport = fake.reports.find((report) => report.region === LAN);
    expect(failedReport?.regions[LAN]?.status).toBe('failed');
    const stored = await fake.db.resources.toArray();
    expect(stored.map((r) => r.region).sort()).toEqual([FRA, IAD, IAD]);
  });

  it('fails when every region fails, and sends nothing while offline', async () => {
    const fake = setup({ regions: { [IAD]: instances }, failing: [IAD] });
    const failed = await fake.api.searchRemote({ text: 'prod', regions: [IAD] }, fake.listen);
    expect(failed).toEqual({ ok: false, failure: objectContaining({ kind: 'network' }) });
    expect(fake.reports.at(-1)).toMatchObject({ phase: 'done' });

    const sentBefore = fake.calls.length;
    fake.setOnline(false);
    const offline = await fake.api.searchRemote({ text: 'prod web', regions: [IAD] }, fake.listen);
    expect(offline).toEqual({ ok: false, failure: objectContaining({ kind: 'network' }) });
    expect(fake.calls.length).toBe(sentBefore);
    const recent = await fake.api.recentQueries();
    expect(recent.ok && recent.value.map((query) => query.text)).toEqual(['prod web', 'prod']);
  });

  it('aborts the previous search and its enrichment when a new one starts', async () => {
    const fake = setup({ regions: { [IAD]: [...subnets, ...instances] }, holdReads: true });
    const first = fake.api.searchRemote({ text: 'prod-subnet', regions: [IAD] }, fake.listen);
    await until(() => fake.heldReads() > 0);
    const firstReads = fake.calls.filter((call) => call.operation === 'getSubnet');
    const firstId = fake.reports[0]?.searchId ?? 0;

    const second = fake.api.searchRemote({ text: 'prod-web', regions: [IAD] }, fake.listen);
    expect(await first).toEqual({ ok: false, failure: objectContaining({ kind: 'aborted' }) });
    expect(firstReads.every((call) => call.signal?.aborted)).toBe(true);
    const result = await second;
    expect(result.ok && result.value.searchId).toBeGreaterThan(firstId);
    const afterAbort = fake.reports.filter((report) => report.searchId === firstId);
    expect(afterAbort.length).toBeGreaterThan(0);
    expect(afterAbort.some((report) => report.phase === 'done')).toBe(false);
    // The first search's reads never ran past the abort: no subnet was enriched.
    const enriched = (await fake.db.resources.toArray()).filter((r) => r.enrichedAt !== undefined);
    expect(enriched).toEqual([]);
  });

  it('runs a list or a lookup beside the user’s search, stored alike, and only replaces its own kind', async () => {
    const fake = setup({ regions: { [IAD]: [...subnets, ...instances] }, holdReads: true });
    const search = fake.api.searchRemote({ text: 'prod-subnet', regions: [IAD] }, fake.listen);
    await until(() => fake.heldReads() > 0);
    const held = fake.heldReads();
    const list = fake.api.searchRemote(
      { text: 'query Subnet resources', regions: [IAD], purpose: 'list' },
      fake.listen,
    );
    await until(() => fake.heldReads() > held);
    const listed = fake.heldReads();
    const lookup = fake.api.searchRemote(
      {
        text: `query all resources where identifier = '${subnets[2]?.identifier ?? ''}'`,
        regions: [IAD],
        purpose: 'lookup',
      },
      fake.listen,
    );
    await until(() => fake.heldReads() > listed);
    const newerList = fake.api.searchRemote(
      { text: "query Instance resources where displayName = 'prod-web-1'", regions: [IAD], purpose: 'list' },
      fake.listen,
    );
    expect(await list).toEqual({ ok: false, failure: objectContaining({ kind: 'aborted' }) });
    fake.releaseReads();
    expect((await search).ok).toBe(true);
    expect((await lookup).ok).toBe(true);
    expect((await newerList).ok).toBe(true);
    // A list's rows are stored, enriched and linked exactly as a search's.
    expect((await fake.db.resources.get(instances[1]?.identifier ?? ''))?.link).toBe(
      `/compute/instances/${encodeURIComponent(instances[1]?.identifier ?? '')}`,
    );
    const subnetId = subnets[2]?.identifier ?? '';
    expect(await fake.db.resources.get(subnetId)).toMatchObject({ enrichment: { vcnId: vcnOf(subnetId) } });
    // Only the user's own search is a recent search.
    const recent = await fake.api.recentQueries();
    expect(recent.ok && recent.value.map((q) => q.text)).toEqual(['prod-subnet']);
  });

  it('stores what the home page renewal finds without reading the details of each result', async () => {
    const fake = setup({ regions: { [IAD]: subnets } });
    const result = await fake.api.searchRemote(
      { text: 'query Subnet resources', regions: [IAD], purpose: 'home' },
      fake.listen,
    );
    expect(result.ok && result.value.total).toBe(3);
    expect(fake.calls.filter((call) => call.operation !== 'searchResources')).toEqual([]);
    expect(await fake.db.resources.count()).toBe(3);
  });

  it('enriches the rows on screen first', async () => {
    const ten = Array.from({ length: 10 }, (_, n) => makeSummary('Subnet', `net-${n}`));
    const fake = setup({ regions: { [IAD]: ten }, holdReads: true });
    const api = createSearchApi(fake.context, { concurrency: 1, progressIntervalMs: 5 });
    const done = api.searchRemote({ text: 'net', regions: [IAD] }, fake.listen);
    await until(() => fake.heldReads() === 1);
    const visible = [ten[9]?.identifier ?? '', ten[7]?.identifier ?? ''];
    await api.prioritizeEnrichment(visible);
    fake.releaseRead();
    await until(() => fake.heldReads() === 1);
    fake.releaseRead();
    await until(() => fake.heldReads() === 1);
    const order = fake.calls
      .filter((call) => call.operation === 'getSubnet')
      .map((call) => call.params['subnetId']);
    expect(order.slice(0, 3)).toEqual([ten[0]?.identifier, ...visible]);
    let finished = false;
    void done.then(() => (finished = true));
    await until(() => {
      fake.releaseReads();
      return finished;
    });
    expect(fake.reports.at(-1)).toMatchObject({ phase: 'done', enriched: 10, enrichTotal: 10 });
  });
});
