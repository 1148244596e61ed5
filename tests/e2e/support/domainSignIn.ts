/**
 * A console whose server signs people in with the emulator's identity domain, the sign-in a
 * person makes there, and what they meet as the session lives and ends (a renewal, the banner, a
 * change waiting for sign-in): the tests of sign-in, renewal, its refusals and the deployed walk
 * share them.
 */
import { createServer } from 'node:net';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import type { EmulatorOptions } from '../../../emulator/options';
import { startStaticServer } from '../../../scripts/serve.mjs';
import { DIST } from './dist';
import { searchFor } from './phoneSearch';

export const CLIENT = { clientId: 'field-console-phone', clientSecret: 'a-secret-only-the-server-holds' };
export const DOMAIN_NAME = 'Example Corp';
const LONG = { timeout: 30_000 };

/** A free loopback port: the domain registers the console's redirect URI before it listens. */
export function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        done(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

export interface SignInConsole {
  readonly emulator: RunningEmulator;
  /** The console's address, the one its redirect URI is registered at. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The emulator (signatures required, its identity domain registering the console's redirect URI)
 * and the console's server configured for that domain, each on a free port; `server` adds options
 * of the server (its access log).
 */
export async function startSignInConsole(
  options: Partial<EmulatorOptions> = {},
  server: Readonly<Record<string, unknown>> = {},
): Promise<SignInConsole> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const emulator = await startEmulator({
    port: 0,
    timeScale: 0.02,
    requireSignature: true,
    ...options,
    identityDomain: { ...CLIENT, redirectUris: [`${url}/auth/callback`] },
  });
  try {
    const served = await startStaticServer({
      root: DIST,
      port,
      config: { endpoint: emulator.url, localeBase: `${emulator.url}/locales`, mode: 'emulator' },
      signIn: { issuer: `${emulator.url}/idcs`, ...CLIENT, name: DOMAIN_NAME },
      ...server,
    });
    return {
      emulator,
      url,
      async close() {
        await served.close();
        await emulator.close();
      },
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}

/** The name of the tenancy's first active user, the one a person picks on the domain's page. */
export function firstUserName(emulator: RunningEmulator): string {
  const user = emulator.state.tenancy.global.find(
    (e) => e.summary.resourceType === 'User' && e.summary.lifecycleState === 'ACTIVE',
  )?.summary;
  if (user?.displayName === undefined) throw new Error('The emulator has no active user');
  return user.displayName;
}

/** A running instance of the emulator's tenancy whose name no other instance has: one a person finds by name. */
export function runningInstance(emulator: RunningEmulator, region: string): { id: string; name: string } {
  const instances = (emulator.state.region(region)?.store.corpus() ?? []).filter(
    (summary) => summary.resourceType === 'Instance',
  );
  const named = (name: string | undefined) => instances.filter((other) => other.displayName === name).length;
  const found = instances.find(
    (summary) => summary.lifecycleState === 'RUNNING' && named(summary.displayName) === 1,
  );
  if (found?.displayName === undefined) throw new Error('The demo tenancy has no running instance');
  return { id: found.identifier, name: found.displayName };
}

/**
 * On the identity domain's page the sign-in led to: picks `user` and waits to be back in the
 * console, on the profiles screen, with the session current.
 */
export async function pickUserAtDomain(
  page: Page,
  sign: { readonly emulator: { readonly url: string }; readonly url: string },
  user: string,
): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(`${sign.emulator.url}/idcs/oauth2/v1/authorize`), LONG);
  await page.getByRole('button', { name: user }).tap();
  await page.waitForURL((url) => url.href === `${sign.url}/settings/profiles`, LONG);
  await page.getByTestId('session-status').and(page.locator('[data-state="current"]')).waitFor(LONG);
}

/** The profiles the page's IndexedDB holds, as stored (their tokens included). */
export function readProfiles(
  page: Page,
): Promise<{ id: string; name: string; sessionToken?: string; fingerprint?: string }[]> {
  return page.evaluate(async () => {
    const open = indexedDB.open('field-console');
    const db = await new Promise<IDBDatabase>((done, failed) => {
      open.onsuccess = () => {
        done(open.result);
      };
      open.onerror = () => {
        failed(open.error ?? new Error('Opening the console database failed.'));
      };
    });
    const read = db.transaction('profiles').objectStore('profiles').getAll();
    const rows = await new Promise<unknown[]>((done) => {
      read.onsuccess = () => {
        done(read.result as unknown[]);
      };
    });
    db.close();
    return rows.map((row) => {
      const { id, name, sessionToken, fingerprint } = row as Record<string, string | undefined>;
      return { id: id ?? '', name: name ?? '', sessionToken, fingerprint };
    });
  });
}

/** The claims of a session token (its payload, read without checking). */
export function tokenClaims(token: string): { exp: number; iat: number; jti: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp: number;
    iat: number;
    jti: string;
  };
}

/** Waits until the one session profile holds a token other than `token`: renewed, the same profile. */
export async function waitForRenewal(page: Page, id: string, token: string, timeout: number): Promise<void> {
  await expect
    .poll(async () => (await readProfiles(page)).map((p) => [p.id, p.sessionToken !== token]), { timeout })
    .toEqual([[id, true]]);
}

/** An answer the browser received, and when. */
export interface Answered {
  readonly url: string;
  readonly method: string;
  readonly status: number;
  readonly at: number;
}

/** Every answer to the browser (its pages and workers) that `keep` keeps, as it comes. */
export function recordAnswers(
  context: BrowserContext,
  keep: (url: string, method: string) => boolean,
): Answered[] {
  const answers: Answered[] = [];
  context.on('response', (response) => {
    const method = response.request().method();
    if (keep(response.url(), method))
      answers.push({ url: response.url(), method, status: response.status(), at: Date.now() });
  });
  return answers;
}

/**
 * The banner above every page once the session has ended, with its "Sign in again" (`timeout`:
 * how long the ending may take to be found, at most a token's renewal away).
 */
export async function sessionEndedBanner(page: Page, timeout = LONG.timeout): Promise<Locator> {
  const banner = page.getByTestId('session-ended');
  await banner.waitFor({ timeout });
  expect(await banner.textContent()).toContain('has ended');
  await banner.getByRole('button', { name: 'Sign in again' }).waitFor();
  return banner;
}

/** The instance `name` opened from a search's results, as a thumb opens it. */
export async function openFromSearch(page: Page, name: string): Promise<void> {
  await searchFor(page, name);
  await page.locator('main').getByRole('link', { name, exact: true }).first().tap();
  await page.getByRole('heading', { level: 1, name }).waitFor(LONG);
}

/**
 * On the instance's page while the session has ended: Stop, confirmed; the change is kept on the
 * device, and its status says it waits for sign-in (not failed, not merely pending).
 */
export async function stopWaitingForSignIn(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Actions', exact: true }).tap();
  await page.getByRole('menuitem', { name: /^Stop/ }).tap();
  const dialog = page.getByRole('alertdialog', { name: `Stop instance ${name}?` });
  await dialog.getByRole('button', { name: 'Stop', exact: true }).tap();
  await dialog.waitFor({ state: 'detached', ...LONG });
  const status = page.getByTestId('mutation-status');
  await expect.poll(() => status.getAttribute('data-phase'), LONG).toBe('waiting-for-sign-in');
  expect(await status.textContent()).toContain('Waiting for sign-in');
}
