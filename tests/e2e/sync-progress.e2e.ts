/**
 * The tenancy download's progress as a new user reads it on a 390 px phone (issue 36, from a
 * field walk): "Set it up" on home opens Settings at the download, not at its top; the first
 * download's bar says how far it has come (it has no total to measure against); the figures
 * count in the singular where there is one; a finished download offers no Pause; and a "Sync
 * now" after a complete download says the time left waits for its first page, not for a first
 * complete download, with the last complete one's age beside "Downloading", not "Synced".
 *
 * It runs its own emulator; the search answers slowly (latency on /query/), as on one bar of
 * signal, so each page of the download can be seen arriving.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openSession, screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';

const REGION = 'us-ashburn-1';

async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

describe("the tenancy download's progress", () => {
  let served: OwnConsole;
  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 1 });
    await fetch(`${served.emulator.url}/_emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Long enough that a page is stored (the first one's room check writes a probe) before the
      // next arrives: the download writes each page right behind the last, so one page's count
      // shows only while the next is on its way.
      body: JSON.stringify({ latencyMs: 10_000, paths: ['/query/'] }),
    });
  });
  afterAll(async () => {
    await served.close();
  });

  it('opens at the download and words each stage of it', { timeout: 300_000 }, async () => {
    const session = await openSession(PHONE);
    try {
      const { page } = session;
      await page.goto(served.url);
      await waitForServiceWorkerControl(page);
      await page.goto(served.url);
      const offer = page.getByRole('region', { name: 'Take the tenancy with you' });
      await offer.getByRole('link', { name: 'Set it up' }).click();

      // Settings opens at the download's card, below the header that stays on screen, not at its top.
      const card = page.getByRole('region', { name: 'The tenancy on this device' });
      await card.getByRole('button', { name: 'Download' }).waitFor();
      await expect
        .poll(async () => {
          const header = await page.getByRole('banner').boundingBox();
          const box = await card.boundingBox();
          return header !== null && box !== null && box.y >= header.y + header.height && box.y < 200;
        })
        .toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await card.evaluate((section) => section === document.activeElement)).toBe(true);
      await screenshot(page, 'sync-progress-set-up');

      await card.getByRole('button', { name: 'Download' }).click();
      const bar = card.getByRole('progressbar', { name: 'Download' });
      const figures = card.getByTestId('sync-figures');
      // The first page: one page, one region, and the bar says how far it has come.
      await expect
        .poll(() => text(figures), { timeout: 60_000 })
        .toMatch(/ resources · 1 page · 0 of 1 region\./);
      expect(await text(figures)).toContain('Time left is known after the first complete download.');
      expect(await text(bar.locator('.ui-progress__value'))).toMatch(/^[\d,]+ resources so far$/);
      await card.getByRole('button', { name: 'Pause' }).waitFor();
      await screenshot(page, 'sync-progress-first-pass');

      // Done: synced with its age, and nothing to pause.
      const row = card.getByTestId('sync-region').filter({ hasText: REGION });
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 120_000 }).toBe('done');
      await row.getByText('Synced', { exact: true }).waitFor();
      expect(await text(row)).toMatch(/Synced\s*as of /);
      expect(await text(figures)).toMatch(/ pages · 1 of 1 region\.$/);
      expect(await card.getByRole('button', { name: 'Pause' }).count()).toBe(0);
      await card.getByRole('button', { name: 'Sync now' }).waitFor();
      await screenshot(page, 'sync-progress-done');

      // Again: its total is known, so the time left waits only for the pass's first page, and the
      // row says how old the last complete download is beside "Downloading".
      await card.getByRole('button', { name: 'Sync now' }).click();
      await expect
        .poll(() => text(figures), { timeout: 30_000 })
        .toContain('Time left is known after the first page.');
      expect(await text(figures)).not.toContain('first complete download');
      await expect
        .poll(() => text(row), { timeout: 30_000 })
        .toMatch(/^.*Downloading\s*Last complete download as of /);
      expect(await text(row)).not.toMatch(/Synced/);
      await card.getByRole('button', { name: 'Pause' }).waitFor();
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 120_000 }).toBe('done');
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
