import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { refillPrecache, type PrecacheEntry } from '../../../src/sw/precacheRefill';

const BASE = 'https://console.example/sw.js';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const INDEX = '<!doctype html><title>Field Console</title>';
const SCRIPT = 'export const x = 1;';

/** The manifest: a revisioned page, a hashed script, and a revisioned locale file. */
const MANIFEST: PrecacheEntry[] = [
  { url: 'index.html', revision: md5(INDEX) },
  { url: 'assets/index-abc123.js', revision: null },
  { url: 'locales/en/console.json', revision: md5('{"a":1}') },
];

/** A precache key as workbox makes it: the URL, with the revision when there is one. */
function keyOf(url: string): string | undefined {
  const entry = MANIFEST.find((item) => typeof item !== 'string' && new URL(item.url, BASE).href === url);
  if (entry === undefined || typeof entry === 'string') return undefined;
  return entry.revision ? `${url}?__WB_REVISION__=${entry.revision}` : url;
}

/** Cache Storage's precache, as a map of keys. */
function fakeCache(keys: readonly string[] = []) {
  const stored = new Map<string, string>(keys.map((key) => [key, 'kept']));
  return {
    stored,
    match: (key: string) => Promise.resolve(stored.has(key) ? new Response('kept') : undefined),
    put: async (key: string, response: Response) => {
      stored.set(key, await response.text());
    },
  };
}

/** The server: what it answers per path (a page for an unknown path, as a SPA fallback does). */
function server(files: Record<string, string>) {
  const asked: string[] = [];
  const fetch = (request: Request) => {
    const path = new URL(request.url).pathname.slice(1);
    asked.push(path);
    const body = files[path] ?? INDEX;
    const type = path.endsWith('.js')
      ? 'text/javascript'
      : path.endsWith('.json')
        ? 'application/json'
        : 'text/html';
    return Promise.resolve(
      new Response(body, { headers: { 'content-type': files[path] ? type : 'text/html' } }),
    );
  };
  return { asked, fetch };
}

const deps = (
  cache: ReturnType<typeof fakeCache>,
  fetch: (request: Request) => Promise<Response>,
  online = true,
) => ({
  cache,
  cacheKeyFor: keyOf,
  fetch,
  online,
  base: BASE,
});

describe('refillPrecache', () => {
  it('finds nothing missing in a whole precache, and fetches nothing', async () => {
    const cache = fakeCache(
      MANIFEST.map((entry) => keyOf(new URL(typeof entry === 'string' ? entry : entry.url, BASE).href) ?? ''),
    );
    const { asked, fetch } = server({});
    expect(await refillPrecache(MANIFEST, deps(cache, fetch))).toEqual({
      type: 'PRECACHE_STATE',
      entries: 3,
      missing: 0,
      restored: 0,
    });
    expect(asked).toEqual([]);
  });

  it('fetches every missing entry again and puts it back under its precache key', async () => {
    const cache = fakeCache();
    const { fetch } = server({
      'index.html': INDEX,
      'assets/index-abc123.js': SCRIPT,
      'locales/en/console.json': '{"a":1}',
    });
    expect(await refillPrecache(MANIFEST, deps(cache, fetch))).toMatchObject({ missing: 3, restored: 3 });
    expect(cache.stored.get(`${BASE.replace('sw.js', '')}index.html?__WB_REVISION__=${md5(INDEX)}`)).toBe(
      INDEX,
    );
    expect(cache.stored.get(`${BASE.replace('sw.js', '')}assets/index-abc123.js`)).toBe(SCRIPT);
  });

  it('keeps out another version of a revisioned file, and a page answered for a script', async () => {
    const cache = fakeCache();
    // The server has moved on: another index.html, and the old script's path falls back to the page.
    const { fetch } = server({ 'index.html': `${INDEX}<!-- b -->`, 'locales/en/console.json': '{"a":1}' });
    expect(await refillPrecache(MANIFEST, deps(cache, fetch))).toMatchObject({ missing: 3, restored: 1 });
    expect([...cache.stored.keys()]).toEqual([
      `${BASE.replace('sw.js', '')}locales/en/console.json?__WB_REVISION__=${md5('{"a":1}')}`,
    ]);
  });

  it('offline, counts what is missing and fetches nothing; a failed fetch leaves it missing', async () => {
    const cache = fakeCache();
    const { asked, fetch } = server({ 'index.html': INDEX });
    expect(await refillPrecache(MANIFEST, deps(cache, fetch, false))).toMatchObject({
      missing: 3,
      restored: 0,
    });
    expect(asked).toEqual([]);
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await refillPrecache(MANIFEST, deps(cache, failing))).toMatchObject({ missing: 3, restored: 0 });
    expect(cache.stored.size).toBe(0);
  });

  it('a refused or redirected answer is not kept', async () => {
    const cache = fakeCache();
    const refused = () => Promise.resolve(new Response('gone', { status: 404 }));
    expect(await refillPrecache(MANIFEST, deps(cache, refused))).toMatchObject({ restored: 0 });
    const redirected = () => {
      const response = new Response(SCRIPT, { headers: { 'content-type': 'text/javascript' } });
      Object.defineProperty(response, 'redirected', { value: true });
      return Promise.resolve(response);
    };
    expect(await refillPrecache(MANIFEST, deps(cache, redirected))).toMatchObject({ restored: 0 });
  });
});
