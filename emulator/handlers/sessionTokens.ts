/**
 * The identity data plane's session tokens: GenerateUpst (`{ publicKey, sessionExpirationInMinutes }`
 * → `{ token }`, for the user who signs the call, as `oci session authenticate --no-browser
 * --public-key-file-path` asks for it) and the refresh (`{ currentToken }` → `{ token }`, signed
 * with that token, as `oci session refresh` sends it).
 */
import { rsaPublicKey } from '../data/apiKeys';
import { ApiError, type Reply } from '../reply';
import { callerOf, keyIdOf } from './caller';
import { json, type HandlerContext } from './handlerContext';

export function generateUserSecurityToken(ctx: HandlerContext): Reply {
  const details = ctx.input.details();
  const caller = callerOf(ctx);
  const publicKey = rsaPublicKey(details['publicKey'], 'publicKey');
  const now = ctx.state.clock.now();
  return json(200, {
    token: ctx.state.sessions.generate(caller, publicKey, details['sessionExpirationInMinutes'], now),
  });
}

export function refreshSessionToken(ctx: HandlerContext): Reply {
  const current = ctx.input.details()['currentToken'];
  const keyId = keyIdOf(ctx);
  if (keyId !== undefined && keyId !== `ST$${String(current)}`)
    throw new ApiError(401, 'NotAuthenticated', 'A refresh is signed with the token it refreshes.');
  return json(200, { token: ctx.state.sessions.refresh(current, ctx.state.clock.now()) });
}
