/**
 * The relay as `npm start -- --profile X` runs it, with the emulator standing in for the regional
 * hosts: a fresh browser that opens the printed address (with the launch token) sees the tenancy;
 * one that opens the console without it gets the shell, but the relay refuses its calls. Once the
 * service worker runs, the printed address still reaches the server (which renews the cookie),
 * and the token is never left in the address or in what Share copies.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { urlOf } from '../unit/worker/client/fakeFetch';
import { TENANCY, TEST_KEY_FINGERPRINT, TEST_KEY_PKCS1, USER } from '../unit/worker/auth/ociTestVectors';
import { startStaticServer } from '../../scripts/serve.mjs';
import { createRelay } from '../../scripts/relay.mjs';

const LONG = { timeout: 30_000 };
const REGION = 'us-ashburn-1';

interface Served {
  readonly url: string;
  close(): Promise<void>;
}

/** A subnet of the demo tenancy. */
async function firstSubnet(): Promise<{ id: string; name: string; vcnId: string }> {
  const base = inject('emulatorUrl');
  const search = await fetch(`${base}/query/${REGION}/20180409/resources?limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: 'query subnet resources' }),
  });
  const found = (await search.json()) as { items: { identifier: string }[] };
  const id = found.items[0]?.identifier ?? '';
  const subnet = (await (await fetch(`${base}/iaas/${REGION}/20160918/subnets/${id}`)).json()) as {
    displayName: string;
    vcnId: string;
  };
  return { id, name: subnet.displayName, vcnId: subnet.vcnId };
}

describe('the relay in a browser', () => {
  let dir: string;
  let served: Served;
  let token: string;
  const relayed: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'relay-e2e-'));
    writeFileSync(join(dir, 'key.pem'), TEST_KEY_PKCS1);
    const configFile = join(dir, 'config');
    writeFileSync(
      configFile,
      [
        '[DEFAULT]',
        `user=${USER}`,
        `fingerprint=${TEST_KEY_FINGERPRINT}`,
        `tenancy=${TENANCY}`,
        `region=${REGION}`,
        `key_file=${join(dir, 'key.pem')}`,
      ].join('\n'),
    );
    const emulator = inject('emulatorUrl');
    // The regional host `{service}.{region}.…` becomes the emulator's `/{service}/{region}`.
    const upstream: typeof fetch = (input, init) => {
      const url = new URL(urlOf(input));
      const [service, region] = url.hostname.split('.');
      relayed.push(url.href);
      return fetch(`${emulator}/${String(service)}/${String(region)}${url.pathname}${url.search}`, init);
    };
    const relay = await createRelay({ configFile, fetch: upstream });
    token = relay.token;
    const config: Record<string, unknown> = { mode: 'relay', profile: 'DEFAULT', region: relay.region };
    served = await startStaticServer({ root: 'dist', port: 0, config, relay });
  });

  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the tenancy to the browser that opened the printed address', async () => {
    const session: Session = await openSession();
    const refused: string[] = [];
    session.page.on('response', (response) => {
      if (response.url().includes('/relay/') && response.status() === 403) refused.push(response.url());
    });
    try {
      const { page } = session;
      const subnet = await firstSubnet();
      await page.goto(`${served.url}/?token=${token}`);
      await page.waitForURL(`${served.url}/`);
      expect(page.url()).not.toContain(token);
      await page.goto(
        `${served.url}/networking/vcns/${encodeURIComponent(subnet.vcnId)}/subnets/${encodeURIComponent(subnet.id)}`,
      );
      await page.getByRole('heading', { level: 1, name: subnet.name }).waitFor(LONG);
      expect(relayed.some((url) => url.startsWith(`https://iaas.${REGION}.oraclecloud.com/`))).toBe(true);
      expect(refused).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('refuses the calls of a browser that opened the console without the token', async () => {
    const session: Session = await openSession();
    try {
      const { page } = session;
      const before = relayed.length;
      const subnet = await firstSubnet();
      const answer = page.waitForResponse((response) => response.url().includes('/relay/'), LONG);
      await page.goto(
        `${served.url}/networking/vcns/${encodeURIComponent(subnet.vcnId)}/subnets/${encodeURIComponent(subnet.id)}`,
      );
      expect((await answer).status()).toBe(403);
      expect(relayed.length).toBe(before);
    } finally {
      await session.close();
    }
  });

  it('renews the cookie from the printed address once the service worker runs, and never keeps or shares the token', async () => {
    const session: Session = await openSession();
    const refused: string[] = [];
    session.page.on('response', (response) => {
      if (response.url().includes('/relay/') && response.status() === 403) refused.push(response.url());
    });
    try {
      const { page, context } = session;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.url });
      await page.goto(`${served.url}/?token=${token}`);
      await waitForServiceWorkerControl(page);
      // The cookie is gone (cleared, or a new launch of the server with a new token) and the
      // person opens the address the terminal printed again, the service worker in charge.
      await context.clearCookies();
      const subnet = await firstSubnet();
      const details = `/networking/vcns/${encodeURIComponent(subnet.vcnId)}/subnets/${encodeURIComponent(subnet.id)}`;
      const opened = await page.goto(`${served.url}${details}?token=${token}`);
      expect(opened?.request().redirectedFrom()?.url()).toContain(`token=${token}`);
      await page.waitForURL(`${served.url}${details}`);
      await page.getByRole('heading', { level: 1, name: subnet.name }).waitFor(LONG);
      expect(refused).toEqual([]);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('button', { name: 'Link copied' }).waitFor(LONG);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${served.url}${details}`);
      expect(page.url()).not.toContain(token);
    } finally {
      await session.close();
    }
  });

  it('drops a token from the address where no server swaps it', async () => {
    const session: Session = await openSession();
    try {
      const { page } = session;
      const consoleUrl = inject('consoleUrl');
      await page.goto(`${consoleUrl}/search?q=web&token=not-for-this-console`);
      await page.waitForURL(`${consoleUrl}/search?q=web`);
      expect(page.url()).not.toContain('token');
    } finally {
      await session.close();
    }
  });
});
