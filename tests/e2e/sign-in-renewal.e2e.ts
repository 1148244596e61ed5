/**
 * A session from the identity domain over its life, on a 390 px phone in a fresh profile, against
 * an emulator whose session tokens last seconds:
 * - renewal: the token the sign-in brought expires and the console has renewed it before, unseen
 *   (no sign-in prompt; a search after the first token's expiry is answered by the cloud);
 * - the end: the service ends the session (an administrator signs everyone out), so the next
 *   renewal is refused; the console says the session ended, above every page, with "Sign in
 *   again"; a Stop made then is kept on the device "waiting for sign-in" (the instance's page, the
 *   outbox, the search's kept copies), never failed; signing in again brings the same profile back (one profile, a new
 *   key) and the Stop lands once, with the retry token it was queued with;
 * - with a second tenancy on the device: "Sign in again" started in the first, the person switching
 *   to the second (in another tab) before the domain sends them back — the return shows the first
 *   tenancy again, in every tab, and brings back its profile, not a second one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, PHONE, screenshot, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { readOutbox } from './support/chaos';
import {
  DOMAIN_NAME,
  firstUserName,
  openFromSearch,
  pickUserAtDomain,
  readProfiles,
  recordAnswers,
  runningInstance,
  sessionEndedBanner,
  startSignInConsole,
  stopWaitingForSignIn,
  tokenClaims,
  waitForRenewal,
  type SignInConsole,
} from './support/domainSignIn';
import { searchFor } from './support/phoneSearch';
import { addProfile, switcher, switchTenancy } from './support/tenancies';
import { Teardown } from './support/teardown';

const LONG = { timeout: 60_000 };
/** Each token lasts 8 s: the console renews it 2 s before it expires. */
const TOKEN_TTL_MS = 8_000;
const REGION = 'us-ashburn-1';
const BRAVO = 'ocid1.tenancy.oc1..aaaaaaaabravorenewal';

interface Applied {
  readonly items: readonly { operation: string; resourceId?: string; retryToken?: string }[];
  readonly byRetryToken: Readonly<Record<string, number>>;
}

