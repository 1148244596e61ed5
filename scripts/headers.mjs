// The security headers of every answer of the static server and the relay, and the console's
// Content-Security-Policy, derived from the runtime configuration the console itself reads.

/** Headers every answer carries, whatever it is. */
export const COMMON_HEADERS = Object.freeze({
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
});

/** The origin of an http(s) address, or undefined for anything else. */
function originOf(address) {
  if (typeof address !== 'string') return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The console's policy. connect-src holds just what the mode needs: its own origin (the relay,
 * the configuration, the local translation files), the configured endpoint and locale host (the
 * emulator), and in direct mode the regional hosts of every realm (`https://*.{domain}`).
 * @param {Record<string, unknown>} config the runtime configuration served to the console
 * @param {readonly string[]} [realmDomains] the realms' second-level domains, for direct mode
 */
export function contentSecurityPolicy(config, realmDomains = []) {
  const connect = new Set(["'self'"]);
  for (const address of [config.endpoint, config.localeBase]) {
    const origin = originOf(address);
    if (origin) connect.add(origin);
  }
  if (config.mode === 'direct') {
    for (const domain of realmDomains) connect.add(`https://*.${domain}`);
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The policy of an API answer (the relay): it is data, never a page. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/** Loopback names only: a DNS-rebound name pointing at 127.0.0.1 is refused. */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

/** @param {string | undefined} host the Host header */
export function isLoopbackHost(host) {
  return typeof host === 'string' && LOOPBACK_HOST.test(host);
}
