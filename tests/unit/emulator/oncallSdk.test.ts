/**
 * Monitoring's metrics, the Announcements Service and the Usage API as the official SDK calls
 * them (oci-monitoring, oci-announcementsservice, oci-usageapi), against the emulator with
 * signatures required: the request shapes (paths, query, bodies, headers) of the real clients,
 * and answers the SDK's models read — a daily shape in the metrics, unread action-required
 * announcements that turn read, a month of cost per service and compartment in a currency.
 */
import { generateKeyPairSync } from 'node:crypto';
import * as announcements from 'oci-announcementsservice';
import * as common from 'oci-common';
import * as monitoring from 'oci-monitoring';
import * as usageapi from 'oci-usageapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, REGION, startHarness, type Harness } from './emulatorHarness';

let h: Harness;
let provider: common.SimpleAuthenticationDetailsProvider;
let otherProvider: common.SimpleAuthenticationDetailsProvider;
const FINGERPRINT = '11:22:33:44:55:66:77:88:99:00:aa:bb:cc:dd:ee:ff';
const noRetry = { retryConfiguration: { terminationStrategy: new common.MaxAttemptsTerminationStrategy(1) } };

async function signer(user: string): Promise<common.SimpleAuthenticationDetailsProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const tenancyId = h.emulator.state.tenancy.tenancyId;
  const keyId = `${tenancyId}/${user}/${FINGERPRINT}`;
  expect((await raw(h, 'POST', '/_emulator/keys', { keyId, publicKeyPem: publicKey })).status).toBe(200);
  return new common.SimpleAuthenticationDetailsProvider(tenancyId, user, FINGERPRINT, privateKey, null);
}

beforeAll(async () => {
  h = await startHarness({ requireSignature: true });
  provider = await signer('ocid1.user.oc1..oncall');
  otherProvider = await signer('ocid1.user.oc1..colleague');
});

afterAll(() => h.close());

function runningInstance() {
  const instance = [...(h.emulator.state.region(REGION)?.store.collection('iaas/instances') ?? [])].find(
    (i) => i.summary.lifecycleState === 'RUNNING',
  );
  if (instance === undefined) throw new Error('No running instance');
  return instance;
}