describe('a session from the identity domain, renewed and ended', () => {
  let sign: SignInConsole;
  let session: Session;
  let user: string;
  const teardown = new Teardown();

  beforeAll(async () => {
    sign = await startSignInConsole({ tokenTtlMs: TOKEN_TTL_MS, timeScale: 0.05 });
    teardown.add(() => sign.close());
    user = firstUserName(sign.emulator);
    session = await openSession(PHONE);
    teardown.add(() => session.close());
  });

  afterAll(() => teardown.run());

  it('renews the token before it expires without the user noticing', async () => {
    const { page } = session;
    // Every answer of the cloud's search, with when it came.
    const searches = recordAnswers(
      session.context,
      (url, method) => url.includes('/resources') && method === 'POST',
    );

    await page.goto(sign.url);
    await waitForServiceWorkerControl(page);
    await page.getByTestId('settings-link').tap();
    await page.getByTestId('profiles-link').tap();
    await page.getByRole('button', { name: `Sign in with ${DOMAIN_NAME}` }).tap();
    await pickUserAtDomain(page, sign, user);

    const [profile] = await readProfiles(page);
    const first = profile?.sessionToken ?? '';
    expect(first.length).toBeGreaterThan(100);
    const firstExpiry = tokenClaims(first).exp * 1000;

    // Renewed before it expired: the stored token changes, the profile stays the same.
    await waitForRenewal(page, profile?.id ?? '', first, LONG.timeout);
    expect(Date.now()).toBeLessThan(firstExpiry);

    // Past the first token's expiry, a search is answered by the cloud, and nothing asks to sign in.
    await expect.poll(() => Date.now() > firstExpiry + 1000, LONG).toBe(true);
    await searchFor(page, 'prod');
    await expect.poll(() => page.getByTestId('search-result').count(), LONG).toBeGreaterThan(0);
    const answered = searches.filter((search) => search.at > firstExpiry);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((search) => search.status === 200)).toBe(true);
    expect(await page.getByTestId('session-ended').count()).toBe(0);
    await screenshot(page, 'sign-in-renewed');
  });

  it('says the session ended when renewal is refused, keeps a Stop waiting for sign-in, and sends it once after signing in again', async () => {
    const { page } = session;
    const emulator = sign.emulator;
    const instance = runningInstance(emulator, REGION);
    const { name } = instance;
    await fetch(`${emulator.url}/_emulator/applied`, { method: 'DELETE' });
    const [before] = await readProfiles(page);

    // The instance's page, from a search, while signed in.
    await openFromSearch(page, name);

    // The service ends the session: the next renewal is refused, and the console says so.
    expect((await fetch(`${emulator.url}/_emulator/sessions/end`, { method: 'POST' })).status).toBe(200);
    const banner = await sessionEndedBanner(page);
    await screenshot(page, 'sign-in-session-ended');

    // A Stop made now is kept on the device, waiting for sign-in, not failed.
    await stopWaitingForSignIn(page, name);
    // The page's own mark of the instance says it too, not "Pending change".
    const main = page.locator('main');
    await expect.poll(() => main.getByText('Waiting for sign-in', { exact: true }).count(), LONG).toBe(2);
    expect(await main.getByText('Pending change', { exact: true }).count()).toBe(0);
    await screenshot(page, 'sign-in-change-waiting');

    const [queued] = (await readOutbox(page)).filter((entry) => entry.operation === 'instanceAction');
    expect(queued).toMatchObject({ state: 'pending', resourceId: instance.id });

    // The outbox says the same, and the change was not applied.
    await page.getByTestId('outbox-badge').tap();
    const entryStatus = page.getByTestId('outbox-entry-status');
    await entryStatus.filter({ hasText: 'Waiting for sign-in' }).first().waitFor(LONG);
    const applied = async () =>
      ((await (await fetch(`${emulator.url}/_emulator/applied`)).json()) as Applied).items.filter(
        (item) => item.operation === 'instanceAction',
      );
    expect(await applied()).toEqual([]);

    // Signed out, a search still shows the kept copies, the instance marked waiting for sign-in.
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).tap();
    const box = page.getByRole('banner').locator('.search-box input');
    await box.fill(name);
    await box.press('Enter');
    const row = page.getByTestId('search-result').filter({ hasText: name }).first();
    await row.waitFor(LONG);
    await screenshot(page, 'sign-in-ended-search');
    await row.getByText('Waiting for sign-in', { exact: true }).waitFor(LONG);
    expect(await applied()).toEqual([]);

    // Sign in again: the same profile comes back with a new key, and the Stop lands once.
    await banner.getByRole('button', { name: 'Sign in again' }).tap();
    await pickUserAtDomain(page, sign, user);
    const after = await readProfiles(page);
    expect(after.map((p) => p.id)).toEqual([before?.id]);
    expect(after[0]?.fingerprint).not.toBe(before?.fingerprint);
    await expect.poll(async () => (await applied()).length, LONG).toBe(1);
    const [landed] = await applied();
    expect(landed).toMatchObject({ resourceId: instance.id, retryToken: queued?.retryToken });
    const report = (await (await fetch(`${emulator.url}/_emulator/applied`)).json()) as Applied;
    expect(report.byRetryToken[queued?.retryToken ?? '']).toBe(1);
    await expect
      .poll(async () => (await readOutbox(page)).find((entry) => entry.id === queued?.id)?.state, LONG)
      .toBe('done');
    expect(await page.getByTestId('session-ended').count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('brings the profile back in its own tenancy when the domain returns while another is shown', async () => {
    const { page, context } = session;
    const alpha = sign.emulator.state.tenancy.tenancyName;
    const [before] = await readProfiles(page);
    // A second tenancy on the device (an API key profile added opens it), then the first again.
    await addProfile(page, sign.url, 'Bravo', BRAVO);
    await switcher(page, 'Bravo').waitFor(LONG);
    await switchTenancy(page, 'Bravo', alpha);

    // The session ends; "Sign in again"; while the domain's page is open, another tab shows Bravo.
    expect((await fetch(`${sign.emulator.url}/_emulator/sessions/end`, { method: 'POST' })).status).toBe(200);
    await page.goto(sign.url);
    const banner = await sessionEndedBanner(page);
    await banner.getByRole('button', { name: 'Sign in again' }).tap();
    await page.waitForURL(
      (url) => url.href.startsWith(`${sign.emulator.url}/idcs/oauth2/v1/authorize`),
      LONG,
    );
    const other = await context.newPage();
    try {
      await other.goto(`${sign.url}/settings/profiles`);
      await switchTenancy(other, alpha, 'Bravo', [other]);

      // Back from the domain: the first tenancy is shown again, in both tabs, with its own profile
      // renewed (the same id and name, a new key), and no second profile beside it.
      await pickUserAtDomain(page, sign, user);
      await switcher(page, alpha).waitFor(LONG);
      await switcher(other, alpha).waitFor(LONG);
      const after = await readProfiles(page);
      expect(after.map((p) => [p.id, p.name])).toEqual([[before?.id, before?.name]]);
      expect(after[0]?.fingerprint).not.toBe(before?.fingerprint);
      expect(session.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
