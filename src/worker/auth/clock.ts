/**
 * Signing at send time, with a clock the server can correct. OCI refuses a signature whose date
 * is more than 5 minutes from its own clock, and a phone's clock can be that far off: the call
 * layer learns the offset from a 401's Date header and sends again (client/skew.ts), and this
 * interceptor signs every attempt with the corrected time. Requests queued offline are signed
 * when sent, never when queued.
 */
import type { SkewClock } from '../client/skew';
import { signableBody, type RequestBody } from './signableBody';
import { headerValue, signRequest, type SigningCredentials } from './signer';

export type Clock = SkewClock;

export function createClock(localNow: () => number = Date.now, initialOffsetMs = 0): Clock {
  let offset = initialOffsetMs;
  return {
    now: () => localNow() + offset,
    offsetMs: () => offset,
    correct(skewMs) {
      offset += skewMs;
    },
  };
}

/** The request shape of the call layer's requestInterceptors. */
export interface InterceptedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: RequestBody;
}

export type CredentialsSource = () =>
  Promise<SigningCredentials | undefined> | SigningCredentials | undefined;

/** Drops headers, whatever the case of their names. */
function withoutHeaders(
  headers: Readonly<Record<string, string>>,
  names: readonly string[],
): Record<string, string> {
  const drop = new Set(names.map((name) => name.toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name.toLowerCase())));
}

/**
 * A request interceptor that signs with the active credentials (x-date, the clock's time) when
 * the request is sent. Without credentials (the emulator) the request passes unchanged.
 */
export function createSigningInterceptor(
  getCredentials: CredentialsSource,
  clock: Clock,
): (req: InterceptedRequest) => Promise<InterceptedRequest> {
  return async (req) => {
    const credentials = await getCredentials();
    if (!credentials) {
      return req;
    }
    const { body, contentType } = await signableBody(req.body);
    let headers = withoutHeaders(req.headers, ['authorization', 'x-date', 'date', 'x-content-sha256']);
    const isForm = typeof FormData !== 'undefined' && req.body instanceof FormData;
    if (contentType && (isForm || headerValue(headers, 'content-type') === undefined)) {
      headers = { ...withoutHeaders(headers, ['content-type']), 'content-type': contentType };
    }
    const signable = { method: req.method, url: req.url, headers, ...(body === undefined ? {} : { body }) };
    const added = await signRequest(signable, credentials, {
      dateHeader: 'x-date',
      now: new Date(clock.now()),
    });
    return { ...req, ...signable, headers: { ...withoutHeaders(headers, Object.keys(added)), ...added } };
  };
}
