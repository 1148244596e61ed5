import { describe, expect, it } from 'vitest';
import { createClient } from '../../../../src/worker/client/client';
import { clientSend } from '../../../../src/worker/outbox/clientSend';
import { fakeFetch, jsonResponse } from '../client/fakeFetch';

const endpoint = 'http://emulator.test';

describe('clientSend', () => {
  it('sends the retry token and etag as headers, signing at sending time', async () => {
    const fake = fakeFetch(() =>
      jsonResponse(202, { id: 'ocid1.p' }, { etag: 'etag-2', 'opc-work-request-id': 'wr-1' }),
    );
    let signedAt = 0;
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint,
      fetch: fake.fetch,
      requestInterceptors: [
        (request) => {
          signedAt += 1;
          return { ...request, headers: { ...request.headers, authorization: `Signature ${signedAt}` } };
        },
      ],
    });
    const send = clientSend(() => client);
    expect(signedAt).toBe(0);

    const outcome = await send({
      operation: 'changeProjectCompartment',
      region: 'us-ashburn-1',
      params: { projectId: 'ocid1.p', changeProjectCompartmentDetails: { compartmentId: 'ocid1.c' } },
      retryToken: 'TOKEN1',
      ifMatch: 'etag-1',
    });
    expect(outcome).toEqual({
      ok: true,
      status: 202,
      body: { id: 'ocid1.p' },
      workRequestId: 'wr-1',
      etag: 'etag-2',
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers).toMatchObject({
      'opc-retry-token': 'TOKEN1',
      'if-match': 'etag-1',
      authorization: 'Signature 1',
    });
    expect(fake.requests[0]?.url).toContain('/projects/ocid1.p/actions/changeCompartment');
  });

  it('uses the client of the change’s region', async () => {
    const fake = fakeFetch(() => jsonResponse(200, {}));
    const regions: string[] = [];
    const send = clientSend((region) => {
      regions.push(region);
      return createClient({ region, endpoint, fetch: fake.fetch });
    });
    await send({ operation: 'getProject', region: 'eu-frankfurt-1', params: { projectId: 'p' } });
    expect(regions).toEqual(['eu-frankfurt-1']);
    expect(fake.requests[0]?.url).toContain('eu-frankfurt-1');
    expect(fake.requests[0]?.headers['if-match']).toBeUndefined();
  });

  it('answers failures as data', async () => {
    const fake = fakeFetch(() =>
      jsonResponse(412, { code: 'NoEtagMatch', message: 'etag mismatch' }, { 'opc-request-id': 'req-1' }),
    );
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint,
      fetch: fake.fetch,
      errorHandler: () => undefined,
    });
    const send = clientSend(() => client);
    expect(
      await send({
        operation: 'updateProject',
        region: 'us-ashburn-1',
        params: { projectId: 'p', updateProjectDetails: {} },
        ifMatch: 'etag-1',
      }),
    ).toEqual({
      ok: false,
      failure: {
        kind: 'http',
        status: 412,
        code: 'NoEtagMatch',
        message: 'etag mismatch',
        opcRequestId: 'req-1',
      },
    });
    expect(await send({ operation: 'launchRocket', region: 'us-ashburn-1', params: {} })).toMatchObject({
      ok: false,
      failure: { kind: 'validation', operation: 'launchRocket' },
    });
  });
});
