/** How flows are keyed in the flows table, before and after the service names the run. */
import { describe, expect, it } from 'vitest';
import {
  currentFlowId,
  flowIdFor,
  kindOfFlowId,
  resourceIdOf,
  startedFlowId,
} from '../../../../src/app/flows/flowIds';

describe('flow ids', () => {
  it('keys a followed resource by kind and id, and a started one by its retry token', () => {
    expect(flowIdFor('buildRun', 'ocid1.devopsbuildrun.x')).toBe('buildRun:ocid1.devopsbuildrun.x');
    expect(startedFlowId('deployment', 'token-1')).toBe('deployment:start:token-1');
  });

  it('moves a started flow to its run key once the context names the run', () => {
    const started = startedFlowId('buildRun', 't');
    expect(currentFlowId('buildRun', { start: {}, buildRunId: undefined }, started)).toBe(started);
    expect(currentFlowId('buildRun', { buildRunId: 'r1' }, started)).toBe('buildRun:r1');
    expect(currentFlowId('deployment', { deploymentId: '' }, started)).toBe(started);
  });

  it('reads the resource id of each kind, and the kind of a key', () => {
    expect(resourceIdOf('workRequest', { workRequestId: 'w' })).toBe('w');
    expect(resourceIdOf('deployment', { buildRunId: 'r' })).toBeUndefined();
    expect(resourceIdOf('buildRun', null)).toBeUndefined();
    expect(kindOfFlowId('deployment:start:t')).toBe('deployment');
    expect(kindOfFlowId('something:else')).toBeUndefined();
  });
});
