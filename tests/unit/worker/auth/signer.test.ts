import { describe, expect, it } from 'vitest';
import { importPrivateKeyPem } from '../../../../src/worker/auth/pem';
import {
  apiKeyId,
  httpDate,
  sessionTokenKeyId,
  signRequest,
  signingInput,
  type SigningCredentials,
} from '../../../../src/worker/auth/signer';
import {
  GET_AUTHORIZATION,
  GET_SIGNATURE,
  GET_SIGNING_STRING,
  GET_URL,
  KEY_ID,
  KEY_ID_FINGERPRINT,
  POST_AUTHORIZATION,
  POST_BODY,
  POST_BODY_SHA256,
  POST_SIGNATURE,
  POST_SIGNING_STRING,
  POST_URL,
  TENANCY,
  TEST_KEY_PKCS1,
  TEST_KEY_PKCS8,
  USER,
  VECTOR_DATE,
} from './ociTestVectors';

const dateMode = { dateHeader: 'date', now: VECTOR_DATE } as const;
const signatureOf = (authorization: string | undefined): string | undefined =>
  /signature="([^"]+)"/.exec(authorization ?? '')?.[1];

async function credentials(pem: string): Promise<SigningCredentials> {
  return { keyId: KEY_ID, privateKey: await importPrivateKeyPem(pem) };
}

const getRequest = { method: 'GET', url: GET_URL, headers: {} };
const postRequest = {
  method: 'POST',
  url: POST_URL,
  headers: { 'content-type': 'application/json' },
  body: POST_BODY,
};

describe('the official test vectors (date mode)', () => {
  it('builds the GET signing string byte for byte', async () => {
    const input = await signingInput(getRequest, dateMode);
    expect(input.signingString).toBe(GET_SIGNING_STRING);
    expect(input.headerNames).toEqual(['date', '(request-target)', 'host']);
  });

  it('builds the POST signing string byte for byte', async () => {
    const input = await signingInput(postRequest, dateMode);
    expect(new TextEncoder().encode(POST_BODY).length).toBe(316);
    expect(input.values['x-content-sha256']).toBe(POST_BODY_SHA256);
    expect(input.signingString).toBe(POST_SIGNING_STRING);
  });

  for (const [form, pem] of [
    ['PKCS#1', TEST_KEY_PKCS1],
    ['PKCS#8', TEST_KEY_PKCS8],
  ] as const) {
    it(`reproduces the GET signature and Authorization header with the ${form} key`, async () => {
      const headers = await signRequest(getRequest, await credentials(pem), dateMode);
      expect(signatureOf(headers.authorization)).toBe(GET_SIGNATURE);
      expect(headers.authorization).toBe(GET_AUTHORIZATION);
      expect(headers).toEqual({
        date: VECTOR_DATE,
        host: 'iaas.us-phoenix-1.oraclecloud.com',
        authorization: GET_AUTHORIZATION,
      });
    });

    it(`reproduces the POST signature and Authorization header with the ${form} key`, async () => {
      const headers = await signRequest(postRequest, await credentials(pem), dateMode);
      expect(signatureOf(headers.authorization)).toBe(POST_SIGNATURE);
      expect(headers.authorization).toBe(POST_AUTHORIZATION);
      expect(headers).toEqual({
        date: VECTOR_DATE,
        host: 'iaas.us-phoenix-1.oraclecloud.com',
        'content-length': '316',
        'content-type': 'application/json',
        'x-content-sha256': POST_BODY_SHA256,
        authorization: POST_AUTHORIZATION,
      });
    });
  }

  it('defaults content-type to application/json, giving the same POST signature', async () => {
    const headers = await signRequest(
      { ...postRequest, headers: {} },
      await credentials(TEST_KEY_PKCS1),
      dateMode,
    );
    expect(headers.authorization).toBe(POST_AUTHORIZATION);
  });

  it('reads a caller content-type whatever the case of its name', async () => {
    const input = await signingInput(
      { ...postRequest, headers: { 'Content-Type': 'text/plain' } },
      { dateHeader: 'date', now: VECTOR_DATE },
    );
    expect(input.values['content-type']).toBe('text/plain');
  });
});

