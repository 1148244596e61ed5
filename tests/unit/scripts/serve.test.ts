import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Served {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}
interface ServeModule {
  readonly startStaticServer: (options: {
    root: string;
    port: number;
    config: Record<string, unknown>;
    relay?: {
      kind: 'signing';
      token: string;
      forward(call: { target: string }): Promise<{ status: number; headers: Record<string, string> }>;
    };
  }) => Promise<Served>;
}

const { loadOciTables } = (await import(
  new URL('../../../scripts/oci-tables.mjs', import.meta.url).href
)) as { loadOciTables: () => Promise<unknown> };
const { startStaticServer } = (await import(
  new URL('../../../scripts/serve.mjs', import.meta.url).href
)) as ServeModule;

const BOOT_SCRIPT = "document.documentElement.lang = 'de';";
const SHELL = `<!doctype html><title>Field Console</title><script>${BOOT_SCRIPT}</script><script type="module" src="/assets/index-AbCdEf12.js"></script>`;
const OCID = 'ocid1.subnet.oc1.iad.aaaaaaaab2c3d4e5f6';
const EMULATOR = 'http://127.0.0.1:8787';
const TOKEN = 'launch-token-2';

let root: string;
let emulator: Served;
let direct: Served;
let relayed: Served;
const relayCalls: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), SHELL);
  writeFileSync(join(root, 'assets', 'index-AbCdEf12.js'), 'export {};');
  mkdirSync(join(root, '.server'));
  // As the build writes it; the server reads it, and never serves it.
  writeFileSync(join(root, '.server', 'oci-tables.json'), JSON.stringify(await loadOciTables()));
  emulator = await startStaticServer({
    root,
    port: 0,
    config: { endpoint: EMULATOR, localeBase: 'http://127.0.0.1:9999/locales', mode: 'emulator' },
  });
  direct = await startStaticServer({ root, port: 0, config: { mode: 'direct' } });
  relayed = await startStaticServer({
    root,
    port: 0,
    config: { endpoint: 'http://127.0.0.1:4173/relay', mode: 'relay' },
    relay: {
      kind: 'signing',
      token: TOKEN,
      forward: (call) => {
        relayCalls.push(call.target);
        return Promise.resolve({ status: 204, headers: {} });
      },
    },
  });
});

afterAll(async () => {
  await Promise.all([emulator.close(), direct.close(), relayed.close()]);
  rmSync(root, { recursive: true, force: true });
});

/** A raw request, with the Host header and path exactly as given (fetch would fix both). */
function raw(
  server: Served,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((done, failed) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', failed);
    req.end();
  });
}

function directives(policy: string | string[] | undefined): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the static server', () => {
  it('puts the security headers on every answer', async () => {
    for (const path of [
      '/',
      '/assets/index-AbCdEf12.js',
      '/field-console.config.json',
      '/assets/gone.js',
      '/%zz',
    ]) {
      const { headers } = await raw(emulator, path);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['content-security-policy'], path).toBeDefined();
    }
  });

  it('derives the policy from the configuration: connect-src holds just what the mode needs', async () => {
    const policy = directives((await raw(emulator, '/')).headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    // The shell's inline script by its hash, and no other inline script.
    const bootHash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${bootHash}'`]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'data:', EMULATOR, 'http://127.0.0.1:9999']);

    const inDirect = directives((await raw(direct, '/')).headers['content-security-policy']);
    const connect = inDirect.get('connect-src') ?? [];
    expect(connect).toContain('https://*.oraclecloud.com');
    expect(connect).toContain('https://*.oraclegovcloud.com');
    expect(connect).not.toContain(EMULATOR);
    // Nothing but the console itself and the realms' hosts, the disconnected realms' own domains
    // (oraclecloud.smil.mil …) among them: https and a wildcard under a realm's domain only.
    expect(connect).toContain('https://*.oraclecloud.smil.mil');
    expect(
      connect.every(
        (source) =>
          source === "'self'" ||
          source === 'data:' ||
          /^https:\/\/\*\.[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(source),
      ),
    ).toBe(true);

    const inRelay = directives((await raw(relayed, '/')).headers['content-security-policy']);
    expect(inRelay.get('connect-src')).toEqual(["'self'", 'data:', 'http://127.0.0.1:4173']);
  });

  it('serves the app shell for a first visit to a deep link whose last segment holds an OCID', async () => {
    const path = `/networking/vcns/${OCID}/subnets/${OCID}`;
    const requests: Record<string, string>[] = [
      { accept: 'text/html' },
      { 'sec-fetch-dest': 'document' },
      {},
    ];
    for (const headers of requests) {
      const answer = await raw(emulator, path, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toBe(SHELL);
    }
  });

  it('answers 404 for a missing asset of a kind it serves, even when asked for HTML by a script', async () => {
    const missing = await raw(emulator, '/assets/index-gone1234.js', { 'sec-fetch-dest': 'script' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect((await raw(emulator, '/icons/gone.png')).status).toBe(404);
    const asset = await raw(emulator, '/assets/index-AbCdEf12.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('never serves what the server reads itself (a dot folder), nor revalidates a changed file as unchanged', async () => {
    for (const path of [
      '/.server/oci-tables.json',
      '/assets/../.server/oci-tables.json',
      '/%2Eserver/oci-tables.json',
    ]) {
      const answer = await raw(emulator, path, { accept: 'application/json' });
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('templates');
    }
    const first = await raw(emulator, '/');
    const etag = String(first.headers.etag);
    expect((await raw(emulator, '/', { 'if-none-match': etag })).status).toBe(304);
    expect((await raw(emulator, '/', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('answers 400 for an address that does not decode, without a stack', async () => {
    const answer = await raw(emulator, '/%zz');
    expect(answer.status).toBe(400);
    expect(answer.body).not.toMatch(/URIError|at .*\.mjs/);
  });

  it('refuses a Host that is not a loopback name (DNS rebinding)', async () => {
    for (const host of ['evil.example', '127.0.0.1.nip.io:80', 'localhost.evil.example']) {
      const answer = await raw(emulator, '/field-console.config.json', { host });
      expect(answer.status, host).toBe(421);
      expect(answer.body).not.toContain(EMULATOR);
    }
    for (const host of ['127.0.0.1', 'localhost:4173', '[::1]:4173']) {
      expect((await raw(emulator, '/', { host })).status, host).toBe(200);
    }
  });

  it('swaps the launch token for an HttpOnly, SameSite=Strict cookie and drops it from the address', async () => {
    const answer = await raw(relayed, `/search?q=a&token=${TOKEN}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/search?q=a');
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toContain(`field-console-relay=${TOKEN}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const wrong = await raw(relayed, '/?token=guess');
    expect(wrong.status).toBe(303);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    // The shell itself needs no token; the relay is what refuses.
    expect((await raw(relayed, '/')).status).toBe(200);
    await raw(relayed, '/relay/iaas/us-ashburn-1/x', {
      'sec-fetch-site': 'same-origin',
      cookie: cookie.split(';')[0] ?? '',
    });
    expect(relayCalls).toEqual(['/iaas/us-ashburn-1/x']);
  });
});
