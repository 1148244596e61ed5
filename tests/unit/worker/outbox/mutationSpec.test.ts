import { describe, expect, it } from 'vitest';
import { OPERATIONS, operation } from '../../../../src/oci/operations';
import {
  currentVersionCall,
  currentVersionOperation,
  isMutation,
  resourceIdOf,
} from '../../../../src/worker/outbox/mutationSpec';

describe('the catalogue as the outbox reads it', () => {
  it('queues creates, updates, deletes, actions and writing custom calls only', () => {
    expect(isMutation(operation('createProject'))).toBe(true);
    expect(isMutation(operation('deleteTrigger'))).toBe(true);
    expect(isMutation(operation('cancelBuildRun'))).toBe(true);
    expect(isMutation(operation('bulkUploadLicenseRecords'))).toBe(true);
    expect(isMutation(operation('getProject'))).toBe(false);
    expect(isMutation(operation('listProjects'))).toBe(false);
    expect(isMutation(operation('searchListings'))).toBe(false);
  });

  it('finds a read for every change that sends if-match on a catalogued resource', () => {
    const withoutRead = OPERATIONS.filter(
      (spec) => isMutation(spec) && spec.sendsIfMatch && spec.semantics.kind !== 'custom',
    ).filter((spec) => currentVersionOperation(spec) === undefined);
    expect(withoutRead.map((spec) => spec.name)).toEqual([]);
  });

  it('prefers the read of the same service', () => {
    expect(currentVersionOperation(operation('approveDeployment'))?.name).toBe('getDeployment');
  });

  it('builds the read from the change’s path parameters', () => {
    expect(
      currentVersionCall({
        operation: 'cancelBuildRun',
        region: 'us-phoenix-1',
        params: { buildRunId: 'ocid1.run', cancelBuildRunDetails: { reason: 'x' } },
        retryToken: 'T',
        ifMatch: 'e',
      }),
    ).toEqual({ operation: 'getBuildRun', region: 'us-phoenix-1', params: { buildRunId: 'ocid1.run' } });
    expect(currentVersionCall({ operation: 'updateProject', region: 'r', params: {} })).toBeUndefined();
  });

  it('takes the resource from the last path parameter', () => {
    expect(resourceIdOf(operation('updateProject'), { projectId: 'ocid1.p' })).toBe('ocid1.p');
    expect(resourceIdOf(operation('createProject'), {})).toBeUndefined();
    expect(resourceIdOf(operation('updateProject'), { projectId: '' })).toBeUndefined();
  });
});
