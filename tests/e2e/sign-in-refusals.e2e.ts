/**
 * What sign-in with the identity domain refuses, seen from a phone's browser (the server and the
 * emulator's domain are the real ones, in this process):
 * - the client secret is in nothing the browser receives (bodies and headers of every answer);
 *   the session token is in no address the browser went to, no line of the server's access log
 *   and nothing the service worker cached;
 * - a redirect URI that is near the registered one but not it is refused on the domain's own
 *   page, and the browser never goes there;
 * - the sign-in pages (the server's /auth/ and the domain's) forbid framing, and a frame of them
 *   stays blank;
 * - a replayed `state` (the callback address opened again) and a swapped one (another browser's
 *   callback opened here) are refused in plain words, adding no profile.
 */
import { PassThrough } from 'node:stream';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, PHONE, screenshot, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import {
  CLIENT,
  DOMAIN_NAME,
  firstUserName,
  pickUserAtDomain,
  readProfiles,
  startSignInConsole,
  type SignInConsole,
} from './support/domainSignIn';
import { searchFor } from './support/phoneSearch';
import { signInAtDomain } from '../unit/emulator/identityDomainFlow';
import { Teardown } from './support/teardown';

const LONG = { timeout: 30_000 };
const AUTHORIZE = '/idcs/oauth2/v1/authorize';

interface Seen {
  readonly url: string;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Every answer the page receives, with its headers and (where it has one) its body. */
function recordAnswers(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('response', (response: Response) => {
    void (async () => {
      const headers = await response.allHeaders();
      const body = await response.text().catch(() => '');
      seen.push({ url: response.url(), status: response.status(), headers, body });
    })();
  });
  return seen;
}

/** Whether an answer forbids being framed: X-Frame-Options DENY or CSP frame-ancestors 'none'. */
function refusesFraming(headers: Record<string, string>): boolean {
  return (
    headers['x-frame-options']?.toUpperCase() === 'DENY' ||
    /frame-ancestors 'none'/.test(headers['content-security-policy'] ?? '')
  );
}

/** From the console's home page to the domain's sign-in page, as a person goes. */
async function goToDomainPage(page: Page, sign: SignInConsole): Promise<void> {
  await page.goto(sign.url);
  await page.getByTestId('settings-link').tap();
  await page.getByTestId('profiles-link').tap();
  await page.getByRole('button', { name: `Sign in with ${DOMAIN_NAME}` }).tap();
  await page.waitForURL((url) => url.href.startsWith(`${sign.emulator.url}${AUTHORIZE}`), LONG);
}

describe('what sign-in with the identity domain refuses', () => {
  let sign: SignInConsole;
  let session: Session;
  let user: string;
  const log: string[] = [];
  const teardown = new Teardown();

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n')));
    sign = await startSignInConsole({}, { log: true, logStream });
    teardown.add(() => sign.close());
    user = firstUserName(sign.emulator);
    session = await openSession(PHONE);
    teardown.add(() => session.close());
  });

  afterAll(() => teardown.run());

  it('keeps the client secret from the browser and the session token out of addresses, the log and the caches', async () => {
    const { page, context } = session;
    const addresses: string[] = [];
    context.on('request', (request) => addresses.push(request.url()));
    const seen = recordAnswers(page);

    await page.goto(sign.url);
    await waitForServiceWorkerControl(page);
    await goToDomainPage(page, sign);
    await pickUserAtDomain(page, sign, user);
    await searchFor(page, 'prod');
    await expect.poll(() => page.getByTestId('search-result').count(), LONG).toBeGreaterThan(0);

    const token = (await readProfiles(page))[0]?.sessionToken ?? '';
    expect(token.length).toBeGreaterThan(100);
    const signature = token.split('.')[2] ?? '';
    expect(signature.length).toBeGreaterThan(40);

    // The browser went through the start, the domain's page and the callback…
    expect(addresses.some((address) => address.startsWith(`${sign.url}/auth/start?key=`))).toBe(true);
    expect(addresses.some((address) => address.startsWith(`${sign.url}/auth/callback?code=`))).toBe(true);
    // …and no answer it received holds the client secret.
    await expect.poll(() => seen.some((answer) => answer.url.includes('/auth/callback')), LONG).toBe(true);
    expect(seen.length).toBeGreaterThan(5);
    for (const answer of seen) {
      expect(answer.body).not.toContain(CLIENT.clientSecret);
      expect(JSON.stringify(answer.headers)).not.toContain(CLIENT.clientSecret);
    }
    // The session token is in no address, no log line, and nothing the service worker keeps.
    for (const address of addresses) expect(address).not.toContain(signature);
    expect(log.some((line) => line.includes('/auth/callback'))).toBe(true);
    for (const line of log) expect(line).not.toContain(signature);
    const cached = await page.evaluate(async () => {
      const kept: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const answer = await cache.match(request);
          kept.push(`${request.url}\n${answer === undefined ? '' : await answer.clone().text()}`);
        }
      }
      return kept;
    });
    expect(cached.length).toBeGreaterThan(0);
    for (const entry of cached) expect(entry).not.toContain(signature);

