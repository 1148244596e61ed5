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
import { approveElsewhere, DevopsPage, findPipelines, type Pipelines } from './support/devops';

const DEVOPS = '/devops/us-ashburn-1/20210630';

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

async function lifecycleAt(emulatorUrl: string, deploymentId: string): Promise<string | undefined> {
  const got = await fetch(`${emulatorUrl}${DEVOPS}/deployments/${deploymentId}`);
  return ((await got.json()) as { lifecycleState?: string }).lifecycleState;
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
        // The name isolated (FSI … PDI), so nothing in it can turn the sentence around.
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

  it('says so when notifications are not allowed, and watches nothing', async () => {
    const session = await openSession();
    try {
      const { page } = session;
      const devops = new DevopsPage(page, served.url);
      await devops.startDeployment(pipelines.projectId, pipelines.deployPipelineId);
      await waitForServiceWorkerControl(page);
      await devops.waitForStatus('waitingForApproval');
      // A fresh profile has not allowed notifications; nothing asked before the press.
      expect(await page.evaluate(() => Notification.permission)).not.toBe('granted');
      const toggle = page.getByRole('button', { name: 'Notify me' });
      await toggle.click();
      const alert = page.getByRole('alert').filter({ hasText: 'Notifications are blocked for this site' });
      await alert.waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await page.getByTestId('settings-link').click();
      await page.getByText('You are not watching anything.').waitFor();
    } finally {
      await session.close();
    }
  });

  it('tells, with the console closed, from the service worker’s periodic check', async () => {
    const session = await openSession();
    try {
      const { page, context } = session;
      await context.grantPermissions(['notifications'], { origin: served.url });
      const devops = new DevopsPage(page, served.url);
      await devops.startDeployment(pipelines.projectId, pipelines.deployPipelineId);
      await waitForServiceWorkerControl(page);
      await devops.waitForStatus('waitingForApproval');
      const deploymentId = decodeURIComponent(page.url().split('/').pop() ?? '');
      const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      const toggle = page.getByRole('button', { name: 'Notify me' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');

      // The console is closed; meanwhile someone approves and the deployment succeeds.
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      const registrations: string[] = [];
      cdp.on(
        'ServiceWorker.workerRegistrationUpdated',
        (event: { registrations: { registrationId: string; scopeURL: string }[] }) => {
          for (const registration of event.registrations)
            if (registration.scopeURL.startsWith(served.url)) registrations.push(registration.registrationId);
        },
      );
      // Closing the console ends its worker, and with it the worker's hold on the watch loop.
      const consoleWorkers = page.workers();
      expect(consoleWorkers.length).toBeGreaterThan(0);
      const ended = Promise.all(
        consoleWorkers.map((worker) => new Promise((done) => worker.once('close', done))),
      );
      await page.goto('about:blank');
      await ended;
      await approveElsewhere(served.emulator.url, deploymentId);
      await expect
        .poll(() => lifecycleAt(served.emulator.url, deploymentId), { timeout: 60_000 })
        .toBe('SUCCEEDED');
      await expect.poll(() => registrations.length).toBeGreaterThan(0);

      // Read back from a same-origin page that is not the console (no worker, no loop of its own).
      await page.goto(`${served.url}/icons/icon.svg`);
      // What the browser does for an installed console now and then: a periodic sync event. A
      // check may find the closed console's hold on the watch loop not yet let go, and leave the
      // watch to the console; the browser's next event then finds it, as it does here.
      const periodicSync = () =>
        cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
          origin: served.url,
          registrationId: registrations[0] ?? '',
          tag: 'field-console-watches',
          lastChance: false,
        } as never);
      await expect
        .poll(
          async () => {
            await periodicSync();
            return (await shownNotifications(page)).map((shown) => shown.title);
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toEqual([`\u2068${name}\u2069 succeeded`]);
    } finally {
      await session.close();
    }
  });
});
