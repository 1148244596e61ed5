import { describe, expect, it } from 'vitest';
import { landingOf, type CurrentVersion } from '../../../src/rules/changeLanding';
import { fieldsShown } from '../../../src/rules/fieldsShown';

const found = (body: unknown): CurrentVersion => ({ kind: 'found', body });
const gone: CurrentVersion = { kind: 'gone' };

const update = (details: Record<string, unknown>) => ({
  operation: 'updateProject',
  params: { projectId: 'ocid1.p', updateProjectDetails: details },
});

describe('an update, against the current version', () => {
  it('landed when every field it sets shows, whatever else changed', () => {
    expect(
      landingOf(update({ description: 'mine' }), found({ description: 'mine', name: 'web', version: 7 })),
    ).toBe('landed');
  });

  it('not landed when a field it sets holds another value', () => {
    expect(
      landingOf(update({ description: 'mine', name: 'web' }), found({ description: 'theirs', name: 'web' })),
    ).toBe('not-landed');
  });

  it('compares nested objects on the keys it sets: the service may add its own', () => {
    const change = update({ notificationConfig: { topicId: 'ocid1.topic.a' } });
    expect(landingOf(change, found({ notificationConfig: { topicId: 'ocid1.topic.a', timeSet: 'x' } }))).toBe(
      'landed',
    );
    expect(landingOf(change, found({ notificationConfig: { topicId: 'ocid1.topic.b' } }))).toBe('not-landed');
    expect(landingOf(change, found({ notificationConfig: 'ocid1.topic.a' }))).toBe('not-landed');
  });

  it('takes freeform tags as a whole map: a tag left out must be gone', () => {
    const change = update({ freeformTags: { site: 'basement' } });
    expect(landingOf(change, found({ freeformTags: { site: 'basement' } }))).toBe('landed');
    expect(landingOf(change, found({ freeformTags: { site: 'basement', team: 'a' } }))).toBe('not-landed');
    expect(landingOf(change, found({ freeformTags: { site: 'roof' } }))).toBe('not-landed');
  });

  it('takes defined tags as a whole map, but for the namespace the service fills in itself', () => {
    const change = update({ definedTags: { Ops: { owner: 'ana' } } });
    const oracle = { CreatedBy: 'ana', CreatedOn: '2025-01-06' };
    expect(landingOf(change, found({ definedTags: { Ops: { owner: 'ana' }, 'Oracle-Tags': oracle } }))).toBe(
      'landed',
    );
    expect(landingOf(change, found({ definedTags: { Ops: { owner: 'ana', cost: '1' } } }))).toBe(
      'not-landed',
    );
    expect(landingOf(change, found({ definedTags: { Ops: { owner: 'ana' }, Finance: { cc: '9' } } }))).toBe(
      'not-landed',
    );
  });

  it('compares lists item by item, in order', () => {
    const change = update({ items: [{ name: 'a' }, { name: 'b' }] });
    expect(
      landingOf(
        change,
        found({
          items: [
            { name: 'a', id: 1 },
            { name: 'b', id: 2 },
          ],
        }),
      ),
    ).toBe('landed');
    expect(landingOf(change, found({ items: [{ name: 'b' }, { name: 'a' }] }))).toBe('not-landed');
    expect(landingOf(change, found({ items: [{ name: 'a' }] }))).toBe('not-landed');
  });

  it('counts null, "" and a field left out as the same "not set"', () => {
    expect(landingOf(update({ description: '' }), found({ name: 'web' }))).toBe('landed');
    expect(landingOf(update({ description: null }), found({ description: '' }))).toBe('landed');
    expect(landingOf(update({ freeformTags: {} }), found({}))).toBe('landed');
  });

  it('cannot tell when the answer does not carry a field it sets to a value', () => {
    expect(landingOf(update({ description: 'mine', secret: 's' }), found({ description: 'mine' }))).toBe(
      'unknown',
    );
    expect(landingOf(update({ description: 'mine', secret: 's' }), found({ description: 'theirs' }))).toBe(
      'not-landed',
    );
  });

  it('cannot tell from an answer that is not an object, or from a resource gone', () => {
    expect(landingOf(update({ description: 'mine' }), found('<html>'))).toBe('unknown');
    expect(landingOf(update({ description: 'mine' }), found(null))).toBe('unknown');
    expect(landingOf(update({ description: 'mine' }), gone)).toBe('unknown');
  });

  it('reads only the answer’s own fields', () => {
    const hostile = JSON.parse('{"__proto__": {"description": "mine"}}') as unknown;
    expect(landingOf(update({ description: 'mine' }), found(hostile))).toBe('unknown');
    expect(fieldsShown({ toString: 'x' }, {})).toBe('unknown');
  });
});

