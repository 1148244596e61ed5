/**
 * "Notify me", as a new user meets it: a deployment stopped at its approval stage, notifications
 * allowed for the site, Notify me pressed, the deployment approved — and when it has succeeded,
 * the service worker shows one notification for it (read back with getNotifications), whose
 * data opens the deployment's page. Settings, reached by its link, lists the watch as finished.
 *
 * It runs its own emulator and console, like the approval tests.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';
import { DevopsPage, findPipelines, type Pipelines } from './support/devops';

interface ShownNotification {
  readonly title: string;
  readonly body: string;
  readonly tag: string;
  readonly data: unknown;
}

/** The notifications the service worker shows now (as the page's registration lists them). */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });
}

describe('notify me', () => {
  let served: OwnConsole;
  let pipelines: Pipelines;
  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 0.05 });
    pipelines = await findPipelines(served.emulator.url);
  });
  afterAll(async () => {
    await served.close();
  });

  it('tells, through the service worker, when a watched deployment succeeds', async () => {
    const session = await openSession();
    try {
      const { page, context } = session;
      await context.grantPermissions(['notifications'], { origin: served.url });
      const devops = new DevopsPage(page, served.url);
      await devops.startDeployment(pipelines.projectId, pipelines.deployPipelineId);
      await devops.waitForStatus('waitingForApproval');
      await waitForServiceWorkerControl(page);
      await devops.waitForStatus('waitingForApproval');
      const deploymentId = decodeURIComponent(page.url().split('/').pop() ?? '');
      const deploymentPath = new URL(page.url()).pathname;
      const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      expect(name).not.toBe('');

      const toggle = page.getByRole('button', { name: 'Notify me' });
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByText('You will be notified when').isVisible()).toBe(true);
      // Already waiting for approval when the watch began: nothing to tell yet.
      expect(await shownNotifications(page)).toEqual([]);

      await devops.decide('Approve');
      await devops.waitForLifecycle('SUCCEEDED');
      await expect.poll(() => shownNotifications(page), { timeout: 45_000, interval: 250 }).toHaveLength(1);
      const [shown] = await shownNotifications(page);
      expect(shown).toEqual({
        title: `${name} succeeded`,
        body: 'Deployment · tap to open',
        tag: `field-console-watch:${deploymentId}:SUCCEEDED`,
        data: { path: deploymentPath },
      });
      await screenshot(page, 'watches-succeeded');

      await page.getByTestId('settings-link').click();
      const list = page.getByTestId('watch-list');
      await list.waitFor();
      const item = list.getByRole('listitem');
      await expect.poll(() => item.count()).toBe(1);
      await expect.poll(() => item.getByRole('link', { name }).getAttribute('href')).toBe(deploymentPath);
      await expect.poll(() => item.textContent()).toContain('Finished');
      expect(await item.textContent()).toContain('Deployment');
      await item.getByRole('button', { name: `Stop watching ${name}` }).click();
      await expect.poll(() => page.getByText('You are not watching anything.').isVisible()).toBe(true);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
