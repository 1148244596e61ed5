/**
 * The work request flow: status and percentComplete polled, then errors and logs loaded once it
 * has ended; scripted calls and a fake clock (poll interval 100 ms).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { workRequestMachine } from '../../../src/machines/workRequestMachine';
import {
  advance,
  answer,
  flush,
  gaps,
  hang,
  httpFailure,
  networkDown,
  scriptedActors,
  useFlowClock,
  WORK_REQUEST_ID,
  workRequestBody,
  type Script,
} from './fakeFlowActors';

useFlowClock();

const ERRORS = {
  items: [
    {
      code: 'InternalError',
      message: 'The project could not be created',
      timestamp: '2025-01-01T00:00:05.000Z',
    },
  ],
};
const LOGS = {
  items: [
    { message: 'Creating project', timestamp: '2025-01-01T00:00:01.000Z' },
    { message: 'Done', timestamp: '2025-01-01T00:00:04.000Z' },
  ],
};
const NO_ITEMS = { items: [] };

async function run(script: Script) {
  const fake = scriptedActors(script);
  const actor = createActor(workRequestMachine.provide({ actors: fake.actors }), {
    input: { workRequestId: WORK_REQUEST_ID, pollIntervalMs: 100 },
  });
  actor.start();
  await flush();
  return { actor, fake, snapshot: () => actor.getSnapshot() };
}

describe('workRequestMachine', () => {
  it('polls ACCEPTED → IN_PROGRESS → SUCCEEDED, then loads errors and logs', async () => {
    const { fake, snapshot } = await run({
      getWorkRequest: [
        answer(workRequestBody('ACCEPTED', 0)),
        answer(workRequestBody('IN_PROGRESS', 40)),
        answer(workRequestBody('SUCCEEDED', 100)),
      ],
      listWorkRequestErrors: [answer(NO_ITEMS)],
      listWorkRequestLogs: [answer(LOGS)],
    });
    expect(snapshot().value).toEqual({ accepted: 'waiting' });
    expect(snapshot().context.workRequest?.percentComplete).toBe(0);
    await advance(100);
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(snapshot().context.workRequest).toMatchObject({
      status: 'IN_PROGRESS',
      percentComplete: 40,
      operationType: 'CREATE_PROJECT',
    });
    await advance(100);
    expect(snapshot().value).toBe('succeeded');
    expect(snapshot().status).toBe('done');
    expect(snapshot().context.errors).toEqual([]);
    expect(snapshot().context.logs).toEqual([
      { message: 'Creating project', timestamp: '2025-01-01T00:00:01.000Z' },
      { message: 'Done', timestamp: '2025-01-01T00:00:04.000Z' },
    ]);
    expect(fake.calls.map((call) => [call.name, call.input])).toEqual([
      ['getWorkRequest', { workRequestId: WORK_REQUEST_ID }],
      ['getWorkRequest', { workRequestId: WORK_REQUEST_ID }],
      ['getWorkRequest', { workRequestId: WORK_REQUEST_ID }],
      ['listWorkRequestErrors', { workRequestId: WORK_REQUEST_ID }],
      ['listWorkRequestLogs', { workRequestId: WORK_REQUEST_ID }],
    ]);
  });

  it('loads the errors of a failed work request and ends failed', async () => {
    const { snapshot } = await run({
      getWorkRequest: [answer(workRequestBody('FAILED', 70))],
      listWorkRequestErrors: [answer(ERRORS)],
      listWorkRequestLogs: [answer(LOGS)],
    });
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.errors).toEqual([
      {
        code: 'InternalError',
        message: 'The project could not be created',
        timestamp: '2025-01-01T00:00:05.000Z',
      },
    ]);
    expect(snapshot().context.logs).toHaveLength(2);
  });

  it('follows CANCELING to canceled', async () => {
    const { snapshot } = await run({
      getWorkRequest: [answer(workRequestBody('CANCELING', 50)), answer(workRequestBody('CANCELED', 50))],
      listWorkRequestErrors: [answer(NO_ITEMS)],
      listWorkRequestLogs: [answer(NO_ITEMS)],
    });
    expect(snapshot().value).toEqual({ canceling: 'waiting' });
    await advance(100);
    expect(snapshot().value).toBe('canceled');
  });

  it('keeps the percent through network errors and backs off', async () => {
    const { fake, snapshot } = await run({
      getWorkRequest: [
        answer(workRequestBody('IN_PROGRESS', 40)),
        networkDown(),
        networkDown(),
        networkDown(),
        answer(workRequestBody('IN_PROGRESS', 70)),
      ],
    });
    await advance(100 + 100 + 200);
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(snapshot().context.workRequest?.percentComplete).toBe(40);
    expect(snapshot().context.lastError).toMatchObject({ kind: 'network' });
    await advance(400);
    expect(snapshot().context.workRequest?.percentComplete).toBe(70);
    expect(gaps(fake.calls)).toEqual([100, 100, 200, 400]);
  });

  it('retries loading errors after a failure that may pass, honouring Retry-After', async () => {
    const { fake, snapshot } = await run({
      getWorkRequest: [answer(workRequestBody('SUCCEEDED', 100))],
      listWorkRequestErrors: [httpFailure(429, 'TooManyRequests', 'Slow down', 2_000), answer(NO_ITEMS)],
      listWorkRequestLogs: [answer(NO_ITEMS)],
    });
    expect(snapshot().value).toEqual({ finishing: { errors: 'waiting' } });
    await advance(1_999);
    expect(fake.callsOf('listWorkRequestErrors')).toHaveLength(1);
    await advance(1);
    expect(snapshot().value).toBe('succeeded');
  });

  it('retries loading the logs after a failure that may pass, keeping the errors', async () => {
    const { fake, snapshot } = await run({
      getWorkRequest: [answer(workRequestBody('FAILED', 70))],
      listWorkRequestErrors: [answer(ERRORS)],
      listWorkRequestLogs: [httpFailure(503, 'ServiceUnavailable', 'Later'), answer(LOGS)],
    });
    expect(snapshot().value).toEqual({ finishing: { logs: 'waiting' } });
    expect(snapshot().context.errors).toHaveLength(1);
    await advance(100);
    expect(snapshot().value).toBe('failed');
    expect(fake.callsOf('listWorkRequestErrors')).toHaveLength(1);
    expect(fake.callsOf('listWorkRequestLogs')).toHaveLength(2);
  });

  it('pauses loading the logs while offline and resumes online', async () => {
    const { fake, actor, snapshot } = await run({
      getWorkRequest: [answer(workRequestBody('SUCCEEDED', 100))],
      listWorkRequestErrors: [answer(NO_ITEMS)],
      listWorkRequestLogs: [hang, answer(LOGS)],
    });
    expect(snapshot().value).toEqual({ finishing: { logs: 'calling' } });
    actor.send({ type: 'network.offline' });
    expect(snapshot().value).toEqual({ finishing: { logs: 'paused' } });
    expect(snapshot().hasTag('paused')).toBe(true);
    await advance(10_000);
    expect(fake.callsOf('listWorkRequestLogs')).toHaveLength(1);
    actor.send({ type: 'network.online' });
    await flush();
    expect(snapshot().value).toBe('succeeded');
    expect(snapshot().context.logs).toHaveLength(2);
  });

  it('shows a 404 as the error state and picks up on flow.retry', async () => {
    const { actor, snapshot } = await run({
      getWorkRequest: [
        answer(workRequestBody('IN_PROGRESS', 10)),
        httpFailure(404, 'NotAuthorizedOrNotFound', 'Not found'),
        answer(workRequestBody('IN_PROGRESS', 20)),
      ],
    });
    await advance(100);
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toMatchObject({ status: 404, message: 'Not found' });
    actor.send({ type: 'flow.retry' });
    await flush();
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(snapshot().context.workRequest?.percentComplete).toBe(20);
  });

  it('after a refused logs call, flow.retry loads only what is missing', async () => {
    const { fake, actor, snapshot } = await run({
      getWorkRequest: [answer(workRequestBody('FAILED', 70))],
      listWorkRequestErrors: [answer(ERRORS)],
      listWorkRequestLogs: [httpFailure(401, 'NotAuthenticated', 'Sign in again'), answer(LOGS)],
    });
    expect(snapshot().value).toBe('error');
    actor.send({ type: 'flow.retry' });
    await flush();
    expect(snapshot().value).toBe('failed');
    expect(fake.callsOf('listWorkRequestErrors')).toHaveLength(1);
    expect(fake.callsOf('getWorkRequest')).toHaveLength(1);
  });

  it('after a refused errors call, flow.retry loads the errors again', async () => {
    const { actor, snapshot } = await run({
      getWorkRequest: [answer(workRequestBody('SUCCEEDED', 100))],
      listWorkRequestErrors: [httpFailure(404, 'NotAuthorizedOrNotFound', 'x'), answer(NO_ITEMS)],
      listWorkRequestLogs: [answer(NO_ITEMS)],
    });
    expect(snapshot().value).toBe('error');
    actor.send({ type: 'flow.retry' });
    await flush();
    expect(snapshot().value).toBe('succeeded');
  });

  it('picks up accepted and canceling after flow.retry', async () => {
    const accepted = await run({
      getWorkRequest: [
        answer(workRequestBody('ACCEPTED', 0)),
        httpFailure(401, 'NotAuthenticated', 'x'),
        hang,
      ],
    });
    await advance(100);
    accepted.actor.send({ type: 'flow.retry' });
    expect(accepted.snapshot().value).toEqual({ accepted: 'calling' });
    const canceling = await run({
      getWorkRequest: [
        answer(workRequestBody('CANCELING', 0)),
        httpFailure(401, 'NotAuthenticated', 'x'),
        hang,
      ],
    });
    await advance(100);
    canceling.actor.send({ type: 'flow.retry' });
    expect(canceling.snapshot().value).toEqual({ canceling: 'calling' });
  });

  it.each(['getWorkRequest', 'listWorkRequestErrors', 'listWorkRequestLogs'] as const)(
    'shows an error when %s throws',
    async (name) => {
      const script: Script = {
        getWorkRequest: [answer(workRequestBody('SUCCEEDED', 100))],
        listWorkRequestErrors: [answer(NO_ITEMS)],
        listWorkRequestLogs: [answer(NO_ITEMS)],
        [name]: [() => Promise.reject(new Error(`${name} broke`))],
      };
      const { snapshot } = await run(script);
      expect(snapshot().value).toBe('error');
      expect(snapshot().context.error?.message).toBe(`${name} broke`);
    },
  );

  it('shows an error when the calls were never provided', async () => {
    const actor = createActor(workRequestMachine, { input: { workRequestId: WORK_REQUEST_ID } }).start();
    await flush();
    expect(actor.getSnapshot().context.error?.message).toContain('not provided');
  });

  it('starts paused when offline, and polls now on flow.refresh', async () => {
    const fake = scriptedActors({ getWorkRequest: [answer(workRequestBody('IN_PROGRESS', 10))] });
    const actor = createActor(workRequestMachine.provide({ actors: fake.actors }), {
      input: { workRequestId: WORK_REQUEST_ID, pollIntervalMs: 100, online: false },
    }).start();
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'paused' });
    expect(fake.calls).toHaveLength(0);
    actor.send({ type: 'network.online' });
    await flush();
    actor.send({ type: 'flow.refresh' });
    expect(fake.calls).toHaveLength(2);
  });
});
