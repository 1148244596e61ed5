/**
 * The flows a page runs, with the worker faked at its edge: a started build run is created once
 * (with its retry token), stored under its start key and then under its run key, followed to the
 * end; a second screen asking for the same run gets the same actor; a stored snapshot resumes.
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
    // The run's poll, through the worker's one reader of the run.
    followRun: answer,
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

async function until(test: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(() => {
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
});
