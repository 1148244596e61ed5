// The loopback names, any port: what a browser on this machine sends to 127.0.0.1. A DNS-rebound
// name that points at 127.0.0.1 is none of them. One rule for the server (hosts.mjs) and the
// emulator (emulator/cors.ts): the server runs under plain Node, so the rule is JavaScript here
// and the emulator imports it with its types (loopback.d.mts).

const NAME = String.raw`(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?`;
const LOOPBACK_HOST = new RegExp(`^${NAME}$`, 'i');
const LOOPBACK_ORIGIN = new RegExp(`^https?://${NAME}$`, 'i');

/** @param {string | undefined} host a Host header */
export function isLoopbackHost(host) {
  return typeof host === 'string' && LOOPBACK_HOST.test(host);
}

/** @param {string | undefined} origin an Origin header: a page served on a loopback name */
export function isLoopbackOrigin(origin) {
  return typeof origin === 'string' && LOOPBACK_ORIGIN.test(origin);
}
