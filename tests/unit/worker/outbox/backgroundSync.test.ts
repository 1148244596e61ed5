import { describe, expect, it } from 'vitest';
import {
  answerSyncRequest,
  isOutboxSyncRequest,
  OUTBOX_SYNC_REPLY,
  OUTBOX_SYNC_REQUEST,
} from '../../../../src/worker/outbox/backgroundSync';
import { answered, createProject, httpFailure, makeHarness, networkFailure, value } from './outboxHarness';

describe('Background Sync', () => {
  it('recognises only its own message', () => {
    expect(isOutboxSyncRequest({ type: OUTBOX_SYNC_REQUEST })).toBe(true);
    expect(isOutboxSyncRequest({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isOutboxSyncRequest(null)).toBe(false);
    expect(isOutboxSyncRequest('OUTBOX_SYNC')).toBe(false);
  });

  it('drains on a sync request and reports nothing left', async () => {
    const h = makeHarness();
    h.online = false;
    await h.outbox.enqueue(createProject('a'));
    await h.outbox.enqueue(createProject('b'));
    h.online = true;
    const reply = await answerSyncRequest(h.outbox, { type: OUTBOX_SYNC_REQUEST });
    expect(reply).toEqual({ type: OUTBOX_SYNC_REPLY, remaining: 0 });
    expect(h.calls).toHaveLength(2);
  });

  it('reports what still waits to be sent, so the browser syncs again later', async () => {
    const h = makeHarness();
    h.respond = (call) =>
      (call.params.createProjectDetails as { name: string }).name === 'flaky' ? networkFailure() : answered();
    h.online = false;
    await h.outbox.enqueue(createProject('flaky'));
    await h.outbox.enqueue(createProject('fine'));
    h.online = true;
    expect(await answerSyncRequest(h.outbox, { type: OUTBOX_SYNC_REQUEST })).toEqual({
      type: OUTBOX_SYNC_REPLY,
      remaining: 1,
    });
  });

  it('does not count changes that wait for the user', async () => {
    const h = makeHarness();
    h.respond = () => httpFailure(400, 'InvalidParameter');
    const id = value(await h.outbox.enqueue(createProject()));
    expect(await answerSyncRequest(h.outbox, { type: OUTBOX_SYNC_REQUEST })).toEqual({
      type: OUTBOX_SYNC_REPLY,
      remaining: 0,
    });
    expect((await h.entry(id)).state).toBe('failed');
  });

  it('ignores other messages without draining', async () => {
    const h = makeHarness();
    h.online = false;
    await h.outbox.enqueue(createProject());
    h.online = true;
    expect(await answerSyncRequest(h.outbox, { type: 'SKIP_WAITING' })).toBeUndefined();
    expect(h.calls).toEqual([]);
  });
});
