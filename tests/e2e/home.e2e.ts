/**
 * The home page's "What needs you", as a field admin meets it on a phone: a fresh profile opens
 * the console online, and the home page lists what the demo tenancy has waiting — a deployment at
 * its approval stage, failed build runs, resources in a failing state, each region's data age.
 * Then the network goes, the console is reopened from the service worker, and the same list is
 * answered from the device; the deployment is approved from its card (queued in the outbox), and
 * when the network returns the approval lands once.
 *
 * It runs its own emulator and console (its applied log is this test's alone).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openSession, screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';

interface Applied {
  readonly items: readonly { operation: string; resourceId?: string; retryToken?: string }[];
}

function badgeLabel(page: Page): Promise<string | null> {
  return page.getByTestId('outbox-badge').getAttribute('aria-label');
}

/** The notifications the service worker shows now (as the page's registration lists them). */
function shownTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return ((await registration?.getNotifications()) ?? []).map((n) => n.tag);
  });
}

function approvalCard(page: Page) {
  return page.getByRole('region', { name: /^Waiting for approval/ });
}

describe('the home page says what needs you', () => {
  let served: OwnConsole;
  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 0.05 });
  });
  afterAll(async () => {
    await served.close();
  });

  it('lists what waits, answers offline, and approves from the card once', async () => {
    const session = await openSession(PHONE);
    try {
      const { page, context } = session;
      await context.grantPermissions(['notifications'], { origin: served.url });
      await page.goto(served.url);
      await page.getByRole('heading', { name: 'What needs you' }).waitFor();

      // Online, the page renews what it reads: the seeded deployment waiting at its approval stage.
      const card = approvalCard(page);
      await card.waitFor({ timeout: 60_000 });
      const item = card.getByTestId('needs-approval').first();
      const deploymentLink = item.getByRole('link').first();
      const deploymentName = (await deploymentLink.textContent()) ?? '';
      expect(deploymentName).not.toBe('');
      const href = (await deploymentLink.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/devops-deployment\/projects\/[^/]+\/pipelines\/[^/]+\/deployments\/ocid1\./);
      const deploymentId = decodeURIComponent(href.split('/').pop() ?? '');
      await expect
        .poll(() => page.getByTestId('needs-failing').count(), { timeout: 60_000 })
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('region-age').count()).toBeGreaterThan(0);
      // Nothing on it is wider than the phone (a chart's hidden data table once widened the page).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect.poll(() => page.getByRole('region', { name: /^Failed/ }).count()).toBeGreaterThan(0);

      // The console is installed (its service worker serves it offline); the phone loses signal.
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.reload();
      await approvalCard(page).waitFor();
      const offlineItem = approvalCard(page)
        .getByTestId('needs-approval')
        .filter({ has: page.getByRole('link', { name: deploymentName, exact: true }) });
      await offlineItem.waitFor();
      expect(await page.getByTestId('needs-failing').count()).toBeGreaterThan(0);

      // Told when it has finished, then approved: both from the card, without signal.
      const notify = offlineItem.getByRole('button', { name: 'Notify me' });
      await notify.click();
      await expect.poll(() => notify.getAttribute('aria-pressed')).toBe('true');
      await offlineItem.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await offlineItem.getByText('Approval pending in the outbox').waitFor();
      await expect.poll(() => badgeLabel(page)).toBe('Outbox, 1 pending change');
      await screenshot(page, 'home-approval-queued-offline');

      await context.setOffline(false);
      await expect.poll(() => badgeLabel(page), { timeout: 60_000 }).toBe('Outbox, no pending changes');
      const applied = (await (await fetch(`${served.emulator.url}/_emulator/applied`)).json()) as Applied;
      const approvals = applied.items.filter(
        (entry) => entry.operation === 'approveDeployment' && entry.resourceId === deploymentId,
      );
      expect(approvals).toHaveLength(1);
      // The deployment runs to its end, and the service worker says so.
      await expect
        .poll(() => shownTags(page), { timeout: 90_000, interval: 500 })
        .toContain(`field-console-watch:${deploymentId}:SUCCEEDED`);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
