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
import { userActionsFor } from '../../../../src/rules/outboxLifecycle';

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

  it('waits and reads again while the current version cannot be read, rather than asking the user', async () => {
    const h = makeHarness();
    let reads = 0;
    h.respond = (call) => {
      if (call.operation !== 'getProject') return httpFailure(412, 'NoEtagMatch');
      reads += 1;
      return reads === 1 ? networkFailure() : answered(200, { body: serverProject, etag: 'etag-2' });
    };
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'mine')));
    await h.outbox.drain();
    expect(await h.entry(id)).toMatchObject({
      state: 'pending',
      maybeApplied: true,
      lastFailure: { kind: 'network' },
    });
    expect((await h.entry(id)).waitMs).toBeGreaterThan(0);

    h.clock.advance(30_000);
    await h.outbox.drain();
    expect(h.calls.map((call) => call.operation)).toEqual([
      'updateProject',
      'getProject',
      'updateProject',
      'getProject',
    ]);
    expect(await h.entry(id)).toMatchObject({
      state: 'conflict',
      conflict: { current: serverProject, etag: 'etag-2' },
    });
  });

  it('shows the conflict, maybe applied, when the current version cannot be read at all', async () => {
    const h = makeHarness();
    h.respond = (call) =>
      call.operation === 'getProject' ? httpFailure(403, 'NotAllowed') : httpFailure(412, 'NoEtagMatch');
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'mine')));
    await h.outbox.drain();
    const entry = await h.entry(id);
    expect(entry).toMatchObject({
      state: 'conflict',
      maybeApplied: true,
      conflict: { current: undefined, readFailure: { kind: 'http', status: 403 } },
    });
    expect(userActionsFor(entry)).toEqual(['discard']);
  });

  it('marks the conflict maybe applied when the current version does not carry a field the change sets', async () => {
    const h = makeHarness();
    h.respond = (call) =>
      call.operation === 'getProject'
        ? answered(200, { body: { id: 'ocid1.p', description: 'mine' }, etag: 'etag-2' })
        : httpFailure(412, 'NoEtagMatch');
    const id = value(
      await h.outbox.enqueue({
        ...updateProject('ocid1.p', 'mine'),
        params: { projectId: 'ocid1.p', updateProjectDetails: { description: 'mine', writeOnlySecret: 'x' } },
      }),
    );
    await h.outbox.drain();
    expect(await h.entry(id)).toMatchObject({
      state: 'conflict',
      maybeApplied: true,
      conflict: { etag: 'etag-2' },
    });
  });

  it('is done, confirmed by the read, when the current version shows the change', async () => {
    const h = makeHarness();
    const shown = { ...serverProject, description: 'mine' };
    h.respond = (call) =>
      call.operation === 'getProject'
        ? answered(200, { body: shown, etag: 'etag-2' })
        : httpFailure(412, 'NoEtagMatch');
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'mine')));
    await h.outbox.drain();
    const entry = await h.entry(id);
    expect(entry).toMatchObject({
      state: 'done',
      result: { status: 200, body: shown, etag: 'etag-2', confirmedByRead: true },
    });
    expect(entry.lastFailure).toBeUndefined();
    expect(entry.conflict).toBeUndefined();
  });

  it('settles a reapply as applied, sending nothing, when the version compared already shows the change', async () => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'mine')));
    // A conflict recorded before the outbox read the resource first: its current version shows the change.
    const stored = await h.entry(id);
    await h.db.outbox.put({
      ...stored,
      state: 'conflict',
      lastFailure: { kind: 'http', status: 412, code: 'NoEtagMatch', message: '412' },
      conflict: { current: { ...serverProject, description: 'mine' }, etag: 'etag-2' },
    });
    h.online = true;
    const settled = value(await h.outbox.reapply(id, 'etag-2'));
    await h.outbox.drain();
    expect(settled).toMatchObject({ state: 'done', result: { etag: 'etag-2', confirmedByRead: true } });
    expect(h.calls).toEqual([]);
  });

  it('reapplies only on the current version the user was shown', async () => {
    const h = makeHarness();
    h.respond = (call) =>
      call.operation === 'getProject'
        ? answered(200, { body: serverProject, etag: 'etag-2' })
        : httpFailure(412, 'NoEtagMatch');
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'mine')));
    await h.outbox.drain();
    const refused = await h.outbox.reapply(id, 'etag-3');
    expect(refused.ok).toBe(false);
    expect((await h.entry(id)).state).toBe('conflict');
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
      maybeApplied: true,
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
