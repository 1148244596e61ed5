/**
 * Starting and stopping an instance as a person in the field does: from the menu to Compute ›
 * Instances, into an instance, Stop with a confirmation that names it, and the page following it
 * through STOPPING to STOPPED; then, with no network, Start is kept on the device and the page
 * marks the instance pending; back online it lands exactly once and the instance ends RUNNING.
 *
 * Uses its own emulator at timeScale 0.2 (a graceful stop or a start takes six seconds), so the
 * passing state lasts long enough for the page to show it.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/server';
import { REGION, startOwnConsole, type OwnConsole } from './support/chaos';
import { openSession, screenshot, type Session } from './support/browser';
import { openFromArea } from './support/consoleSession';
import { runningInstance } from './support/emulatorSearch';

const LONG = { timeout: 30_000 };

interface Applied {
  items: { operation: string; resourceId?: string; retryToken?: string }[];
  byRetryToken: Record<string, number>;
}

/** The instance's details page and what a user sees on it. */
class InstancePage {
  constructor(
    private readonly page: Page,
    private readonly name: string,
  ) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.name });
  }

  /** The lifecycle state the page shows, by its label. */
  state(label: string): Locator {
    return this.page.locator('main').getByText(label, { exact: true }).first();
  }

  pending(): Locator {
    return this.page.locator('main').getByText('Pending change', { exact: true });
  }

  async choose(action: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Actions', exact: true }).click();
    await this.page.getByRole('menuitem', { name: new RegExp(`^${action}`) }).click();
  }
}

describe('instance actions', () => {
  let emulator: RunningEmulator;
  let served: OwnConsole;
  let session: Session;
  let instance: { id: string; name: string };

  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 0.2 });
    emulator = served.emulator;
    instance = await runningInstance(emulator.url, REGION);
    session = await openSession();
  });
  afterAll(async () => {
    await session.close();
    await served.close();
  });

  it('stops an instance after a confirmation naming it, follows it to STOPPED, then starts it from offline once', async () => {
    const { page, context } = session;
    await fetch(`${emulator.url}/_emulator/applied`, { method: 'DELETE' });

    // The menu, Compute › Instances, the instance.
    await page.goto(served.url);
    await openFromArea(page, 'compute', 'Instances');
    const list = page.getByTestId('type-list');
    await list.getByRole('link', { name: instance.name, exact: true }).click(LONG);
    const details = new InstancePage(page, instance.name);
    await details.heading().waitFor(LONG);
    await details.state('Running').waitFor(LONG);

    // Stop asks first, naming the instance.
    await details.choose('Stop');
    const dialog = page.getByRole('alertdialog', { name: `Stop instance ${instance.name}?` });
    await dialog.waitFor(LONG);
    await screenshot(page, 'instance-stop-confirm');
    await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...LONG });
    await details.state('Stopping').waitFor(LONG);
    await details.state('Stopped').waitFor(LONG);

    // No network: Start is kept on the device, and the page says a change is pending.
    await context.setOffline(true);
    await details.choose('Start');
    await page.getByText('Saved on this device').waitFor(LONG);
    await details.pending().waitFor(LONG);
    await expect
      .poll(() => page.getByTestId('outbox-badge').getAttribute('aria-label'), LONG)
      .toBe('Outbox, 1 pending change');
    await screenshot(page, 'instance-start-queued');
    expect((await (await fetch(`${emulator.url}/_emulator/applied`)).json()) as Applied).toMatchObject({
      total: 1,
    });

    // Back online: it lands once and the page follows the instance to RUNNING.
    await context.setOffline(false);
    await details.pending().waitFor({ state: 'detached', ...LONG });
    await details.state('Running').waitFor(LONG);
    const applied = (await (await fetch(`${emulator.url}/_emulator/applied`)).json()) as Applied;
    const actions = applied.items.filter((item) => item.operation === 'instanceAction');
    expect(actions.map((item) => item.resourceId)).toEqual([instance.id, instance.id]);
    for (const item of actions) {
      expect(item.retryToken).toBeDefined();
      expect(applied.byRetryToken[item.retryToken ?? '']).toBe(1);
    }
    expect(session.errors).toEqual([]);
  });
});
