/**
 * Signed requests in Chromium against an emulator that refuses unsigned ones, as a real region
 * does. The test makes an RSA key pair, registers its public half with the emulator under
 * `tenancy/user/fingerprint`, and hands the browser the private half as a PKCS#1 PEM file:
 * - with no profile, the console's calls are refused with 401 NotAuthenticated, said plainly;
 * - the profiles screen refuses a wrong OCID, an encrypted key and a fingerprint that is not the
 *   key's, then adds the profile, which becomes active; "Use no profile (emulator)" goes unsigned;
 * - a session token profile is filled in from a pasted ~/.oci/config (an expired token refused);
 * - the home page's structured search answers, signed; a product license created in its form
 *   goes through the outbox and is applied exactly once;
 * - with the server's clock 10 minutes ahead, the console learns the skew from the Date header
 *   and its retry is accepted;
 * - signing out wipes the profile, and the console is unsigned again.
 *
 * This file starts its own emulator (with requireSignature) and its own static server.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/server';
import { openSession, screenshot, type Session } from './support/browser';
import { startOwnConsole, type OwnConsole } from './support/chaos';
import { Teardown } from './support/teardown';

interface AppliedReport {
  readonly items: readonly { readonly operation: string; readonly retryToken?: string }[];
  readonly byRetryToken: Readonly<Record<string, number>>;
}

const PROFILE = 'field-test';
const SKEW_MS = 10 * 60_000;

/** An RSA key pair as OCI uses one: the private half as PKCS#1 PEM, the MD5 fingerprint of the public DER. */
function makeKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privatePem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    encryptedPem: privateKey
      .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'field' })
      .toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: (createHash('md5').update(der).digest('hex').match(/../g) ?? []).join(':'),
  };
}

