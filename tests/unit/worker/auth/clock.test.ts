import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyRequest } from '../../../../emulator/signature';
import {
  createClock,
  createSigningInterceptor,
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
    clock.correct(600_000);
    expect(clock.now()).toBe(LOCAL + 600_000);
    expect(clock.offsetMs()).toBe(600_000);
    clock.correct(-60_000);
    expect(clock.offsetMs()).toBe(540_000);
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
