/** The menu's ways into the console's own screens lead to pages the route table serves. */
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { featureRoutes } from '../../../../../src/app/features';
import { SCREEN_PATHS, screenOfPath } from '../../../../../src/app/features/navigation/screenPaths';

describe('the screens the menu leads to', () => {
  for (const [screen, path] of Object.entries(SCREEN_PATHS)) {
    it(`${screen} (${path}) is a route of its feature, not the catch-all`, () => {
      const matched = matchRoutes(featureRoutes, path);
      expect(matched, `${path} matches no feature route`).not.toBeNull();
      expect(matched?.at(-1)?.route.path).not.toBe('*');
    });

    it(`${screen}'s own address belongs to it`, () => {
      expect(screenOfPath(path.split('?')[0] ?? path)).toBe(screen);
    });
  }
});
