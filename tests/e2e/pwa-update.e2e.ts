/**
 * Deploys, as a user's phone sees them: a tab opened on build A stays whole on build A (its lazy
 * chunks from A's precache) after the server moves to build B, is offered B, and runs B after
 * "Reload", with no failed request on the way. Then the two ways to take a service worker back.
 */
import { copyFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser';
import { Teardown } from './support/teardown';
import {
  buildConsole,
  openPwaSession,
  precacheEntries,
  startDeployServer,
  temporaryBuildDirs,
  waitForServiceWorkerControl,
  type BuildDirs,
  type DeployServer,
  type PwaSession,
} from './support/builds';

const UPDATE_OFFER = 'A new version of Field Console is ready.';
const LOSE_INPUT = 'A new version is ready. Reload now and lose what you typed?';

describe('updating an installed console', () => {
  let dirs: BuildDirs;
  let server: DeployServer;
  // None until the first test opens the console.
  let session: PwaSession | undefined;
  const teardown = new Teardown();
  let config: Record<string, unknown>;
  let distA: string;

  beforeAll(async () => {
    dirs = temporaryBuildDirs();
    teardown.add(() => {
      dirs.remove();
    });
    distA = dirs.dir('a');
    await buildConsole(distA, 'pwa-a');
    await buildConsole(dirs.dir('b'), 'pwa-b');
    // Build A with the kill switch deployed as its sw.js, as docs/OFFLINE.md tells.
    cpSync(distA, dirs.dir('kill'), { recursive: true });
    copyFileSync('public/sw-kill-switch.js', join(dirs.dir('kill'), 'sw.js'));
    const emulator = inject('emulatorUrl');
    config = { endpoint: emulator, localeBase: `${emulator}/locales`, mode: 'emulator' };
    server = await startDeployServer({ a: distA, b: dirs.dir('b'), kill: dirs.dir('kill') }, config);
    teardown.add(() => server.close());
  });

  afterAll(async () => {
    await session?.close();
    await teardown.run();
  });

  async function openOn(build: string): Promise<PwaSession> {
    await session?.close();
    server.setConfig(config);
    server.deploy(build);
    session = await openPwaSession(server.url);
    // The settings screen shows the build (BuildId), and is a lazily loaded chunk itself.
    await session.page.goto(`${server.url}/settings`);
    await waitForServiceWorkerControl(session.page);
    return session;
  }

  /** Fetches every hashed asset of build A from the page: what its service worker serves. */
  async function assetsOfA(
    page: PwaSession['page'],
  ): Promise<{ path: string; same: boolean; status: number }[]> {
    const paths = precacheEntries(distA).filter((path) => path.startsWith('assets/'));
    expect(paths.some((path) => /registerServiceWorker-.*\.js$/.test(path))).toBe(true);
    const answers = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map(async (url) => {
            const answer = await fetch(`/${url}`);
            return { path: url, status: answer.status, text: await answer.text() };
          }),
        ),
      paths,
    );
    return answers.map(({ path, status, text }) => ({
      path,
      status,
      same: text === readFileSync(join(distA, path), 'utf8'),
    }));
  }

  it('keeps an open tab on its own build, offers the new one, and switches on Reload', async () => {
    const current = await openOn('a');
    const { page } = current;
    await expect.poll(() => page.getByTestId('build-id').textContent()).toBe('pwa-a');

    server.deploy('b');
    // A's entry chunk is gone from the server: only A's precache can still serve it.
    const entryOfA = precacheEntries(distA).filter((path) => /^assets\/index-.*\.js$/.test(path));
    expect(entryOfA).toHaveLength(1);
    expect(entryOfA.filter((path) => existsSync(join(dirs.dir('b'), path)))).toEqual([]);
    // Every chunk of A, the lazily loaded ones included, still comes whole from A's precache.
    for (const asset of await assetsOfA(page))
      expect(asset, asset.path).toMatchObject({ status: 200, same: true });

    // Coming back to the tab checks for a new version.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByTestId('update-prompt');
    await expect.poll(() => prompt.textContent(), { timeout: 30_000 }).toContain(UPDATE_OFFER);
    expect(await page.getByRole('status').filter({ hasText: UPDATE_OFFER }).count()).toBe(1);
    await screenshot(page, 'update-offered');

    // While B waits, the tab still runs A, whole.
    expect(await page.getByTestId('build-id').textContent()).toBe('pwa-a');
    for (const asset of await assetsOfA(page))
      expect(asset, asset.path).toMatchObject({ status: 200, same: true });

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByTestId('build-id').textContent(), { timeout: 30_000 }).toBe('pwa-b');
    expect(await prompt.textContent()).toBe('');
    expect(current.errors).toEqual([]);
    expect(current.failedRequests).toEqual([]);
    expect(server.failures).toEqual([]);
  });

  it('a tab holding typed text asks before it takes the version another tab accepted; a tab without reloads', async () => {
    const current = await openOn('a');
    const { page, context } = current;
    // Two more tabs of the same console: one with a form half filled in, one with nothing typed.
    const typing = await context.newPage();
    await typing.goto(`${server.url}/settings/profiles`);
    const idle = await context.newPage();
    await idle.goto(`${server.url}/settings`);
    await expect.poll(() => idle.getByTestId('build-id').textContent()).toBe('pwa-a');
    for (const tab of [typing, idle]) await tab.getByTestId('update-prompt').waitFor({ state: 'attached' });
    const name = typing.getByRole('textbox', { name: 'Name' });
    await name.fill('DEFAULT-field');
    // A mark on the typing tab's document: a reload would drop it.
    const sameDocument = () => typing.evaluate(() => document.documentElement.dataset.sameDocument === 'yes');
    await typing.evaluate(() => {
      document.documentElement.dataset.sameDocument = 'yes';
    });

    server.deploy('b');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByTestId('update-prompt');
    await expect.poll(() => prompt.textContent(), { timeout: 30_000 }).toContain(UPDATE_OFFER);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByTestId('build-id').textContent(), { timeout: 30_000 }).toBe('pwa-b');
    // The tab with nothing typed follows, as before.
    await expect.poll(() => idle.getByTestId('build-id').textContent(), { timeout: 30_000 }).toBe('pwa-b');

    // The tab with typed text asks, and keeps its text and its build until the user chooses.
    const asking = typing.getByTestId('update-prompt');
    await expect.poll(() => asking.textContent(), { timeout: 30_000 }).toContain(LOSE_INPUT);
    expect(await sameDocument()).toBe(true);
    expect(await name.inputValue()).toBe('DEFAULT-field');
    await screenshot(typing, 'update-asks-before-losing-input');
    await typing.getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => asking.textContent()).toBe('');
    expect(await name.inputValue()).toBe('DEFAULT-field');
    expect(await sameDocument()).toBe(true);

    // Back to the tab later, it asks again; this time the user reloads.
    await typing.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => asking.textContent(), { timeout: 30_000 }).toContain(LOSE_INPUT);
    await typing.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(sameDocument, { timeout: 30_000 }).toBe(false);
    await typing.goto(`${server.url}/settings`);
    await expect.poll(() => typing.getByTestId('build-id').textContent(), { timeout: 30_000 }).toBe('pwa-b');
    expect(current.errors).toEqual([]);
    expect(server.failures).toEqual([]);
  });

  it('"Later" closes the offer and keeps the running build', async () => {
    const current = await openOn('a');
    const { page } = current;
    server.deploy('b');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByTestId('update-prompt');
    await expect.poll(() => prompt.textContent(), { timeout: 30_000 }).toContain(UPDATE_OFFER);
    await page.getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => prompt.textContent()).toBe('');
    expect(await page.getByTestId('build-id').textContent()).toBe('pwa-a');
    expect(current.errors).toEqual([]);
  });

  it('the runtime switch: "serviceWorker": false in the configuration unregisters it and drops its caches', async () => {
    const current = await openOn('a');
    const { page } = current;
    server.setConfig({ ...config, serviceWorker: false });
    await page.reload();
    // The page reads the switch once it is idle after its first paint: on a busy machine, later.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
        timeout: 30_000,
      })
      .toBe(0);
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 30_000 }).toEqual([]);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect.poll(() => page.getByTestId('build-id').textContent()).toBe('pwa-a');
    expect(current.errors).toEqual([]);
  });

  it('the kill switch deployed as sw.js heals a client: no service worker, no caches, the page from the network', async () => {
    const current = await openOn('a');
    const { page } = current;
    expect((await page.evaluate(() => caches.keys())).length).toBeGreaterThan(0);
    server.deploy('kill');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // The kill switch reloads the tab itself; afterwards nothing controls it.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller === null), { timeout: 30_000 })
      .toBe(true);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
        timeout: 30_000,
      })
      .toBe(0);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
    await expect.poll(() => page.getByTestId('build-id').textContent()).toBe('pwa-a');
    expect(current.errors).toEqual([]);
  });
});
