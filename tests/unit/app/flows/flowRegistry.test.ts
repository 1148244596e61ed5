/**
 * The flows a page runs, with the worker faked at its edge: a started build run is created once
 * (with its retry token), stored under its start key and then under its run key, followed to the
 * end; a second screen asking for the same run gets the same actor; a stored snapshot resumes.
 * The worker's loop of a run is faked as one interval per subscription that answers from the
 * script: a flow follows its run through it, owns no timer, and leaves it when it ends.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredFlow } from '../../../../src/contract/db';

interface Call {
  readonly operation: string;
  readonly params: Record<string, unknown>;
  readonly region?: string;
}

const fake = vi.hoisted(() => {
  const state = {
    calls: [] as Call[],
    saved: [] as Omit<StoredFlow, 'updatedAt'>[],
    removed: [] as string[],
    script: new Map<string, unknown[]>(),
    /** The fake loops: one interval per subscription, by its number. */
    loops: new Map<number, ReturnType<typeof setInterval>>(),
    lastLoop: 0,
    checks: 0,
  };
  return state;
});

/** The worker's answer to a read or a call, as the script says. */
function answer(operation: string, params: Record<string, unknown>, region?: string) {
  fake.calls.push({ operation, params, region });
  const steps = fake.script.get(operation) ?? [];
  const step = steps.length > 1 ? steps.shift() : steps[0];
  return Promise.resolve(
    step ?? { ok: false, failure: { kind: 'http', status: 404, code: 'NotFound', message: 'none' } },
  );
}

vi.mock('../../../../src/app/consoleApi', () => ({
  consoleApi: () => ({
    call: answer,
    // The run's loop in the worker: a read now, then one per interval, each answer to the callback.
    followRun: (
      operation: string,
      params: Record<string, unknown>,
      region: string,
      intervalMs: number,
      onAnswer: (answer: { reply: unknown; startedAt: number }) => void,
    ) => {
      fake.lastLoop += 1;
      const id = fake.lastLoop;
      const read = () => {
        const startedAt = Date.now();
        void answer(operation, params, region).then((reply) => {
          if (fake.loops.has(id)) onAnswer({ reply, startedAt });
        });
      };
      fake.loops.set(id, setInterval(read, intervalMs));
      read();
      return Promise.resolve({ ok: true, value: id });
    },
    unfollowRun: (id: number) => {
      clearInterval(fake.loops.get(id));
      fake.loops.delete(id);
      return Promise.resolve();
    },
    checkRunNow: () => {
      fake.checks += 1;
      return Promise.resolve();
    },
    saveFlow: (flow: Omit<StoredFlow, 'updatedAt'>) => {
      fake.saved.push(flow);
      return Promise.resolve();
    },
    removeFlow: (id: string) => {
      fake.removed.push(id);
      return Promise.resolve();
    },
    // A change the flow queues: stored in the outbox as applied, answered as the script says.
    enqueue: async (input: {
      operation: string;
      params: Record<string, unknown>;
      retryToken?: string;
      region: string;
      summary: string;
    }) => {
      fake.calls.push({
        operation: input.operation,
        params: { ...input.params, opcRetryToken: input.retryToken },
        region: input.region,
      });
      const steps = fake.script.get(input.operation) ?? [];
      const step = steps[0] as {
        value: { status: number; body: unknown; headers: { opcWorkRequestId?: string } };
      };
      const { consoleDb } = await import('../../../../src/contract/db');
      const id = `entry-${fake.calls.length}`;
      const now = Date.now();
      await consoleDb().outbox.put({
        id,
        operation: input.operation,
        region: input.region,
        params: input.params,
        ...(input.retryToken === undefined ? {} : { retryToken: input.retryToken }),
        summary: input.summary,
        state: 'done',
        createdAt: now,
        updatedAt: now,
        queuedAt: now,
        attempts: 1,
        nextAttemptAt: now,
        result: {
          status: step.value.status,
          body: step.value.body,
          ...(step.value.headers.opcWorkRequestId === undefined
            ? {}
            : { workRequestId: step.value.headers.opcWorkRequestId }),
        },
      });
      return { ok: true, value: id };
    },
  }),
}));

const { findFlow, followFlow, resumeFlow, startFlow, workRequestOfCreate } =
  await import('../../../../src/app/flows/flowRegistry');

function run(id: string, lifecycleState: string) {
  return {
    ok: true,
    value: {
      status: 200,
      body: { id, lifecycleState, projectId: 'p', buildPipelineId: 'bp' },
      headers: lifecycleState === 'ACCEPTED' ? { opcWorkRequestId: `wr-${id}` } : {},
    },
  };
}

function deployment(id: string, lifecycleState: string) {
  return {
    ok: true,
    value: { status: 200, body: { id, lifecycleState, deployPipelineId: 'dp', projectId: 'p' }, headers: {} },
  };
}

