/**
 * The one gate for a link's address (an `href`): only http(s) addresses, paths inside the app
 * (`/…`, not `//host` or `/\host`) and fragments (`#…`) pass; anything else — script URLs,
 * `data`, `vbscript`, `blob`, other schemes, controls or spaces hidden in the address — is
 * refused with `undefined`, so the caller shows plain text instead of a link. Addresses come from
 * service answers, the catalogue and settings: hostile until this says otherwise.
 */

// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/;

export function safeHref(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string' || url === '' || url.length > 8_192) return undefined;
  if (url.startsWith('#')) return CONTROL_OR_SPACE.test(url) ? undefined : url;
  if (url.startsWith('/')) {
    if (url.startsWith('//') || CONTROL_OR_SPACE.test(url)) return undefined;
    return url;
  }
  // Browsers drop leading spaces and controls, and tabs or newlines inside a scheme (a script
  // scheme split by a tab still runs); refusing any of them leaves nothing for that to hide behind.
  if (CONTROL_OR_SPACE.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  return parsed.href;
}