    // The sign-in pages a browser got forbid framing: the start, the callback, the domain's page.
    const framed = (test: (url: URL) => boolean) =>
      seen.filter((answer) => test(new URL(answer.url)));
    const pages = [
      ...framed((url) => url.pathname === '/auth/start'),
      ...framed((url) => url.pathname === '/auth/callback'),
      // The domain's page itself; its form's answer is a redirect, which shows nothing to frame.
      ...framed((url) => url.pathname === AUTHORIZE).filter((answer) => answer.status === 200),
    ];
    expect(new Set(pages.map((answer) => new URL(answer.url).pathname)).size).toBe(3);
    for (const answer of pages) expect(refusesFraming(answer.headers), answer.url).toBe(true);
  });

  it('refuses a redirect URI that is near the registered one, on the domain’s own page', async () => {
    const other = await openSession(PHONE);
    try {
      const { page } = other;
      await goToDomainPage(page, sign);
      const authorize = new URL(page.url());
      const registered = authorize.searchParams.get('redirect_uri') ?? '';
      expect(registered).toBe(`${sign.url}/auth/callback`);
      const near = [
        `${registered}/`,
        `${registered}?next=1`,
        registered.replace('127.0.0.1', 'localhost'),
        registered.replace('http:', 'https:'),
      ];
      const visited: string[] = [];
      page.on('request', (request) => visited.push(request.url()));
      for (const redirect of near) {
        const address = new URL(authorize.href);
        address.searchParams.set('redirect_uri', redirect);
        const answer = await page.goto(address.href);
        expect(answer?.status()).toBe(400);
        await page.getByText('redirect_uri is not registered', { exact: false }).waitFor(LONG);
        expect(await page.getByRole('button', { name: user }).count()).toBe(0);
      }
      expect(visited.filter((address) => !address.startsWith(sign.emulator.url))).toEqual([]);
      await screenshot(page, 'sign-in-near-redirect');
    } finally {
      await other.close();
    }
  });

  it('keeps a frame of the sign-in pages blank', async () => {
    const other = await openSession(PHONE);
    try {
      const { page } = other;
      await goToDomainPage(page, sign);
      const authorize = page.url();
      const framedPages = [authorize, `${sign.url}/auth/callback`, `${sign.url}/auth/start?key=${'A'.repeat(43)}`];
      // A page of another origin (the emulator's own address, not the console's) frames them.
      await page.goto(`${sign.emulator.url}/_emulator/health`);
      await page.setContent(
        framedPages.map((src) => `<iframe src="${src}" width="300" height="300"></iframe>`).join(''),
        { waitUntil: 'load' },
      );
      const frames = page.frames().filter((frame) => frame !== page.mainFrame());
      expect(frames).toHaveLength(framedPages.length);
      for (const frame of frames) {
        const text = await frame
          .evaluate(() => document.body.innerText)
          .catch(() => '');
        expect(text).not.toContain(user);
        expect(text).not.toContain('Sign in');
        expect(await frame.getByRole('button').count().catch(() => 0)).toBe(0);
      }
    } finally {
      await other.close();
    }
  });

  it('refuses a replayed state and a swapped state in plain words, adding no profile', async () => {
    const { page } = session;
    await page.goto(sign.url);
    await page.getByTestId('menu-button').waitFor(LONG);
    const profiles = (await readProfiles(page)).length;

    // Replayed: a fresh sign-in's callback address, opened a second time.
    const callbacks: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${sign.url}/auth/callback?code=`)) callbacks.push(request.url());
    });
    await goToDomainPage(page, sign);
    await pickUserAtDomain(page, sign, user);
    expect(callbacks).toHaveLength(1);
    const signedIn = (await readProfiles(page)).length;
    expect(signedIn).toBe(profiles + 1);
    await page.goto(callbacks[0] ?? '');
    const refused = page.getByText('This sign-in was not started here', { exact: false });
    await refused.waitFor(LONG);
    await page.getByText('The sign-in did not complete').first().waitFor();
    expect((await readProfiles(page)).length).toBe(signedIn);

    // Swapped: another browser's callback, opened here during a sign-in of this browser's own.
    // The other browser's sign-in is finished at the domain outside any page (its form posted as
    // the page would), so nothing spends its code and state before they are opened here.
    const other = await openSession(PHONE);
    try {
      await goToDomainPage(other.page, sign);
      const theirs = (await signInAtDomain(new URL(other.page.url()))).href;
      expect(theirs).toContain('state=');

      await goToDomainPage(page, sign);
      await page.goto(theirs);
      await page.getByText('This sign-in was not started here', { exact: false }).waitFor(LONG);
      await screenshot(page, 'sign-in-swapped-state');
      expect((await readProfiles(page)).length).toBe(signedIn);
    } finally {
      await other.close();
    }
    expect(session.errors).toEqual([]);
  });
});