async function until(test: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(() => {
  for (const loop of fake.loops.values()) clearInterval(loop);
  fake.loops.clear();
  fake.checks = 0;
  fake.calls.length = 0;
  fake.saved.length = 0;
  fake.removed.length = 0;
  fake.script.clear();
});

describe('flowRegistry', () => {
  it('starts a build run once, keeps it under its start key, then its run key, to the end', async () => {
    fake.script.set('createBuildRun', [run('r1', 'ACCEPTED')]);
    fake.script.set('getBuildRun', [run('r1', 'IN_PROGRESS'), run('r1', 'SUCCEEDED')]);
    const flowId = startFlow('buildRun', 'eu-frankfurt-1', {
      start: { buildPipelineId: 'bp' },
      pollIntervalMs: 5,
    });
    expect(flowId).toMatch(/^buildRun:start:/);
    await until(() => fake.saved.some((flow) => flow.status === 'done'));

    const creates = fake.calls.filter((call) => call.operation === 'createBuildRun');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.params['opcRetryToken']).toBe(flowId.slice('buildRun:start:'.length));
    expect(new Set(fake.calls.map((call) => call.region))).toEqual(new Set(['eu-frankfurt-1']));
    expect(fake.saved[0]?.id).toBe(flowId);
    const last = fake.saved[fake.saved.length - 1];
    expect(last).toMatchObject({
      id: 'buildRun:r1',
      kind: 'buildRun',
      region: 'eu-frankfurt-1',
      status: 'done',
    });
    await until(() => fake.removed.includes(flowId));
    expect(findFlow('buildRun:r1')?.actor).toBe(findFlow(flowId)?.actor);
    expect(workRequestOfCreate('r1')).toBe('wr-r1');
  });

  it('gives every screen following a run the same flow', async () => {
    fake.script.set('getBuildRun', [run('r2', 'SUCCEEDED')]);
    const first = followFlow('buildRun', 'us-ashburn-1', 'buildRun:r2', { buildRunId: 'r2' });
    const second = followFlow('buildRun', 'us-ashburn-1', 'buildRun:r2', { buildRunId: 'r2' });
    expect(second.actor).toBe(first.actor);
    await until(() => first.actor.getSnapshot().status === 'done');
    expect(fake.calls.filter((call) => call.operation === 'getBuildRun')).toHaveLength(1);
  });

  it('resumes a stored snapshot where it was and follows it to the end', async () => {
    fake.script.set('getBuildRun', [run('r3', 'IN_PROGRESS')]);
    const live = followFlow('buildRun', 'us-ashburn-1', 'buildRun:r3', {
      buildRunId: 'r3',
      pollIntervalMs: 5,
    });
    await until(() =>
      fake.saved.some(
        (flow) => flow.id === 'buildRun:r3' && JSON.stringify(flow.snapshot).includes('IN_PROGRESS'),
      ),
    );
    const stored = [...fake.saved].reverse().find((flow) => flow.id === 'buildRun:r3');
    live.actor.stop();
    if (stored === undefined) throw new Error('not stored');

    fake.script.set('getBuildRun', [run('r3', 'SUCCEEDED')]);
    const resumed = resumeFlow({ ...stored, id: 'buildRun:r3-restored' });
    expect(resumed.actor).not.toBe(live.actor);
    await until(() => resumed.actor.getSnapshot().status === 'done');
    expect(resumed.actor.getSnapshot().value).toBe('succeeded');
    expect(resumeFlow({ ...stored, id: 'buildRun:r3-restored' }).actor).toBe(resumed.actor);
  });

  it('follows its run through the worker’s loop with no timer of its own, and leaves it at the end', async () => {
    fake.script.set('getDeployment', [
      deployment('d1', 'IN_PROGRESS'),
      deployment('d1', 'IN_PROGRESS'),
      deployment('d1', 'SUCCEEDED'),
    ]);
    const flow = followFlow('deployment', 'us-ashburn-1', 'deployment:d1', {
      deploymentId: 'd1',
      pollIntervalMs: 5,
    });
    await until(() => fake.calls.length >= 1);
    expect(fake.loops.size).toBe(1);
    // Between two answers the flow waits for the loop, not for a delay of its own.
    await until(() => JSON.stringify(flow.actor.getSnapshot().value).includes('calling'));
    expect(Object.keys(flow.actor.system.getSnapshot()._scheduledEvents)).toEqual([]);
    expect(flow.actor.getSnapshot().can({ type: 'flow.refresh' })).toBe(true);
    flow.actor.send({ type: 'flow.refresh' });
    expect(fake.checks).toBe(1);
    await until(() => flow.actor.getSnapshot().status === 'done');
    expect(flow.actor.getSnapshot().value).toBe('succeeded');
    expect(fake.calls.filter((call) => call.operation === 'getDeployment')).toHaveLength(3);
    await until(() => fake.loops.size === 0);
  });

  it('leaves the run when the flow fails, and follows it again on retry', async () => {
    fake.script.set('getBuildRun', [
      { ok: false, failure: { kind: 'http', status: 401, code: 'NotAuthenticated', message: 'Sign in' } },
      run('r5', 'SUCCEEDED'),
    ]);
    const before = fake.lastLoop;
    const flow = followFlow('buildRun', 'us-ashburn-1', 'buildRun:r5', { buildRunId: 'r5', pollIntervalMs: 5 });
    await until(() => flow.actor.getSnapshot().value === 'error');
    await until(() => fake.loops.size === 0);
    flow.actor.send({ type: 'flow.retry' });
    await until(() => flow.actor.getSnapshot().status === 'done');
    expect(fake.lastLoop - before).toBe(2);
  });
});
