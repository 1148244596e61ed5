/**
 * The console deployed for a team, met where a person meets it: a 390 px phone (touch, a phone's
 * user agent, a fresh profile) opens https://console.field.test:PORT — a name that is not a
 * loopback name, mapped to this machine by Chromium's host resolver rules, with a certificate from
 * a CA the test makes and this browser trusts (its NSS database, never an ignored error). Two
 * replicas of `npm run serve` (separate processes, the forwarding relay, the emulator's tenancy
 * as the one tenancy served) sit behind a round-robin TLS proxy; the emulator stands in for OCI
 * and requires signatures, reached through a recorder that sees every call that got to "OCI".
 *
 * The walk: installed (the service worker controls the page, Chromium finds it installable);
 * Settings → Profiles → a key created on the device, added as an API key as the OCI Console adds
 * it, the preview pasted back; Check connection; a search; the tenancy made available offline;
 * offline, the deployment waiting for approval approved from the home page (queued); online, it
 * lands once. Both replicas answered.
 *
 * Refused: a call signed for another tenancy (never reaching OCI), the relay called from a page
 * at another name, and plain HTTP where TLS is required — around the proxy, and to replicas that
 * speak TLS themselves behind a TCP round-robin (whose own walk shows the console installed).
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer as createHttpsServer, type Server } from 'node:https';
import * as common from 'oci-common';
import * as identity from 'oci-identity';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { rawRequest } from '../unit/scripts/httpClient';
import { screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { DIST } from './support/dist';
import { approvalRow, approveFromRow, badgeLabel, waitingForApproval } from './support/homeApproval';
import { CONSOLE_HOST, startHttpsFront, type HttpsFront } from './support/httpsDeployment';
import { startRecorder, startTcpRoundRobin, type Recorder } from './support/roundRobin';
import { startServerProcess, type ServerProcess } from './support/serverProcess';
import { Teardown } from './support/teardown';
import { configPreview } from './support/configPreview';
import { openProfiles } from './support/consoleSession';
import type { CertificateFiles, TrustedNames, TrustingPhone } from './support/trustedName';

const FOREIGN_HOST = 'evil.field.test';
const REGION = 'us-ashburn-1';
const ADMIN = 'ocid1.user.oc1..aaaaaaaafieldconsoleteamadmin';
const OTHER_TENANCY = 'ocid1.tenancy.oc1..aaaaaaaanotthistenancyatall';
const LONG = { timeout: 60_000 };
const HSTS = 'max-age=31536000';
const noRetries = {
  retryConfiguration: { terminationStrategy: new common.MaxAttemptsTerminationStrategy(1) },
};

interface Applied {
  readonly items: readonly { operation: string; resourceId?: string; retryToken?: string }[];
  readonly byRetryToken: Readonly<Record<string, number>>;
}

function rsaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: (createHash('md5').update(der).digest('hex').match(/../g) ?? []).join(':'),
  };
}

async function registerKey(emulator: RunningEmulator, keyId: string, publicKeyPem: string): Promise<void> {
  const answer = await fetch(`${emulator.url}/_emulator/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyId, publicKeyPem }),
  });
  expect(answer.status).toBe(200);
}

/** A page of another site, at another name, with the CA's certificate for it. */
async function startForeignSite(tls: CertificateFiles): Promise<{ server: Server; port: number }> {
  const server = createHttpsServer({ cert: tls.certPem, key: tls.keyPem }, (_request, answer) => {
    answer.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    answer.end('<!doctype html><title>Another site</title><h1>Another site</h1>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return { server, port: typeof address === 'object' && address !== null ? address.port : 0 };
}

/** Taps the header's search button and searches for `text`; waits for a result naming it. */
async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).tap();
  const box = page.getByRole('banner').locator('.search-box input');
  await expect.poll(() => box.evaluate((input) => input === document.activeElement), LONG).toBe(true);
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
  await page.getByTestId('search-result').filter({ hasText: text }).first().waitFor(LONG);
}

/** Subnets whose names no other subnet's name contains, so a search for one shows one. */
function distinctSubnets(emulator: RunningEmulator): string[] {
  const subnets = (emulator.state.region(REGION)?.store.corpus() ?? []).filter(
    (summary) => summary.resourceType === 'Subnet',
  );
  const names = subnets.map((s) => s.displayName ?? '');
  const distinct = names.filter((n) => n !== '' && names.filter((other) => other.includes(n)).length === 1);
  if (distinct.length < 2) throw new Error('The demo tenancy has too few subnets with distinct names');
  return distinct;
}

describe('the console deployed for a team, on a phone', () => {
  const teardown = new Teardown();
  const admin = rsaKey();
  let front: HttpsFront;
  let names: TrustedNames;
  let emulator: RunningEmulator;
  let recorder: Recorder;
  let tenancy: string;
  let user: { id: string; name: string };
  let origin: string;
  let proxyPort: number;
  let replicas: ServerProcess[];
  let foreignOrigin: string;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, timeScale: 0.05, requireSignature: true });
    teardown.add(() => emulator.close());
    tenancy = emulator.state.tenancy.tenancyId;
    const seeded = emulator.state
      .region(REGION)
      ?.store.corpus()
      .find((r) => r.resourceType === 'User');
    if (seeded === undefined) throw new Error('The emulator has no user');
    user = { id: seeded.identifier, name: seeded.displayName ?? seeded.identifier };
    await registerKey(emulator, `${tenancy}/${ADMIN}/${admin.fingerprint}`, admin.publicPem);
    recorder = await startRecorder(emulator.url);
    teardown.add(() => recorder.close());

    front = await startHttpsFront(teardown);
    ({ names, origin, port: proxyPort } = front);
    replicas = await front.startReplicas({ tenancy, ociEndpoint: recorder.url });

    const foreign = await startForeignSite(await names.issue('foreign', [FOREIGN_HOST]));
    teardown.add(
      () =>
        new Promise<void>((done) => {
          foreign.server.closeAllConnections();
          foreign.server.close(() => {
            done();
          });
        }),
    );
    foreignOrigin = `https://${FOREIGN_HOST}:${foreign.port}`;
  });

  afterAll(() => teardown.run());

  /** A fresh phone that finds both names; the one before is closed first. */
  const phone = (): Promise<TrustingPhone> => front.phone([CONSOLE_HOST, FOREIGN_HOST]);

  it(
    'installs at its HTTPS name, enrols a key born on the device, and works online and offline',
    { timeout: 600_000 },
    async () => {
      const { page, context, errors } = await phone();
      const opened = await page.goto(`${origin}/`);
      // The proxy said https, from the address the replicas trust: HSTS.
      expect(opened?.headers()['strict-transport-security']).toBe(HSTS);
      await page.getByRole('heading', { name: 'What needs you' }).waitFor(LONG);
      // Installed: the service worker controls the page — only over a certificate Chromium trusts.
      await waitForServiceWorkerControl(page, 60_000);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

      // A key born on the device, added as the OCI Console adds an API key for the user.
      await openProfiles(page);
      await page.getByRole('button', { name: 'Create a key on this device' }).click();
      const pem = page.getByTestId('device-public-key');
      await pem.waitFor(LONG);
      const publicKeyPem = (await pem.textContent()) ?? '';
      const fingerprint = (await page.getByTestId('device-fingerprint').textContent()) ?? '';
      expect(publicKeyPem).toContain('-----BEGIN PUBLIC KEY-----');
      const provider = new common.SimpleAuthenticationDetailsProvider(
        tenancy,
        ADMIN,
        admin.fingerprint,
        admin.privatePem,
        null,
      );
      const client = new identity.IdentityClient({ authenticationDetailsProvider: provider }, noRetries);
      client.endpoint = `${emulator.url}/identity/${REGION}`;
      const uploaded = await client.uploadApiKey({
        userId: user.id,
        createApiKeyDetails: { key: publicKeyPem },
      });
      expect(uploaded.apiKey.fingerprint).toBe(fingerprint);
      await page
        .getByLabel('Configuration file preview')
        .fill(configPreview({ user: user.id, fingerprint, tenancy, region: REGION }));
      await page.getByRole('button', { name: 'Add the API key profile' }).click();
      await expect.poll(() => page.getByTestId('active-profile').textContent(), LONG).toContain('phone');
      await page.getByTestId('connection-check').click();
      await page
        .getByText(`Connected as ${user.name} in ${emulator.state.tenancy.tenancyName}`)
        .waitFor(LONG);
      await screenshot(page, 'team-deploy-connected');

      // A search, signed on the phone, forwarded by whichever replica the proxy chose.
      const [subnet = '', downloaded = ''] = distinctSubnets(emulator);
      await searchFor(page, subnet);

      // The tenancy made available offline, from Settings, to the end of the download.
      await page.getByTestId('settings-link').click();
      const card = page.getByRole('region', { name: 'The tenancy on this device' });
      await card.getByRole('button', { name: 'Download' }).click();
      const regionRow = page.getByTestId('sync-region').filter({ hasText: REGION });
      await expect.poll(() => regionRow.getAttribute('data-status'), { timeout: 300_000 }).toBe('done');

      // Home, online: the deployment waiting for approval.
      await page.goto(`${origin}/`);
      const { name: deploymentName, id: deploymentId } = await waitingForApproval(page);

      // No signal: the service worker opens the console, and the approval is queued.
      await context.setOffline(true);
      await page.reload();
      await approveFromRow(page, await approvalRow(page, deploymentName));
      await screenshot(page, 'team-deploy-approval-queued');
      // And the search answers from the device, also for what only the download brought.
      await searchFor(page, downloaded);

      // Signal again: it lands, once.
      await context.setOffline(false);
      await expect.poll(() => badgeLabel(page), LONG).toBe('Outbox, no pending changes');
      const applied = (await (await fetch(`${emulator.url}/_emulator/applied`)).json()) as Applied;
      const approved = applied.items.filter(
        (entry) => entry.operation === 'approveDeployment' && entry.resourceId === deploymentId,
      );
      expect(approved).toHaveLength(1);
      expect(applied.byRetryToken[approved[0]?.retryToken ?? '']).toBe(1);

      // Both replicas served the pages and forwarded calls; every call that reached OCI was for
      // a real regional host and signed on the phone with the device key.
      for (const replica of replicas) {
        expect(replica.requests.some((r) => !r.path.startsWith('/relay/') && r.status === 200)).toBe(true);
        expect(replica.requests.some((r) => r.path.startsWith('/relay/') && r.status === 200)).toBe(true);
      }
      expect(recorder.reached.length).toBeGreaterThan(0);
      const deviceKeyId = `${tenancy}/${user.id}/${fingerprint}`;
      for (const call of recorder.reached) {
        expect(call.host).toMatch(/^[a-z0-9-]+\.us-ashburn-1\.(?:oci\.)?oraclecloud\.com$/);
        expect(call.keyId).toBe(deviceKeyId);
      }
      expect(errors).toEqual([]);
    },
  );
  it('refuses a call signed for another tenancy: it never reaches OCI', async () => {
    const other = rsaKey();
    const keyId = `${OTHER_TENANCY}/${user.id}/${other.fingerprint}`;
    // OCI (the emulator) would verify this key: a refusal is the relay's alone.
    await registerKey(emulator, keyId, other.publicPem);
    const { page, errors } = await phone();
    await page.goto(`${origin}/`);
    await openProfiles(page);
    await page.getByLabel('Name', { exact: true }).fill('elsewhere');
    await page.getByLabel('Tenancy OCID', { exact: true }).fill(OTHER_TENANCY);
    await page.getByLabel('User OCID', { exact: true }).fill(user.id);
    await page.getByLabel('Fingerprint (optional)', { exact: true }).fill(other.fingerprint);
    await page.getByTestId('profile-key-file').setInputFiles({
      name: 'oci_api_key.pem',
      mimeType: 'application/x-pem-file',
      buffer: Buffer.from(other.privatePem),
    });
    await page.getByTestId('profile-submit').click();
    await expect
      .poll(() => page.getByTestId('active-profile').textContent(), LONG)
      .toContain('Requests are signed with profile elsewhere.');
    const logged = replicas.map((replica) => replica.requests.length);
    await page.getByTestId('connection-check').click();
    await expect
      .poll(() => page.getByTestId('connection-result').textContent(), LONG)
      .toContain('403 NotAllowed');
    const refused = () =>
      replicas
        .flatMap((replica, i) => replica.requests.slice(logged[i]))
        .filter((line) => line.path.startsWith('/relay/'));
    // Refused by the relay (a call still in flight from before the profile may be a 401), none
    // forwarded. A replica's log line comes through its output, after its answer: waited for.
    await expect.poll(() => refused().some((line) => line.status === 403)).toBe(true);
    expect(refused().filter((line) => line.status < 400)).toEqual([]);
    expect(recorder.reached.filter((call) => call.keyId === keyId)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('gives a page at another name nothing it can read from the relay', async () => {
    const { page, errors } = await phone();
    await page.goto(`${foreignOrigin}/`);
    await page.getByRole('heading', { name: 'Another site' }).waitFor();
    const logged = replicas.map((replica) => replica.requests.length);
    const reached = recorder.reached.length;
    const path = `/relay/identity/${REGION}/20160918/tenancies/${tenancy}`;
    const outcomes = await page.evaluate(async (url) => {
      const attempt = async (init: RequestInit) => {
        try {
          const answer = await fetch(url, init);
          return `read ${answer.status}: ${await answer.text()}`;
        } catch (error) {
          return `failed: ${String(error)}`;
        }
      };
      return [
        // A simple request: sent, and its answer kept from the page.
        await attempt({}),
        // Signed, as the console's calls are: the browser asks first, and is told no.
        await attempt({
          headers: {
            authorization: 'Signature version="1",keyId="a/b/c",algorithm="rsa-sha256",signature="x"',
          },
        }),
      ];
    }, `${origin}${path}`);
    expect(outcomes).toEqual(['failed: TypeError: Failed to fetch', 'failed: TypeError: Failed to fetch']);
    // The server refused the one that was sent; the signed one never came. A replica's log line
    // comes through its output, after its answer (the page may see the answer first): waited for.
    const seen = () =>
      replicas
        .flatMap((replica, i) => replica.requests.slice(logged[i]))
        .filter((line) => line.path === path);
    await expect
      .poll(() =>
        seen()
          .filter((line) => line.method === 'GET')
          .map((line) => line.status),
      )
      .toEqual([403]);
    expect(seen().every((line) => line.status >= 400)).toBe(true);
    expect(recorder.reached.length).toBe(reached);
    expect(errors).toEqual([]);
  });

  it('refuses plain HTTP where TLS is required: at the proxy, and around it to a replica', async () => {
    const host = `${CONSOLE_HOST}:${proxyPort}`;
    const [replica] = replicas;
    if (replica === undefined) throw new Error('No replica');
    // The proxy speaks TLS only: a plain request gets no HTTP answer at all.
    await expect(rawRequest(`http://127.0.0.1:${proxyPort}`, '/', { headers: { host } })).rejects.toThrow();
    // Through the proxy, over TLS from the CA's chain: the console, with HSTS.
    const through = await rawRequest(`https://127.0.0.1:${proxyPort}`, '/', {
      headers: { host },
      ca: names.ca.certPem,
      servername: CONSOLE_HOST,
    });
    expect(through.status).toBe(200);
    expect(through.headers['strict-transport-security']).toBe(HSTS);
    // Around the proxy, from an address that is not the proxy's, claiming https: not believed, so
    // plain HTTP for an https origin — refused, without HSTS and without the console.
    const around = await rawRequest(replica.url, '/', {
      headers: { host, 'x-forwarded-proto': 'https' },
      localAddress: '127.0.0.2',
    });
    expect(around.status).toBe(421);
    expect(around.body).toBe('Misdirected request: this host name is served over HTTPS only.');
    expect(around.headers['strict-transport-security']).toBeUndefined();
    // The same request from the proxy's address is believed.
    const fromProxy = await rawRequest(replica.url, '/', { headers: { host, 'x-forwarded-proto': 'https' } });
    expect(fromProxy.status).toBe(200);
    expect(fromProxy.headers['strict-transport-security']).toBe(HSTS);
  });

  it('installs from replicas that speak TLS themselves behind a TCP round-robin, and never in plain', async () => {
    const tcp = await startTcpRoundRobin();
    teardown.add(() => tcp.close());
    const tlsOrigin = `https://${CONSOLE_HOST}:${tcp.port}`;
    const host = `${CONSOLE_HOST}:${tcp.port}`;
    const files = await names.issue('replica', [CONSOLE_HOST]);
    const secure: ServerProcess[] = [];
    for (let i = 0; i < 2; i += 1) {
      const replica = await startServerProcess([
        ...['--port', '0', '--dist', DIST, '--origin', tlsOrigin, '--tenancy', tenancy],
        ...['--oci-endpoint', recorder.url, '--tls-cert', files.cert, '--tls-key', files.key],
      ]);
      teardown.add(() => replica.stop());
      secure.push(replica);
    }
    tcp.setPorts(secure.map((replica) => replica.port));
    for (const replica of secure) {
      expect(replica.url).toMatch(/^https:/);
      // Plain HTTP to its port gets no HTTP answer.
      await expect(
        rawRequest(`http://127.0.0.1:${replica.port}`, '/', { headers: { host } }),
      ).rejects.toThrow();
    }

    const { page, errors } = await phone();
    const opened = await page.goto(`${tlsOrigin}/`);
    expect(opened?.headers()['strict-transport-security']).toBe(HSTS);
    await page.getByRole('heading', { name: 'What needs you' }).waitFor(LONG);
    await waitForServiceWorkerControl(page, 60_000);
    // Two connections more, one after the other: one to each replica, each naming the relay at
    // the origin the phone opened.
    for (let i = 0; i < 2; i += 1) {
      const config = await rawRequest(`https://127.0.0.1:${tcp.port}`, '/field-console.config.json', {
        headers: { host },
        ca: names.ca.certPem,
        servername: CONSOLE_HOST,
      });
      expect(JSON.parse(config.body)).toEqual({ mode: 'forward', endpoint: `${tlsOrigin}/relay` });
    }
    for (const replica of secure) expect(replica.requests.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
