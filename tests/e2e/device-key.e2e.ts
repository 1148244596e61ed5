/**
 * A key born on the device, walked as a field admin walks it, against an emulator that requires
 * signatures (started here, with session tokens that last 20 seconds):
 * - Settings → Profiles → Create a key on this device: the public key with its fingerprint, Copy
 *   and a QR code; the key is added as the OCI Console would (identity's UploadApiKey, signed by
 *   an administrator's key); a preview for another key is refused in words, keeping what was
 *   pasted; the right preview makes the profile; Check connection names the user and tenancy; the
 *   home page's search answers, signed with the device key;
 * - a session token for a new device key, minted as `oci session authenticate --no-browser` asks
 *   the identity data plane, is pasted (scanning is said to be unavailable in this browser); the
 *   console renews it before it expires; when the service will not renew it any more the console
 *   says so, a change made meanwhile waits for sign-in, and after a new token it lands once.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import * as common from 'oci-common';
import * as identity from 'oci-identity';
import * as identitydataplane from 'oci-identitydataplane';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRequest } from '../../src/app/data/mutate';
import { openSession, screenshot, type Session } from './support/browser';
import {
  mutateInPage,
  readOutbox,
  REGION,
  startOwnConsole,
  waitForTestHooks,
  type OwnConsole,
} from './support/chaos';
import { Teardown } from './support/teardown';
import { configPreview } from './support/configPreview';

const ADMIN = 'ocid1.user.oc1..aaaaaaaafieldconsoleadmin';
const TOKEN_TTL_MS = 20_000;
const noRetries = {
  retryConfiguration: { terminationStrategy: new common.MaxAttemptsTerminationStrategy(1) },
};

describe('a key born on the device', () => {
  const admin = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const adminFingerprint = (
    createHash('md5')
      .update(Buffer.from(admin.publicKey.replace(/-----[^-]+-----|\s/g, ''), 'base64'))
      .digest('hex')
      .match(/../g) ?? []
  ).join(':');
  let served: OwnConsole;
  let session: Session;
  let tenancy: string;
  let user: { id: string; name: string };
  const teardown = new Teardown();

  const provider = () =>
    new common.SimpleAuthenticationDetailsProvider(tenancy, ADMIN, adminFingerprint, admin.privateKey, null);

  beforeAll(async () => {
    served = await startOwnConsole({
      timeScale: 0.02,
      requireSignature: true,
      testHooks: true,
      tokenTtlMs: TOKEN_TTL_MS,
    });
    teardown.add(() => served.close());
    tenancy = served.emulator.state.tenancy.tenancyId;
    const seeded = served.emulator.state
      .region(REGION)
      ?.store.corpus()
      .find((r) => r.resourceType === 'User');
    if (seeded === undefined) throw new Error('The emulator has no user');
    user = { id: seeded.identifier, name: seeded.displayName ?? seeded.identifier };
    const registered = await fetch(`${served.emulator.url}/_emulator/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        keyId: `${tenancy}/${ADMIN}/${adminFingerprint}`,
        publicKeyPem: admin.publicKey,
      }),
    });
    expect(registered.status).toBe(200);
    session = await openSession();
    teardown.add(() => session.close());
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.url });
  });

  afterAll(() => teardown.run());

  /** Settings → Profiles, from the home page, as a person gets there. */
  async function openProfiles(): Promise<void> {
    const { page } = session;
    await page.goto(`${served.url}/settings/profiles`);
    await page.getByTestId('active-profile').waitFor();
  }

  async function createKey(): Promise<{ publicKeyPem: string; fingerprint: string }> {
    const { page } = session;
    await page.getByRole('button', { name: 'Create a key on this device' }).click();
    const pem = page.getByTestId('device-public-key');
    await pem.waitFor();
    return {
      publicKeyPem: (await pem.textContent()) ?? '',
      fingerprint: (await page.getByTestId('device-fingerprint').textContent()) ?? '',
    };
  }

  it('adds a key made on the device as an API key, from the preview OCI shows, and signs with it', async () => {
    const { page } = session;
    await openProfiles();
    const key = await createKey();
    expect(key.publicKeyPem).toContain('-----BEGIN PUBLIC KEY-----');
    expect(key.fingerprint).toMatch(/^[0-9a-f]{2}(:[0-9a-f]{2}){15}$/);
    await page.getByRole('img', { name: 'QR code of the public key' }).waitFor();
    await page.getByRole('button', { name: 'Copy the public key' }).click();
    await page.getByText('Copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(key.publicKeyPem);

    // The OCI Console adds it: identity's UploadApiKey for the user, by an administrator.
    const client = new identity.IdentityClient({ authenticationDetailsProvider: provider() }, noRetries);
    client.endpoint = `${served.emulator.url}/identity/${REGION}`;
    const uploaded = await client.uploadApiKey({ userId: user.id, createApiKeyDetails: { key: copied } });
    expect(uploaded.apiKey.fingerprint).toBe(key.fingerprint);

    const preview = (fingerprint: string) =>
      configPreview({ user: user.id, fingerprint, tenancy, region: REGION });
    const field = page.getByLabel('Configuration file preview');
    await field.fill(preview(adminFingerprint));
    await page.getByRole('button', { name: 'Add the API key profile' }).click();
    await page.getByText('This configuration is for another key').waitFor();
    expect(await field.inputValue()).toBe(preview(adminFingerprint));

    await field.fill(preview(key.fingerprint));
    await page.getByRole('button', { name: 'Add the API key profile' }).click();
    await expect.poll(() => page.getByTestId('active-profile').textContent()).toContain('phone');

    await page.getByTestId('connection-check').click();
    await page
      .getByText(`Connected as ${user.name} in ${served.emulator.state.tenancy.tenancyName}`)
      .waitFor();
    await screenshot(page, 'device-key-connected');

    await page.goto(`${served.url}/`);
    const count = page.getByTestId('compartment-count');
    await count.waitFor();
    expect(Number.parseInt((await count.textContent()) ?? '', 10)).toBeGreaterThan(0);
    expect(await page.getByTestId('home-error').count()).toBe(0);
  });

  it('signs in with a session token for a new device key, renews it, and holds a change while it has ended', async () => {
    const { page } = session;
    await openProfiles();
    // The API key profile gives way: no profile is active.
    await page.getByTestId('use-no-profile').click();
    await expect
      .poll(() => page.getByTestId('active-profile').textContent())
      .toContain('No profile is active');
    const key = await createKey();
    await page.getByTestId('device-profile-name').locator('input').fill('phone-session');
    expect(await page.getByTestId('mint-command').textContent()).toContain(
      `oci --region ${REGION} session authenticate --no-browser --public-key-file-path phone-session-public-key.pem`,
    );
    await page.getByTestId('scan-unavailable').waitFor();

    // The computer runs the command: GenerateUpst for this public key, signed by its own profile.
    const dataplane = new identitydataplane.DataplaneClient(
      { authenticationDetailsProvider: provider() },
      noRetries,
    );
    dataplane.endpoint = `${served.emulator.url}/auth/${REGION}`;
    const mint = async () =>
      (
        await dataplane.generateUserSecurityToken({
          generateUserSecurityTokenDetails: { publicKey: key.publicKeyPem, sessionExpirationInMinutes: 5 },
        })
      ).securityToken.token;
    await page
      .getByLabel('Session token')
      .first()
      .fill(await mint());
    await page.getByRole('button', { name: 'Add the session profile' }).click();
    await expect.poll(() => page.getByTestId('active-profile').textContent()).toContain('phone-session');
    const status = page.getByTestId('session-status');
    await status.waitFor();
    expect(await status.textContent()).toContain('renews it before then');
    const firstExpiry = Date.parse((await status.getAttribute('data-expires')) ?? '');
    expect(firstExpiry).toBeGreaterThan(Date.now());

    // Renewed before it expires: the status names a later time (the screen shows minutes, the
    // element the moment), and the session stays current.
    await expect
      .poll(async () => Date.parse((await status.getAttribute('data-expires')) ?? ''), {
        timeout: 3 * TOKEN_TTL_MS,
      })
      .toBeGreaterThan(firstExpiry);
    expect(await status.getAttribute('data-state')).toBe('current');

    // The service will not renew it any more (its clock is past the session's end).
    const clock = served.emulator.state.clock;
    const realNow = clock.now.bind(clock);
    clock.now = () => realNow() + 290_000;
    try {
      await expect.poll(() => status.getAttribute('data-state'), { timeout: 2 * TOKEN_TTL_MS }).toBe('ended');
      expect(await status.textContent()).toContain('has ended');
      await screenshot(page, 'device-key-session-ended');

      // A change made now waits for sign-in, neither failed nor sent.
      await fetch(`${served.emulator.url}/_emulator/applied`, { method: 'DELETE' });
      await waitForTestHooks(page);
      const change: ChangeRequest<'createProject'> = {
        operation: 'createProject',
        params: {
          createProjectDetails: {
            name: 'held-by-sign-in',
            compartmentId: tenancy,
            notificationConfig: { topicId: 'ocid1.onstopic.oc1..t' },
          },
        },
        summary: 'Create project held-by-sign-in',
      };
      const [queued] = await mutateInPage(page, [change]);
      expect(queued?.ok).toBe(true);
      await page.goto(`${served.url}/outbox`);
      await page.getByText('Waiting for sign-in').waitFor();
      await page.getByTestId('outbox-sign-in').waitFor();
      expect((await readOutbox(page)).map((entry) => entry.state)).toEqual(['pending']);
    } finally {
      clock.now = realNow;
    }

    // A new token: the change goes out, once.
    await openProfiles();
    await page
      .getByTestId('session-token-text')
      .locator('textarea')
      .fill(await mint());
    await page.getByTestId('session-token-submit').click();
    await expect.poll(() => status.getAttribute('data-state')).toBe('current');
    await expect
      .poll(async () => (await readOutbox(page)).map((entry) => entry.state), { timeout: 30_000 })
      .toEqual(['done']);
    const applied = (await (await fetch(`${served.emulator.url}/_emulator/applied`)).json()) as {
      byRetryToken: Record<string, number>;
    };
    const [entry] = await readOutbox(page);
    expect(applied.byRetryToken[entry?.retryToken ?? '']).toBe(1);
  });
});
