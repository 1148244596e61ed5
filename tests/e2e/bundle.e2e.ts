/**
 * The bundle budget, after the production build `npm test` makes before the browser tests (the
 * unit test of the same budget skips when there is no dist/ yet).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_ROUTE_BUDGET_BYTES, kb, measureBundle } from './support/builds';
import { DIST } from './support/dist';

describe('the shipped bundle', () => {
  it(`keeps the first route's JavaScript within ${kb(FIRST_ROUTE_BUDGET_BYTES)} gzipped`, () => {
    const { firstRoute, precache } = measureBundle(DIST);
    console.log(
      `First-route JavaScript: ${kb(firstRoute.gzipBytes)} gzipped (${firstRoute.files.map((f) => f.file).join(', ')}); ` +
        `precache: ${precache.files.length} files, ${kb(precache.bytes)}`,
    );
    expect(firstRoute.files.length).toBeGreaterThan(0);
    expect(
      firstRoute.gzipBytes,
      `first-route JavaScript is ${kb(firstRoute.gzipBytes)} gzipped`,
    ).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_BYTES);
  });

  it('has the precached page parse its search form and the form’s words before the app’s scripts', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const form = html.indexOf('id="boot-search"');
    const words = html.search(/<script>\s*\(function/);
    const appScripts = [...html.matchAll(/<script type="module"|<link rel="modulepreload"/g)].map(
      (m) => m.index,
    );
    expect(form).toBeGreaterThan(html.indexOf('<body'));
    expect(words).toBeGreaterThan(form);
    expect(appScripts.length).toBeGreaterThan(1);
    expect(Math.min(...appScripts)).toBeGreaterThan(words);
  });
});
