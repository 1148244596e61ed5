/**
 * The identity domain's HTTP face, at `/idcs` on the emulator's own address (a real domain is
 * `https://idcs-<id>.identity.oraclecloud.com`, the same paths at its root): discovery, JWKS,
 * authorize (the sign-in page and its form) and the token endpoint (authorization_code and the
 * token exchange). OAuth errors are `{ error, error_description }`; the authorize endpoint sends
 * its errors back to a registered redirect URI only, and shows the others on its own page.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Reply } from '../reply';
import { parseBody } from '../requestBody';
import type { EmulatorState } from '../state';
import { ISSUER, TOKEN_EXCHANGE_GRANT, type Fields, type IdentityDomain } from './identityDomain';
import { OAuthError } from './oauthError';
import { errorPage, signInPage } from './signInPage';

export const DOMAIN_PREFIX = '/idcs';

export interface DomainRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingHttpHeaders;
  readonly raw: Buffer;
}

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function json(body: unknown, headers: Record<string, string> = {}): Reply {
  return { status: 200, body, headers };
}

function oauthErrorReply(error: OAuthError): Reply {
  return {
    status: error.status,
    body: { error: error.error, error_description: error.description },
    headers: {
      ...NO_STORE,
      ...(error.status === 401 ? { 'www-authenticate': 'Basic realm="oauth2"' } : {}),
    },
  };
}

/** `redirectUri` with the answer's parameters added to its own query. */
function redirect(redirectUri: string, params: Record<string, string | undefined>): Reply {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.append(name, value);
  return { status: 303, headers: { location: url.href, 'cache-control': 'no-store' } };
}

function discovery(base: string): Reply {
  return json({
    issuer: ISSUER,
    authorization_endpoint: `${base}/oauth2/v1/authorize`,
    token_endpoint: `${base}/oauth2/v1/token`,
    jwks_uri: `${base}/admin/v1/SigningCert/jwk`,
    scopes_supported: ['openid', 'profile', 'email', 'urn:opc:idm:__myscopes__'],
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    claims_supported: ['aud', 'exp', 'iat', 'iss', 'jti', 'sub', 'nonce', 'user_ocid', 'user_displayname'],
    grant_types_supported: ['authorization_code', TOKEN_EXCHANGE_GRANT],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
    ui_locales_supported: ['en'],
  });
}

function formFields(request: DomainRequest): Fields {
  const type = (single(request.headers['content-type']) ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded'))
    throw new OAuthError('invalid_request', 'The body must be application/x-www-form-urlencoded.');
  const body = parseBody(request.raw, type);
  return (body ?? {}) as Fields;
}

function authorize(domain: IdentityDomain, request: DomainRequest, fields: Fields, action: string): Reply {
  let redirectUri: string;
  try {
    redirectUri = domain.registeredRedirect(fields);
  } catch (error) {
    if (error instanceof OAuthError) return errorPage(error.error, error.description);
    throw error;
  }
  const state = typeof fields['state'] === 'string' ? fields['state'] : undefined;
  try {
    const checked = domain.authorizeRequest(fields);
    if (request.method === 'GET') return signInPage(checked, domain.users(), action);
    return redirect(redirectUri, { code: domain.issueCode(checked, fields['user']), state: checked.state });
  } catch (error) {
    if (error instanceof OAuthError)
      return redirect(redirectUri, { error: error.error, error_description: error.description, state });
    throw error;
  }
}

function token(domain: IdentityDomain, request: DomainRequest): Reply {
  const fields = formFields(request);
  domain.authenticateClient(single(request.headers.authorization), fields);
  switch (fields['grant_type']) {
    case 'authorization_code':
      return json(domain.redeemCode(fields), NO_STORE);
    case TOKEN_EXCHANGE_GRANT:
      return json(domain.exchange(fields), NO_STORE);
    default:
      throw new OAuthError(
        'unsupported_grant_type',
        'grant_type must be authorization_code or token exchange.',
      );
  }
}

export function handleIdentityDomain(state: EmulatorState, request: DomainRequest): Reply {
  const domain = state.identityDomain;
  const path = request.url.pathname.slice(DOMAIN_PREFIX.length);
  const base = `http://${single(request.headers.host) ?? '127.0.0.1'}${DOMAIN_PREFIX}`;
  const route = `${request.method} ${path}`;
  try {
    switch (route) {
      case 'GET /.well-known/openid-configuration':
        return discovery(base);
      case 'GET /admin/v1/SigningCert/jwk':
        return json(domain.jwks());
      case 'GET /oauth2/v1/authorize':
        return authorize(
          domain,
          request,
          Object.fromEntries(request.url.searchParams),
          `${base}/oauth2/v1/authorize`,
        );
      case 'POST /oauth2/v1/authorize':
        return authorize(domain, request, formFields(request), `${base}/oauth2/v1/authorize`);
      case 'POST /oauth2/v1/token':
        return token(domain, request);
      default:
        return {
          status: 404,
          body: { error: 'not_found', error_description: `No ${route} in the identity domain.` },
        };
    }
  } catch (error) {
    if (error instanceof OAuthError) return oauthErrorReply(error);
    throw error;
  }
}
