import { describe, expect, it } from 'vitest';
import {
  decideWatch,
  observeWatched,
  safeWatchPath,
  watchNotificationTag,
  type WatchedState,
} from '../../../src/rules/watchRules';

function deployment(lifecycleState: string, stages: Record<string, { type: string; status: string }> = {}) {
  const progress = Object.fromEntries(
    Object.entries(stages).map(([id, stage]) => [
      id,
      { deployStageId: id, deployStageType: stage.type, status: stage.status },
    ]),
  );
  return {
    id: 'ocid1.devopsdeployment.oc1..d',
    lifecycleState,
    deploymentExecutionProgress: { deployStageExecutionProgress: progress },
  };
}

describe('observeWatched', () => {
  it('reads a deployment waiting at a manual approval stage as needing approval', () => {
    const body = deployment('IN_PROGRESS', {
      staging: { type: 'DEPLOY_STAGE', status: 'SUCCEEDED' },
      approval: { type: 'MANUAL_APPROVAL', status: 'WAITING' },
    });
    expect(observeWatched('deployment', body)).toBe('NEEDS_APPROVAL');
  });

  it('reads a running deployment whose approval stage does not wait yet by its lifecycle state', () => {
    const body = deployment('IN_PROGRESS', { approval: { type: 'MANUAL_APPROVAL', status: 'ACCEPTED' } });
    expect(observeWatched('deployment', body)).toBe('IN_PROGRESS');
  });

  it('lets a final lifecycle state win over a stage still marked waiting', () => {
    const body = deployment('CANCELED', { approval: { type: 'MANUAL_APPROVAL', status: 'WAITING' } });
    expect(observeWatched('deployment', body)).toBe('CANCELED');
  });

  it('reads a build run by lifecycleState and a work request by status', () => {
    expect(observeWatched('buildRun', { lifecycleState: 'SUCCEEDED' })).toBe('SUCCEEDED');
    expect(observeWatched('workRequest', { status: 'FAILED', lifecycleState: 'SUCCEEDED' })).toBe('FAILED');
  });

  it('knows no state in a hostile or unknown answer', () => {
    expect(observeWatched('buildRun', { lifecycleState: 'EXPLODED' })).toBeUndefined();
    expect(observeWatched('deployment', '<html>portal</html>')).toBeUndefined();
    expect(observeWatched('workRequest', null)).toBeUndefined();
    expect(observeWatched('buildRun', { lifecycleState: 'NEEDS_APPROVAL' })).toBeUndefined();
  });
});

describe('decideWatch', () => {
  const cases: [WatchedState | undefined, WatchedState | undefined, string | undefined, boolean][] = [
    // last seen, observed, notified state, finished
    ['IN_PROGRESS', 'NEEDS_APPROVAL', 'NEEDS_APPROVAL', false],
    ['NEEDS_APPROVAL', 'IN_PROGRESS', undefined, false],
    ['IN_PROGRESS', 'SUCCEEDED', 'SUCCEEDED', true],
    ['ACCEPTED', 'FAILED', 'FAILED', true],
    ['CANCELING', 'CANCELED', 'CANCELED', true],
    ['ACCEPTED', 'IN_PROGRESS', undefined, false],
    [undefined, 'SUCCEEDED', 'SUCCEEDED', true],
    [undefined, 'IN_PROGRESS', undefined, false],
  ];
  it.each(cases)('%s → %s notifies %s (finished: %s)', (lastSeen, observed, notify, finished) => {
    expect(decideWatch(lastSeen, observed)).toEqual({
      state: observed,
      finished,
      ...(notify === undefined ? {} : { notify }),
    });
  });

  it('tells nothing when the state is seen again: the dedupe of repeated checks', () => {
    expect(decideWatch('NEEDS_APPROVAL', 'NEEDS_APPROVAL')).toBeUndefined();
    expect(decideWatch('IN_PROGRESS', 'IN_PROGRESS')).toBeUndefined();
  });

  it('tells nothing when nothing is known, and nothing more after the end', () => {
    expect(decideWatch('IN_PROGRESS', undefined)).toBeUndefined();
    expect(decideWatch('SUCCEEDED', 'FAILED')).toBeUndefined();
  });

  it('tells a second approval after the first was given', () => {
    const first = decideWatch('IN_PROGRESS', 'NEEDS_APPROVAL');
    const between = decideWatch(first?.state, 'IN_PROGRESS');
    expect(decideWatch(between?.state, 'NEEDS_APPROVAL')?.notify).toBe('NEEDS_APPROVAL');
  });
});

describe('notification tag and link', () => {
  it('tags one notification per resource and state', () => {
    expect(watchNotificationTag('ocid1.a', 'SUCCEEDED')).not.toBe(watchNotificationTag('ocid1.a', 'FAILED'));
    expect(watchNotificationTag('ocid1.a', 'SUCCEEDED')).not.toBe(watchNotificationTag('ocid1.b', 'SUCCEEDED'));
  });

  it('opens only a path of the console itself', () => {
    expect(safeWatchPath('/devops/work-requests/ocid1.x')).toBe('/devops/work-requests/ocid1.x');
    for (const hostile of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 7]) {
      expect(safeWatchPath(hostile)).toBe('/');
    }
  });
});
