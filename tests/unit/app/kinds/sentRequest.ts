/**
 * The HTTP request the outbox sends for a kind's change, as it sends it (retry token and etag as
 * headers), against a fake service answering the operation's example.
 */
import { expect } from 'vitest';
import type { KindChange } from '../../../../src/app/kit/formModel';
import { operation } from '../../../../src/oci/operations';
import { createClient } from '../../../../src/worker/client';
import { clientSend } from '../../../../src/worker/outbox/clientSend';
import { mutationSpec } from '../../../../src/worker/outbox/mutationSpec';
import { answering, fakeFetch, sequentialIds } from '../../worker/client/fakeFetch';

export async function sent(change: KindChange) {
  expect(mutationSpec(change.operation, change.params, change.ifMatch).ok).toBe(true);
  const fake = fakeFetch(answering(operation(change.operation)));
  const client = createClient({
    region: 'us-ashburn-1',
    endpoint: 'http://emu.test',
    fetch: fake.fetch,
    randomId: sequentialIds(),
  });
  const answer = await clientSend(() => client)({
    operation: change.operation,
    region: 'us-ashburn-1',
    params: change.params,
    ...(change.ifMatch === undefined ? {} : { ifMatch: change.ifMatch }),
  });
  expect(answer.ok).toBe(true);
  expect(fake.requests).toHaveLength(1);
  const [request] = fake.requests;
  return {
    line: `${String(request?.method)} ${String(request?.url)}`,
    headers: request?.headers,
    body: request?.body,
  };
}
