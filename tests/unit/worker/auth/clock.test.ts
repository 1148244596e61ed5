import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyRequest } from '../../../../emulator/signature';
import {
  createClock,
  createSigningInterceptor,
  responseEvidence,
  retryOnceOnSkew,
  type InterceptedRequest,
} from '../../../../src/worker/auth/clock';
import { importPrivateKeyPem } from '../../../../src/worker/auth/pem';
import { httpDate, type SigningCredentials } from '../../../../src/worker/auth/signer';
import { UnsignableBodyError } from '../../../../src/worker/auth/signableBody';
import { KEY_ID, TEST_KEY_PKCS8, TEST_PUBLIC_KEY } from './ociTestVectors';

const LOCAL = Date.UTC(2025, 5, 3, 10, 0, 0);
const publicKey = createPublicKey(TEST_PUBLIC_KEY);

async function credentials(): Promise<SigningCredentials> {
  return { keyId: KEY_ID, privateKey: await importPrivateKeyPem(TEST_KEY_PKCS8) };
}

/** A fake region: checks the signature of what the interceptor produced against its own clock. */
function fakeRegion(serverNow: number) {
  const seen: InterceptedRequest[] = [];
  const answer = (req: InterceptedRequest): Response => {
    seen.push(req);
    const url = new URL(req.url);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const body = typeof req.body === 'string' ? req.body : undefined;
    if (body !== undefined) {
      headers['content-length'] = String(new TextEncoder().encode(body).length);
    }
    const result = verifyRequest(
      {
        method: req.method,
        path: url.pathname + url.search,
        headers: { ...headers, host: url.host },
        ...(body === undefined ? {} : { body }),
      },
      () => publicKey,
      serverNow,
    );
    const date = httpDate(new Date(serverNow));
    return result.ok
      ? new Response('{}', { status: 200, headers: { date } })
      : new Response(JSON.stringify({ code: result.code, message: result.message }), {
          status: 401,
          headers: { date },
        });
  };
  return { seen, answer };
}

describe('createClock', () => {
  it('adds the learned offset to local time', () => {
    const clock = createClock(() => LOCAL);
    expect(clock.now()).toBe(LOCAL);
    const skew = clock.observe(httpDate(new Date(LOCAL + 600_000)), clock.now());
    expect(skew).toBe(600_000);
    clock.correct(skew ?? 0);
    expect(clock.now()).toBe(LOCAL + 600_000);
    expect(clock.offsetMs()).toBe(600_000);
    expect(clock.observe(undefined, LOCAL)).toBeUndefined();
    expect(clock.observe('not a date', LOCAL)).toBeUndefined();
  });
});

