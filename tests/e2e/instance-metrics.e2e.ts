/**
 * An instance's metrics on a 390 px phone (issue 33, point 3): from the menu to Compute ›
 * Instances and into a running instance, its page charts CPU, memory, network and disk for the
 * last hour; a chart turns into a table of its times and values for a screen reader or a closer
 * look, and back. With no signal and the page opened again, the charts show the copy kept on this
 * device, saying so, with its age.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openSession, screenshot, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { REGION, startOwnConsole, type OwnConsole } from './support/chaos';
import { openFromArea } from './support/consoleSession';
import { runningInstance } from './support/emulatorSearch';

const LONG = { timeout: 30_000 };

describe("an instance's metrics", () => {
  let served: OwnConsole;
  let session: Session;
  let instance: { id: string; name: string };

  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 1 });
    instance = await runningInstance(served.emulator.url, REGION);
    session = await openSession(PHONE);
  });
  afterAll(async () => {
    await session.close();
    await served.close();
  });

  it('charts the last hour, shows a chart as a table, and shows the kept charts offline with their age', async () => {
    const { page, context } = session;
    await page.goto(served.url);
    await waitForServiceWorkerControl(page);
    await openFromArea(page, 'compute', 'Instances');
    await page.getByTestId('type-list').getByRole('link', { name: instance.name, exact: true }).click(LONG);
    await page.getByRole('heading', { level: 1, name: instance.name }).waitFor(LONG);

    const metrics = page.getByRole('region', { name: 'Metrics' });
    await metrics.getByRole('tab', { name: 'Last hour', selected: true }).waitFor(LONG);
    const cpu = metrics.getByRole('figure', { name: 'CPU utilization' });
    const cpuImage = cpu.getByRole('img', { name: /^CPU utilization: latest \d/ });
    await cpuImage.waitFor(LONG);
    for (const title of [
      'Memory utilization',
      'Network received',
      'Network sent',
      'Disk read',
      'Disk written',
    ])
      await metrics.getByRole('figure', { name: title }).getByRole('img').waitFor(LONG);
    // The phone's width holds the chart: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await cpu.scrollIntoViewIfNeeded();
    await screenshot(page, 'instance-metrics-phone');

    // The table view: a row a minute, each a time and a percentage.
    await cpu.getByRole('button', { name: 'Show CPU utilization as a table' }).click();
    const table = cpu.getByRole('table', { name: 'CPU utilization' });
    await table.waitFor(LONG);
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count(), LONG).toBeGreaterThan(50);
    expect(await rows.nth(1).getByRole('cell').last().textContent()).toMatch(/^\d+(\.\d)?\s?%$/);
    await cpu.getByRole('button', { name: 'Show CPU utilization as a chart' }).click();
    await cpuImage.waitFor(LONG);

    // No signal, the page opened again: the kept charts, said to be kept, with their age.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: instance.name }).waitFor(LONG);
    const keptCpu = page
      .getByRole('region', { name: 'Metrics' })
      .getByRole('figure', { name: 'CPU utilization' });
    await keptCpu.getByRole('img', { name: /^CPU utilization: latest \d/ }).waitFor(LONG);
    await keptCpu.getByText('Copy kept on this device').waitFor(LONG);
    await keptCpu
      .getByText(/ago|now/)
      .first()
      .waitFor(LONG);
    await keptCpu.scrollIntoViewIfNeeded();
    await screenshot(page, 'instance-metrics-offline');
    await context.setOffline(false);
    expect(session.errors).toEqual([]);
  });
});
