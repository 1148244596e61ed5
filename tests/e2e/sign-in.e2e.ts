/**
 * Sign-in with the organisation's identity domain, as a field admin meets it on a 390 px phone in
 * a fresh profile: the console (its server configured with the emulator's identity domain, the
 * emulator requiring signatures) offers "Sign in with Example Corp" under Settings → Profiles;
 * a tap makes a key on the phone and goes to the domain's sign-in page; the person picks their
 * user there and comes back signed in, the session profile active; a search then answers from
 * the tenancy, signed with the phone's key and the UPST. No address the browser went to holds the
 * session token, and the service worker's caches hold nothing of /auth/; the callback's address
 * opened again with nothing in it leads back to the profiles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/server';
import { searchFor } from './support/phoneSearch';
import { openSession, PHONE, screenshot, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { DOMAIN_NAME, readProfiles, startSignInConsole } from './support/domainSignIn';
import { Teardown } from './support/teardown';

const LONG = { timeout: 30_000 };

describe('sign in with the organisation’s identity domain, on a phone', () => {
  let emulator: RunningEmulator;
  let consoleUrl: string;
  let session: Session;
  const teardown = new Teardown();

  beforeAll(async () => {
    const sign = await startSignInConsole();
    teardown.add(() => sign.close());
    emulator = sign.emulator;
    consoleUrl = sign.url;
    session = await openSession(PHONE);
    teardown.add(() => session.close());
  });

  afterAll(() => teardown.run());

  it('signs in at the domain’s page, comes back with a session profile, and searches the tenancy', async () => {
    const { page } = session;
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));

    await page.goto(consoleUrl);
    await waitForServiceWorkerControl(page);
    await page.getByTestId('settings-link').tap();
    await page.getByTestId('profiles-link').tap();
    await expect
      .poll(() => page.getByTestId('active-profile').textContent(), LONG)
      .toContain('No profile is active');
    await page.getByRole('button', { name: `Sign in with ${DOMAIN_NAME}` }).tap();

    // The identity domain's own page: the tenancy's users to choose from.
    await page.waitForURL((url) => url.href.startsWith(`${emulator.url}/idcs/oauth2/v1/authorize`), LONG);
    const users = emulator.state.tenancy.global.filter(
      (e) => e.summary.resourceType === 'User' && e.summary.lifecycleState === 'ACTIVE',
    );
    const user = users[0]?.summary;
    if (user === undefined) throw new Error('The emulator has no active user');
    await screenshot(page, 'sign-in-domain-page');
    await page.getByRole('button', { name: user.displayName ?? '' }).tap();

    // Back in the console, signed in: the profile is the domain's, active, a session.
    await page.waitForURL((url) => url.href === `${consoleUrl}/settings/profiles`, LONG);
    await expect.poll(() => page.getByTestId('active-profile').textContent(), LONG).toContain(DOMAIN_NAME);
    const status = page.getByTestId('session-status');
    await status.waitFor(LONG);
    expect(await status.getAttribute('data-state')).toBe('current');
    await screenshot(page, 'sign-in-signed-in');

    // A search answers from the tenancy, every call signed with the phone's key and the UPST.
    await searchFor(page, 'prod');
    await expect.poll(() => page.getByTestId('search-result').count(), LONG).toBeGreaterThan(0);

    // The session token was never in an address, and the service worker kept nothing of /auth/.
    const token = (await readProfiles(page))[0]?.sessionToken ?? '';
    expect(token.length).toBeGreaterThan(100);
    expect(addresses.some((address) => address.includes('/auth/callback?code='))).toBe(true);
    for (const address of addresses) expect(address).not.toContain(token.slice(0, 40));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/auth/'))).toEqual([]);

    // The callback's address opened again with nothing in it (a reload once the return was
    // taken, or every tab reloading into the tenancy a sign-in added): the profiles, no refusal.
    await page.goto(`${consoleUrl}/auth/callback`);
    await page.waitForURL((url) => url.href === `${consoleUrl}/settings/profiles`, LONG);
    await expect.poll(() => page.getByTestId('active-profile').textContent(), LONG).toContain(DOMAIN_NAME);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
