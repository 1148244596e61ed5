import { describe, expect, it } from 'vitest';
import { areaOfPath } from '../../../../../src/app/features/navigation/areaOfPath';
import {
  SCREEN_AREAS,
  SCREEN_PATHS,
  isWithin,
  screenOfPath,
} from '../../../../../src/app/features/navigation/screenPaths';
import { NAV_AREAS } from '../../../../../src/app/navigation/navAreas';
import { NAV_ENTRIES } from '../../../../../src/app/navigation/navEntries';
import type { NavScreen } from '../../../../../src/app/navigation/navEntry';
import { NAV_ROUTES } from '../../../../../src/app/navigation/navRoutes';

describe('areaOfPath', () => {
  it('gives the area of the entry owning the page', () => {
    const wrong = [...NAV_ROUTES]
      .filter(([route]) => !route.includes('?') && !route.includes(':'))
      .filter(([route, entry]) => areaOfPath(route) !== entry.areaId)
      .map(([route]) => route);
    expect(wrong).toEqual([]);
  });

  it('keeps the area for addresses under a page, and for the dedicated screens', () => {
    expect(areaOfPath('/compute/instances/ocid1.instance.oc1..x')).toBe('compute');
    expect(areaOfPath('/search')).toBe('search');
    expect(areaOfPath('/devops/projects/ocid1.devopsproject.oc1..x/pipelines')).toBe('developer');
    expect(areaOfPath('/devops/work-requests')).toBe('developer');
    expect(areaOfPath('/logging/search')).toBe('observability');
    expect(areaOfPath('/marketplace/listings/123')).toBe('marketplace');
    expect(areaOfPath('/license-manager/product-licenses')).toBe('governance');
  });

  it('gives no area to the home page and the console’s own pages', () => {
    expect(areaOfPath('/')).toBeUndefined();
    expect(areaOfPath('/settings')).toBeUndefined();
    expect(areaOfPath('/nowhere')).toBeUndefined();
  });
});

describe('the dedicated screens', () => {
  const areaIds = new Set(NAV_AREAS.map((a) => a.id));

  it('belong to areas of the registry that hold entries of that screen', () => {
    for (const [screen, area] of Object.entries(SCREEN_AREAS) as [NavScreen, string][]) {
      expect(areaIds.has(area), screen).toBe(true);
      const inArea = NAV_ENTRIES.filter(
        (e) => e.areaId === area && (e.screen === screen || e.screen === 'devops'),
      );
      expect(inArea.length, screen).toBeGreaterThan(0);
    }
  });

  it('are found by address, the most specific first', () => {
    expect(screenOfPath(SCREEN_PATHS.workRequests)).toBe('workRequests');
    expect(screenOfPath('/devops/projects/x')).toBe('devops');
    expect(screenOfPath('/devops/anything')).toBe('devops');
    expect(screenOfPath('/searching')).toBeUndefined();
    expect(isWithin('/search', '/search')).toBe(true);
    expect(isWithin('/search/x', '/search')).toBe(true);
    expect(isWithin('/searchx', '/search')).toBe(false);
  });
});
