import { describe, expect, it, vi } from 'vitest';
import { MAX_CONCURRENT_SENDS } from '../../../../src/worker/outbox/outbox';
import type { OutboxCall, SendOutcome } from '../../../../src/worker/outbox/types';
import {
  answered,
  createProject,
  deferred,
  httpFailure,
  makeHarness,
  until,
  updateProject,
  value,
  type Deferred,
} from './outboxHarness';

const projectOf = (call: OutboxCall): string => String(call.params.projectId);
const descriptionOf = (call: OutboxCall): unknown =>
  (call.params.updateProjectDetails as { description?: unknown } | undefined)?.description;

describe('order', () => {
  it('sends one change at a time per resource, in the order made, up to four resources at once', async () => {
    const h = makeHarness();
    h.online = false;
    const projects = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    for (let n = 0; n < 3; n += 1) {
      for (const project of projects) await h.outbox.enqueue(updateProject(project, `${project}-v${n}`));
    }
    const open: { call: OutboxCall; answer: Deferred<SendOutcome> }[] = [];
    let most = 0;
    let sameResourceAtOnce = 0;
    h.respond = (call) => {
      const answer = deferred<SendOutcome>();
      open.push({ call, answer });
      if (new Set(open.map((sent) => projectOf(sent.call))).size !== open.length) sameResourceAtOnce += 1;
      most = Math.max(most, open.length);
      return answer.promise;
    };

    h.online = true;
    const drained = h.outbox.drain('online');
    await until(() => open.length === 4, 'four sends at once');
    while (h.calls.length < 18) {
      await until(() => open.length > 0, 'a send');
      // Answer the oldest open send, after letting others start.
      await new Promise((resolve) => setTimeout(resolve, 3));
      const next = open.shift();
      next?.answer.resolve(answered(200));
    }
    while (open.length > 0) open.shift()?.answer.resolve(answered(200));
    value(await drained);

    expect(most).toBe(4);
    expect(sameResourceAtOnce).toBe(0);
    for (const project of projects) {
      const sent = h.calls.filter((call) => call.params.projectId === project).map(descriptionOf);
      expect(sent).toEqual([`${project}-v0`, `${project}-v1`, `${project}-v2`]);
    }
    expect(value(await h.outbox.pendingCount())).toBe(0);
  });

  it('holds later changes to a resource while an earlier one waits for the user', async () => {
    const h = makeHarness();
    h.respond = (call) =>
      descriptionOf(call) === 'first' ? httpFailure(400, 'InvalidParameter') : answered();
    const first = value(await h.outbox.enqueue(updateProject('p1', 'first')));
    const second = value(await h.outbox.enqueue(updateProject('p1', 'second')));
    const elsewhere = value(await h.outbox.enqueue(updateProject('p2', 'elsewhere')));
    const create = value(await h.outbox.enqueue(createProject('new')));
    await h.outbox.drain();

    expect((await h.entry(first)).state).toBe('failed');
    expect((await h.entry(second)).state).toBe('pending');
    expect((await h.entry(elsewhere)).state).toBe('done');
    expect((await h.entry(create)).state).toBe('done');
    expect(h.clock.nextTimerAt()).toBeUndefined();
    expect(value(await h.outbox.pendingFor('p1')).map((entry) => entry.state)).toEqual(['failed', 'pending']);

    value(await h.outbox.discard(first));
    await h.outbox.drain();
    expect((await h.entry(second)).state).toBe('done');
    expect(h.calls.filter((call) => call.params.projectId === 'p1').map(descriptionOf)).toEqual([
      'first',
      'second',
    ]);
  });

  it('holds later changes while an earlier one backs off, then sends them in order', async () => {
    const h = makeHarness();
    h.respond = (_call, index) => (index === 0 ? httpFailure(503, 'ServiceUnavailable') : answered());
    value(await h.outbox.enqueue(updateProject('p1', 'a')));
    value(await h.outbox.enqueue(updateProject('p1', 'b')));
    await h.outbox.drain();
    expect(h.calls.map(descriptionOf)).toEqual(['a']);

    h.clock.advance(60_000);
    await h.outbox.drain();
    expect(h.calls.map(descriptionOf)).toEqual(['a', 'a', 'b']);
  });
});

describe('a long queue', () => {
  it('is read a few times for a whole drain, not once for every change sent', async () => {
    const h = makeHarness();
    h.online = false;
    for (let n = 0; n < 60; n += 1) value(await h.outbox.enqueue(createProject(`project-${n}`)));
    h.online = true;
    const where = vi.spyOn(h.db.outbox, 'where');
    value(await h.outbox.drain('online'));
    expect(h.calls).toHaveLength(60);
    const queueReads = where.mock.calls.filter(([index]) => (index as unknown) === 'state').length;
    expect(queueReads).toBeLessThan(60 / MAX_CONCURRENT_SENDS);
  });
});
