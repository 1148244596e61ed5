import { describe, expect, it } from 'vitest';
import { areaHelpItems } from '../../../../../src/app/features/navigation/AreaHelp';
import {
  areaOf,
  helpOf,
  pagesOf,
  relatedOf,
  siblingsOf,
  trailOf,
} from '../../../../../src/app/features/navigation/entryFacts';
import { firstPage } from '../../../../../src/app/features/navigation/HomeNavigation';
import {
  OFFICIAL_CONSOLE,
  officialConsoleUrl,
} from '../../../../../src/app/navigation/officialConsoleUrl';
import { MAX_RECENT_AREAS, withRecentArea } from '../../../../../src/app/features/navigation/useRecentAreas';
import { visibleArea } from '../../../../../src/app/features/navigation/visibleAreas';
import { NAV_ENTRIES, navEntry } from '../../../../../src/app/navigation/navEntries';
import { region } from '../../../../../src/oci/regions';
import { makeNavContext } from '../../navigation/makeNavContext';

describe('what an entry page says', () => {
  const ctx = makeNavContext();

  it('places the entry in its area and service', () => {
    const policies = navEntry('identity.waf.policies');
    expect(trailOf(policies).map((e) => e.id)).toEqual(['identity', 'identity.waf']);
    expect(areaOf(policies).id).toBe('identity');
    expect(areaOf(navEntry('compute')).id).toBe('compute');
  });

  it('lists related services the context can open', () => {
    const related = relatedOf(navEntry('compute.instances'), ctx).map((r) => r.id);
    expect(related).toEqual(['storage.blockStorage.bootVolumes', 'networking.vcns.vcns']);
  });

  it('lists the other pages of the service and the pages of a parent', () => {
    const siblings = siblingsOf(navEntry('identity.waf.policies'), ctx).map((r) => r.id);
    expect(siblings).toContain('identity.waf.certificates');
    expect(siblings).not.toContain('identity.waf.policies');
    expect(pagesOf(navEntry('identity.waf'), ctx)).toHaveLength(5);
    expect(pagesOf(navEntry('identity.waf'), makeNavContext({ region: region('us-langley-1') }))).toEqual([]);
  });

  it('gathers the help of the entry, its service and its area, each page once', () => {
    const help = helpOf(navEntry('compute.instances'));
    // The page's own "Documentation" wins over its area's link of the same name.
    expect(help.map((h) => h.url)).toEqual([
      'https://docs.oracle.com/en-us/iaas/Content/Compute/Concepts/computeoverview.htm',
    ]);
    const areaOnly = helpOf(navEntry('compute.instanceMaintenance')).map((h) => h.url);
    expect(areaOnly).toEqual(['https://docs.oracle.com/en-us/iaas/Content/Compute/home.htm']);
    for (const entry of NAV_ENTRIES) {
      const labels = helpOf(entry).map((h) => h.labelKey);
      expect(new Set(labels).size, entry.id).toBe(labels.length);
    }
  });

  it('gives an area its own help, or its services’ when it has none', () => {
    const compute = visibleArea(ctx, 'compute', 'megaMenu');
    const identity = visibleArea(ctx, 'identity', 'megaMenu');
    expect(compute && areaHelpItems(compute).map((h) => h.url)).toEqual([
      'https://docs.oracle.com/en-us/iaas/Content/Compute/home.htm',
    ]);
    expect(identity && areaHelpItems(identity).length).toBeGreaterThan(0);
  });

  it('opens the first page of an area inside the console', () => {
    const help = visibleArea(ctx, 'help', 'sideMenu');
    const compute = visibleArea(ctx, 'compute', 'sideMenu');
    expect(help && firstPage(help)).toBeUndefined();
    expect(compute && firstPage(compute)?.route).toBe('/compute/instances');
  });
});

describe('officialConsoleUrl', () => {
  it('adds the region to the route', () => {
    expect(officialConsoleUrl('/compute/instances', 'us-ashburn-1')).toBe(
      `${OFFICIAL_CONSOLE}/compute/instances?region=us-ashburn-1`,
    );
    expect(officialConsoleUrl('/apm/dashboards?dashboardId=x', 'eu-frankfurt-1')).toBe(
      `${OFFICIAL_CONSOLE}/apm/dashboards?dashboardId=x&region=eu-frankfurt-1`,
    );
  });
});

describe('withRecentArea', () => {
  it('moves the area to the front and keeps the list short', () => {
    expect(withRecentArea(['compute', 'storage'], 'storage')).toEqual(['storage', 'compute']);
    const many = withRecentArea(['a', 'b', 'c', 'd', 'e', 'f'], 'g');
    expect(many).toHaveLength(MAX_RECENT_AREAS);
    expect(many[0]).toBe('g');
  });
});
