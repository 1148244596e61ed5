// The security headers of every answer of the static server and the relay, and the console's
// Content-Security-Policy, derived from the runtime configuration the console itself reads.
import { createHash } from 'node:crypto';

/**
 * The powerful features a page of the console may use: the camera (a session token's QR code
 * scanned under Settings → Profiles), writing to the clipboard (Copy) and the share sheet
 * (Share), for the console's own origin; everything else a page could ask for is off, for it and
 * for anything it embeds. Notifications are a permission, not a policy feature; clipboard-read is
 * left to the browser's prompt (the console never reads the clipboard). A browser that lacks a
 * feature says so in its console and ignores it (Chromium on Linux: web-share, bluetooth).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'clipboard-write=(self)',
  'web-share=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'bluetooth',
    'browsing-topics',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'identity-credentials-get',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'picture-in-picture',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * Headers every answer carries, whatever it is. Cross-Origin-Opener-Policy puts the console in
 * a browsing context group of its own: a page that opened it (or that it opens) gets no handle
 * on its window, so it cannot navigate the console's tab later.
 */
export const COMMON_HEADERS = Object.freeze({
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
});

/**
 * The two fixed <style> elements react-aria injects (usePress: touch-action on pressables;
 * usePreventScroll on iOS: overscroll-behavior), allowed by their hashes rather than by
 * 'unsafe-inline'. tests/unit/scripts/headers.test.ts recomputes them from react-aria itself.
 */
export const REACT_ARIA_STYLE_HASHES = Object.freeze([
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
]);

/**
 * The hashes ('sha256-…') of a page's inline scripts, for script-src: the precached page's
 * search form sets its words by a script inline after it (index.html). Hashed from the page as
 * served, so a build that changes the script changes its hash, and no other inline script runs.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

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
 * @param {readonly string[]} [scriptHashes] the page's inline scripts (inlineScriptHashes)
 */
export function contentSecurityPolicy(config, realmDomains = [], scriptHashes = []) {
  // data: is where the translation loader points a namespace that has no source (it fails fast
  // without a request: src/app/i18n/i18n.ts); nothing leaves the machine through it.
  const connect = new Set(["'self'", 'data:']);
  for (const address of [config.endpoint, config.localeBase]) {
    const origin = originOf(address);
    if (origin) connect.add(origin);
  }
  if (config.mode === 'direct') {
    for (const domain of realmDomains) connect.add(`https://*.${domain}`);
  }
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    `style-src 'self' ${REACT_ARIA_STYLE_HASHES.join(' ')}`,
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