/** A session token as `oci session authenticate` writes one: a JWT naming the tenancy and its expiry. */
function makeSessionToken(tenancy: string, expiresAt: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ tenant: tenancy, exp: Math.floor(expiresAt / 1000) })}.c2lnbmF0dXJl`;
}

async function registerKey(emulatorUrl: string, keyId: string, publicKeyPem: string): Promise<void> {
  await json(`${emulatorUrl}/_emulator/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyId, publicKeyPem }),
  });
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** The profiles screen, as a user works it. */
class ProfilesPage {
  constructor(
    readonly page: Page,
    readonly base: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.base}/settings/profiles`);
    await this.page.getByTestId('active-profile').waitFor();
  }

  async fill(label: string, value: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).fill(value);
  }

  /** Picks a key file; the worker judges it at once (its fingerprint shown, or why it is refused). */
  async pickKey(pem: string, name = 'oci_api_key.pem'): Promise<void> {
    await this.page
      .getByTestId('profile-key-file')
      .setInputFiles({ name, mimeType: 'application/x-pem-file', buffer: Buffer.from(pem) });
  }

  /** What the key field says of the picked file: its name and fingerprint, or why it cannot be used. */
  async keySays(): Promise<string> {
    const field = this.page
      .locator('.profiles-file')
      .filter({ has: this.page.getByTestId('profile-key-file') });
    const said = await field.locator('.profiles-file__status, .ui-field__error').allTextContents();
    return said.join(' ');
  }

  async pickToken(token: string): Promise<void> {
    await this.page
      .getByTestId('profile-token-file')
      .setInputFiles({ name: 'token', mimeType: 'text/plain', buffer: Buffer.from(`${token}\n`) });
  }

  /** Pastes a ~/.oci/config into the disclosure and reads it. */
  async pasteConfig(text: string): Promise<string> {
    const paste = this.page.getByTestId('config-paste');
    await paste.locator('summary').click();
    await paste.getByLabel('Contents of ~/.oci/config').fill(text);
    await paste.getByRole('button', { name: 'Read', exact: true }).click();
    const notes = this.page.getByTestId('config-notes');
    await notes.waitFor();
    return (await notes.textContent()) ?? '';
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('profile-submit').click();
  }

  fieldError(label: string) {
    return this.page
      .locator('.ui-field')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('.ui-field__error');
  }

  async activeText(): Promise<string> {
    return (await this.page.getByTestId('active-profile').textContent()) ?? '';
  }

  /** Runs the connection check and gives what it says. */
  async checkConnection(): Promise<string> {
    await this.page.getByTestId('connection-check').click();
    const result = this.page.getByTestId('connection-result');
    await result.locator('[role="status"], [role="alert"]').first().waitFor();
    return (await this.page.locator('[data-testid="connection-result"]').textContent()) ?? '';
  }
}

describe('signed requests against an emulator that requires them', () => {
  const keys = makeKeyPair();
  let emulator: RunningEmulator;
  let served: OwnConsole;
  let session: Session;
  let tenancy: string;
  let user: string;
  let connectedAs: string;
  let profiles: ProfilesPage;
  const teardown = new Teardown();

  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 0.02, requireSignature: true });
    teardown.add(() => served.close());
    emulator = served.emulator;
    tenancy = (await json<{ tenancyId: string }>(`${emulator.url}/_emulator/health`)).tenancyId;
    // A user of the tenancy: "Check connection" reads who the profile signs in as.
    const seeded = emulator.state.region(emulator.state.seededRegions[0] ?? '')?.store.corpus();
    const found = seeded?.find((r) => r.resourceType === 'User');
    if (found === undefined) throw new Error('The emulator has no user');
    user = found.identifier;
    connectedAs = `Connected as ${found.displayName ?? user} in ${emulator.state.tenancy.tenancyName}`;
    await registerKey(emulator.url, `${tenancy}/${user}/${keys.fingerprint}`, keys.publicPem);
    session = await openSession();
    teardown.add(() => session.close());
    profiles = new ProfilesPage(session.page, served.url);
  });

  afterAll(() => teardown.run());

  it('shows an unsigned console the 401 NotAuthenticated of the service, and what to do', async () => {
    const { page } = session;
    await page.goto(`${served.url}/`);
    const homeError = page.getByTestId('home-error');
    await homeError.waitFor();
    expect(await homeError.textContent()).toContain('The Authorization header is missing.');

    await profiles.open();
    expect(await profiles.activeText()).toContain('No profile is active');
    const said = await profiles.checkConnection();
    expect(said).toContain('The service refused the request');
    expect(said).toContain('401 NotAuthenticated');
    expect(await page.getByTestId('connection-advice').textContent()).toContain(
      'Add a profile and make it active',
    );
    await screenshot(page, 'signing-unsigned-401');
  });

  it('refuses a wrong OCID, an encrypted key and a fingerprint that is not the key’s, in plain words', async () => {
    const { page } = session;
    await profiles.fill('Name', PROFILE);
    await profiles.fill('Tenancy OCID', tenancy);
    await profiles.fill('User OCID', 'ocid1.group.oc1..aaaa');
    await profiles.fill('Fingerprint (optional)', keys.fingerprint.replace(/^../, 'ff'));
    await profiles.pickKey(keys.encryptedPem, 'encrypted.pem');
    await expect.poll(() => profiles.keySays()).toContain('This key is encrypted with a passphrase');

    await profiles.pickKey(keys.privatePem);
    await expect.poll(() => profiles.keySays()).toBe(`oci_api_key.pem: fingerprint ${keys.fingerprint}`);
    await profiles.submit();
    expect(await profiles.fieldError('User OCID').textContent()).toContain(
      'A user OCID starts with ocid1.user.',
    );
    expect(await profiles.fieldError('Fingerprint (optional)').textContent()).toContain(
      `This is not the fingerprint of the picked key, which is ${keys.fingerprint}`,
    );
    await screenshot(page, 'signing-form-errors');
  });

  it('adds the API key profile from a PKCS#1 file; it becomes active and the service accepts it', async () => {
    const { page } = session;
    await profiles.fill('User OCID', user);
    await profiles.fill('Fingerprint (optional)', keys.fingerprint.toUpperCase());
    await profiles.submit();
    await expect.poll(() => profiles.activeText()).toContain(`Requests are signed with profile ${PROFILE}.`);
    const row = page.locator('tr').filter({ hasText: PROFILE });
    expect(await row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain(keys.fingerprint);
    // The key's text left the page with the request: the key field is empty again.
    expect(await profiles.keySays()).toBe('');
    expect(await profiles.checkConnection()).toContain(connectedAs);
    await page.getByTestId('active-profile').scrollIntoViewIfNeeded();
    await screenshot(page, 'signing-profile-active');
  });

  it('goes unsigned with "Use no profile (emulator)" and signs again once the profile is made active', async () => {
    const { page } = session;
    await page.getByTestId('use-no-profile').click();
    await expect.poll(() => profiles.activeText()).toContain('No profile is active');
    expect(await profiles.checkConnection()).toContain('401 NotAuthenticated');
    await page.getByRole('button', { name: `Make ${PROFILE} active` }).click();
    await expect.poll(() => profiles.activeText()).toContain(`signed with profile ${PROFILE}`);
    expect(await profiles.checkConnection()).toContain(connectedAs);
  });

  it('adds a session token profile filled in from a pasted ~/.oci/config, refusing an expired token', async () => {
    const { page } = session;
    const sessionKeys = makeKeyPair();
    const token = makeSessionToken(tenancy, Date.now() + 3_600_000);
    await registerKey(emulator.url, `ST$${token}`, sessionKeys.publicPem);
    const notes = await profiles.pasteConfig(
      [
        '[DEFAULT]',
        'region=us-ashburn-1',
        '[SESSION]',
        `tenancy=${tenancy}`,
        `fingerprint=${sessionKeys.fingerprint}`,
        'key_file=~/.oci/sessions/SESSION/oci_api_key.pem',
        'security_token_file=~/.oci/sessions/SESSION/token',
      ].join('\n'),
    );
    expect(notes).toContain('Filled in from section SESSION.');
    expect(notes).toContain('~/.oci/sessions/SESSION/oci_api_key.pem');
    expect(notes).toContain('~/.oci/sessions/SESSION/token');
    expect(await page.getByLabel('Contents of ~/.oci/config').inputValue()).toBe('');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('SESSION');
    expect(await page.getByLabel('Tenancy OCID (optional)').inputValue()).toBe(tenancy);

    await profiles.pickToken(makeSessionToken(tenancy, Date.now() - 60_000));
    await profiles.pickKey(sessionKeys.privatePem, 'oci_api_key.pem');
    await expect.poll(() => profiles.keySays()).toContain(sessionKeys.fingerprint);
    await profiles.submit();
    await expect
      .poll(async () => (await profiles.fieldError('Session token file').allTextContents()).join(' '))
      .toContain('This session token expired');

    await profiles.pickToken(token);
    await profiles.submit();
    const row = page.getByRole('row', { name: /^SESSION / });
    await row.waitFor();
    expect(await row.textContent()).toContain('Session token');
    expect(await row.textContent()).toContain('Expires');
    await page.getByRole('button', { name: 'Make SESSION active' }).click();
    await expect.poll(() => profiles.activeText()).toContain('signed with profile SESSION');
    expect(await profiles.checkConnection()).toContain('accepted the request');
    await page.getByRole('button', { name: `Make ${PROFILE} active` }).click();
    await expect.poll(() => profiles.activeText()).toContain(`signed with profile ${PROFILE}`);
  });

  it('answers the home page’s structured search, signed', async () => {
    const { page } = session;
    await page.goto(`${served.url}/`);
    const count = page.getByTestId('compartment-count');
    await count.waitFor();
    expect(Number.parseInt((await count.textContent()) ?? '', 10)).toBeGreaterThan(0);
    expect(await page.getByTestId('home-error').count()).toBe(0);
  });

  it('sends a change made in a form through the outbox, signed, and it is applied exactly once', async () => {
    const { page } = session;
    await fetch(`${emulator.url}/_emulator/applied`, { method: 'DELETE' });
    const signed: string[] = [];
    session.context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/productLicenses')) {
        signed.push(request.headers()['authorization'] ?? '');
      }
    });
    await page.goto(
      `${served.url}/license-manager/product-licenses/create?compartmentId=${encodeURIComponent(tenancy)}`,
    );
    await page.getByLabel('Name', { exact: true }).fill('Signed license');
    await page
      .locator('.ui-field')
      .filter({ has: page.getByText('License unit', { exact: true }) })
      .getByRole('button')
      .click();
    await page.getByRole('option', { name: 'OCPU', exact: true }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await expect
      .poll(async () => (await json<AppliedReport>(`${emulator.url}/_emulator/applied`)).items.length, {
        timeout: 20_000,
      })
      .toBe(1);
    const applied = await json<AppliedReport>(`${emulator.url}/_emulator/applied`);
    expect(applied.items[0]?.operation).toBe('createProductLicense');
    const token = applied.items[0]?.retryToken ?? '';
    expect(token).not.toBe('');
    expect(applied.byRetryToken[token]).toBe(1);
    await expect.poll(() => signed.length).toBeGreaterThan(0);
    expect(signed[0]).toContain(`keyId="${tenancy}/${user}/${keys.fingerprint}"`);
    expect(signed[0]).toContain('x-date (request-target) host content-length content-type x-content-sha256');
  });

  it('corrects its clock from the server’s Date header after a skew 401, and the retry is accepted', async () => {
    const { page } = session;
    const realNow = emulator.state.clock.now.bind(emulator.state.clock);
    const statuses: number[] = [];
    // The server's clock runs 10 minutes ahead: it judges signatures by it and says it in Date.
    emulator.state.clock.now = () => realNow() + SKEW_MS;
    await page.route(`${emulator.url}/query/**`, async (route) => {
      const response = await route.fetch();
      statuses.push(response.status());
      await route.fulfill({
        response,
        headers: { ...response.headers(), date: new Date(Date.now() + SKEW_MS).toUTCString() },
      });
    });
    try {
      await page.goto(`${served.url}/`);
      await page.getByTestId('compartment-count').waitFor();
      expect(statuses[0]).toBe(401);
      expect(statuses).toContain(200);
      expect(await page.getByTestId('home-error').count()).toBe(0);
    } finally {
      emulator.state.clock.now = realNow;
      await page.unroute(`${emulator.url}/query/**`);
    }
  });

  it('signs out: keys, saved data and queued changes are wiped, and the console is unsigned again', async () => {
    const { page } = session;
    await profiles.open();
    await page.getByTestId('sign-out').click();
    const dialog = page.getByRole('alertdialog');
    // The one tenancy on this device, named: its keys, saved data and queued changes go.
    expect(await dialog.textContent()).toMatch(
      /^Sign out of .+\?This wipes the keys, saved data and queued changes of /,
    );
    await screenshot(page, 'signing-sign-out');
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Wipe and sign out' }).click(),
    ]);
    await page.getByTestId('active-profile').waitFor();
    expect(await profiles.activeText()).toContain('No profile is active');
    expect(await page.getByText('No profile yet').count()).toBe(1);
    expect(await profiles.checkConnection()).toContain('401 NotAuthenticated');
    expect(session.errors).toEqual([]);
  });
});
