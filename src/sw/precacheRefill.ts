/**
 * The precache, checked and filled again: Cache Storage can lose entries while the service worker
 * stays installed (the user clears site data but not the worker, the browser or a tool deletes the
 * cache), and then the next offline start shows the browser's "This site can't be reached". Asked
 * by a page (CHECK_PRECACHE), the worker looks up every entry of its manifest and, while online,
 * fetches the missing ones again and puts them back under their precache keys. A response is
 * kept only when it is this version's file: a revisioned entry's MD5 must be its revision (as
 * workbox-build computes it), and a hashed asset must not come back as a page (a server's
 * fallback for unknown paths). Anything else stays missing, and the page is told how many.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { PrecacheState } from '../contract/swMessages';

/** An entry of the precache manifest (self.__WB_MANIFEST): a URL alone, or with its revision. */
export type PrecacheEntry = string | { readonly url: string; readonly revision?: string | null };

interface Entry {
  readonly url: string;
  readonly revision?: string | null;
}

export interface PrecacheRefillDeps {
  /** The precache, opened (its lookups and writes by key). */
  readonly cache: {
    match(key: string): Promise<Response | undefined>;
    put(key: string, response: Response): Promise<void>;
  };
  /** The entry's precache key (workbox-precaching's getCacheKeyForURL). */
  readonly cacheKeyFor: (url: string) => string | undefined;
  readonly fetch: (request: Request) => Promise<Response>;
  /** Whether to fetch what is missing (false: only count it). */
  readonly online: boolean;
  /** Absolute URLs are resolved against it (the worker's location). */
  readonly base: string;
}

/** Missing entries fetched at once. */
const PARALLEL = 6;

/** The response when it is this version's file for the entry, else undefined. */
async function verified(entry: Entry, response: Response): Promise<Response | undefined> {
  // Another origin's answer (cors, opaque) or a redirect is not this version's file.
  const sameOrigin = response.type === 'basic' || response.type === 'default';
  if (!response.ok || response.redirected || !sameOrigin) return undefined;
  const bytes = new Uint8Array(await response.clone().arrayBuffer());
  if (typeof entry.revision === 'string') {
    if (bytesToHex(md5(bytes)) !== entry.revision) return undefined;
  } else {
    const isPage = (response.headers.get('content-type') ?? '').includes('text/html');
    if (isPage !== /\.html?$/.test(new URL(entry.url, 'https://x/').pathname)) return undefined;
  }
  return response;
}

/** Fetches an entry again and puts it back under its key; answers whether it did. */
async function refill(entry: Entry, key: string, deps: PrecacheRefillDeps): Promise<boolean> {
  try {
    const url = new URL(entry.url, deps.base).href;
    const response = await deps.fetch(new Request(url, { cache: 'reload', credentials: 'same-origin' }));
    const kept = await verified(entry, response);
    if (kept === undefined) return false;
    await deps.cache.put(key, kept);
    return true;
  } catch {
    // Offline after all, or the storage refused: it stays missing, and is counted so.
    return false;
  }
}

/** Checks every entry of the manifest, fills what is missing when online, and says how it stands. */
export async function refillPrecache(
  manifest: readonly PrecacheEntry[],
  deps: PrecacheRefillDeps,
): Promise<PrecacheState> {
  const missing: { entry: Entry; key: string }[] = [];
  for (const listed of manifest) {
    const entry = typeof listed === 'string' ? { url: listed } : listed;
    const key = deps.cacheKeyFor(new URL(entry.url, deps.base).href);
    if (key === undefined) continue;
    if ((await deps.cache.match(key)) === undefined) missing.push({ entry, key });
  }
  let restored = 0;
  if (deps.online) {
    for (let from = 0; from < missing.length; from += PARALLEL) {
      const done = await Promise.all(
        missing.slice(from, from + PARALLEL).map(({ entry, key }) => refill(entry, key, deps)),
      );
      restored += done.filter(Boolean).length;
    }
  }
  return { type: 'PRECACHE_STATE', entries: manifest.length, missing: missing.length, restored };
}
