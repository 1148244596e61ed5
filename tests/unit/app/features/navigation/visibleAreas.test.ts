import { describe, expect, it } from 'vitest';
import {
  containsCurrent,
  isCurrent,
  visibleArea,
  visibleCategories,
} from '../../../../../src/app/features/navigation/visibleAreas';
import type { VisibleNode } from '../../../../../src/app/navigation/isVisible';
import { region } from '../../../../../src/oci/regions';
import { makeNavContext } from '../../navigation/makeNavContext';

function labels(nodes: readonly VisibleNode[]): string[] {
  return nodes.flatMap((n) => [n.labelKey, ...labels(n.children)]);
}

describe('visibleCategories and visibleArea', () => {
  it('list the categories in order with their areas', () => {
    const categories = visibleCategories(makeNavContext(), 'megaMenu');
    expect(categories.map((c) => c.id)).toEqual([
      'category:home',
      'category:infrastructure',
      'category:help',
    ]);
    expect(categories[1]?.areas.map((a) => a.entry.id)).toContain('compute');
  });

  it('show the SaaS menu to the SaaS persona only', () => {
    const areas = (persona: 'SAAS' | 'IAAS') =>
      visibleCategories(makeNavContext({ persona }), 'megaMenu').flatMap((c) =>
        c.areas.map((a) => a.entry.id),
      );
    expect(areas('SAAS')).toContain('myApplications');
    expect(areas('IAAS')).not.toContain('myApplications');
  });

  it('hide the web application firewall in a government region', () => {
    const commercial = visibleArea(makeNavContext(), 'identity', 'megaMenu');
    const government = visibleArea(
      makeNavContext({ region: region('us-langley-1') }),
      'identity',
      'megaMenu',
    );
    expect(labels(commercial?.children ?? [])).toContain('service.webApplicationFirewall');
    expect(labels(government?.children ?? [])).not.toContain('service.webApplicationFirewall');
    expect(labels(government?.children ?? [])).toContain('service.networkFirewall');
  });

  it('keep pages hidden from the mega menu in the side menu', () => {
    expect(visibleArea(makeNavContext(), 'search', 'megaMenu')).toBeUndefined();
    expect(visibleArea(makeNavContext(), 'search', 'sideMenu')?.children.length).toBeGreaterThan(0);
  });

  it('list no children of an entry that hides them in the side menu', () => {
    const databases = visibleArea(makeNavContext(), 'databases', 'sideMenu');
    const find = (nodes: readonly VisibleNode[], id: string): VisibleNode | undefined =>
      nodes.map((n) => (n.entry.id === id ? n : find(n.children, id))).find((n) => n !== undefined);
    const registered = find(databases?.children ?? [], 'databases.dataSafe.registeredDatabases');
    expect(registered).toBeDefined();
    expect(registered?.children).toEqual([]);
  });
});

describe('isCurrent and containsCurrent', () => {
  const area = visibleArea(makeNavContext(), 'observability', 'sideMenu');
  const apm = area?.children.find((n) => n.entry.id === 'observability.apm');

  it('match the path, and the query when the route has one', () => {
    const service = apm?.children.find((n) => n.entry.id === 'observability.apm.serviceMonitoring');
    expect(service).toBeDefined();
    if (service === undefined || apm === undefined) return;
    expect(isCurrent(service, '/apm/dashboards', '?dashboardId=oob-apm-service-monitoring')).toBe(true);
    expect(isCurrent(service, '/apm/dashboards', '?dashboardId=oob-apm-real-user-monitoring')).toBe(false);
    expect(containsCurrent(apm, '/apm/dashboards', '?dashboardId=oob-apm-service-monitoring')).toBe(true);
    expect(containsCurrent(apm, '/compute/instances', '')).toBe(false);
  });
});
