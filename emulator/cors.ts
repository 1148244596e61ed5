/**
 * Who may call the emulator, and CORS for the console's origin. It listens on loopback only, but
 * any page the browser shows can send requests there: a Host that is not a loopback name (or a
 * real regional host, the forwarding relay's form) is a DNS-rebound name and gets 421; an Origin
 * that is not the console's (nor the emulator's own, whose sign-in page posts to itself) gets 403
 * before anything is done, on the emulator's own routes too.
 * The console's origins are `--console-origin` (repeatable; `npm start` passes its own); without
 * it, any loopback origin (a console on any local port: the tests, `npm run dev`). A request
 * without an Origin (Node: tests, benchmarks, the relay) is served unless the browser says it is
 * cross-site. One page is for any site to open: the identity domain's sign-in page, where a
 * console deployed at any name sends the person (a top-level GET navigation, which changes
 * nothing and whose answer no other page reads; its form posts to the emulator's own origin).
 * Preflights are answered; the headers OCI's calls send are allowed and the ones the console
 * reads are exposed.
 */
import { isLoopbackHost, isLoopbackOrigin } from '../scripts/server/loopback.mjs';
import { realHostAddress } from './apiAddress';
import { DOMAIN_PREFIX } from './identityDomain/endpoints';

/** The identity domain's sign-in page: what any site may send a person to. */
const SIGN_IN_PAGE = `${DOMAIN_PREFIX}/oauth2/v1/authorize`;

export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export const ALLOWED_HEADERS = [
  'opc-request-id',
  'opc-retry-token',
  'if-match',
  'content-type',
  'authorization',
  'x-date',
  'x-content-sha256',
  'opc-client-request-id',
  'opc-client-info',
  'opc-client-retries',
] as const;

export const EXPOSED_HEADERS = [
  'etag',
  'opc-next-page',
  'opc-request-id',
  'opc-work-request-id',
  'retry-after',
  'date',
] as const;

/** Whether a page of this origin is the console, for these console origins (any loopback origin when none). */
export function isConsoleOrigin(origin: string, consoleOrigins: readonly string[]): boolean {
  return consoleOrigins.length > 0 ? consoleOrigins.includes(origin) : isLoopbackOrigin(origin);
}

/** A refusal before anything is done: its status, OCI-shaped code and message. */
export interface CallerRefusal {
  readonly status: 403 | 421;
  readonly code: string;
  readonly message: string;
}

/**
 * Why a request is refused (its Host, Origin, Sec-Fetch-Site, and for the sign-in page its
 * method, path and Sec-Fetch-Mode), or undefined.
 */
export function callerRefusal(
  request: {
    readonly host?: string;
    readonly origin?: string;
    readonly fetchSite?: string;
    readonly fetchMode?: string;
    readonly method?: string;
    readonly path?: string;
  },
  consoleOrigins: readonly string[],
): CallerRefusal | undefined {
  const { host, origin, fetchSite } = request;
  if (host === undefined || (!isLoopbackHost(host) && realHostAddress(host) === undefined)) {
    return {
      status: 421,
      code: 'MisdirectedRequest',
      message: 'The emulator answers loopback names only (127.0.0.1, localhost).',
    };
  }
  // A deployed console's sign-in sends the person here from wherever it is served.
  if (request.method === 'GET' && request.path === SIGN_IN_PAGE && request.fetchMode === 'navigate')
    return undefined;
  // The emulator's own pages (the identity domain's sign-in form) post to their own origin. That
  // page sends no referrer, so a browser's form post says `Origin: null`; Sec-Fetch-Site still
  // says where it came from.
  const ownPage =
    origin !== undefined &&
    (origin === `http://${host}` || (origin === 'null' && fetchSite === 'same-origin'));
  if (
    origin !== undefined ? !ownPage && !isConsoleOrigin(origin, consoleOrigins) : fetchSite === 'cross-site'
  ) {
    return {
      status: 403,
      code: 'NotAllowed',
      message: 'The emulator answers the console’s own pages only.',
    };
  }
  return undefined;
}

/** The CORS headers of an answer to a request from `origin` (already allowed by callerRefusal). */
export function corsHeaders(
  origin: string | undefined,
  consoleOrigins: readonly string[],
): Record<string, string> {
  const base: Record<string, string> = { vary: 'Origin' };
  if (origin === undefined) {
    return {
      ...base,
      'access-control-allow-origin': consoleOrigins.length === 1 ? (consoleOrigins[0] ?? '*') : '*',
    };
  }
  if (!isConsoleOrigin(origin, consoleOrigins)) return base;
  return {
    ...base,
    'access-control-allow-origin': origin,
    'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
  };
}

/** The extra headers of a preflight answer. */
export function preflightHeaders(): Record<string, string> {
  return {
    'access-control-allow-methods': ALLOWED_METHODS.join(', '),
    'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
    'access-control-max-age': '600',
  };
}
