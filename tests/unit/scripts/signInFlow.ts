/**
 * A phone's browser signing in through a deployment's server, spoken as raw HTTP: the start
 * (with the Host the load balancer passes), the identity domain's sign-in page and its form, and
 * the console page's post to the callback with the cookie the start set.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { signInAtDomain } from '../emulator/identityDomainFlow';

export { signInAtDomain };
import { rawRequest, type RawAnswer } from './httpClient';

export const HOST = 'console.sign-in.test';
export const ORIGIN = `https://${HOST}`;
export const REDIRECT_URI = `${ORIGIN}/auth/callback`;

export interface DeviceKey {
  readonly publicKeyPem: string;
  /** base64url SHA-256 of its SubjectPublicKeyInfo DER: what the start names. */
  readonly hash: string;
  /** The modulus, as a UPST's `jwk` claim names it. */
  readonly n: string;
}

export function deviceKey(): DeviceKey {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    hash: createHash('sha256').update(der).digest('base64url'),
    n: String(publicKey.export({ format: 'jwk' }).n),
  };
}

const browserHeaders = (extra: Record<string, string> = {}) => ({ host: HOST, ...extra });

export interface Started {
  readonly answer: RawAnswer;
  /** Where the start sent the browser: the domain's authorize endpoint. */
  readonly location: URL;
  /** `name=value` of the cookie it set, as the browser sends it back. */
  readonly cookie: string;
}

export async function start(server: string, key: DeviceKey): Promise<Started> {
  const answer = await rawRequest(server, `/auth/start?key=${key.hash}`, {
    headers: browserHeaders({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }),
  });
  if (answer.status !== 303) throw new Error(`start answered ${answer.status}: ${answer.body}`);
  const setCookie = answer.headers['set-cookie']?.[0] ?? '';
  return {
    answer,
    location: new URL(String(answer.headers.location)),
    cookie: setCookie.split(';')[0] ?? '',
  };
}

/** The console page's post of what the callback address holds. */
export function callback(
  server: string,
  fields: { code: string; state: string; publicKey: string },
  cookie: string | undefined,
): Promise<RawAnswer> {
  return rawRequest(server, '/auth/callback', {
    method: 'POST',
    headers: browserHeaders({
      'content-type': 'application/json',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...(cookie === undefined ? {} : { cookie }),
    }),
    body: JSON.stringify(fields),
  });
}

/** The whole walk, start at one server, callback at another (or the same). */
export async function signIn(first: string, second: string = first, key: DeviceKey = deviceKey()) {
  const started = await start(first, key);
  const back = await signInAtDomain(started.location);
  const fields = {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    publicKey: key.publicKeyPem,
  };
  const answer = await callback(second, fields, started.cookie);
  return { started, back, fields, answer, key };
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
