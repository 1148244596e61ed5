import { createPublicKey, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseAuthorization, verifyRequest, type SignedRequest } from '../../../emulator/signature';
import { importPrivateKeyPem } from '../../../src/worker/auth/pem';
import { httpDate, sessionTokenKeyId, signRequest } from '../../../src/worker/auth/signer';
import {
  GET_AUTHORIZATION,
  GET_URL,
  KEY_ID,
  POST_AUTHORIZATION,
  POST_BODY,
  POST_BODY_SHA256,
  POST_URL,
  TEST_KEY_PKCS8,
  TEST_PUBLIC_KEY,
  VECTOR_DATE,
} from '../worker/auth/ociTestVectors';

const publicKey = createPublicKey(TEST_PUBLIC_KEY);
const TOKEN = 'eyJraWQiOiJ0ZXN0In0.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl';
const keys = new Map<string, KeyObject>([
  [KEY_ID, publicKey],
  [sessionTokenKeyId(TOKEN), publicKey],
]);
const lookup = (keyId: string): KeyObject | undefined => keys.get(keyId);
const NOW = Date.UTC(2025, 5, 3, 10, 0, 0);
const VECTOR_NOW = 1388957500 * 1000;

/** Signs like the browser does, then presents the request as the server receives it. */
async function signed(
  method: string,
  url: string,
  body?: string,
  keyId = KEY_ID,
  now = NOW,
): Promise<SignedRequest> {
  const target = new URL(url);
  const added = await signRequest(
    { method, url, headers: {}, ...(body === undefined ? {} : { body }) },
    { keyId, privateKey: await importPrivateKeyPem(TEST_KEY_PKCS8) },
    { dateHeader: 'x-date', now: new Date(now) },
  );
  const headers: Record<string, string> = { ...added, host: target.host };
  if (body !== undefined) {
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return {
    method,
    path: `${target.pathname}${target.search}`,
    headers,
    ...(body === undefined ? {} : { body }),
  };
}

const refusedWith = (request: SignedRequest, now = NOW): string => {
  const result = verifyRequest(request, lookup, now);
  expect(result.ok).toBe(false);
  if (result.ok) {
    return '';
  }
  expect(result.code).toBe('NotAuthenticated');
  return result.message;
};

describe('verifyRequest', () => {
  it('accepts the official GET and POST vectors at their own time', () => {
    const host = 'iaas.us-phoenix-1.oraclecloud.com';
    const get = verifyRequest(
      {
        method: 'GET',
        path: GET_URL.slice(`https://${host}`.length),
        headers: { date: VECTOR_DATE, host, authorization: GET_AUTHORIZATION },
      },
      lookup,
      VECTOR_NOW,
    );
    expect(get).toEqual({ ok: true, keyId: KEY_ID });
    const post = verifyRequest(
      {
        method: 'POST',
        path: '/20160918/volumeAttachments',
        headers: {
          date: VECTOR_DATE,
          host,
          'content-length': '316',
          'content-type': 'application/json',
          'x-content-sha256': POST_BODY_SHA256,
          authorization: POST_AUTHORIZATION,
        },
        body: POST_BODY,
      },
      lookup,
      VECTOR_NOW,
    );
    expect(post).toEqual({ ok: true, keyId: KEY_ID });
  });

  it("accepts the signer's x-date output for GET, DELETE and POST", async () => {
    for (const request of [
      await signed('GET', 'http://127.0.0.1:8787/devops/us-ashburn-1/20210630/projects?compartmentId=a%3Ab'),
      await signed('DELETE', 'https://devops.us-ashburn-1.oci.oraclecloud.com/20210630/projects/p1'),
      await signed('POST', POST_URL, '{"name":"déjà vu"}'),
    ]) {
      expect(verifyRequest(request, lookup, NOW)).toEqual({ ok: true, keyId: KEY_ID });
    }
  });

  it('accepts a session-token keyId', async () => {
    const request = await signed('GET', GET_URL, undefined, sessionTokenKeyId(TOKEN));
    expect(verifyRequest(request, lookup, NOW)).toEqual({ ok: true, keyId: `ST$${TOKEN}` });
  });

  it('refuses a tampered path, body, date or host', async () => {
    const get = await signed('GET', GET_URL);
    expect(refusedWith({ ...get, path: get.path.replace('TeamXInstances', 'TeamYInstances') })).toMatch(
      /signature/,
    );
    expect(refusedWith({ ...get, headers: { ...get.headers, host: 'evil.example.com' } })).toMatch(
      /signature/,
    );
    expect(
      refusedWith({ ...get, headers: { ...get.headers, 'x-date': httpDate(new Date(NOW + 1000)) } }),
    ).toMatch(/signature/);
    const post = await signed('POST', POST_URL, POST_BODY);
    expect(refusedWith({ ...post, body: POST_BODY.replace('volumeId', 'volumeID') })).toMatch(
      /x-content-sha256/,
    );
    expect(refusedWith({ ...post, headers: { ...post.headers, 'content-type': 'text/plain' } })).toMatch(
      /signature/,
    );
  });

  it('refuses a date more than 5 minutes away, either way', async () => {
    const request = await signed('GET', GET_URL);
    expect(verifyRequest(request, lookup, NOW + 4 * 60_000).ok).toBe(true);
    expect(refusedWith(request, NOW + 5 * 60_000 + 1000)).toMatch(/5 minutes/);
    expect(refusedWith(request, NOW - 6 * 60_000)).toMatch(/5 minutes/);
  });

  it('refuses an unknown keyId, a missing header, an unsigned body header and a bad header', async () => {
    expect(
      refusedWith(await signed('GET', GET_URL, undefined, 'ocid1.tenancy.oc1..x/ocid1.user.oc1..y/aa:bb')),
    ).toMatch(/not a known key/);
    const get = await signed('GET', GET_URL);
    const { host: _host, ...withoutHost } = get.headers;
    expect(refusedWith({ ...get, headers: withoutHost })).toMatch(/host is missing/);
    const asPost = { ...get, method: 'POST' };
    expect(refusedWith(asPost)).toMatch(/must cover the content-length/);
    const { authorization: _authorization, ...unsigned } = get.headers;
    expect(refusedWith({ ...get, headers: unsigned })).toMatch(/missing/);
    expect(refusedWith({ ...get, headers: { ...get.headers, authorization: 'Bearer abc' } })).toMatch(
      /well-formed/,
    );
    const rsa1 = (get.headers.authorization ?? '').replace('rsa-sha256', 'rsa-sha1');
    expect(refusedWith({ ...get, headers: { ...get.headers, authorization: rsa1 } })).toMatch(/rsa-sha1/);
  });

  it('parses Authorization parameters in any order', () => {
    const params = parseAuthorization(
      'Signature algorithm="rsa-sha256", headers="date host",keyId="k",signature="s=",version="1"',
    );
    expect(Object.fromEntries(params ?? [])).toEqual({
      algorithm: 'rsa-sha256',
      headers: 'date host',
      keyId: 'k',
      signature: 's=',
      version: '1',
    });
    expect(parseAuthorization('Signature keyId="k" signature="s"')).toBeUndefined();
  });
});