describe('metrics through oci-monitoring', () => {
  const client = () => {
    const c = new monitoring.MonitoringClient({ authenticationDetailsProvider: provider }, noRetry);
    c.endpoint = `${h.emulator.url}/telemetry/${REGION}`;
    return c;
  };

  it("summarizes an instance's CPU over a day, one point a five minutes, busier in the afternoon", async () => {
    const instance = runningInstance();
    const day = Date.UTC(2026, 10, 24);
    const answer = await client().summarizeMetricsData({
      compartmentId: instance.summary.compartmentId,
      summarizeMetricsDataDetails: {
        namespace: 'oci_computeagent',
        query: `CpuUtilization[5m]{resourceId = "${instance.id}"}.mean()`,
        startTime: new Date(day),
        endTime: new Date(day + 86_400_000 - 1),
      },
    });
    expect(answer.items).toHaveLength(1);
    const [series] = answer.items;
    expect(series?.name).toBe('CpuUtilization');
    expect(series?.dimensions['resourceId']).toBe(instance.id);
    expect(series?.metadata?.['unit']).toBe('percent');
    const points = series?.aggregatedDatapoints ?? [];
    expect(points).toHaveLength(288);
    const at = (hour: number) => points.filter((p) => new Date(p.timestamp).getUTCHours() === hour);
    const mean = (list: { value: number }[]) => list.reduce((s, p) => s + p.value, 0) / list.length;
    expect(mean(at(14))).toBeGreaterThan(mean(at(3)) * 2);
    for (const p of points) expect(p.value).toBeGreaterThanOrEqual(0);
    for (const p of points) expect(p.value).toBeLessThanOrEqual(100);
    // The same question gives the same chart.
    const again = await client().summarizeMetricsData({
      compartmentId: instance.summary.compartmentId,
      summarizeMetricsDataDetails: {
        namespace: 'oci_computeagent',
        query: `CpuUtilization[5m]{resourceId = "${instance.id}"}.mean()`,
        startTime: new Date(day),
        endTime: new Date(day + 86_400_000 - 1),
      },
    });
    expect(again.items[0]?.aggregatedDatapoints).toEqual(points);
  });

  it('refuses a query MQL does not parse and a compartment the tenancy lacks', async () => {
    const instance = runningInstance();
    await expect(
      client().summarizeMetricsData({
        compartmentId: instance.summary.compartmentId,
        summarizeMetricsDataDetails: { namespace: 'oci_computeagent', query: 'CpuUtilization.mean(' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, serviceCode: 'InvalidParameter' });
    await expect(
      client().summarizeMetricsData({
        compartmentId: 'ocid1.compartment.oc1..nowhere',
        summarizeMetricsDataDetails: { namespace: 'oci_computeagent', query: 'CpuUtilization[1m].mean()' },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('charts every running instance under a compartment when asked for its subtree, and only its own otherwise', async () => {
    const tenancyId = h.emulator.state.tenancy.tenancyId;
    const running = [...(h.emulator.state.region(REGION)?.store.collection('iaas/instances') ?? [])].filter(
      (i) => i.summary.lifecycleState === 'RUNNING',
    );
    const ask = (compartmentIdInSubtree: boolean) =>
      client().summarizeMetricsData({
        compartmentId: tenancyId,
        compartmentIdInSubtree,
        summarizeMetricsDataDetails: { namespace: 'oci_computeagent', query: 'CpuUtilization[1h].mean()' },
      });
    const ids = (answer: monitoring.responses.SummarizeMetricsDataResponse) =>
      answer.items.map((series) => series.dimensions['resourceId']).sort();
    expect(running.some((i) => i.summary.compartmentId !== tenancyId)).toBe(true);
    expect(ids(await ask(true))).toEqual(running.map((i) => i.id).sort());
    expect(ids(await ask(false))).toEqual(
      running
        .filter((i) => i.summary.compartmentId === tenancyId)
        .map((i) => i.id)
        .sort(),
    );
  });
});

describe('announcements through oci-announcementsservice', () => {
  const client = (as = provider) => {
    const c = new announcements.AnnouncementClient({ authenticationDetailsProvider: as }, noRetry);
    c.endpoint = `${h.emulator.url}/announcements/${REGION}`;
    return c;
  };

  it("lists the tenancy's announcements newest first with the caller's unread ones", async () => {
    const tenancyId = h.emulator.state.tenancy.tenancyId;
    // Paged as the SDK's caller follows opc-next-page (the emulator answers five a page).
    const items: announcements.models.AnnouncementSummary[] = [];
    const statuses: announcements.models.AnnouncementUserStatusDetails[] = [];
    let page: string | undefined;
    let pages = 0;
    do {
      const listed = await client().listAnnouncements({
        compartmentId: tenancyId,
        sortBy: announcements.requests.ListAnnouncementsRequest.SortBy.TimeCreated,
        sortOrder: announcements.requests.ListAnnouncementsRequest.SortOrder.Desc,
        ...(page === undefined ? {} : { page }),
      });
      items.push(...(listed.announcementsCollection.items ?? []));
      statuses.push(...(listed.announcementsCollection.userStatuses ?? []));
      page = listed.opcNextPage;
      pages += 1;
      // Typed as always there; absent (undefined) on the last page.
    } while (page && pages < 10);
    expect(pages).toBe(2);
    expect(items.length).toBeGreaterThanOrEqual(6);
    const times = items.map((a) => new Date(a.timeCreated ?? 0).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const types = new Set(items.map((a) => a.announcementType));
    expect(types).toContain('ACTION_REQUIRED');
    expect(types).toContain('SCHEDULED_MAINTENANCE');
    expect(types).toContain('PRODUCTION_EVENT_NOTIFICATION');
    const action = items.find(
      (a) =>
        a.announcementType === announcements.models.BaseAnnouncement.AnnouncementType.ActionRequired &&
        a.lifecycleState === announcements.models.BaseAnnouncement.LifecycleState.Active,
    );
    const status = statuses.find((s) => s.userStatusAnnouncementId === action?.id);
    expect(status?.timeAcknowledged ?? null).toBeNull();
    await expect(
      client().listAnnouncements({ compartmentId: 'ocid1.tenancy.oc1..other' }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('names the affected resources and marks an announcement read for its user only', async () => {
    const tenancyId = h.emulator.state.tenancy.tenancyId;
    const listed = await client().listAnnouncements({
      compartmentId: tenancyId,
      announcementType: 'ACTION_REQUIRED',
    });
    const id =
      listed.announcementsCollection.items?.find(
        (a) => a.lifecycleState === announcements.models.BaseAnnouncement.LifecycleState.Active,
      )?.id ?? '';
    const got = await client().getAnnouncement({ announcementId: id });
    expect(got.announcement.affectedResources?.length).toBeGreaterThan(0);
    expect(got.announcement.affectedResources?.[0]?.resourceId).toMatch(/^ocid1\.instance\./);
    expect(got.announcement.description).toMatch(/\S/);
    await client().updateAnnouncementUserStatus({
      announcementId: id,
      statusDetails: {
        userStatusAnnouncementId: id,
        userId: 'ocid1.user.oc1..oncall',
        timeAcknowledged: new Date(),
      },
    });
    const mine = await client().getAnnouncementUserStatus({ announcementId: id });
    expect(mine.announcementUserStatusDetails.timeAcknowledged).toBeDefined();
    const theirs = await client(otherProvider).getAnnouncementUserStatus({ announcementId: id });
    expect(theirs.announcementUserStatusDetails.timeAcknowledged ?? null).toBeNull();
  });
});

describe('cost through oci-usageapi', () => {
  const client = () => {
    const c = new usageapi.UsageapiClient({ authenticationDetailsProvider: provider }, noRetry);
    c.endpoint = `${h.emulator.url}/usageapi/${REGION}`;
    return c;
  };
  const today = new Date(
    Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()),
  );
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));

  it("sums the cost by service per month with a forecast, in the tenancy's currency", async () => {
    const answer = await client().requestSummarizedUsages({
      requestSummarizedUsagesDetails: {
        tenantId: h.emulator.state.tenancy.tenancyId,
        timeUsageStarted: lastMonth,
        timeUsageEnded:
          today.getTime() === monthStart.getTime() ? new Date(today.getTime() + 86_400_000) : today,
        granularity: usageapi.models.RequestSummarizedUsagesDetails.Granularity.Monthly,
        queryType: usageapi.models.RequestSummarizedUsagesDetails.QueryType.Cost,
        groupBy: ['service'],
        forecast: {
          forecastType: usageapi.models.Forecast.ForecastType.Basic,
          timeForecastStarted: today,
          timeForecastEnded: nextMonth,
        },
      },
    });
    const items = answer.usageAggregation.items;
    expect(new Set(items.map((i) => i.currency))).toEqual(new Set(['EUR']));
    const past = items.filter(
      (i) => i.isForecast !== true && new Date(i.timeUsageStarted).getTime() === lastMonth.getTime(),
    );
    expect(past.map((i) => i.service)).toContain('Compute');
    expect(past.every((i) => (i.computedAmount ?? 0) > 0)).toBe(true);
    expect(items.some((i) => i.isForecast === true)).toBe(true);
  });

  it('groups by compartment and refuses a daily window not at midnight', async () => {
    const answer = await client().requestSummarizedUsages({
      requestSummarizedUsagesDetails: {
        tenantId: h.emulator.state.tenancy.tenancyId,
        timeUsageStarted: lastMonth,
        timeUsageEnded: monthStart,
        granularity: usageapi.models.RequestSummarizedUsagesDetails.Granularity.Daily,
        queryType: usageapi.models.RequestSummarizedUsagesDetails.QueryType.Cost,
        groupBy: ['compartmentName'],
      },
    });
    const names = new Set(answer.usageAggregation.items.map((i) => i.compartmentName));
    expect(names.size).toBeGreaterThan(1);
    await expect(
      client().requestSummarizedUsages({
        requestSummarizedUsagesDetails: {
          tenantId: h.emulator.state.tenancy.tenancyId,
          timeUsageStarted: new Date(lastMonth.getTime() + 3_600_000),
          timeUsageEnded: monthStart,
          granularity: usageapi.models.RequestSummarizedUsagesDetails.Granularity.Daily,
        },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
