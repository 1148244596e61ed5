/**
 * Clock-skew recovery in the call layer: a 401 whose Date header shows the signing clock off by
 * more than OCI allows corrects the clock and sends once more, signed again, for every caller.
 */
import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyRequest } from '../../../../emulator/signature';
import { operation } from '../../../../src/oci/operations';
import { createClock, createSigningInterceptor } from '../../../../src/worker/auth/clock';
import { importPrivateKeyPem } from '../../../../src/worker/auth/pem';
import { httpDate, type SigningCredentials } from '../../../../src/worker/auth/signer';
import { outcomeOf } from '../../../../src/contract/failurePolicy';
import { createClient, OciHttpError, toFailure } from '../../../../src/worker/client';
import type { SkewClock } from '../../../../src/worker/client';
import { KEY_ID, TEST_KEY_PKCS8, TEST_PUBLIC_KEY } from '../auth/ociTestVectors';
import { fakeFetch, jsonResponse, type RecordedRequest } from './fakeFetch';

const LOCAL = Date.UTC(2025, 5, 3, 10, 0, 0);
const publicKey = createPublicKey(TEST_PUBLIC_KEY);
const getProject = operation('getProject');

async function credentials(): Promise<SigningCredentials> {
  return { keyId: KEY_ID, privateKey: await importPrivateKeyPem(TEST_KEY_PKCS8) };
}

/** A region on its own clock: checks each signature as OCI does, and says its time in Date. */
function region(serverNow: number) {
  return (request: RecordedRequest): Response => {
    const url = new URL(request.url);
    const result = verifyRequest(
      { method: request.method, path: url.pathname + url.search, headers: { ...request.headers, host: url.host } },
      () => publicKey,
      serverNow,
    );
    const date = httpDate(new Date(serverNow));
    return result.ok
      ? jsonResponse(200, { id: 'ocid1.devopsproject.oc1..p' }, { date })
      : jsonResponse(401, { code: result.code, message: result.message }, { date });
  };
}

function signingClient(respond: (request: RecordedRequest) => Response, clock?: SkewClock) {
  const fake = fakeFetch(respond);
  const sign = createSigningInterceptor(credentials, clock ?? createClock(() => LOCAL));
  const client = createClient({
    region: 'us-ashburn-1',
    fetch: fake.fetch,
    errorHandler: () => undefined,
    // As the worker wires it: the signer changes headers only, the method stays the client's.
    requestInterceptors: [async (request) => ({ ...(await sign(request)), method: request.method })],
    ...(clock === undefined ? {} : { clock }),
  });
  return { client, requests: fake.requests };
}

/** A 401 dated `offsetMs` from LOCAL, with this error code. */
const refused = (offsetMs: number, code = 'NotAuthenticated') => () =>
  jsonResponse(401, { code, message: 'refused' }, { date: httpDate(new Date(LOCAL + offsetMs)) });

describe('clock-skew recovery', () => {
  it('corrects a clock 10 minutes slow from the 401 and sends once more, signed again', async () => {
    const clock = createClock(() => LOCAL);
    const { client, requests } = signingClient(region(LOCAL + 600_000), clock);
    const answer = await client.call(getProject, { projectId: 'ocid1.devopsproject.oc1..p' });
    expect(answer.status).toBe(200);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers['x-date']).toBe(httpDate(new Date(LOCAL)));
    expect(requests[1]?.headers['x-date']).toBe(httpDate(new Date(LOCAL + 600_000)));
    expect(requests[1]?.headers['opc-request-id']).toBe(requests[0]?.headers['opc-request-id']);
    expect(clock.offsetMs()).toBe(600_000);
    // The clock stays corrected: the next call is accepted at once.
    await client.call(getProject, { projectId: 'ocid1.devopsproject.oc1..p' });
    expect(requests).toHaveLength(3);
  });

  it('corrects a clock that is fast, too', async () => {
    const clock = createClock(() => LOCAL);
    const { client } = signingClient(region(LOCAL - 900_000), clock);
    expect((await client.call(getProject, { projectId: 'p' })).status).toBe(200);
    expect(clock.offsetMs()).toBe(-900_000);
  });

  it('sends only once more, and throws the second refusal', async () => {
    const clock = createClock(() => LOCAL);
    let calls = 0;
    const { client, requests } = signingClient(() => {
      calls += 1;
      return refused(3_600_000 * calls)();
    }, clock);
    const error = await client.call(getProject, { projectId: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OciHttpError);
    expect(error).toMatchObject({ status: 401, code: 'NotAuthenticated' });
    expect(requests).toHaveLength(2);
  });

  it('tells a refusal the corrected clock still explains as a clock problem, and a plain 401 as one of the key', async () => {
    let calls = 0;
    const skewed = signingClient(() => {
      calls += 1;
      return refused(3_600_000 * calls)();
    }, createClock(() => LOCAL));
    const still = toFailure(await skewed.client.call(getProject, { projectId: 'p' }).catch((e: unknown) => e));
    expect(still).toMatchObject({ kind: 'http', status: 401, clockSkewMs: 3_600_000 });
    expect(outcomeOf(still)).toBe('clockSkew');

    const agreed = signingClient(refused(30_000), createClock(() => LOCAL));
    const plain = toFailure(await agreed.client.call(getProject, { projectId: 'p' }).catch((e: unknown) => e));
    expect(plain).not.toHaveProperty('clockSkewMs');
    expect(outcomeOf(plain)).toBe('notAuthenticated');
  });

  it('takes 60 s of skew as the cause only with code NotAuthenticated, else 5 minutes', async () => {
    for (const [code, offset, expected] of [
      ['NotAuthenticated', 120_000, 2],
      ['NotAuthorizedOrNotFound', 120_000, 1],
      ['NotAuthorizedOrNotFound', 360_000, 2],
    ] as const) {
      const { client, requests } = signingClient(refused(offset, code), createClock(() => LOCAL));
      await client.call(getProject, { projectId: 'p' }).catch(() => undefined);
      expect(requests, `${code} ${offset}`).toHaveLength(expected);
    }
  });

  it('leaves a 401 alone when the clocks agree or the date is not one, and never resends other statuses', async () => {
    const clock = createClock(() => LOCAL);
    for (const respond of [
      refused(30_000),
      () => jsonResponse(401, { code: 'NotAuthenticated' }, { date: 'not a date' }),
      () => jsonResponse(404, { code: 'NotAuthorizedOrNotFound' }, { date: httpDate(new Date(LOCAL + 3_600_000)) }),
    ]) {
      const { client, requests } = signingClient(respond, clock);
      await client.call(getProject, { projectId: 'p' }).catch(() => undefined);
      expect(requests).toHaveLength(1);
    }
    expect(clock.offsetMs()).toBe(0);
  });

  it('corrects the clock once when several requests are refused together', async () => {
    const clock = createClock(() => LOCAL);
    const { client, requests } = signingClient(region(LOCAL + 600_000), clock);
    const answers = await Promise.all([1, 2, 3].map((n) => client.call(getProject, { projectId: `p${n}` })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(clock.offsetMs()).toBe(600_000);
    expect(requests).toHaveLength(6);
  });

  it('does nothing of the kind without a clock to correct', async () => {
    const { client, requests } = signingClient(region(LOCAL + 600_000));
    await expect(client.call(getProject, { projectId: 'p' })).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
  });
});
