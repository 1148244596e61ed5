/**
 * Identity beyond §7: the tenancy's region subscriptions. The demo tenancy is subscribed to its
 * home region (the first seeded one) and every other region its data lives in, all READY; the
 * answer is the same in every region, as identity is global. Another tenancy is 404
 * NotAuthorizedOrNotFound, as OCI answers a tenancy the caller cannot see.
 */
import { regionInfo } from '../data/demoRegions';
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
