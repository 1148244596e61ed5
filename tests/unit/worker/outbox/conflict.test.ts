import { describe, expect, it } from 'vitest';
import {
  answered,
  cancelBuildRun,
  httpFailure,
  makeHarness,
  networkFailure,
  updateProject,
  value,
} from './outboxHarness';
import { matching } from '../../matchers';

const serverProject = { id: 'ocid1.p', description: 'changed by someone else', lifecycleState: 'ACTIVE' };

describe('412: a conflict shown to the user', () => {
  it('keeps the change and fetches the current version with the matching get', async () => {
    const h = makeHarness();
    h.respond = (call) =>
      call.operation === 'getProject'
        ? answered(200, { body: serverProject, etag: 'etag-2' })
        : httpFailure(412, 'NoEtagMatch');
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'mine', 'etag-1')));
    await h.outbox.drain();

    expect(h.calls).toEqual([
      {
        operation: 'updateProject',
        region: 'us-ashburn-1',
        params: { projectId: 'ocid1.p', updateProjectDetails: { description: 'mine' } },
        ifMatch: 'etag-1',
      },
      { operation: 'getProject', region: 'us-ashburn-1', params: { projectId: 'ocid1.p' } },
    ]);
    expect(await h.entry(id)).toMatchObject({
      state: 'conflict',
      params: { updateProjectDetails: { description: 'mine' } },
      ifMatch: 'etag-1',
      lastFailure: { kind: 'http', status: 412, code: 'NoEtagMatch' },
      conflict: { current: serverProject, etag: 'etag-2' },
    });
    expect(h.clock.nextTimerAt()).toBeUndefined();
    expect(value(await h.outbox.pendingCount())).toBe(1);
  });

  it('sends the reapplied change with the fresh etag and the same details', async () => {
    const h = makeHarness();
    h.respond = (call) =>
      call.operation === 'getProject'
        ? answered(200, { body: serverProject, etag: 'etag-2' })
        : call.ifMatch === 'etag-2'
          ? answered(200, { etag: 'etag-3', body: { ...serverProject, description: 'mine' } })
          : httpFailure(412, 'NoEtagMatch');
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'mine', 'etag-1')));
    await h.outbox.drain();

    const reapplied = value(await h.outbox.reapply(id, 'etag-2'));
    expect(reapplied).toMatchObject({ state: 'pending', ifMatch: 'etag-2' });
    expect(reapplied.conflict).toBeUndefined();
    await h.outbox.drain();

    expect(h.calls[2]).toEqual({
      operation: 'updateProject',
      region: 'us-ashburn-1',
      params: { projectId: 'ocid1.p', updateProjectDetails: { description: 'mine' } },
      ifMatch: 'etag-2',
    });
    expect(await h.entry(id)).toMatchObject({ state: 'done', result: { status: 200, etag: 'etag-3' } });
  });

  it('gives a reapplied action a new retry token: it is a different request', async () => {
    const h = makeHarness();
    h.respond = (call) =>
      call.operation === 'getBuildRun'
        ? answered(200, { body: { id: 'r1', lifecycleState: 'IN_PROGRESS' }, etag: 'etag-run-2' })
        : call.ifMatch === 'etag-run-2'
          ? answered(200)
          : httpFailure(412, 'NoEtagMatch');
    const id = value(await h.outbox.enqueue(cancelBuildRun('r1', 'etag-run-1')));
    await h.outbox.drain();
    const first = (await h.entry(id)).retryToken;
    value(await h.outbox.reapply(id, 'etag-run-2'));
    await h.outbox.drain();

    const cancels = h.calls.filter((call) => call.operation === 'cancelBuildRun');
    expect(cancels.map((call) => call.ifMatch)).toEqual(['etag-run-1', 'etag-run-2']);
    expect(cancels[1]?.retryToken).toMatch(/^[0-9A-F]{32}$/);
    expect(cancels[1]?.retryToken).not.toBe(first);
    expect((await h.entry(id)).state).toBe('done');
  });

  it('still shows the conflict when the current version cannot be read', async () => {
    const h = makeHarness();
    h.respond = (call) =>
      call.operation === 'getProject' ? networkFailure() : httpFailure(412, 'NoEtagMatch');
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'mine')));
    await h.outbox.drain();
    expect(await h.entry(id)).toMatchObject({
      state: 'conflict',
      conflict: { current: undefined, readFailure: { kind: 'network' } },
    });
  });

  it('says so when the catalogue has no read for the resource', async () => {
    const h = makeHarness();
    h.respond = () => httpFailure(412, 'NoEtagMatch');
    const id = value(
      await h.outbox.enqueue({
        operation: 'updateConfiguration',
        region: 'us-ashburn-1',
        params: { compartmentId: 'ocid1.tenancy', updateConfigurationDetails: { emailIds: ['a@b.c'] } },
        ifMatch: 'etag-c',
        summary: 'Set license notification e-mails',
      }),
    );
    await h.outbox.drain();
    expect(h.calls).toHaveLength(1);
    expect(await h.entry(id)).toMatchObject({
      state: 'conflict',
      conflict: { readFailure: { kind: 'validation', message: matching(/no read/) } },
    });
  });

  it('refuses to reapply what is not a conflict', async () => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'mine')));
    const result = await h.outbox.reapply(id, 'etag-9');
    expect(result.ok).toBe(false);
    expect((await h.entry(id)).ifMatch).toBe('etag-1');
  });
});
