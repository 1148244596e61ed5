/**
 * The domain's sign-in page: plain server-rendered HTML, no script, listing the demo users as
 * buttons of one form that posts back to the authorize endpoint with the checked request. Every
 * value is escaped; the answer refuses framing (X-Frame-Options DENY, CSP frame-ancestors
 * 'none') and caching, and lets the form go only to the domain itself and, through its redirect,
 * to the registered redirect URI's origin.
 */
import type { Reply } from '../reply';
import type { AuthorizeRequest, DemoUser } from './identityDomain';

const escape = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The headers of every page the domain shows. */
export function pageHeaders(formTarget?: string): Record<string, string> {
  const formAction = formTarget === undefined ? "'self'" : `'self' ${new URL(formTarget).origin}`;
  return {
    'x-frame-options': 'DENY',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.4rem 0;padding:.7rem;font-size:1rem;text-align:start}</style>
</head><body>${body}</body></html>`;
}

export function signInPage(request: AuthorizeRequest, users: readonly DemoUser[], action: string): Reply {
  const hidden = Object.entries({
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scope,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('\n');
  const buttons = users
    .map(
      (user) =>
        `<button type="submit" name="user" value="${escape(user.ocid)}">${escape(user.name)}</button>`,
    )
    .join('\n');
  return {
    status: 200,
    text: page(
      'Sign in',
      `<h1>Sign in</h1><p>Identity domain (emulated): choose a demo user.</p>
<form method="post" action="${escape(action)}">
${hidden}
${buttons}
</form>`,
    ),
    contentType: 'text/html; charset=utf-8',
    headers: pageHeaders(request.redirectUri),
  };
}

/** An error that cannot go back to the application (unknown client or redirect URI). */
export function errorPage(error: string, description: string): Reply {
  return {
    status: 400,
    text: page('Sign-in error', `<h1>Sign-in error</h1><p>${escape(error)}: ${escape(description)}</p>`),
    contentType: 'text/html; charset=utf-8',
    headers: pageHeaders(),
  };
}
