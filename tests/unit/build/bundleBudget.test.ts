/**
 * The bundle budget: the JavaScript the first route needs (index.html's entry script, its static
 * imports and modulepreloads), gzipped, stays within 150 KB; the precache size is reported.
 * Reads the production build in dist/; tests/e2e/bundle.e2e.ts checks the same after the build
 * `npm test` makes.
 */
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FIRST_ROUTE_BUDGET_BYTES, kb, measureBundle } from '../../e2e/support/builds';

const DIST = 'dist';
const built = existsSync(`${DIST}/index.html`) && existsSync(`${DIST}/sw.js`);

describe('the bundle budget', () => {
  if (!built) {
    test.skip('needs a production build in dist/ (npx vite build; npm test checks the budget after its build)', () => {});
    return;
  }

  test(`first-route JavaScript within ${kb(FIRST_ROUTE_BUDGET_BYTES)} gzipped`, () => {
    const { firstRoute, precache } = measureBundle(DIST);
    console.log(
      `First-route JavaScript: ${kb(firstRoute.gzipBytes)} gzipped, ${kb(firstRoute.bytes)} raw, ` +
        `${firstRoute.files.length} file(s). Precache: ${precache.files.length} files, ${kb(precache.bytes)} ` +
        `(${kb(precache.gzipBytes)} gzipped).`,
    );
    expect(firstRoute.files.length).toBeGreaterThan(0);
    expect(
      firstRoute.gzipBytes,
      `first-route JavaScript is ${kb(firstRoute.gzipBytes)} gzipped, over the ${kb(FIRST_ROUTE_BUDGET_BYTES)} budget`,
    ).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_BYTES);
  });
});
