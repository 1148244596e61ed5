/**
 * The lists the console reads to their end (the catalogue's `readsEveryPage`), through the
 * worker's kept read: against the emulator, which pages announcements five and usage rows a
 * hundred at a time, every announcement comes back with its read status and every cost row, so
 * the month's sums are those of all of them; against a hostile answer that never stops naming a
 * next page, the read ends at the bound with a failure and the copy kept before still answers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS_PAGE } from '../../../emulator/handlers/announcements';
import { USAGE_PAGE } from '../../../emulator/handlers/usage';
import { costRequest, monthCost } from '../../../src/app/features/cost/monthCost';
import { ConsoleDb } from '../../../src/contract/db';
import { operation } from '../../../src/oci/operations';
import type { OperationAnswer } from '../../../src/oci/operations/answers';
import { MAX_PAGES } from '../../../src/worker/client';
import { createCoreApi } from '../../../src/worker/coreApi';
import { createWorkerContext } from '../../../src/worker/context';
import { REGION, startHarness, type Harness } from '../emulator/emulatorHarness';
import { jsonResponse } from './client/fakeFetch';
import { startWorker } from './untrusted/untrustedHarness';

type Usage = OperationAnswer<'requestSummarizedUsages'>;
type Announcements = OperationAnswer<'listAnnouncements'>;

describe('lists read to their end, from the emulator', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  function worker() {
    const db = new ConsoleDb(`paged-${Math.random().toString(36).slice(2)}`);
    const config = { endpoint: h.emulator.url, region: REGION, mode: 'emulator' as const };
    return createCoreApi(createWorkerContext(config, db));
  }

  /** Every page the emulator answers to `params`, asked one by one with the call layer. */
  async function everyPage<T>(name: string, params: Record<string, unknown>): Promise<T[]> {
    const pages: T[] = [];
    for await (const page of h.client.paginate<T>(operation(name), params)) pages.push(page.body);
    return pages;
  }

  it('reads every announcement with its read status, across pages', async () => {
    const params = {
      compartmentId: h.emulator.state.tenancy.tenancyId,
      sortBy: 'timeCreated',
      sortOrder: 'DESC',
      limit: 100,
    };
    const pages = await everyPage<Announcements>('listAnnouncements', params);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]?.items).toHaveLength(ANNOUNCEMENTS_PAGE);
    const all = pages.flatMap((page) => page.items ?? []);

    const read = await worker().read('listAnnouncements', params);
    if (!read.ok) throw new Error(read.failure.message);
    const body = read.value.body as Announcements;
    expect(body.items?.map((item) => item.id)).toEqual(all.map((item) => item.id));
    expect(body.userStatuses?.map((status) => status.userStatusAnnouncementId)).toEqual(
      all.map((item) => item.id),
    );
    expect(read.value.opcNextPage).toBeUndefined();
  });

  it("sums the month's cost over every row, by service and by compartment", async () => {
    const tenancyId = h.emulator.state.tenancy.tenancyId;
    const now = h.emulator.state.clock.now();
    const api = worker();
    for (const grouping of ['service', 'compartmentName'] as const) {
      const params = { requestSummarizedUsagesDetails: costRequest(tenancyId, grouping, now) };
      const pages = await everyPage<Usage>('requestSummarizedUsages', params);
      const rows = pages.flatMap((page) => page.items);
      if (grouping === 'service') {
        expect(pages.length).toBeGreaterThan(1);
        expect(pages[0]?.items).toHaveLength(USAGE_PAGE);
      }

      const read = await api.read('requestSummarizedUsages', params);
      if (!read.ok) throw new Error(read.failure.message);
      const body = read.value.body as Usage;
      expect(body.items).toEqual(rows);
      expect(body.groupBy).toEqual([grouping]);
      const whole = monthCost({ groupBy: [grouping], items: rows }, grouping, now, 'other');
      expect(monthCost(body, grouping, now, 'other')).toEqual(whole);
      expect(whole.total.thisMonth).toBeGreaterThan(0);
    }
  });
});

describe('a list that never ends', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is refused at the bound, and the copy kept before answers with the failure', async () => {
    const item = (n: number) => ({
      id: `a${n}`,
      summary: `Announcement ${n}`,
      announcementType: 'INFORMATION',
    });
    const worker = await startWorker(() => jsonResponse(200, { items: [item(0)], userStatuses: [] }));
    const params = { compartmentId: 'ocid1.tenancy.oc1..t', limit: 100 };
    expect((await worker.api.read('listAnnouncements', params)).ok).toBe(true);

    worker.respond = (_request, index) =>
      jsonResponse(200, { items: [item(index)], userStatuses: [] }, { 'opc-next-page': `page-${index + 1}` });
    const sent = worker.fetch.requests.length;
    const read = await worker.api.read('listAnnouncements', params);
    expect(worker.fetch.requests.length - sent).toBe(MAX_PAGES);
    expect(read).toMatchObject({
      ok: true,
      value: { fromCache: true, body: { items: [item(0)] }, failure: { kind: 'invalid-response' } },
    });
    expect(read.ok && read.value.failure?.message).toContain(`after ${MAX_PAGES} pages`);
  });
});
