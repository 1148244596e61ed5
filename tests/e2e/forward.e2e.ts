/**
 * The console as `npm run serve` serves it by default, with the forwarding relay, against an
 * emulator that requires signatures and stands in for the regional hosts (`--oci-endpoint`): a
 * person adds a profile under Settings → Profiles, the browser signs each call for the real
 * regional host, the server forwards it through `/relay/` on the console's own origin, and the
 * emulator verifies the signature over the Host and path as they arrive. A search is answered.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { openSession, screenshot, type Session } from './support/browser';
import { DIST } from './support/dist';
import { startServerProcess } from './support/serverProcess';
import { Teardown } from './support/teardown';

const LONG = { timeout: 30_000 };
const USER = 'ocid1.user.oc1..aaaaaaaafieldconsoleforwardtest';
const PROFILE = 'forwarded';

function makeKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privatePem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: (createHash('md5').update(der).digest('hex').match(/../g) ?? []).join(':'),
  };
}

/** A subnet whose name no other subnet's name contains, so the search shows one. */
function distinctSubnet(emulator: RunningEmulator): string {
  const subnets = (emulator.state.region('us-ashburn-1')?.store.corpus() ?? []).filter(
    (summary) => summary.resourceType === 'Subnet',
  );
  const names = subnets.map((s) => s.displayName ?? '');
  const name = names.find((n) => n !== '' && names.filter((other) => other.includes(n)).length === 1);
  if (name === undefined) throw new Error('The demo tenancy has no subnet with a distinct name');
  return name;
}

async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.waitFor(LONG);
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
}

describe('the console through the forwarding relay', () => {
  const keys = makeKeyPair();
  const teardown = new Teardown();
  let emulator: RunningEmulator;
  let tenancy: string;
  let url: string;
  let session: Session;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, timeScale: 0.02, requireSignature: true });
    teardown.add(() => emulator.close());
    tenancy = emulator.state.tenancy.tenancyId;
    const registered = await fetch(`${emulator.url}/_emulator/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyId: `${tenancy}/${USER}/${keys.fingerprint}`, publicKeyPem: keys.publicPem }),
    });
    expect(registered.status).toBe(200);
    const server = await startServerProcess([
      '--port',
      '0',
      '--dist',
      DIST,
      '--tenancy',
      tenancy,
      '--oci-endpoint',
      emulator.url,
    ]);
    teardown.add(() => server.stop());
    url = server.url;
    session = await openSession();
    teardown.add(() => session.close());
  });

  afterAll(() => teardown.run());

  it('adds a profile in Settings, then answers a search signed in the browser and forwarded', async () => {
    const { page, context } = session;
    const relayed: { url: string; authorization: string }[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith(`${url}/relay/`)) {
        relayed.push({ url: request.url(), authorization: request.headers()['authorization'] ?? '' });
      }
    });
    await page.goto(`${url}/settings/profiles`);
    await page.getByTestId('active-profile').waitFor(LONG);
    await page.getByLabel('Name', { exact: true }).fill(PROFILE);
    await page.getByLabel('Tenancy OCID', { exact: true }).fill(tenancy);
    await page.getByLabel('User OCID', { exact: true }).fill(USER);
    await page.getByLabel('Fingerprint (optional)', { exact: true }).fill(keys.fingerprint);
    await page.getByTestId('profile-key-file').setInputFiles({
      name: 'oci_api_key.pem',
      mimeType: 'application/x-pem-file',
      buffer: Buffer.from(keys.privatePem),
    });
    await page.getByTestId('profile-submit').click();
    await expect
      .poll(async () => (await page.getByTestId('active-profile').textContent()) ?? '', LONG)
      .toContain(`Requests are signed with profile ${PROFILE}.`);

    // Calls before this were the console's own, unsigned (no profile yet), and refused with 401.
    const signedFrom = relayed.length;
    const subnet = distinctSubnet(emulator);
    await searchFor(page, subnet);
    await expect.poll(() => page.getByTestId('search-status').getAttribute('data-phase'), LONG).toBe('done');
    const group = page.getByTestId('search-group').filter({ hasText: 'Subnets' });
    await group.waitFor(LONG);
    await page.getByTestId('search-result').filter({ hasText: subnet }).waitFor(LONG);
    await screenshot(page, 'forward-search');

    const searches = relayed
      .slice(signedFrom)
      .filter((call) => call.url.startsWith(`${url}/relay/query/us-ashburn-1/20180409/resources`));
    expect(searches.length).toBeGreaterThan(0);
    for (const call of searches)
      expect(call.authorization).toContain(`keyId="${tenancy}/${USER}/${keys.fingerprint}"`);
    expect(session.errors).toEqual([]);
  });
});
