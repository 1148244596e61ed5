/**
 * Injected faults, set at start and at run time: latency, error answers (429 with Retry-After,
 * 500), dropped connections, hangs, a captive portal; limited to path prefixes; never applying a
 * mutation they fail, except the drop after applying, which a retry token then replays.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import {
  createClient,
  OciHttpError,
  OciInvalidResponseError,
  OciNetworkError,
  OciTimeoutError,
} from '../../../src/worker/client';
import { parseFaultConfig } from '../../../emulator/faults';
import { field, raw, REGION, startHarness, type Harness } from './emulatorHarness';
import { createCall, seedsOf, type Seeds } from './seededFixtures';

let h: Harness;
let s: Seeds;

beforeAll(async () => {
  h = await startHarness();
  s = seedsOf(h);
});

afterEach(async () => {
  await raw(h, 'DELETE', '/_emulator/faults');
});

afterAll(() => h.close());

const setFaults = async (config: Record<string, unknown>): Promise<void> => {
  const answer = await raw(h, 'POST', '/_emulator/faults', config);
  expect(answer.status).toBe(200);
};

const projectPath = (): string => `/devops/${REGION}/20210630/projects/${s.project.id}`;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('faults', () => {
  it('adds latency', async () => {
    await setFaults({ latencyMs: 150, jitterMs: 20 });
    const start = Date.now();
    expect((await raw(h, 'GET', projectPath())).status).toBe(200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(145);
  });

  it('answers 429 TooManyRequests with Retry-After, and 500', async () => {
    await setFaults({ errorRate: 1, errorStatuses: [429], retryAfterSeconds: 2 });
    const limited = await raw(h, 'GET', projectPath());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.json).toMatchObject({ code: 'TooManyRequests' });
    const error = await rejection(h.call(operation('getProject'), { projectId: s.project.id }));
    expect(error).toBeInstanceOf(OciHttpError);
    expect((error as OciHttpError).retryAfterMs).toBe(2000);
    await setFaults({ errorRate: 1, errorStatuses: [500] });
    expect(await raw(h, 'GET', projectPath())).toMatchObject({
      status: 500,
      json: { code: 'InternalServerError' },
    });
  });

  it('never applies a mutation it fails', async () => {
    const before = Number(field((await raw(h, 'GET', '/_emulator/applied')).json, 'total'));
    const projects = h.entities('devops/projects').length;
    await setFaults({ errorRate: 1, errorStatuses: [503] });
    const error = await rejection(
      h.call(operation('createProject'), createCall(s, 'devops/projects').params),
    );
    expect((error as OciHttpError).status).toBe(503);
    await raw(h, 'DELETE', '/_emulator/faults');
    expect(field((await raw(h, 'GET', '/_emulator/applied')).json, 'total')).toBe(before);
    expect(h.entities('devops/projects').length).toBe(projects);
  });

  it('drops connections', async () => {
    await setFaults({ dropRate: 1 });
    await expect(fetch(`${h.emulator.url}${projectPath()}`)).rejects.toThrow();
    expect(await rejection(h.call(operation('getProject'), { projectId: s.project.id }))).toBeInstanceOf(
      OciNetworkError,
    );
  });

  it('hangs until the client gives up', async () => {
    await setFaults({ hangRate: 1 });
    const impatient = createClient({
      region: REGION,
      endpoint: h.emulator.url,
      timeoutMs: 300,
      errorHandler: () => undefined,
    });
    expect(
      await rejection(impatient.call(operation('getProject'), { projectId: s.project.id })),
    ).toBeInstanceOf(OciTimeoutError);
  });

  it('plays a captive portal: an HTML page with 200', async () => {
    await setFaults({ captivePortal: true });
    const page = await raw(h, 'GET', projectPath());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toMatch(/<html/);
    expect(await rejection(h.call(operation('getProject'), { projectId: s.project.id }))).toBeInstanceOf(
      OciInvalidResponseError,
    );
  });

  it("answers in OCI's place like a proxy: a 2xx without opc-request-id, the change not applied", async () => {
    await setFaults({ notOciRate: 1 });
    const seen = new Set<string>();
    for (let i = 0; i < 30 && seen.size < 3; i += 1) {
      const answer = await raw(h, 'GET', projectPath());
      expect(answer.status === 200 || answer.status === 204).toBe(true);
      expect(answer.headers.get('opc-request-id')).toBeNull();
      seen.add(`${answer.status} ${answer.text}`);
      const refused = await rejection(h.call(operation('getProject'), { projectId: s.project.id }));
      expect(refused).toBeInstanceOf(OciInvalidResponseError);
    }
    expect([...seen].sort()).toEqual(['200 ', '200 {"status":"login required"}', '204 ']);
  });

  it('limits faults to the paths named, and leaves /_emulator/ and /locales/ alone', async () => {
    await setFaults({ errorRate: 1, errorStatuses: [500], paths: ['/devops/'] });
    expect((await raw(h, 'GET', projectPath())).status).toBe(500);
    const vnic = h.entity('iaas/vnics');
    expect((await raw(h, 'GET', `/iaas/${REGION}/20160918/vnics/${vnic.id}`)).status).toBe(200);
    await setFaults({ errorRate: 1, errorStatuses: [500] });
    expect((await raw(h, 'GET', '/_emulator/health')).status).toBe(200);
    expect((await raw(h, 'GET', '/locales/oci-console-navigation/fr.json')).status).not.toBe(500);
  });

  it('drops the answer after applying a mutation, and the retry token replays it exactly once', async () => {
    await setFaults({ dropAfterApplyRate: 1 });
    const { params } = createCall(s, 'devops/projects');
    const body = JSON.stringify(params['createProjectDetails']);
    const send = () =>
      fetch(`${h.emulator.url}/devops/${REGION}/20210630/projects`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'opc-retry-token': 'exactly-once-1' },
      });
    await expect(send()).rejects.toThrow();
    await raw(h, 'DELETE', '/_emulator/faults');
    const replayed = await send();
    expect(replayed.status).toBe(200);
    const created = (await replayed.json()) as { id: string };
    expect(h.entities('devops/projects', (p) => p.id === created.id)).toHaveLength(1);
    const applied = await raw(h, 'GET', '/_emulator/applied');
    expect(field(field(applied.json, 'byRetryToken'), 'exactly-once-1')).toBe(1);
  });

  it('drops the answer after applying, then answers the client’s resend: 412 to an if-match, a replay to a retry token', async () => {
    await setFaults({ dropAfterApplyResendRate: 1, paths: ['/devops/'] });
    const before = await raw(h, 'GET', projectPath());
    const etag = before.headers.get('etag') ?? '';
    const update = await raw(
      h,
      'PUT',
      projectPath(),
      { description: 'resent after a lost answer' },
      { 'if-match': etag },
    );
    // The update was applied once; its resend met the etag that update made.
    expect(update.status).toBe(412);
    expect(field(update.json, 'code')).toBe('NoEtagMatch');
    const after = await raw(h, 'GET', projectPath());
    expect(field(after.json, 'description')).toBe('resent after a lost answer');
    expect(after.headers.get('etag')).not.toBe(etag);

    const { params } = createCall(s, 'devops/projects');
    const created = await raw(
      h,
      'POST',
      `/devops/${REGION}/20210630/projects`,
      params['createProjectDetails'],
      {
        'opc-retry-token': 'resent-create-1',
      },
    );
    expect(created.status).toBe(200);
    const applied = await raw(h, 'GET', '/_emulator/applied');
    const items = field(applied.json, 'items') as { operation: string; resourceId?: string }[];
    expect(
      items.filter((item) => item.operation === 'updateProject' && item.resourceId === s.project.id),
    ).toHaveLength(1);
    expect(field(field(applied.json, 'byRetryToken'), 'resent-create-1')).toBe(1);
    expect(
      field((await raw(h, 'GET', '/_emulator/faults/counts')).json, 'dropAfterApplyResend'),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts each fault it plays, by kind, until the counts are cleared', async () => {
    expect((await raw(h, 'DELETE', '/_emulator/faults/counts')).status).toBe(200);
    await setFaults({ errorRate: 1, errorStatuses: [503] });
    await raw(h, 'GET', projectPath());
    await raw(h, 'GET', projectPath());
    await setFaults({ captivePortal: true });
    await raw(h, 'GET', projectPath());
    await setFaults({ notOciRate: 1 });
    await raw(h, 'GET', projectPath());
    await setFaults({ dropRate: 1 });
    await expect(fetch(`${h.emulator.url}${projectPath()}`)).rejects.toThrow();
    await setFaults({ dropAfterApplyRate: 1 });
    await expect(
      fetch(`${h.emulator.url}/devops/${REGION}/20210630/projects`, {
        method: 'POST',
        body: JSON.stringify(createCall(s, 'devops/projects').params['createProjectDetails']),
        headers: { 'content-type': 'application/json', 'opc-retry-token': 'counted-1' },
      }),
    ).rejects.toThrow();
    await raw(h, 'DELETE', '/_emulator/faults');
    await raw(h, 'GET', projectPath());
    const counts = (await raw(h, 'GET', '/_emulator/faults/counts')).json as Record<string, unknown>;
    const notOci = counts['notOci'] as Record<string, number>;
    expect(Object.values(notOci).reduce((a, b) => a + b, 0)).toBe(1);
    expect({ ...counts, notOci: undefined }).toEqual({
      drop: 1,
      hang: 0,
      captive: 1,
      dropAfterApply: 1,
      dropAfterApplyResend: 0,
      notOci: undefined,
      error: { '503': 2 },
    });
    await raw(h, 'DELETE', '/_emulator/faults/counts');
    expect(field((await raw(h, 'GET', '/_emulator/faults/counts')).json, 'error')).toEqual({});
  });

  it('refuses a malformed fault configuration', async () => {
    expect((await raw(h, 'POST', '/_emulator/faults', { errorRate: 2 })).status).toBe(400);
    expect((await raw(h, 'POST', '/_emulator/faults', { lag: 1 })).status).toBe(400);
  });
});

describe('faults set at start', () => {
  it('applies the --faults configuration from the first request', async () => {
    const faulty = await startHarness({
      faults: parseFaultConfig({ errorRate: 1, errorStatuses: [503], paths: ['/devops/'] }),
    });
    try {
      expect((await raw(faulty, 'GET', projectPath())).status).toBe(503);
      expect((await raw(faulty, 'GET', '/_emulator/health')).status).toBe(200);
    } finally {
      await faulty.close();
    }
  });
});
