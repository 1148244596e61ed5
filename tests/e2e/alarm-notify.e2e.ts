/**
 * "Told when it starts", as the admin on call meets it on a 390 px phone: in Settings they choose
 * a compartment and the severities that notify (the browser is asked for permission only then),
 * put the console away (a second console tab open too, another tab in front), and when the
 * emulator's clock reaches the moment an ERROR alarm of that compartment starts firing, exactly
 * one system notification is shown, and its data opens the alarm's page.
 *
 * What it proves, and how it could fail (each break tried):
 * - Every showNotification any console tab makes, over the whole test, is handed to the test
 *   through a binding (one count in the test's process, however many tabs call at once; the tag
 *   folds two alike into one in the tray, so getNotifications alone cannot see a second), and the
 *   tray is read too. Every tab running its own loop with no shared dedupe tells the start once
 *   per tab: two calls, and the test fails.
 * - Each tab's reads of the watched compartment (its worker's) are counted apart. The checks run
 *   every 30 seconds, so once one tab has read twice since a moment, any other tab running its
 *   own loop has read at least once: the test waits for that before moving the clock (every loop
 *   has learned what already fires) and again after the notice (every loop has seen the start).
 *   Only one tab may have read: the watch-loop Web Lock is proven here (every tab running its
 *   own loop fails the test, even while the dedupe keeps the count at one).
 * - The dedupe, the one Dexie transaction in which a check compares with what was seen and
 *   records it, so that of two checkers only the first tells a start, is not exercised here: with
 *   the lock held no second checker runs, and breaking only the dedupe passes this test. It is
 *   proven by tests/unit/worker/watches/alarmCheck.test.ts: two checkers, each its own module and
 *   connection as another tab's worker is, both learning first and then seeing the start at once.
 *
 * The browser's permission prompt is the one fake (an edge): Chromium here cannot show one, so the
 * page sees "not asked yet" until the console calls requestPermission, which answers Allow.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATER_ALARM_START_MIN } from '../../emulator/lifecycle/alarmStates';
import { PHONE, openSession, screenshot, type Session } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';

const REGION = 'us-ashburn-1';
const LONG = { timeout: 45_000 };
/** Two checks of one loop, 30 seconds apart, on a loaded machine. */
const TURN = { timeout: 150_000, interval: 1_000 };
const TIME_SCALE = 0.05;

/** The binding every console tab hands each notification it shows to. */
const SHOWN_BINDING = 'testNotificationShown';

/** The browser's side, installed in every tab before the console runs. */
function browserEdge(binding: string): void {
  const asked = 'test:permission-asked';
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
  ServiceWorkerRegistration.prototype.showNotification = async function (title, options) {
    const tell = (window as unknown as Record<string, ((tag: string) => Promise<void>) | undefined>)[binding];
    if (tell === undefined) throw new Error(`The test's binding ${binding} is missing`);
    await tell(options?.tag ?? title);
    return show.call(this, title, options);
  };
}

interface Tray {
  readonly asked: number;
  readonly shown: readonly { title: string; body: string; tag: string; data: unknown }[];
}

function tray(page: Page): Promise<Tray> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    return {
      asked: Number(localStorage.getItem('test:permission-asked') ?? '0'),
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
    // Every notification any tab shows, counted here, in the order they were shown.
    const told: { readonly tab: Page; readonly tag: string }[] = [];
    await context.exposeBinding(SHOWN_BINDING, ({ page: tab }, tag: string) => {
      told.push({ tab, tag });
    });
    await context.addInitScript(browserEdge, SHOWN_BINDING);
    // The alarm checks' reads of the watched compartment, by the tab whose worker made them (the
    // home page reads the whole tenancy's instead).
    const reads = new Map<Page, number>();
    const countReads = (tab: Page): void => {
      reads.set(tab, 0);
      tab.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (
          url.pathname.endsWith('/alarms/status') &&
          url.searchParams.get('compartmentId') === alarm.compartmentId
        )
          reads.set(tab, (reads.get(tab) ?? 0) + 1);
      });
    };
    /** Resolves once some tab has read the compartment twice since now: every loop has had a turn. */
    const everyLoopsTurn = async (): Promise<void> => {
      const since = new Map(reads);
      await expect
        .poll(() => Math.max(...[...reads].map(([tab, count]) => count - (since.get(tab) ?? 0))), TURN)
        .toBeGreaterThanOrEqual(2);
    };
    countReads(page);

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
    countReads(second);
    await second.goto(served.url);
    await waitForServiceWorkerControl(second);
    const front = await context.newPage();
    await front.goto('about:blank');
    await front.bringToFront();

    // The first checks only learn what already fires: nobody is told of it. Every loop that
    // runs has had its turn since the second tab opened before the clock moves.
    await expect.poll(() => learned(page), LONG).toBe(true);
    await everyLoopsTurn();
    expect(told).toEqual([]);

    // Six nominal hours later the ERROR alarm starts firing.
    served.emulator.state.clock.advance(LATER_ALARM_START_MIN * 60_000 * TIME_SCALE);
    // Read from the tray as soon as it is there (headless Chromium lets it go after a while).
    await expect.poll(async () => (await tray(page)).shown.length, TURN).toBe(1);
    const { shown } = await tray(page);
    // Every loop has looked again since: still one, shown by one tab, whose worker alone reads.
    await everyLoopsTurn();
    const tag = `field-console-alarm:${alarm.id}:ERROR`;
    expect(told.map((notice) => notice.tag)).toEqual([tag]);
    expect(shown).toEqual([
      {
        title: `${alarm.name} is firing`,
        body: 'Alarm · Error · tap to open',
        tag,
        data: { path: `/monitoring/alarms/${alarm.id}` },
      },
    ]);
    const reading = [...reads].filter(([, count]) => count > 0).map(([tab]) => tab);
    expect(reading).toHaveLength(1);
    expect(told[0]?.tab).toBe(reading[0]);

    // The tap opens the notification's page (src/sw/watchSync.ts notificationUrl; a click made
    // here has no user activation, so the browser would refuse the worker's focus or openWindow).
    const path = (shown[0]?.data as { path: string }).path;
    await second.goto(new URL(path, served.url).href);
    await second.getByRole('heading', { level: 1, name: alarm.name }).waitFor(LONG);
    expect(session.errors).toEqual([]);
    // The checks run every 30 seconds: a turn before the start, the one that tells, a turn after.
  }, 480_000);
});
