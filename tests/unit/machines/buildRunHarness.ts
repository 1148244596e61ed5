/**
 * Runs the build run machine on scripted calls (poll interval 100 ms, backoff cap 1 s).
 */
import { createActor } from 'xstate';
import { buildRunMachine, type BuildRunInput } from '../../../src/machines/buildRunMachine';
import { BUILD_RUN_ID, flush, scriptedActors, type Script } from './fakeFlowActors';

export const START = {
  start: { buildPipelineId: 'ocid1.devopsbuildpipeline.oc1.iad.bp1', displayName: 'nightly' },
  retryToken: 'token-1',
} as const;
export const FOLLOW = { buildRunId: BUILD_RUN_ID } as const;

export async function runBuildRun(input: BuildRunInput, script: Script) {
  const fake = scriptedActors(script);
  const actor = createActor(buildRunMachine.provide({ actors: fake.actors }), {
    input: { pollIntervalMs: 100, ...input },
  });
  const values: unknown[] = [];
  actor.subscribe((snapshot) => values.push(snapshot.value));
  actor.start();
  await flush();
  return { actor, fake, values, snapshot: () => actor.getSnapshot() };
}
