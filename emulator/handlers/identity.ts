/**
 * The tenancy beyond §7. Identity: its region subscriptions. The demo tenancy is subscribed to its
 * home region (the first seeded one) and every other region its data lives in, all READY.
 * Organizations: its assigned subscriptions, which tell its pricing class and SaaS service types:
 * a paid cloud (CLOUDCM) subscription, a paid HCM one and an ERP one that has lapsed (INACTIVE).
 * Both answers are the same in every region, as the tenancy is global. Another tenancy is 404
 * NotAuthorizedOrNotFound, as OCI answers a tenancy the caller cannot see.
 */
import { regionInfo } from '../data/demoRegions';
import { hashText } from '../ids';
import { notFound, type Reply } from '../reply';
import { json, type HandlerContext } from './handlerContext';

export function listRegionSubscriptions(ctx: HandlerContext): Reply {
  if (ctx.input.path('tenancyId') !== ctx.state.tenancy.tenancyId) throw notFound('tenancy');
  const subscriptions = ctx.state.seededRegions.map((regionName, index) => ({
    regionKey: (regionInfo(regionName)?.key ?? regionName).toUpperCase(),
    regionName,
    status: 'READY',
    isHomeRegion: index === 0,
  }));
  return json(200, subscriptions);
}

const ASSIGNED = [
  { serviceName: 'CLOUDCM', subscriptionTier: 'PAID', lifecycleState: 'ACTIVE' },
  { serviceName: 'HCM', subscriptionTier: 'PAID', lifecycleState: 'ACTIVE' },
  { serviceName: 'ERP', subscriptionTier: 'PAID', lifecycleState: 'INACTIVE' },
] as const;

export function listAssignedSubscriptions(ctx: HandlerContext): Reply {
  const tenancyId = ctx.state.tenancy.tenancyId;
  if (ctx.input.text('compartmentId') !== tenancyId) throw notFound('tenancy');
  const home = ctx.state.seededRegions[0] ?? 'us-ashburn-1';
  const items = ASSIGNED.map((subscription, index) => {
    const hash = hashText(`${tenancyId}/${subscription.serviceName}`);
    return {
      id: `ocid1.organizationssubscription.oc1..${hash.slice(0, 60)}`,
      compartmentId: tenancyId,
      entityVersion: 'V1',
      classicSubscriptionId: String(70_000_000 + index),
      isClassicSubscription: false,
      regionAssignment: home,
      ...subscription,
      csiNumber: String(20_000_000 + index),
      isGovernmentSubscription: false,
      timeCreated: '2024-03-01T09:00:00.000Z',
      timeUpdated: '2025-01-15T09:00:00.000Z',
    };
  });
  return json(200, { items });
}
