/**
 * The site's data cleared under an open tab (the browser's "Clear site data", as DevTools and
 * the browser's settings do it: IndexedDB, OPFS, caches and the service worker at once) while two
 * changes wait to be sent. The issue: the changes vanished and the tab said "signed out in
 * another tab". Now the tab tells what happened, lists the changes it brought back from its
 * memory, stays usable, and each change reaches the cloud once when the network allows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openSession, screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import {
  Emulator,
  mutateInPage,
  readOutbox,
  startOwnConsole,
  waitForTestHooks,
  type OwnConsole,
} from './support/chaos';

describe('site data cleared under an open tab', () => {
  let served: OwnConsole;
  let emulator: Emulator;

  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 0.02, testHooks: true });
    emulator = new Emulator(served.emulator.url);
  });

  afterAll(async () => {
    await served.close();
  });

  it('tells the user, restores the queued changes, and sends each once', async () => {
    const session = await openSession(PHONE);
    try {
      const { page, context } = session;
      await page.goto(`${served.url}/outbox`);
      await waitForServiceWorkerControl(page);
      await waitForTestHooks(page);
      const compartmentId = await emulator.tenancyId();
      const run = Date.now().toString(36);
      const names = [`cleared-a-${run}`, `cleared-b-${run}`];
      // DevOps does not answer for now: the changes wait in the outbox.
      await emulator.setFaults({ dropRate: 1, paths: ['/devops/'] });
      const queued = await mutateInPage(
        page,
        names.map((name) => ({
          operation: 'createProject' as const,
          params: {
            createProjectDetails: {
              name,
              compartmentId,
              notificationConfig: { topicId: 'ocid1.onstopic.oc1..t' },
            },
          },
          summary: `Create project ${name}`,
        })),
      );
      expect(queued.every((result) => result.ok)).toBe(true);
      const tokens = (await readOutbox(page)).map((entry) => entry.retryToken ?? '');
      expect(tokens).toHaveLength(2);
      for (const name of names) await page.getByRole('heading', { name: `Create project ${name}` }).waitFor();

      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(served.url).origin,
        storageTypes: 'all',
      });

      const notice = page.getByTestId('storage-wipe');
      // Which store Chromium clears first decides which of the two it is seen as: either is told.
      await notice
        .getByText(
          /^(This site's data was cleared while the console was open\.|The browser deleted the console's database)/,
        )
        .waitFor({ timeout: 30_000 });
      await notice.getByText('2 queued changes were restored and will be sent once:').waitFor();
      for (const name of names) await notice.getByText(`Create project ${name}`).waitFor();
      expect(await page.getByText('You were signed out in another tab').count()).toBe(0);
      // The outbox shows them again, waiting.
      for (const name of names) await page.getByRole('heading', { name: `Create project ${name}` }).waitFor();
      await screenshot(page, 'site-data-cleared');

      // The network allows: each lands once.
      await emulator.clearFaults();
      await context.setOffline(true);
      await context.setOffline(false);
      await expect
        .poll(
          async () => {
            const applied = await emulator.applied();
            return tokens.every((token) => (applied.byRetryToken[token] ?? 0) >= 1);
          },
          { timeout: 90_000 },
        )
        .toBe(true);
      const applied = await emulator.applied();
      expect(tokens.map((token) => applied.byRetryToken[token])).toEqual([1, 1]);

      // Still usable: the notice goes when dismissed, and the console moves on.
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.getByTestId('settings-link').click();
      await page.getByTestId('settings').waitFor({ timeout: 30_000 });
    } finally {
      await emulator.clearFaults();
      await session.close();
    }
  });
});
