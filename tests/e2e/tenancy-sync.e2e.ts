/**
 * "Make the tenancy available offline", as a field admin meets it on a phone: the home page offers
 * it once; Settings downloads the home region with a progress bar; the signal goes mid-download
 * and it pauses; the console is reopened offline and the progress is still there; the signal
 * comes back and the download goes on to the end, with every resource of the region on the
 * device, searchable offline. A resource deleted from OCI meanwhile is gone after "Sync now".
 *
 * It runs its own emulator; the search answers slowly (latency on /query/), as on one bar of signal.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openSession, screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';
import { searchAll } from './support/emulatorSearch';

const REGION = 'us-ashburn-1';

function regionRow(page: Page) {
  return page.getByTestId('sync-region').filter({ hasText: REGION });
}

/** The script addresses of the dedicated workers running in the browser. */
async function workerScripts(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    return targetInfos.filter((target) => target.type === 'worker').map((target) => target.url);
  } finally {
    await cdp.detach();
  }
}

async function figures(page: Page): Promise<string> {
  return (await page.getByTestId('sync-figures').textContent()) ?? '';
}

function resourcesIn(text: string): number {
  const match = /^([\d,.\s]+) resources/.exec(text);
  return match?.[1] === undefined ? -1 : Number(match[1].replace(/[^\d]/g, ''));
}

describe('the tenancy on this device', () => {
  let served: OwnConsole;
  let projectName: string;
  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 1, size: 12_000 });
    // A project someone created: downloaded with the rest, then deleted from OCI (the reset).
    const [project] = await searchAll(served.emulator.url, REGION, 'query devopsproject resources');
    const compartmentId = project?.compartmentId ?? '';
    projectName = `sync-doomed-${Date.now()}`;
    const created = await fetch(`${served.emulator.url}/devops/${REGION}/20210630/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: projectName,
        compartmentId,
        notificationConfig: { topicId: 'ocid1.onstopic.oc1..t' },
      }),
    });
    expect(created.ok).toBe(true);
    await fetch(`${served.emulator.url}/_emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 1200, paths: ['/query/'] }),
    });
  });
  afterAll(async () => {
    await served.close();
  });

  it('downloads with progress, pauses offline, resumes after a reload, prunes what is gone and takes a region more', async () => {
    const session = await openSession(PHONE);
    try {
      const { page, context } = session;
      await page.goto(served.url);
      // The console is installed: its service worker serves it without signal.
      await waitForServiceWorkerControl(page);
      const offer = page.getByRole('region', { name: 'Take the tenancy with you' });
      await offer.getByRole('link', { name: 'Set it up' }).click();
      const card = page.getByRole('region', { name: 'The tenancy on this device' });
      await card.getByRole('checkbox', { name: REGION }).waitFor();
      expect(await card.getByRole('checkbox', { name: REGION }).isChecked()).toBe(true);
      // The region is named as the region picker names it, not by its id alone.
      await card.getByRole('checkbox', { name: `US East (Ashburn) — ${REGION}` }).waitFor();
      await expect
        .poll(async () => (await card.getByTestId('sync-estimate').textContent()) ?? '')
        .toMatch(/This browser offers/);
      // OCI tells no total before the walk: what the device keeps is the least, never "about".
      expect(await card.getByTestId('sync-estimate').textContent()).toMatch(
        /^(At least [\d,]+ resources?, .* Each 1,000 more take about|About .* for every 1,000 resources\.)/,
      );
      await card.getByRole('button', { name: 'Download' }).click();

      // The first page is in; the signal goes while the next ones are on their way.
      await expect.poll(async () => resourcesIn(await figures(page)), { timeout: 60_000 }).toBeGreaterThan(0);
      await context.setOffline(true);
      await expect
        .poll(() => regionRow(page).getAttribute('data-status'), { timeout: 60_000 })
        .toBe('paused');
      await regionRow(page).getByText('Paused — offline').waitFor();
      const before = resourcesIn(await figures(page));
      expect(before).toBeGreaterThan(0);

      // Closed and reopened without signal: where it stood is still there.
      await page.reload();
      await regionRow(page).getByText('Paused — offline').waitFor();
      expect(resourcesIn(await figures(page))).toBe(before);
      await screenshot(page, 'tenancy-sync-paused-offline');

      await context.setOffline(false);
      await expect.poll(() => regionRow(page).getAttribute('data-status'), { timeout: 120_000 }).toBe('done');
      const total = (await searchAll(served.emulator.url, REGION, 'query all resources')).length;
      expect(resourcesIn(await figures(page))).toBe(total);
      await regionRow(page).getByText('Synced').first().waitFor();
      // The pages were stored by the page writer, the worker the console's worker starts for them.
      expect(await workerScripts(session.browser)).toContainEqual(expect.stringMatching(/pageWriterWorker/));

      // Offline, the doomed project is found by name from the device.
      await context.setOffline(true);
      await page.goto(`${served.url}/search?q=${encodeURIComponent(projectName)}`);
      await page.getByRole('link', { name: projectName }).first().waitFor({ timeout: 30_000 });
      await context.setOffline(false);

      // Deleted from OCI (the emulator back to its seed); Sync now removes it from the device.
      await fetch(`${served.emulator.url}/_emulator/reset`, { method: 'POST' });
      await fetch(`${served.emulator.url}/_emulator/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ latencyMs: 200, paths: ['/query/'] }),
      });
      await page.goto(`${served.url}/settings`);
      await card.getByRole('button', { name: 'Sync now' }).click();
      await card.getByText('1 resource gone from OCI removed.').waitFor({ timeout: 120_000 });
      await context.setOffline(true);
      await page.goto(`${served.url}/search?q=${encodeURIComponent(projectName)}`);
      await page.getByTestId('search-status').waitFor();
      await expect.poll(() => page.getByRole('link', { name: projectName }).count()).toBe(0);

      // A region more, later: the form comes back with what is kept, and the new plan downloads.
      await context.setOffline(false);
      await fetch(`${served.emulator.url}/_emulator/faults`, { method: 'DELETE' });
      await page.goto(`${served.url}/settings`);
      await card.getByRole('button', { name: 'Change regions or compartment' }).click();
      const kept = card.getByRole('checkbox', { name: `US East (Ashburn) — ${REGION}` });
      expect(await kept.isChecked()).toBe(true);
      const another = card.getByRole('checkbox').and(card.locator(':not(:checked)')).first();
      await another.waitFor();
      await another.check({ force: true });
      await card.getByRole('button', { name: 'Download' }).click();
      await expect.poll(() => page.getByTestId('sync-region').count(), { timeout: 30_000 }).toBe(2);
      await expect
        .poll(
          async () =>
            (
              await page
                .getByTestId('sync-region')
                .evaluateAll((rows) => rows.map((row) => row.dataset.status))
            ).join(','),
          { timeout: 120_000 },
        )
        .toBe('done,done');
      expect(await page.getByTestId('sync-region').first().innerText()).toContain(REGION);
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
