/**
 * CORS for the console's origin: any origin by default (the emulator listens on loopback only),
 * or exactly `--console-origin`. Preflights are answered; the headers OCI's calls send are allowed
 * and the ones the console reads are exposed.
 */
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

/** The CORS headers of an answer to a request from `origin`; none for an origin not allowed. */
export function corsHeaders(
  origin: string | undefined,
  consoleOrigin: string | undefined,
): Record<string, string> {
  const base: Record<string, string> = { vary: 'Origin' };
  if (origin === undefined) return { ...base, 'access-control-allow-origin': consoleOrigin ?? '*' };
  if (consoleOrigin !== undefined && origin !== consoleOrigin) return base;
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
