/**
 * Service health on a 390 px phone (issue 33, point 4): a fresh console shows the header's badge
 * for the tenancy's unread action-required announcement; the menu's Observability & Management ›
 * Service health lists every announcement newest first (the emulator answers them over two
 * pages), the unread marked; one opens with its
 * affected resources linked. With no signal the list opens again from the device with its age,
 * and "Mark as read" clears the badge at once; back online the mark lands exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenancyAnnouncements } from '../../emulator/data/oncall/announcements';
import { ANNOUNCEMENTS_PAGE } from '../../emulator/handlers/announcements';
import { PHONE, openSession, screenshot, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';
import { openFromArea } from './support/consoleSession';

const LONG = { timeout: 30_000 };

interface Applied {
  items: { operation: string; resourceId?: string }[];
}

describe('service health', () => {
  let served: OwnConsole;
  let session: Session;

  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 1 });
    session = await openSession(PHONE);
  });
  afterAll(async () => {
    await session.close();
    await served.close();
  });

  it('badges an unread action required, lists announcements offline with their age, and clears when read', async () => {
    const { page, context } = session;
    await page.goto(served.url);
    await waitForServiceWorkerControl(page);
    const badge = page.getByRole('link', { name: 'Service health: 1 unread announcement requires action' });
    await badge.waitFor(LONG);

    // The menu's way there.
    await openFromArea(page, 'observability', 'Service health');
    await page.getByRole('heading', { level: 1, name: 'Service health' }).waitFor(LONG);
    const list = page.getByRole('list', { name: 'Announcements, newest first' });
    const items = list.getByTestId('announcement');
    const state = served.emulator.state;
    const all = tenancyAnnouncements(
      state.tenancy.tenancyId,
      state.seededRegions,
      (region) => state.region(region),
      state.clock.now(),
    );
    // More than one page of them, and every one listed.
    expect(all.length).toBeGreaterThan(ANNOUNCEMENTS_PAGE);
    await expect.poll(() => items.count(), LONG).toBe(all.length);
    // Newest first: the action required published hours ago leads, marked unread.
    const first = items.first();
    await first.getByText('Action required', { exact: true }).waitFor(LONG);
    await first.getByText('Unread', { exact: true }).waitFor(LONG);
    await list.getByText('Incident', { exact: true }).first().waitFor(LONG);
    await list.getByText('Maintenance', { exact: true }).first().waitFor(LONG);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'service-health-list');

    // The announcement's page: what it says, its regions and the resources it names, linked.
    const summary = (await first.getByRole('link').textContent()) ?? '';
    await first.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: summary }).waitFor(LONG);
    const affected = page.getByRole('region', { name: 'Affected resources' });
    await affected.getByRole('link').first().waitFor(LONG);
    expect(await affected.getByRole('link').first().getAttribute('href')).toMatch(/ocid1\.instance\./);
    await screenshot(page, 'service-health-announcement');

    // No signal: the list again, from the device, saying so and how old it is.
    await context.setOffline(true);
    await page.getByRole('link', { name: 'All announcements' }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Service health' }).waitFor(LONG);
    await page.getByText('Copy kept on this device').waitFor(LONG);
    await page
      .getByText(/as of .*(ago|now)/)
      .first()
      .waitFor(LONG);
    await items.first().getByText('Unread', { exact: true }).waitFor(LONG);
    await screenshot(page, 'service-health-offline');

    // Marked read offline: the badge goes at once; the mark waits in the outbox.
    await items.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: summary }).waitFor(LONG);
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await badge.waitFor({ state: 'detached', ...LONG });
    await expect
      .poll(() => page.getByTestId('outbox-badge').getAttribute('aria-label'), LONG)
      .toBe('Outbox, 1 pending change');

    // Back online it lands once, and the badge stays away after a reload.
    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('outbox-badge').getAttribute('aria-label'), LONG)
      .toBe('Outbox, no pending changes');
    const applied = (await (await fetch(`${served.emulator.url}/_emulator/applied`)).json()) as Applied;
    expect(applied.items.filter((item) => item.operation === 'updateAnnouncementUserStatus')).toHaveLength(1);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: summary }).waitFor(LONG);
    await page.getByRole('button', { name: 'Mark as read' }).waitFor({ state: 'detached', ...LONG });
    expect(await badge.count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
