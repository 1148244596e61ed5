import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { outboxPaths, pathSegment } from '../../../../../src/app/features/outbox/paths';
import { routes } from '../../../../../src/app/features/outbox/routes';

const ORIGIN = 'https://console.example';

describe('outbox paths', () => {
  it('routes /outbox to the screen, loaded when first visited', async () => {
    expect(matchRoutes(routes, '/outbox')?.[0]?.route.path).toBe('/outbox');
    const lazy = routes[0]?.lazy;
    expect(typeof lazy).toBe('function');
    if (typeof lazy !== 'function') return;
    const loaded = await lazy();
    expect(typeof loaded.Component).toBe('function');
    // The first import transforms the whole screen's module graph: seconds on a busy machine.
  }, 30_000);

  it.each([
    'ocid1.devopsworkrequest.oc1.iad.aaaa',
    'ocid1.x../../admin?x=1#y',
    '<img src=x onerror=alert(1)>',
    '\u202Egnp.exe',
    '%2e%2e',
    'a/b\\c',
    '//evil.example',
  ])('keeps the work request link %j inside the console, and its id whole', (id) => {
    const link = outboxPaths.workRequest(id);
    expect(link).toBeDefined();
    const url = new URL(link ?? '', ORIGIN);
    expect(url.origin).toBe(ORIGIN);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    const segments = url.pathname.split('/');
    expect(segments.slice(0, 3)).toEqual(['', 'devops', 'work-requests']);
    expect(segments).toHaveLength(4);
    expect(decodeURIComponent(segments[3] ?? '')).toBe(id);
  });

  it.each(['', '.', '..', '\uD800'])('gives no link for %j, which no URL can carry back', (id) => {
    expect(pathSegment(id)).toBeUndefined();
    expect(outboxPaths.workRequest(id)).toBeUndefined();
  });
});
