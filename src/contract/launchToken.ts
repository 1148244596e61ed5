/**
 * The signing relay's launch token (`npm start -- --profile X` prints the console's address with
 * `?token=…`; scripts/relay-token.mjs): the server swaps it for a cookie, so a navigation that
 * carries it must reach the server, never the service worker's shell, and the console never
 * keeps it in the address, the history or what Share sends.
 */

/** The query parameter, as scripts/relay-token.mjs names it (a test checks they agree). */
export const LAUNCH_TOKEN_PARAMETER = 'token';

/** A path and query that carry the token, for the service worker's navigation denylist. */
export const LAUNCH_TOKEN_IN_QUERY = new RegExp(`[?&]${LAUNCH_TOKEN_PARAMETER}(?:[=&#]|$)`);

/** The address without the token; any other address unchanged (also one that does not parse). */
export function withoutLaunchToken(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  if (!url.searchParams.has(LAUNCH_TOKEN_PARAMETER)) return address;
  url.searchParams.delete(LAUNCH_TOKEN_PARAMETER);
  return url.href;
}