describe('a delete', () => {
  const deletion = { operation: 'deleteProject', params: { projectId: 'ocid1.p' } };

  it('landed when the resource is gone, being deleted or deleted', () => {
    expect(landingOf(deletion, gone)).toBe('landed');
    expect(landingOf(deletion, found({ lifecycleState: 'DELETING' }))).toBe('landed');
    expect(landingOf(deletion, found({ lifecycleState: 'DELETED' }))).toBe('landed');
  });

  it('not landed while the resource is still there, unknown without a state', () => {
    expect(landingOf(deletion, found({ lifecycleState: 'ACTIVE' }))).toBe('not-landed');
    expect(landingOf(deletion, found({ name: 'web' }))).toBe('unknown');
  });
});

describe('the actions', () => {
  it('cancel: landed once canceling or canceled', () => {
    const cancel = { operation: 'cancelBuildRun', params: { buildRunId: 'r', cancelBuildRunDetails: {} } };
    expect(landingOf(cancel, found({ lifecycleState: 'CANCELING' }))).toBe('landed');
    expect(landingOf(cancel, found({ lifecycleState: 'CANCELED' }))).toBe('landed');
    expect(landingOf(cancel, found({ lifecycleState: 'SUCCEEDED' }))).toBe('not-landed');
  });

  it('approve: landed when the stage records this decision and waits no more', () => {
    const approve = {
      operation: 'approveDeployment',
      params: { deploymentId: 'd', approveDeploymentDetails: { deployStageId: 's1', action: 'APPROVE' } },
    };
    const stage = (status: string, approvalActions: unknown[]) =>
      found({
        deploymentExecutionProgress: { deployStageExecutionProgress: { s1: { status, approvalActions } } },
      });
    expect(landingOf(approve, stage('SUCCEEDED', [{ action: 'APPROVE' }]))).toBe('landed');
    expect(landingOf(approve, stage('FAILED', [{ action: 'REJECT' }]))).toBe('not-landed');
    expect(landingOf(approve, stage('WAITING', []))).toBe('not-landed');
    // A stage that needs several approvers: the approval recorded may be someone else's.
    expect(landingOf(approve, stage('WAITING', [{ action: 'APPROVE' }]))).toBe('unknown');
    expect(landingOf(approve, found({ lifecycleState: 'IN_PROGRESS' }))).toBe('unknown');
  });

  it('move: landed when the resource is in the compartment it was moved to', () => {
    const move = {
      operation: 'changeProjectCompartment',
      params: { projectId: 'p', changeProjectCompartmentDetails: { compartmentId: 'c2' } },
    };
    expect(landingOf(move, found({ compartmentId: 'c2' }))).toBe('landed');
    expect(landingOf(move, found({ compartmentId: 'c1' }))).toBe('not-landed');
  });

  it('instance power actions: the state the action passes through or ends in', () => {
    const action = (name: string) => ({
      operation: 'instanceAction',
      params: { instanceId: 'i', action: name },
    });
    expect(landingOf(action('STOP'), found({ lifecycleState: 'STOPPING' }))).toBe('landed');
    expect(landingOf(action('STOP'), found({ lifecycleState: 'STOPPED' }))).toBe('landed');
    expect(landingOf(action('START'), found({ lifecycleState: 'STOPPED' }))).toBe('not-landed');
    // A reboot ends where it started: only its passing state tells.
    expect(landingOf(action('RESET'), found({ lifecycleState: 'STOPPING' }))).toBe('landed');
    expect(landingOf(action('RESET'), found({ lifecycleState: 'RUNNING' }))).toBe('unknown');
  });

  it('a create or a custom call cannot be told from a read', () => {
    expect(landingOf({ operation: 'createProject', params: { createProjectDetails: {} } }, found({}))).toBe(
      'unknown',
    );
    expect(landingOf({ operation: 'updateConfiguration', params: {} }, found({}))).toBe('unknown');
    expect(landingOf({ operation: 'noSuchOperation', params: {} }, found({}))).toBe('unknown');
  });
});
