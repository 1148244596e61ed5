/**
 * "Told when it starts", as the admin on call meets it on a 390 px phone: in Settings they choose
 * a compartment and the severities that notify (the browser is asked for permission only then),
 * put the console away (a second console tab open too, another tab in front), and when the
 * emulator's clock reaches the moment an ERROR alarm of that compartment starts firing, exactly
 * one system notification is shown, and its data opens the alarm's page. The checks run every 30
 * seconds in the one tab that holds the watch loop, so the test waits for two more reads of the
 * compartment after the notice before it counts.
 *
 * The browser's permission prompt is the one fake (an edge): Chromium here cannot show one, so the
 * page sees "not asked yet" until the console calls requestPermission, which answers Allow. Every
 * showNotification a console tab makes is counted (the tag would fold two into one in the tray,
 * hiding a second alert).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATER_ALARM_START_MIN } from '../../emulator/lifecycle/alarmStates';
import { PHONE, openSession, screenshot, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';

const REGION = 'us-ashburn-1';
const LONG = { timeout: 45_000 };
const TIME_SCALE = 0.05;

/** The browser's side, installed in every tab before the console runs. */
function browserEdge(): void {
  const asked = 'test:permission-asked';
  const shown = 'test:shown';
  const real = Object.getOwnPropertyDescriptor(Notification, 'permission');
  Object.defineProperty(Notification, 'permission', {
    configurable: true,
    get: () => (localStorage.getItem(asked) === null ? 'default' : (real?.get?.call(Notification) as string)),
  });
  Notification.requestPermission = () => {
    localStorage.setItem(asked, String(Number(localStorage.getItem(asked) ?? '0') + 1));
    return Promise.resolve(real?.get?.call(Notification) as NotificationPermission);
  };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its registration below
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
    const tags = JSON.parse(localStorage.getItem(shown) ?? '[]') as string[];
    localStorage.setItem(shown, JSON.stringify([...tags, options?.tag ?? title]));
    return show.call(this, title, options);
  };
}

interface Tray {
  readonly asked: number;
  readonly calls: readonly string[];
  readonly shown: readonly { title: string; body: string; tag: string; data: unknown }[];
}

function tray(page: Page): Promise<Tray> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    return {
      asked: Number(localStorage.getItem('test:permission-asked') ?? '0'),
      calls: JSON.parse(localStorage.getItem('test:shown') ?? '[]') as string[],
      shown: shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
    };
  });
}

/** Whether a check of the watched compartment has learned what fires (kept in the tenancy's database). */
function learned(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    for (const { name } of await indexedDB.databases()) {
      if (name === undefined) continue;
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          done(open.result);
        };
        open.onerror = () => {
          fail(new Error(String(open.error)));
        };
      });
      try {
        if (!db.objectStoreNames.contains('meta')) continue;
        const keys = await new Promise<IDBValidKey[]>((done, fail) => {
          const read = db.transaction('meta').objectStore('meta').getAllKeys();
          read.onsuccess = () => {
            done(read.result);
          };
          read.onerror = () => {
            fail(new Error(String(read.error)));
          };
        });
        if (keys.some((key) => typeof key === 'string' && key.startsWith('alarmsSeen:'))) return true;
      } finally {
        db.close();
      }
    }
    return false;
  });
}

