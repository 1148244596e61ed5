/**
 * OCI semantics over HTTP: request ids, error bodies and codes, paging, etags and if-match,
 * retry tokens (replay and conflict), parameter checks, and actions in the wrong state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { OciHttpError } from '../../../src/worker/client';
import { field, raw, REGION, startHarness, type Harness } from './emulatorHarness';
import { createCall, createReady, seedsOf, type Seeds } from './seededFixtures';

let h: Harness;
let s: Seeds;

beforeAll(async () => {
  h = await startHarness();
  s = seedsOf(h);
});

afterAll(() => h.close());

const DEVOPS = `/devops/${REGION}/20210630`;

async function failure(promise: Promise<unknown>): Promise<OciHttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof OciHttpError)) throw new Error(`Expected an OciHttpError, got ${String(error)}`);
  return error;
}

describe('request ids and errors', () => {
  it('echoes the opc-request-id it was sent and makes one when there is none', async () => {
    const echoed = await raw(h, 'GET', `${DEVOPS}/projects/${s.project.id}`, undefined, {
      'opc-request-id': 'MY-REQUEST-1',
    });
    expect(echoed.headers.get('opc-request-id')).toBe('MY-REQUEST-1');
    const made = await raw(h, 'GET', `${DEVOPS}/projects/unknown`);
    expect(made.headers.get('opc-request-id')).toMatch(/^[0-9A-F]{32}$/);
  });

  it('answers an unknown id with 404 NotAuthorizedOrNotFound', async () => {
    const answer = await raw(h, 'GET', `${DEVOPS}/projects/ocid1.devopsproject.oc1.iad.nope`);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ code: 'NotAuthorizedOrNotFound' });
    expect(field(answer.json, 'message')).toMatch(/\S/);
  });

  it('answers a missing required parameter with 400 MissingParameter naming it', async () => {
    const answer = await raw(h, 'GET', `${DEVOPS}/projects`);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter compartmentId when calling listProjects',
    });
  });

  it('answers malformed JSON with 400 InvalidParameter', async () => {
    const answer = await raw(h, 'POST', `${DEVOPS}/projects`, '{"name": ', {
      'content-type': 'application/json',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'InvalidParameter' });
  });

  it('refuses values outside an enumeration, bad limits, unknown regions and wrong methods', async () => {
    expect((await raw(h, 'GET', `${DEVOPS}/buildRuns?sortOrder=UP`)).status).toBe(400);
    expect((await raw(h, 'GET', `${DEVOPS}/buildRuns?limit=5000`)).status).toBe(400);
    expect((await raw(h, 'GET', `/devops/mars-north-1/20210630/buildRuns`)).status).toBe(404);
    expect((await raw(h, 'PUT', `${DEVOPS}/buildRuns`, {})).status).toBe(405);
  });
});

describe('paging', () => {
  it('pages a list with limit and opc-next-page until the last page', async () => {
    const all = await h.call<{ items: { id: string }[] }>(operation('listBuildRuns'), { limit: 1000 });
    expect(all.headers.opcNextPage).toBeUndefined();
    const seen: string[] = [];
    let pages = 0;
    for await (const page of h.client.paginate<{ items: { id: string }[] }>(operation('listBuildRuns'), {
      limit: 3,
    })) {
      pages++;
      seen.push(...page.body.items.map((item) => item.id));
    }
    expect(seen).toEqual(all.body.items.map((item) => item.id));
    expect(pages).toBe(Math.ceil(seen.length / 3));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('pages bare-array lists too, and refuses a page token it did not give', async () => {
    const vnic = h.entity('iaas/vnics');
    const first = await raw(
      h,
      'GET',
      `/iaas/${REGION}/20160918/vnicAttachments?compartmentId=${vnic.summary.compartmentId}&limit=1`,
    );
    expect(Array.isArray(first.json)).toBe(true);
    expect((await raw(h, 'GET', `${DEVOPS}/buildRuns?page=not-a-token`)).status).toBe(400);
  });
});

describe('etags', () => {
  it('answers an etag on get, create and update, and 412 NoEtagMatch for a stale if-match', async () => {
    const id = await createReady(h, s, 'devops/projects');
    const got = await h.call(operation('getProject'), { projectId: id });
    const staleTag = got.headers.etag;
    expect(staleTag).toMatch(/\S/);
    const updated = await h.call(operation('updateProject'), {
      projectId: id,
      ifMatch: staleTag,
      updateProjectDetails: { description: 'first' },
    });
    expect(updated.headers.etag).not.toBe(staleTag);
    const refused = await failure(
      h.call(operation('updateProject'), {
        projectId: id,
        ifMatch: staleTag,
        updateProjectDetails: { description: 'second' },
      }),
    );
    expect(refused.status).toBe(412);
    expect(refused.code).toBe('NoEtagMatch');
  });

  it('refuses a stale if-match on a service logging configuration, its update and its delete alike', async () => {
    const logId = String(h.entities('devops/serviceLoggingConfigs')[0]?.body['logId']);
    const got = await h.call(operation('getServiceLoggingConfig'), { logId });
    const staleTag = got.headers.etag;
    expect(staleTag).toMatch(/\S/);
    const details = { logId, isEnabled: false };
    const updated = await h.call(operation('updateServiceLoggingConfig'), {
      ifMatch: staleTag,
      serviceLoggingConfigDetails: details,
    });
    expect(updated.headers.etag).not.toBe(staleTag);
    const staleUpdate = await failure(
      h.call(operation('updateServiceLoggingConfig'), {
        ifMatch: staleTag,
        serviceLoggingConfigDetails: details,
      }),
    );
    expect(staleUpdate.status).toBe(412);
    const staleDelete = await failure(
      h.call(operation('deleteServiceLoggingConfig'), { logId, ifMatch: staleTag }),
    );
    expect(staleDelete.code).toBe('NoEtagMatch');
    const deleted = await h.call(operation('deleteServiceLoggingConfig'), {
      logId,
      ifMatch: updated.headers.etag,
    });
    expect(deleted.status).toBe(202);
  });
});

describe('retry tokens', () => {
  it('replays the first answer for the same token without a second resource, and refuses another body', async () => {
    const { params } = createCall(s, 'devops/projects');
    const token = `token-${Date.now()}`;
    const first = await h.call(operation('createProject'), { ...params, opcRetryToken: token });
    const again = await h.call(operation('createProject'), { ...params, opcRetryToken: token });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.opcWorkRequestId).toBe(first.headers.opcWorkRequestId);
    const applied = await raw(h, 'GET', '/_emulator/applied');
    expect(field(field(applied.json, 'byRetryToken'), token)).toBe(1);
    const other = await failure(
      h.call(operation('createProject'), {
        ...createCall(s, 'devops/projects').params,
        opcRetryToken: token,
      }),
    );
    expect(other.status).toBe(409);
    expect(other.code).toBe('Conflict');
    expect(other.message).toMatch(/retry token/);
  });
});

describe('actions in the wrong state', () => {
  it('answers 409 IncorrectState to cancelling a finished build run and approving a deployment that does not wait', async () => {
    const finished = h.entity('devops/buildRuns', (r) => r.summary.lifecycleState === 'SUCCEEDED');
    const cancel = await failure(
      h.call(operation('cancelBuildRun'), {
        buildRunId: finished.id,
        cancelBuildRunDetails: { reason: 'late' },
      }),
    );
    expect(cancel.status).toBe(409);
    expect(cancel.code).toBe('IncorrectState');
    const done = h.entity(
      'devops/deployments',
      (d) => d.summary.lifecycleState === 'SUCCEEDED' || d.summary.lifecycleState === 'FAILED',
    );
    const approve = await failure(
      h.call(operation('approveDeployment'), {
        deploymentId: done.id,
        approveDeploymentDetails: { action: 'APPROVE' },
      }),
    );
    expect(approve.status).toBe(409);
    expect(approve.code).toBe('IncorrectState');
  });
});
