/**
 * The operations the outbox says in words are the changes of the operation catalogue, no more and
 * no fewer: a change added to the catalogue without its words fails here, not in front of a user.
 */
import { describe, expect, it } from 'vitest';
import { QUEUED_OPERATIONS } from '../../../../../src/app/features/outbox/operationLabel';
import { OPERATIONS } from '../../../../../src/oci/operations';
import { isMutation } from '../../../../../src/worker/outbox/mutationSpec';

describe('the operations of queued changes', () => {
  it('are every change of the catalogue', () => {
    const changes = OPERATIONS.filter(isMutation).map((spec) => spec.name);
    expect([...QUEUED_OPERATIONS].sort()).toEqual([...changes].sort());
  });
});
