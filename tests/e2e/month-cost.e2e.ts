/**
 * What the month costs on a 390 px phone (issue 33, point 5): from the menu's Billing & Cost
 * Management › This month's cost, the month so far beside last month and the forecast, in the
 * tenancy's currency (the emulator's tenancy pays in euros), as a small chart and tables by
 * service and by compartment; with no signal it opens again from the device with its age.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openSession, screenshot, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';
import { openFromArea } from './support/consoleSession';

const LONG = { timeout: 30_000 };

describe("this month's cost", () => {
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

  it("shows the month by service and compartment in the tenancy's currency, and offline with its age", async () => {
    const { page, context } = session;
    await page.goto(served.url);
    await waitForServiceWorkerControl(page);
    await openFromArea(page, 'costManagement', "This month's cost");
    await page.getByRole('heading', { level: 1, name: "This month's cost" }).waitFor(LONG);

    const soFar = page.getByTestId('cost-so-far');
    await soFar.waitFor(LONG);
    expect(await soFar.textContent()).toMatch(/^€[\d,]+\.\d\d$/);
    await page.getByRole('figure', { name: 'This month by service' }).getByRole('img').waitFor(LONG);
    const byService = page.getByRole('table', { name: 'Cost by service' });
    await byService.getByRole('rowheader', { name: 'Compute', exact: true }).waitFor(LONG);
    expect(await byService.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('This month'),
        expect.stringContaining('Last month'),
        expect.stringContaining('Forecast for the month'),
      ]),
    );
    const byCompartment = page.getByRole('table', { name: 'Cost by compartment' });
    await expect.poll(() => byCompartment.getByRole('row').count(), LONG).toBeGreaterThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'month-cost-phone');

    // No signal: the month as kept on the device, saying so, with its age.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: "This month's cost" }).waitFor(LONG);
    await page.getByText('Copy kept on this device').first().waitFor(LONG);
    await page
      .getByText(/as of .*(ago|now)/)
      .first()
      .waitFor(LONG);
    await page
      .getByRole('table', { name: 'Cost by service' })
      .getByRole('rowheader', { name: 'Compute', exact: true })
      .waitFor(LONG);
    await screenshot(page, 'month-cost-offline');
    await context.setOffline(false);
    expect(session.errors).toEqual([]);
  });
});
