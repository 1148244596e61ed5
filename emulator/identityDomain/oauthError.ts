/**
 * The OAuth error answer (RFC 6749 §5.2), as the identity domain sends it: a JSON body
 * `{ error, error_description }`, 400, or 401 with `WWW-Authenticate` when the client failed to
 * authenticate. Thrown by the domain, turned into an answer by its endpoints.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope';

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
  }

  get status(): 400 | 401 {
    return this.error === 'invalid_client' ? 401 : 400;
  }
}
