/**
 * Who makes a call, as identity sees it: the user of the signature's keyId (an API key's
 * `<tenancy>/<user>/<fingerprint>`, or the `sub` of a session token's `ST$<token>`). With
 * --require-signature the dispatcher has verified the signature already; without it, an unsigned
 * call is taken as the tenancy's first user, so the emulator alone still answers everything.
 */
import { parseAuthorization } from '../signature';
import type { SessionPrincipal } from '../data/sessionTokens';
import { ApiError } from '../reply';
import type { HandlerContext } from './handlerContext';

/** The keyId of the call's Authorization header, if it has one. */
export function keyIdOf(ctx: HandlerContext): string | undefined {
  const authorization = ctx.input.header('authorization');
  return authorization === undefined ? undefined : parseAuthorization(authorization)?.get('keyId');
}

export function callerOf(ctx: HandlerContext): SessionPrincipal {
  const keyId = keyIdOf(ctx);
  if (keyId?.startsWith('ST$')) {
    const claims = ctx.state.sessions.verify(keyId.slice(3), ctx.state.clock.now());
    return { userId: claims.sub, tenancyId: claims.tenant };
  }
  const [tenancyId, userId] = keyId?.split('/') ?? [];
  if (tenancyId !== undefined && userId?.startsWith('ocid1.user.')) return { userId, tenancyId };
  if (keyId !== undefined) throw new ApiError(401, 'NotAuthenticated', 'The keyId names no user.');
  const firstUser = ctx.region.store.corpus().find((summary) => summary.resourceType === 'User');
  if (firstUser === undefined) throw new ApiError(401, 'NotAuthenticated', 'The tenancy has no user.');
  return { userId: firstUser.identifier, tenancyId: ctx.state.tenancy.tenancyId };
}
