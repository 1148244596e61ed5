/**
 * The remote locale host (versioned and unversioned locations, each with its own languages, so
 * the console's fallback chain is exercised step by step) and CORS for the console's origin.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, REGION, startHarness, type Harness } from './emulatorHarness';

let h: Harness;
let publicDir: string;

function writeJson(path: string, value: unknown): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, JSON.stringify(value));
}

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'emulator-locales-'));
  for (const lng of ['en', 'fr', 'ar']) {
    writeJson(join(publicDir, 'locales', lng, 'navigation.json'), { home: `home-${lng}` });
    writeJson(join(publicDir, 'plugins', 'locales', 'oci-console-search-config', `${lng}.json`), {
      search: `search-${lng}`,
    });
  }
  h = await startHarness({ publicDir });
});

afterAll(async () => {
  await h.close();
  rmSync(publicDir, { recursive: true, force: true });
});

describe('locale host', () => {
  it('serves the versioned navigation bundle (pinned 2.4.x) for en, immutable', async () => {
    for (const version of ['2.4', '2.4.7']) {
      const answer = await raw(h, 'GET', `/locales/oci-console-navigation/${version}/en.json`, undefined, {
        origin: 'http://localhost:5173',
      });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ home: 'home-en' });
      expect(answer.headers.get('cache-control')).toMatch(/immutable/);
      expect(answer.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    }
    expect((await raw(h, 'GET', '/locales/oci-console-navigation/2.5/en.json')).status).toBe(404);
  });

  it('falls through the chain: fr only unversioned, ar in neither, a missing file 404', async () => {
    expect((await raw(h, 'GET', '/locales/oci-console-navigation/2.4/fr.json')).status).toBe(404);
    const unversioned = await raw(h, 'GET', '/locales/oci-console-navigation/fr.json');
    expect(unversioned.status).toBe(200);
    expect(unversioned.json).toEqual({ home: 'home-fr' });
    expect(unversioned.headers.get('cache-control')).toBe('no-cache');
    expect((await raw(h, 'GET', '/locales/oci-console-navigation/ar.json')).status).toBe(404);
    expect((await raw(h, 'GET', '/locales/oci-console-navigation/2.4/ar.json')).status).toBe(404);
    expect((await raw(h, 'GET', '/locales/oci-console-navigation/de.json')).status).toBe(404);
  });

  it('serves the search-config bundle at 0.130.0 and unversioned, revalidating with an etag', async () => {
    const versioned = await raw(h, 'GET', '/locales/oci-console-search-config/0.130.0/en.json');
    expect(versioned.json).toEqual({ search: 'search-en' });
    const unversioned = await raw(h, 'GET', '/locales/oci-console-search-config/fr.json');
    expect(unversioned.status).toBe(200);
    const tag = unversioned.headers.get('etag') ?? '';
    expect(
      (await raw(h, 'GET', '/locales/oci-console-search-config/fr.json', undefined, { 'if-none-match': tag }))
        .status,
    ).toBe(304);
  });
});

describe('CORS', () => {
  it('answers preflights with the methods and headers OCI calls use, and exposes the ones the console reads', async () => {
    const response = await fetch(`${h.emulator.url}/devops/${REGION}/20210630/projects`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'opc-retry-token, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
    for (const header of [
      'opc-request-id',
      'opc-retry-token',
      'if-match',
      'content-type',
      'authorization',
      'x-date',
      'x-content-sha256',
      'opc-client-request-id',
    ]) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header);
    }
    const answer = await raw(h, 'GET', '/_emulator/health', undefined, { origin: 'http://localhost:5173' });
    for (const header of [
      'etag',
      'opc-next-page',
      'opc-request-id',
      'opc-work-request-id',
      'retry-after',
      'date',
    ]) {
      expect(answer.headers.get('access-control-expose-headers')).toContain(header);
    }
  });

  it('allows only the console origin when one is given', async () => {
    const strict = await startHarness({ consoleOrigins: ['https://console.example'] });
    try {
      const allowed = await raw(strict, 'GET', '/_emulator/health', undefined, {
        origin: 'https://console.example',
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://console.example');
      const other = await raw(strict, 'GET', '/_emulator/health', undefined, {
        origin: 'https://evil.example',
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await strict.close();
    }
  });
});
