/**
 * Signing at send time, with a clock the server can correct. OCI refuses a signature whose date
 * is more than 5 minutes from its own clock, and a phone's clock can be that far off: after such
 * a 401 the offset is learned from the server's Date header and the request is signed again and
 * retried once. Requests queued offline are signed when sent, never when queued.
 */
import { signableBody, type RequestBody } from './signableBody';
import { headerValue, signRequest, type SigningCredentials } from './signer';

/** A 401 with a server date this far from ours is a clock problem, whatever its code. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** A 401 NotAuthenticated with a server date this far from ours is treated as one too. */
export const NOT_AUTHENTICATED_SKEW_MS = 60 * 1000;

export interface Clock {
  /** Local time corrected by what the server taught us (epoch ms). */
  now(): number;
  /** Milliseconds added to the local clock. */
  offsetMs(): number;
  /**
   * Compares a server's Date header with the corrected local time at which the request was
   * sent; gives server minus local in ms, or undefined when there is no usable date.
   */
  observe(serverDate: string | undefined, localSentAt: number): number | undefined;
  /** Moves the clock by a skew that observe measured. */
  correct(skewMs: number): void;
}

export function createClock(localNow: () => number = Date.now, initialOffsetMs = 0): Clock {
  let offset = initialOffsetMs;
  return {
    now: () => localNow() + offset,
    offsetMs: () => offset,
    observe(serverDate, localSentAt) {
      const server = serverDate === undefined ? Number.NaN : Date.parse(serverDate);
      return Number.isNaN(server) ? undefined : server - localSentAt;
    },
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

/** What a response (or a thrown response) says about the clock. */
export interface SkewEvidence {
  readonly status: number;
  readonly serverDate?: string;
  readonly code?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function dateHeaderOf(headers: unknown): string | undefined {
  if (isRecord(headers) && typeof headers.get === 'function') {
    const value: unknown = headers.get('date');
    return typeof value === 'string' ? value : undefined;
  }
  if (isRecord(headers)) {
    const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'date');
    return typeof entry?.[1] === 'string' ? entry[1] : undefined;
  }
  return undefined;
}

async function errorCodeOf(outcome: Record<string, unknown>): Promise<string | undefined> {
  if (typeof outcome.code === 'string') {
    return outcome.code;
  }
  if (isRecord(outcome.body) && typeof outcome.body.code === 'string') {
    return outcome.body.code;
  }
  if (typeof outcome.clone === 'function') {
    try {
      const copy: unknown = outcome.clone();
      const body: unknown = isRecord(copy) && typeof copy.json === 'function' ? await copy.json() : undefined;
      return isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Reads status, Date header and error code from a fetch Response or a response-like object
 * (`{ status, headers, code? | body? }`), whether it was returned or thrown.
 */
export async function responseEvidence(outcome: unknown): Promise<SkewEvidence | undefined> {
  if (!isRecord(outcome) || typeof outcome.status !== 'number') {
    return undefined;
  }
  const serverDate = dateHeaderOf(outcome.headers);
  const code = outcome.status === 401 ? await errorCodeOf(outcome) : undefined;
  return {
    status: outcome.status,
    ...(serverDate === undefined ? {} : { serverDate }),
    ...(code === undefined ? {} : { code }),
  };
}

/**
 * Sends; after a 401 that the clock explains (server Date more than 5 minutes away, or more than
 * 60 s with code NotAuthenticated), corrects the clock and sends once more. `send` must sign at
 * send time (through the signing interceptor) so the second attempt carries the corrected date.
 */
export async function retryOnceOnSkew<T>(
  send: () => Promise<T>,
  clock: Clock,
  readEvidence: (outcome: unknown) => Promise<SkewEvidence | undefined> = responseEvidence,
): Promise<T> {
  const sentAt = clock.now();
  let first: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };
  try {
    first = { ok: true, value: await send() };
  } catch (error) {
    first = { ok: false, error };
  }
  const evidence = await readEvidence(first.ok ? first.value : first.error);
  if (evidence?.status === 401) {
    const skew = clock.observe(evidence.serverDate, sentAt);
    const threshold = evidence.code === 'NotAuthenticated' ? NOT_AUTHENTICATED_SKEW_MS : MAX_CLOCK_SKEW_MS;
    if (skew !== undefined && Math.abs(skew) > threshold) {
      clock.correct(skew);
      return send();
    }
  }
  if (first.ok) {
    return first.value;
  }
  throw first.error;
}