describe('alarm notifications', () => {
  let served: OwnConsole;
  let session: Session;
  let alarm: { id: string; name: string; compartmentId: string; compartment: string };

  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: TIME_SCALE });
    const region = served.emulator.state.region(REGION);
    // The region's second alarm: ERROR, not firing until six nominal hours after the start.
    const later = region?.store.collection('telemetry/alarms')[1];
    if (later === undefined) throw new Error('The demo tenancy has no second alarm');
    const compartmentId = later.summary.compartmentId;
    const compartment = served.emulator.state.tenancy.compartments.find((c) => c.id === compartmentId);
    alarm = {
      id: later.id,
      name: later.summary.displayName ?? '',
      compartmentId,
      compartment: compartment?.name ?? '',
    };
    session = await openSession(PHONE);
  });
  afterAll(async () => {
    await session.close();
    await served.close();
  });

  it('tells one new alarm once, with the console in a background tab and two tabs open', async () => {
    const { page, context } = session;
    await context.grantPermissions(['notifications'], { origin: served.url });
    await context.addInitScript(browserEdge);
    // The alarm checks' reads of the watched compartment, from any tab's worker (the home page
    // reads the whole tenancy's instead).
    const reads: number[] = [];
    context.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (
        url.pathname.endsWith('/alarms/status') &&
        url.searchParams.get('compartmentId') === alarm.compartmentId
      )
        reads.push(Date.now());
    });

    await page.goto(served.url);
    await waitForServiceWorkerControl(page);
    await page.getByTestId('settings-link').click();
    const section = page.getByTestId('alarm-watch');
    await section.getByText('No compartment is watched for alarms.').waitFor(LONG);
    // Nothing asked on load, nor on reaching Settings.
    expect((await tray(page)).asked).toBe(0);

    await section.getByRole('button', { name: /Compartment/ }).click();
    await page
      .getByRole('option', { name: new RegExp(`${alarm.compartment}$`) })
      .first()
      .click();
    await section.getByRole('button', { name: 'Notify me of its alarms' }).click();
    await section.getByRole('listitem').filter({ hasText: alarm.compartment }).waitFor(LONG);
    expect((await tray(page)).asked).toBe(1);
    // Errors and warnings notify; critical ones this admin hears of by another pager.
    const severity = (name: string) => section.getByRole('checkbox', { name });
    await section.getByText('Critical', { exact: true }).click();
    await section.getByText('Warning', { exact: true }).click();
    await expect.poll(() => severity('Critical').isChecked()).toBe(false);
    await expect.poll(() => severity('Warning').isChecked()).toBe(true);
    expect(await severity('Error').isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'alarm-notify-settings');

    // A second console tab, then another tab in front: the console is in the background.
    const second = await context.newPage();
    await second.goto(served.url);
    await waitForServiceWorkerControl(second);
    const front = await context.newPage();
    await front.goto('about:blank');
    await front.bringToFront();

    // The first check only learns what already fires: nobody is told of it.
    await expect.poll(() => learned(page), LONG).toBe(true);
    expect((await tray(page)).calls).toEqual([]);

    // Six nominal hours later the ERROR alarm starts firing.
    served.emulator.state.clock.advance(LATER_ALARM_START_MIN * 60_000 * TIME_SCALE);
    // Read from the tray as soon as it is there (headless Chromium lets it go after a while).
    await expect.poll(async () => (await tray(page)).shown.length, LONG).toBe(1);
    const toldAt = reads.length;
    const { shown } = await tray(page);
    // The compartment has been read twice more since: still one.
    await expect
      .poll(() => reads.length - toldAt, { timeout: 120_000, interval: 1_000 })
      .toBeGreaterThanOrEqual(2);
    const { calls } = await tray(page);
    expect(calls).toEqual([`field-console-alarm:${alarm.id}:ERROR`]);
    expect(shown).toEqual([
      {
        title: `${alarm.name} is firing`,
        body: 'Alarm · Error · tap to open',
        tag: `field-console-alarm:${alarm.id}:ERROR`,
        data: { path: `/monitoring/alarms/${alarm.id}` },
      },
    ]);

    // The tap opens the notification's page (src/sw/watchSync.ts notificationUrl; a click made
    // here has no user activation, so the browser would refuse the worker's focus or openWindow).
    const path = (shown[0]?.data as { path: string }).path;
    await second.goto(new URL(path, served.url).href);
    await second.getByRole('heading', { level: 1, name: alarm.name }).waitFor(LONG);
    expect(session.errors).toEqual([]);
    // The checks run every 30 seconds: the first learns, one tells, two more look again.
  }, 240_000);
});
