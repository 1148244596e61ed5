/**
 * Alarms as the admin on call meets them on a 390 px phone: a fresh profile opens the console and
 * "What needs you" leads with the CRITICAL alarm the demo tenancy fires; its page shows the
 * instance behind it, its history and its query; with no signal, Acknowledge for 2 hours with a
 * reason is kept on the device and marked pending; back online it lands once (the emulator's
 * applied log) and the alarm is suppressed (SUSPENDED: it notifies nobody until the time ends).
 *
 * Runs its own emulator and console, so the acknowledgement touches no other test's alarm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openSession, screenshot, type Session } from './support/browser';
import { startOwnConsole, type OwnConsole } from './support/chaos';

const REGION = 'us-ashburn-1';
const LONG = { timeout: 45_000 };

interface Applied {
  readonly items: readonly { readonly operation: string; readonly resourceId?: string }[];
}

interface AlarmStatus {
  readonly id: string;
  readonly status: string;
  readonly suppression?: {
    readonly description?: string;
    readonly timeSuppressFrom: string;
    readonly timeSuppressUntil: string;
  };
}

describe('alarms on call', () => {
  let served: OwnConsole;
  let session: Session;
  let alarm: { id: string; name: string; compartmentId: string };

  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 0.05 });
    const first = served.emulator.state.region(REGION)?.store.collection('telemetry/alarms')[0];
    if (first === undefined) throw new Error('The demo tenancy has no alarm');
    alarm = {
      id: first.id,
      name: first.summary.displayName ?? '',
      compartmentId: first.summary.compartmentId,
    };
    session = await openSession(PHONE);
  });
  afterAll(async () => {
    await session.close();
    await served.close();
  });

  async function statusNow(): Promise<AlarmStatus | undefined> {
    const answer = await fetch(
      `${served.emulator.url}/telemetry/${REGION}/20180401/alarms/status?compartmentId=${alarm.compartmentId}&displayName=${encodeURIComponent(alarm.name)}`,
    );
    return ((await answer.json()) as AlarmStatus[]).find((status) => status.id === alarm.id);
  }

  it('leads the home page with a CRITICAL alarm, opens it, and acknowledges it from offline once', async () => {
    const { page, context } = session;
    await fetch(`${served.emulator.url}/_emulator/applied`, { method: 'DELETE' });
    expect((await statusNow())?.status).toBe('FIRING');

    await page.goto(served.url);
    const critical = page.getByTestId('needs-alarm-CRITICAL').filter({ hasText: alarm.name });
    await critical.waitFor(LONG);
    // The alarms' card comes before every other card of "What needs you".
    const firstCard = page.locator('.home-needs__card').first();
    await expect
      .poll(() => firstCard.getByRole('heading').first().textContent(), LONG)
      .toMatch(/^Firing alarms \(\d+\)$/);
    expect(await critical.textContent()).toContain('Critical');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'alarms-home');

    await critical.getByRole('link', { name: alarm.name }).click();
    await page.getByRole('heading', { level: 1, name: alarm.name }).waitFor(LONG);
    expect(new URL(page.url()).pathname).toBe(`/monitoring/alarms/${alarm.id}`);
    const resource = page.getByRole('link', { name: 'The resource it watches' });
    await resource.waitFor(LONG);
    expect(await resource.getAttribute('href')).toMatch(/^\/compute\/instances\/ocid1\.instance\./);
    await page.getByText('State transitioned from OK to Firing').first().waitFor(LONG);
    // The metric it watches, charted over the last hour from the alarm's own query.
    await page.getByRole('tab', { name: 'Metric', exact: true }).click();
    await page.getByRole('tab', { name: 'Last hour', selected: true }).waitFor(LONG);
    await page
      .getByRole('figure')
      .first()
      .getByRole('img', { name: /: latest \d/ })
      .waitFor(LONG);

    // No signal: the acknowledgement is kept on the device, and the page says it is pending.
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Acknowledge ${alarm.name}` });
    await dialog.waitFor(LONG);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Disk replaced; watching the CPU');
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Acknowledge' }).click();
    const pending = page.locator('main').getByText('Pending change', { exact: true });
    await pending.waitFor(LONG);
    await expect
      .poll(() => page.getByTestId('outbox-badge').getAttribute('aria-label'), LONG)
      .toBe('Outbox, 1 pending change');
    await screenshot(page, 'alarms-acknowledge-queued');
    expect(
      ((await (await fetch(`${served.emulator.url}/_emulator/applied`)).json()) as Applied).items,
    ).toEqual([]);

    // Back online: it lands once, and the alarm is suppressed for two hours with the reason.
    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('outbox-badge').getAttribute('aria-label'), LONG)
      .not.toBe('Outbox, 1 pending change');
    await pending.waitFor({ state: 'detached', ...LONG });
    await expect.poll(async () => (await statusNow())?.status, LONG).toBe('SUSPENDED');
    const applied = (await (await fetch(`${served.emulator.url}/_emulator/applied`)).json()) as Applied;
    expect(applied.items.filter((item) => item.operation === 'updateAlarm')).toEqual([
      expect.objectContaining({ resourceId: alarm.id }),
    ]);
    const suppression = (await statusNow())?.suppression;
    expect(suppression?.description).toBe('Disk replaced; watching the CPU');
    const hours =
      (Date.parse(suppression?.timeSuppressUntil ?? '') - Date.parse(suppression?.timeSuppressFrom ?? '')) /
      3_600_000;
    expect(hours).toBe(2);
    expect(session.errors).toEqual([]);
  });
});
