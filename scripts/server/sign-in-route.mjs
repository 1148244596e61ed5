// Sign-in with the organisation's identity domain (docs/SERVER.md, "Sign-in"):
//
// - `GET /auth/start?key=<base64url SHA-256 of the device's public key>`: a 303 to the domain's
//   authorize endpoint (PKCE S256, `state`, `nonce`), and the signed cookie that holds them
//   (sign-in-cookie.mjs). The console's page navigates here after making the device's key pair.
// - `GET /auth/callback?code&state`: the exact redirect URI registered with the domain; the
//   console's own page (the app shell), which posts what it got to:
// - `POST /auth/callback` (JSON `{ code, state, publicKey }`, from the console's pages only): the
//   cookie's `state` checked, the code redeemed with the client secret, the ID token verified
//   (id-token.mjs), the device's key checked against the one the start named, and the token
//   exchange for a UPST bound to that key. The answer is `{ token }` and nothing else.
//
// Every answer under /auth/ is `no-store`, and every callback spends the cookie, whatever its
// outcome: a replayed or swapped `state` finds no cookie that matches, and the domain spends a
// code at its first redemption. No token, code or key is written to the log (the access log
// never logs a query or a header) or put in a URL.
import { createHash, createPublicKey, randomBytes, timingSafeEqual } from 'node:crypto';
import { callerRefusal } from './relay-route.mjs';
import {
  CLEAR_COOKIE,
  cookieValues,
  openCookie,
  sealCookie,
  setCookieHeader,
  SIGN_IN_COOKIE,
  SIGN_IN_COOKIE_TTL_MS,
} from './sign-in-cookie.mjs';
import { SignInError } from './sign-in-error.mjs';

export const CALLBACK_PATH = '/auth/callback';
export const START_PATH = '/auth/start';
const KEY_HASH = /^[A-Za-z0-9_-]{43}$/;
const MAX_FIELD = 8192;

const random = () => randomBytes(32).toString('base64url');
const sha256 = (data) => createHash('sha256').update(data).digest('base64url');

function sameText(a, b) {
  const left = createHash('sha256').update(String(a)).digest();
  const right = createHash('sha256').update(String(b)).digest();
  return timingSafeEqual(left, right);
}

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A refusal a person reads: a page with a sentence and the way back (no script). */
function refusalPage(reply, status, sentence) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>Sign-in refused</title><h1>Sign-in refused</h1><p>${escapeHtml(sentence)}</p>` +
        `<p><a href="/settings/profiles">Back to the console</a></p></html>`,
    );
}

/**
 * The device's public key as base64 DER (what the token exchange takes), from a PEM or base64
 * SubjectPublicKeyInfo; an RSA key only (OCI signs with RSA).
 * @param {unknown} text
 */
function devicePublicKey(text) {
  if (typeof text !== 'string' || text.length > MAX_FIELD)
    throw new SignInError('DeviceKeyRefused', 'The device’s public key is missing.');
  let key;
  try {
    key = text.includes('-----BEGIN')
      ? createPublicKey({ key: text, format: 'pem' })
      : createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw new SignInError('DeviceKeyRefused', 'The device’s public key cannot be read.');
  }
  if (key.asymmetricKeyType !== 'rsa')
    throw new SignInError('DeviceKeyRefused', 'The device’s key must be an RSA key.');
  return key.export({ type: 'spki', format: 'der' });
}

function field(body, name) {
  const value = typeof body === 'object' && body !== null ? body[name] : undefined;
  if (typeof value !== 'string' || value === '' || value.length > MAX_FIELD)
    throw new SignInError('SignInIncomplete', `The callback has no ${name}.`);
  return value;
}

/**
 * The sign-in this callback belongs to: a cookie this deployment signed, not expired, whose
 * `state` is the one given. None: the sign-in was not started in this browser, is stale, was
 * spent by an earlier callback, or the `state` is another sign-in's.
 */
function startedSignIn(request, key, state, now) {
  const opened = cookieValues(request.headers.cookie, SIGN_IN_COOKIE)
    .map((value) => openCookie(value, key, now))
    .filter((fields) => fields !== undefined);
  const match = opened.find((fields) => typeof fields.state === 'string' && sameText(fields.state, state));
  if (match !== undefined) return match;
  if (opened.length > 0)
    throw new SignInError('SignInStateMismatch', 'This answer belongs to another sign-in; start again.');
  throw new SignInError(
    'SignInNotStarted',
    'No sign-in is waiting in this browser (it took over ten minutes, or this answer was already used); start again.',
  );
}

/**
 * Registers the sign-in routes.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ domain: ReturnType<typeof import('./identity-domain.mjs').createIdentityDomain>, cookieKey: Buffer, origins: readonly string[], originOf: (request: import('fastify').FastifyRequest) => string, now?: () => number }} options
 */
export function addSignInRoutes(app, { domain, cookieKey, origins, originOf, now = Date.now }) {
  const rules = { origins: new Set(origins.map((o) => o.toLowerCase())) };

  // Nothing of a sign-in is kept by a cache: not the start's redirect, not the callback page
  // (its address holds the code), not the answer that holds the session token.
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((request.url ?? '').startsWith('/auth/')) {
      reply.header('cache-control', 'no-store');
      reply.removeHeader('etag');
    }
    done(null, payload);
  });

  app.get(START_PATH, async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site')
      return refusalPage(reply, 403, 'A sign-in starts from the console’s own page.');
    const key = /** @type {Record<string, unknown>} */ (request.query ?? {}).key;
    if (typeof key !== 'string' || !KEY_HASH.test(key))
      return refusalPage(
        reply,
        400,
        'A sign-in starts from the console’s Profiles page, which names the device’s key.',
      );
    const verifier = random();
    const signIn = {
      v: 1,
      state: random(),
      nonce: random(),
      verifier,
      key,
      redirectUri: `${originOf(request)}${CALLBACK_PATH}`,
      exp: now() + SIGN_IN_COOKIE_TTL_MS,
    };
    let location;
    try {
      location = await domain.authorizeUrl({ ...signIn, challenge: sha256(verifier) });
    } catch (error) {
      if (error instanceof SignInError) return refusalPage(reply, error.status, error.message);
      throw error;
    }
    return reply
      .code(303)
      .header('location', location)
      .header('set-cookie', setCookieHeader(sealCookie(signIn, cookieKey), SIGN_IN_COOKIE_TTL_MS))
      .send();
  });

  app.post(CALLBACK_PATH, async (request, reply) => {
    reply.header('set-cookie', CLEAR_COOKIE);
    const refused = callerRefusal(request, rules);
    if (refused) return reply.code(403).send({ code: 'NotAllowed', message: refused });
    try {
      const state = field(request.body, 'state');
      const code = field(request.body, 'code');
      const signIn = startedSignIn(request, cookieKey, state, now());
      const publicKeyDer = devicePublicKey(/** @type {Record<string, unknown>} */ (request.body).publicKey);
      if (sha256(publicKeyDer) !== signIn.key)
        throw new SignInError(
          'DeviceKeyMismatch',
          'This is not the key the sign-in was started for; start again.',
        );
      const { accessToken } = await domain.redeem({
        code,
        redirectUri: String(signIn.redirectUri),
        verifier: String(signIn.verifier),
        nonce: String(signIn.nonce),
      });
      const token = await domain.exchange(accessToken, publicKeyDer.toString('base64'));
      return reply.send({ token });
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      request.log.info({ code: error.code }, 'sign-in refused');
      return reply.code(error.status).send({ code: error.code, message: error.message });
    }
  });
}
