/**
 * Identity's users and their API signing keys: GetUser and GetTenancy (what "Check connection"
 * names), UploadApiKey (`{ key: PEM }` → ApiKey, ACTIVE at once; at most three a user),
 * ListApiKeys and DeleteApiKey. Answers follow oci-identity's models (User, Tenancy, ApiKey).
 * A user is one of the tenancy's User resources; another id is 404 NotAuthorizedOrNotFound.
 */
import type { models } from 'oci-identity';
import { regionInfo } from '../data/demoRegions';
import { notFound, type Reply } from '../reply';
import { json, type HandlerContext } from './handlerContext';

function userOf(ctx: HandlerContext, userId: string) {
  const user = ctx.region.store.get(userId);
  if (user === undefined || user.summary.resourceType !== 'User') throw notFound('user');
  return user;
}

export function getUser(ctx: HandlerContext): Reply {
  const { summary } = userOf(ctx, ctx.input.path('userId'));
  const answer: Omit<models.User, 'lifecycleState' | 'timeCreated'> & {
    readonly lifecycleState: string;
    readonly timeCreated: string;
  } = {
    id: summary.identifier,
    compartmentId: ctx.state.tenancy.tenancyId,
    name: summary.displayName ?? summary.identifier,
    description: summary.displayName ?? '',
    email: summary.displayName ?? '',
    emailVerified: true,
    timeCreated: summary.timeCreated ?? ctx.state.clock.iso(),
    lifecycleState: summary.lifecycleState ?? 'ACTIVE',
    isMfaActivated: false,
  };
  return json(200, answer, { etag: `"${summary.identifier.slice(-12)}"` });
}

export function getTenancy(ctx: HandlerContext): Reply {
  const { tenancy } = ctx.state;
  if (ctx.input.path('tenancyId') !== tenancy.tenancyId) throw notFound('tenancy');
  const home = ctx.state.seededRegions[0] ?? 'us-ashburn-1';
  const answer: models.Tenancy = {
    id: tenancy.tenancyId,
    name: tenancy.tenancyName,
    description: tenancy.tenancyName,
    homeRegionKey: (regionInfo(home)?.key ?? home).toUpperCase(),
  };
  return json(200, answer);
}

export function uploadApiKey(ctx: HandlerContext): Reply {
  const userId = ctx.input.path('userId');
  userOf(ctx, userId);
  const key = ctx.input.details()['key'];
  const answer = ctx.state.apiKeys.upload(ctx.state.tenancy.tenancyId, userId, key, ctx.state.clock.iso());
  return {
    ...json(200, answer, { etag: `"${(answer.fingerprint ?? '').replace(/:/g, '')}"` }),
    applied: { operation: 'uploadApiKey', resourceId: userId },
  };
}

export function listApiKeys(ctx: HandlerContext): Reply {
  const userId = ctx.input.path('userId');
  userOf(ctx, userId);
  return json(200, ctx.state.apiKeys.list(userId));
}

export function deleteApiKey(ctx: HandlerContext): Reply {
  const userId = ctx.input.path('userId');
  userOf(ctx, userId);
  ctx.state.apiKeys.delete(userId, ctx.input.path('fingerprint'));
  return { status: 204, headers: {}, applied: { operation: 'deleteApiKey', resourceId: userId } };
}
