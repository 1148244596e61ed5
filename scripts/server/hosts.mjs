// Which Host names the server answers for: the loopback names (any port) and the hosts of the
// public origins it was given (`--origin https://console.example.com`). Anything else is a
// DNS-rebound or misrouted name and gets 421. The origins are checked at start. The host of an
// https origin is also a host served over HTTPS only, where the server can tell (httpsOnlyHosts).
import { isLoopbackHost } from './loopback.mjs';

/** A Host header's shape: a DNS name or IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST_SHAPE = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * The origin of a `--origin` value: http or https, a host, an optional port, nothing else.
 * Throws with a sentence for anything else.
 * @param {string} value
 */
export function parseOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--origin ${JSON.stringify(value)} is not an address (https://console.example.com).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`--origin ${value}: only http and https origins are served.`);
  }
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    throw new Error(`--origin ${value}: an origin is a scheme, a host and a port, without a path.`);
  }
  if (!HOST_SHAPE.test(url.host))
    throw new Error(`--origin ${value}: the host is not a DNS name or address.`);
  return url.origin;
}

/**
 * The Host as the origin's host would spell it: lower case, without the scheme's default port.
 * Undefined when it is not a host at all.
 * @param {unknown} host
 * @param {'http' | 'https'} protocol
 */
export function normalHost(host, protocol) {
  if (typeof host !== 'string' || !HOST_SHAPE.test(host)) return undefined;
  const lower = host.toLowerCase();
  const defaultPort = protocol === 'https' ? ':443' : ':80';
  return lower.endsWith(defaultPort) ? lower.slice(0, -defaultPort.length) : lower;
}

/**
 * A test of Host names: loopback, or the host of one of the origins.
 * @param {readonly string[]} origins parsed with parseOrigin
 * @returns {(host: unknown, protocol: 'http' | 'https') => boolean}
 */
export function hostAllowlist(origins) {
  const hosts = new Set(origins.map((origin) => new URL(origin).host.toLowerCase()));
  return (host, protocol) => {
    if (isLoopbackHost(host)) return true;
    const normal = normalHost(host, protocol);
    return normal !== undefined && hosts.has(normal);
  };
}

/**
 * A test of Host names served over HTTPS only: the host of an https origin that no http origin
 * shares. Where the server can tell how a request came (it speaks TLS itself, or a trusted proxy
 * says X-Forwarded-Proto), a plain-HTTP request for such a host did not come the way the console
 * is served — a caller that went around the TLS proxy — and is refused.
 * @param {readonly string[]} origins parsed with parseOrigin
 * @returns {(host: unknown) => boolean}
 */
export function httpsOnlyHosts(origins) {
  const secure = new Set();
  const plain = new Set();
  for (const origin of origins) {
    const url = new URL(origin);
    (url.protocol === 'https:' ? secure : plain).add(url.host.toLowerCase());
  }
  return (host) => {
    const normal = normalHost(host, 'http');
    return normal !== undefined && secure.has(normal) && !plain.has(normal);
  };
}