describe('x-date mode (the browser path)', () => {
  const xDateMode = { dateHeader: 'x-date', now: VECTOR_DATE } as const;

  it('signs the same headers with x-date in place of date, on the same code path', async () => {
    const input = await signingInput(postRequest, xDateMode);
    expect(input.signingString).toBe(POST_SIGNING_STRING.replace(/^date:/, 'x-date:'));
    const headers = await signRequest(postRequest, await credentials(TEST_KEY_PKCS8), xDateMode);
    expect(headers.authorization).toMatch(
      /^Signature version="1",headers="x-date \(request-target\) host content-length content-type x-content-sha256",keyId="[^"]+",algorithm="rsa-sha256",signature="[A-Za-z0-9+/=]+"$/,
    );
  });

  it('returns only headers a browser lets script set', async () => {
    const post = await signRequest(postRequest, await credentials(TEST_KEY_PKCS8), xDateMode);
    expect(Object.keys(post).sort()).toEqual(['authorization', 'content-type', 'x-content-sha256', 'x-date']);
    const get = await signRequest(getRequest, await credentials(TEST_KEY_PKCS8), xDateMode);
    expect(Object.keys(get).sort()).toEqual(['authorization', 'x-date']);
  });

  it('formats a Date as an RFC 7231 IMF-fixdate with the true weekday', async () => {
    const now = new Date(Date.UTC(2014, 0, 5, 21, 31, 40));
    expect(httpDate(now)).toBe('Sun, 05 Jan 2014 21:31:40 GMT');
    const headers = await signRequest(getRequest, await credentials(TEST_KEY_PKCS8), {
      dateHeader: 'x-date',
      now,
    });
    expect(headers['x-date']).toBe('Sun, 05 Jan 2014 21:31:40 GMT');
  });
});

describe('request target, host and body', () => {
  it('keeps the path and query exactly as sent and the port in the host', async () => {
    const input = await signingInput(
      {
        method: 'DELETE',
        url: 'http://127.0.0.1:8787/devops/us-ashburn-1/20210630/projects/a%2Fb?x=%26&y=1#frag',
        headers: {},
      },
      dateMode,
    );
    expect(input.values['(request-target)']).toBe(
      'delete /devops/us-ashburn-1/20210630/projects/a%2Fb?x=%26&y=1',
    );
    expect(input.values.host).toBe('127.0.0.1:8787');
    expect(input.headerNames).toEqual(['date', '(request-target)', 'host']);
  });

  it('counts UTF-8 bytes for content-length and signs an empty body for a bodiless PUT', async () => {
    const utf8 = await signingInput(
      { method: 'patch', url: POST_URL, headers: {}, body: '{"n":"é€"}' },
      dateMode,
    );
    expect(utf8.values['content-length']).toBe('13');
    expect(utf8.values['(request-target)']).toBe('patch /20160918/volumeAttachments');
    const empty = await signingInput({ method: 'PUT', url: POST_URL, headers: {} }, dateMode);
    expect(empty.values['content-length']).toBe('0');
    expect(empty.values['x-content-sha256']).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});

describe('key ids', () => {
  it('builds API-key and session-token key ids', async () => {
    expect(apiKeyId(TENANCY, USER, KEY_ID_FINGERPRINT)).toBe(KEY_ID);
    expect(sessionTokenKeyId('eyJhbGciOi.payload.sig')).toBe('ST$eyJhbGciOi.payload.sig');
    const headers = await signRequest(
      getRequest,
      { keyId: sessionTokenKeyId('token-1'), privateKey: await importPrivateKeyPem(TEST_KEY_PKCS8) },
      dateMode,
    );
    expect(headers.authorization).toBe(GET_AUTHORIZATION.replace(`keyId="${KEY_ID}"`, 'keyId="ST$token-1"'));
  });
});
