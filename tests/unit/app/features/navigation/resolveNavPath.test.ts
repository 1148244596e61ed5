import { describe, expect, it } from 'vitest';
import { resolveNavPath } from '../../../../../src/app/features/navigation/resolveNavPath';
import { FEATURED } from '../../../../../src/app/navigation/featured';
import { NAV_ENTRIES } from '../../../../../src/app/navigation/navEntries';
import { NAV_ROUTES, routeOf } from '../../../../../src/app/navigation/navRoutes';

/** A route with its `:name` parameters given sample values, split into path and query. */
function address(route: string): { pathname: string; search: string } {
  const filled = route.replace(/:([A-Za-z][A-Za-z0-9]*)/g, 'sample');
  const [pathname = '', query] = filled.split('?');
  return { pathname, search: query === undefined ? '' : `?${query}` };
}

describe('resolveNavPath', () => {
  it('opens the owning entry for every route of the registry', () => {
    const wrong: string[] = [];
    for (const [route, entry] of NAV_ROUTES) {
      const { pathname, search } = address(route);
      const resolution = resolveNavPath(pathname, search);
      if (resolution.kind !== 'entry' || resolution.entry.id !== entry.id) wrong.push(route);
    }
    expect(wrong).toEqual([]);
  });

  it('leads every entry, featured item and reference somewhere: no dead links', () => {
    const dead = [...NAV_ENTRIES, ...FEATURED]
      .map(routeOf)
      .filter((route) => route.startsWith('/'))
      .filter((route) => {
        const { pathname, search } = address(route);
        return resolveNavPath(pathname, search).kind === 'notFound';
      });
    expect(dead).toEqual([]);
  });

  it('fills a formatted link’s parameters, decoded', () => {
    const resolution = resolveNavPath('/dbmgmt-ui/fleet/my%20product');
    expect(resolution).toMatchObject({ kind: 'entry', params: { product: 'my product' } });
    expect(resolution.kind === 'entry' && resolution.entry.id).toBe('databases.management.fleetProduct');
  });

  it('tells query variants apart, and falls back to the path for an unknown query', () => {
    const service = resolveNavPath('/apm/dashboards', '?dashboardId=oob-apm-service-monitoring');
    const users = resolveNavPath('/apm/dashboards', '?dashboardId=oob-apm-real-user-monitoring');
    expect(service.kind === 'entry' && service.entry.id).toBe('observability.apm.serviceMonitoring');
    expect(users.kind === 'entry' && users.entry.id).toBe('observability.apm.realUserMonitoring');
    expect(resolveNavPath('/apm/dashboards', '?dashboardId=other').kind).toBe('entry');
  });

  it('ignores a trailing slash', () => {
    const resolution = resolveNavPath('/compute/instances/');
    expect(resolution.kind === 'entry' && resolution.entry.id).toBe('compute.instances');
  });

  it('shows a resource under its list: the details links of document 2', () => {
    expect(resolveNavPath('/compute/instances/ocid1.instance.oc1.iad.abc')).toMatchObject({
      kind: 'resource',
      resourceId: 'ocid1.instance.oc1.iad.abc',
    });
    const nested = resolveNavPath('/networking/vcns/ocid1.vcn.oc1..a/subnets/ocid1.subnet.oc1..b');
    expect(nested).toMatchObject({ kind: 'resource', resourceId: 'ocid1.subnet.oc1..b' });
    expect(nested.kind === 'resource' && nested.entry.id).toBe('networking.vcns.vcns');
  });

  it('finds nothing at an address that is no page', () => {
    expect(resolveNavPath('/no-such-service/anything').kind).toBe('notFound');
    expect(resolveNavPath('/compute/instances/not-an-ocid').kind).toBe('notFound');
    expect(resolveNavPath('/').kind).toBe('notFound');
  });
});
