/**
 * The parameters and answers of each operation as types, read off the catalogue and the answer
 * schemas: a call with a missing or misspelt parameter, or an answer read as the wrong shape,
 * does not compile (`npx tsc -b` checks the `@ts-expect-error` lines below).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OperationName, OperationParams } from '../../../../src/oci/operations';
import type { OperationAnswer } from '../../../../src/oci/operations/answers';

/** A call as the typed entry points take it; the body is never run. */
function typedCall<N extends OperationName>(
  operation: N,
  params: OperationParams<N>,
): [N, OperationParams<N>] {
  return [operation, params];
}

describe('operation parameters as types', () => {
  it('take the path parameters, the query and the body the catalogue names', () => {
    expect(typedCall('getProject', { projectId: 'p' })[0]).toBe('getProject');
    typedCall('listProjects', { compartmentId: 'c', limit: 10, sortOrder: 'ASC' });
    typedCall('searchResources', { searchDetails: { type: 'Structured', query: 'query all resources' } });
    typedCall('instanceAction', { instanceId: 'i', action: 'START', ifMatch: 'e1' });
    // @ts-expect-error -- the path parameter is required
    typedCall('getProject', {});
    // @ts-expect-error -- not a parameter of getProject
    typedCall('getProject', { projectId: 'p', projectID: 'p' });
    // @ts-expect-error -- limit is an integer
    typedCall('listProjects', { compartmentId: 'c', limit: '10' });
    // @ts-expect-error -- an action the catalogue does not list
    typedCall('instanceAction', { instanceId: 'i', action: 'EXPLODE' });
    // @ts-expect-error -- an operation the catalogue does not have
    typedCall('getProjects', { projectId: 'p' });
  });

  it('give each operation its answer', () => {
    expectTypeOf<OperationAnswer<'getProject'>['id']>().toEqualTypeOf<string>();
    expectTypeOf<OperationAnswer<'listProjects'>['items'][number]['id']>().toEqualTypeOf<string>();
    expectTypeOf<OperationAnswer<'listVnicAttachments'>>().toBeArray();
    expectTypeOf<OperationAnswer<'searchResources'>['items'][number]['identifier']>().toEqualTypeOf<string>();
    expectTypeOf<OperationAnswer<'getNamespace'>>().toEqualTypeOf<string>();
    expectTypeOf<OperationAnswer<'deleteProject'>>().toEqualTypeOf<undefined>();
    expectTypeOf<
      OperationAnswer<'listRegionSubscriptions'>[number]['isHomeRegion']
    >().toEqualTypeOf<boolean>();
  });
});