describe('the signing interceptor', () => {
  const request = (
    body?: InterceptedRequest['body'],
    headers: Record<string, string> = {},
  ): InterceptedRequest => ({
    method: body === undefined ? 'GET' : 'POST',
    url: 'https://devops.us-ashburn-1.oci.oraclecloud.com/20210630/projects?compartmentId=ocid1.compartment.oc1..a',
    headers: { accept: 'application/json', ...headers },
    ...(body === undefined ? {} : { body }),
  });

  it('signs at send time with x-date from the clock, never host or content-length', async () => {
    let local = LOCAL;
    const clock = createClock(() => local);
    const intercept = createSigningInterceptor(credentials, clock);
    const queued = request('{"a":1}', { 'Content-Type': 'application/json' });
    local += 3_600_000;
    const sent = await intercept(queued);
    expect(sent.headers['x-date']).toBe(httpDate(new Date(local)));
    expect(sent.headers['content-type']).toBe('application/json');
    expect(Object.keys(sent.headers).filter((name) => name.toLowerCase() === 'content-type')).toHaveLength(1);
    expect(sent.headers).not.toHaveProperty('host');
    expect(sent.headers).not.toHaveProperty('content-length');
    expect(sent.headers.accept).toBe('application/json');
    expect(fakeRegion(local).answer(sent).status).toBe(200);
  });

  it('replaces an old signature when the same request is signed again', async () => {
    const clock = createClock(() => LOCAL);
    const intercept = createSigningInterceptor(credentials, clock);
    const once = await intercept(request());
    clock.correct(120_000);
    const twice = await intercept(once);
    expect(twice.headers['x-date']).toBe(httpDate(new Date(LOCAL + 120_000)));
    expect(twice.headers.authorization).not.toBe(once.headers.authorization);
    expect(fakeRegion(LOCAL + 120_000).answer(twice).status).toBe(200);
  });

  it('passes the request through unchanged without credentials', async () => {
    const req = request();
    expect(await createSigningInterceptor(() => undefined, createClock())(req)).toBe(req);
  });

  it('turns URLSearchParams and FormData into the exact string it signs', async () => {
    const clock = createClock(() => LOCAL);
    const intercept = createSigningInterceptor(credentials, clock);
    const form = await intercept(request(new URLSearchParams({ a: '1 2', b: 'é' })));
    expect(form.body).toBe('a=1+2&b=%C3%A9');
    expect(form.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(fakeRegion(LOCAL).answer(form).status).toBe(200);

    const data = new FormData();
    data.append('name', 'licences');
    data.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'records.csv');
    const multipart = await intercept(request(data, { 'content-type': 'multipart/form-data' }));
    const boundary = /boundary=(\S+)$/.exec(multipart.headers['content-type'] ?? '')?.[1] ?? '';
    expect(boundary).not.toBe('');
    expect(multipart.body).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nlicences\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="records.csv"\r\nContent-Type: text/csv\r\n\r\na,b\n1,2\n\r\n` +
        `--${boundary}--\r\n`,
    );
    expect(fakeRegion(LOCAL).answer(multipart).status).toBe(200);

    const binary = new FormData();
    binary.append('file', new Blob([Uint8Array.of(0xff, 0xfe, 0x00)]), 'x.bin');
    await expect(intercept(request(binary))).rejects.toBeInstanceOf(UnsignableBodyError);
  });
});

describe('retryOnceOnSkew', () => {
  it('corrects a clock 10 minutes slow from the 401 and retries once, then succeeds', async () => {
    const serverNow = LOCAL + 600_000;
    const clock = createClock(() => LOCAL);
    const intercept = createSigningInterceptor(credentials, clock);
    const region = fakeRegion(serverNow);
    const send = async () =>
      region.answer(
        await intercept({
          method: 'GET',
          url: 'https://query.us-ashburn-1.oci.oraclecloud.com/20180409/resourceTypes',
          headers: {},
        }),
      );
    const response = await retryOnceOnSkew(send, clock);
    expect(response.status).toBe(200);
    expect(region.seen).toHaveLength(2);
    expect(clock.offsetMs()).toBe(600_000);
  });

  it('retries only once even when the second attempt is refused too', async () => {
    const clock = createClock(() => LOCAL);
    let calls = 0;
    const send = () => {
      calls += 1;
      return Promise.resolve(
        new Response('{"code":"NotAuthenticated"}', {
          status: 401,
          headers: { date: httpDate(new Date(LOCAL + 3_600_000 * calls)) },
        }),
      );
    };
    expect((await retryOnceOnSkew(send, clock)).status).toBe(401);
    expect(calls).toBe(2);
  });

  it('uses the 60 s threshold only for NotAuthenticated', async () => {
    const twoMinutesAhead = httpDate(new Date(LOCAL + 120_000));
    for (const [code, expected] of [
      ['NotAuthenticated', 2],
      ['NotAuthorizedOrNotFound', 1],
    ] as const) {
      const clock = createClock(() => LOCAL);
      let calls = 0;
      const send = () => {
        calls += 1;
        return Promise.resolve(
          new Response(JSON.stringify({ code }), { status: 401, headers: { date: twoMinutesAhead } }),
        );
      };
      await retryOnceOnSkew(send, clock);
      expect(calls).toBe(expected);
    }
  });

  it('leaves a 401 alone when the clocks agree, and never retries other statuses', async () => {
    const clock = createClock(() => LOCAL);
    let calls = 0;
    const near = () => {
      calls += 1;
      return Promise.resolve(
        new Response('{"code":"NotAuthenticated"}', {
          status: 401,
          headers: { date: httpDate(new Date(LOCAL + 30_000)) },
        }),
      );
    };
    await retryOnceOnSkew(near, clock);
    const far404 = () => {
      calls += 1;
      return Promise.resolve(
        new Response('{}', { status: 404, headers: { date: httpDate(new Date(LOCAL + 3_600_000)) } }),
      );
    };
    await retryOnceOnSkew(far404, clock);
    expect(calls).toBe(2);
    expect(clock.offsetMs()).toBe(0);
  });

  it('handles a thrown response-like object, as the call layer throws non-2xx answers', async () => {
    const clock = createClock(() => LOCAL);
    let calls = 0;
    const send = () => {
      calls += 1;
      if (calls === 1) {
        return Promise.reject({
          status: 401,
          headers: { Date: httpDate(new Date(LOCAL - 900_000)) },
          body: { code: 'NotAuthenticated' },
        });
      }
      return Promise.resolve('ok');
    };
    expect(await retryOnceOnSkew(send, clock)).toBe('ok');
    expect(clock.offsetMs()).toBe(-900_000);

    const boom = new Error('offline');
    await expect(retryOnceOnSkew(() => Promise.reject(boom), clock)).rejects.toBe(boom);
  });

  it('reads evidence without consuming the response body', async () => {
    const response = new Response('{"code":"NotAuthenticated","message":"x"}', {
      status: 401,
      headers: { date: 'Tue, 03 Jun 2025 10:00:00 GMT' },
    });
    expect(await responseEvidence(response)).toEqual({
      status: 401,
      serverDate: 'Tue, 03 Jun 2025 10:00:00 GMT',
      code: 'NotAuthenticated',
    });
    expect(await response.json()).toMatchObject({ code: 'NotAuthenticated' });
    expect(await responseEvidence('nope')).toBeUndefined();
  });
});
