/**
 * The signing relay's launch token against an attacker's probes: the token swap redirects only
 * to a path of the console's own origin, and a second relay cookie set by a page on another port
 * of the same host does not lock the console out.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './httpClient';
import type { StaticServer } from '../../../scripts/serve.mjs';

const { startStaticServer } = await import('../../../scripts/serve.mjs');

const TOKEN = 'launch-token-5';
let root: string;
let served: StaticServer;
const calls: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'launch-token-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Field Console</title>');
  served = await startStaticServer({
    root,
    port: 0,
    config: { mode: 'relay' },
    relay: {
      kind: 'signing',
      token: TOKEN,
      forward: (call) => {
        calls.push(call.target);
        return Promise.resolve({ status: 200, headers: { 'content-type': 'application/json' }, body: '{}' });
      },
    },
  });
});

afterAll(async () => {
  await served.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the token swap', () => {
  it('redirects only to a path of the console’s own origin', async () => {
    for (const target of [
      '//x//evil.example/?token=anything',
      `//evil.example/?token=${TOKEN}`,
      '/\\evil.example/?token=anything',
      '/\\/evil.example/x?q=1&token=anything',
      '///evil.example?token=anything',
    ]) {
      const answer = await rawRequest(served.url, target);
      expect(answer.status, target).toBe(303);
      const location = String(answer.headers.location);
      expect(new URL(location, served.url).origin, `${target} → ${location}`).toBe(served.url);
      expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(location, target).not.toContain('token');
    }
  });

  it('keeps the path and the rest of the query', async () => {
    const answer = await rawRequest(served.url, `/search?q=a%20b&token=${TOKEN}&regions=x`);
    expect(answer.headers.location).toBe('/search?q=a+b&regions=x');
  });
});

describe('the relay cookie', () => {
  const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

  it('is found among the cookies of that name that another port of the host set', async () => {
    calls.length = 0;
    // Sent first: a page on another port set `field-console-relay=junk; Path=/relay`.
    for (const cookie of [
      `field-console-relay=junk; field-console-relay=${TOKEN}`,
      `field-console-relay=; other=1; field-console-relay=${TOKEN}; field-console-relay=x`,
    ]) {
      const answer = await rawRequest(served.url, '/relay/iaas/us-ashburn-1/x', {
        headers: { ...SAME_ORIGIN, cookie },
      });
      expect(answer.status, cookie).toBe(200);
    }
    expect(calls).toEqual(['/iaas/us-ashburn-1/x', '/iaas/us-ashburn-1/x']);
  });

  it('still refuses a call whose cookies hold no token', async () => {
    calls.length = 0;
    for (const cookie of ['field-console-relay=junk; field-console-relay=more', 'other=' + TOKEN, '']) {
      const answer = await rawRequest(served.url, '/relay/iaas/us-ashburn-1/x', {
        headers: { ...SAME_ORIGIN, cookie },
      });
      expect(answer.status, cookie).toBe(403);
    }
    expect(calls).toEqual([]);
  });
});
