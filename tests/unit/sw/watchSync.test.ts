/**
 * The service worker's side of "Notify me": the page a tapped notification opens (only the
 * console's own), how it is opened (an open window focused and navigated, else a new one), and
 * the periodic check with no window open: the worker's read path and transaction, the notices
 * shown through the registration.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  handleWatchSync,
  notificationUrl,
  openFromNotification,
  syncWatches,
  type WatchSyncEvent,
} from '../../../src/sw/watchSync';
import { ConsoleDb } from '../../../src/contract/db';
import { ALARM_WATCH_COMPARTMENTS, ALARM_WATCH_SEVERITIES } from '../../../src/rules/alarmWatchRules';
import { WATCH_CONFIG_KEY, WATCH_LOOP_LOCK } from '../../../src/worker/watchesApi';
import { fakeFetch, jsonResponse } from '../worker/client/fakeFetch';

const ORIGIN = 'https://console.example';

afterEach(async () => {
  vi.unstubAllGlobals();
  await new ConsoleDb().delete();
});

describe('a tapped notification', () => {
  it('opens its page of the console, and the start page for anything else', () => {
    expect(notificationUrl({ path: '/devops/work-requests/ocid1.x' }, ORIGIN)).toBe(
      `${ORIGIN}/devops/work-requests/ocid1.x`,
    );
    for (const hostile of [
      { path: 'https://evil.example/' },
      { path: '//evil.example' },
      'x',
      null,
      undefined,
    ]) {
      expect(notificationUrl(hostile, ORIGIN)).toBe(`${ORIGIN}/`);
    }
  });

  it('focuses an open window and navigates it there', async () => {
    const navigate = vi.fn(() => Promise.resolve(null));
    const window = { focus: vi.fn(() => Promise.resolve({ navigate })) };
    const clients = {
      matchAll: vi.fn(() => Promise.resolve([window])),
      openWindow: vi.fn(() => Promise.resolve(null)),
    };
    await openFromNotification(clients as unknown as Clients, `${ORIGIN}/a`);
    expect(window.focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/a`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none is open, or none can be navigated', async () => {
    const stuck = { focus: vi.fn(async () => Promise.reject(new TypeError('not controlled'))) };
    for (const windows of [[], [stuck]]) {
      const clients = {
        matchAll: vi.fn(() => Promise.resolve(windows)),
        openWindow: vi.fn(() => Promise.resolve(null)),
      };
      await openFromNotification(clients as unknown as Clients, `${ORIGIN}/b`);
      expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/b`);
    }
  });
});

describe('the periodic check', () => {
  const noPrecache = (): Promise<Response | undefined> => Promise.resolve(undefined);
  const ID = 'ocid1.devopsbuildrun.oc1..r';

  async function watching(displayName = 'nightly'): Promise<void> {
    const db = new ConsoleDb();
    await db.meta.put({
      key: WATCH_CONFIG_KEY,
      value: { endpoint: 'http://127.0.0.1:9', region: 'us-ashburn-1', mode: 'emulator' },
    });
    await db.watches.put({
      id: ID,
      kind: 'buildRun',
      region: 'us-ashburn-1',
      displayName,
      path: '/devops-build/projects/p/build-pipelines/q/build-runs/r',
      lastState: 'IN_PROGRESS',
      createdAt: 1,
    });
    db.close();
  }

  /** A service worker's scope; `heldLocks` the Web Locks held in the origin, none: no Web Locks. */
  function scope(windows: unknown[], heldLocks?: readonly string[]) {
    const showNotification = vi.fn(() => Promise.resolve(undefined));
    const locks =
      heldLocks === undefined
        ? undefined
        : { query: () => Promise.resolve({ held: heldLocks.map((name) => ({ name })) }) };
    return {
      showNotification,
      scope: {
        clients: { matchAll: vi.fn(() => Promise.resolve(windows)) },
        navigator: { locks },
        registration: { showNotification },
      } as unknown as ServiceWorkerGlobalScope,
    };
  }

  it('with no window open, reads each watch and shows what changed, once', async () => {
    await watching();
    vi.stubGlobal('Notification', { permission: 'granted' });
    const fetch = fakeFetch(() => jsonResponse(200, { id: ID, lifecycleState: 'FAILED' }));
    vi.stubGlobal('fetch', fetch.fetch);
    const { scope: sw, showNotification } = scope([]);
    await syncWatches(sw, noPrecache);
    await syncWatches(sw, noPrecache);
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification).toHaveBeenCalledWith('\u2068nightly\u2069: FAILED', {
      body: '\u2068buildRun\u2069',
      tag: `field-console-watch:${ID}:FAILED`,
      data: { path: '/devops-build/projects/p/build-pipelines/q/build-runs/r' },
      icon: '/icons/icon-192.png',
    });
    expect(fetch.requests.map((request) => new URL(request.url).pathname)).toEqual([
      `/devops/us-ashburn-1/20210630/buildRuns/${ID}`,
    ]);
  });

  it('words the notice in the user’s language from the precached locale file', async () => {
    await watching();
    const db = new ConsoleDb();
    await db.settings.put({ key: 'language', value: 'de' });
    db.close();
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('fetch', fakeFetch(() => jsonResponse(200, { id: ID, lifecycleState: 'SUCCEEDED' })).fetch);
    const files = new Map([
      [
        '/locales/de/watches.json',
        {
          notification: { SUCCEEDED: '{{name}} war erfolgreich', body: '{{kind}}' },
          kind: { buildRun: 'Build-Ausführung' },
        },
      ],
    ]);
    const precached = (path: string) => {
      const words = files.get(path);
      return Promise.resolve(words === undefined ? undefined : new Response(JSON.stringify(words)));
    };
    const { scope: sw, showNotification } = scope([]);
    await syncWatches(sw, precached);
    expect(showNotification).toHaveBeenCalledWith(
      '\u2068nightly\u2069 war erfolgreich',
      expect.objectContaining({ body: '\u2068Build-Ausführung\u2069' }),
    );
  });

  it('words an alarm’s severity from the console’s table of service values, as shipped', async () => {
    const db = new ConsoleDb();
    await db.meta.put({
      key: WATCH_CONFIG_KEY,
      value: { endpoint: 'http://127.0.0.1:9', region: 'us-ashburn-1', mode: 'emulator' },
    });
    await db.settings.bulkPut([
      { key: 'language', value: 'de' },
      { key: ALARM_WATCH_COMPARTMENTS, value: ['ocid1.compartment.oc1..watched'] },
      { key: ALARM_WATCH_SEVERITIES, value: ['CRITICAL'] },
    ]);
    db.close();
    vi.stubGlobal('Notification', { permission: 'granted' });
    let status = 'OK';
    const alarm = () => [{ id: 'ocid1.alarm.oc1..a', displayName: 'cpu-high', severity: 'CRITICAL', status }];
    vi.stubGlobal('fetch', fakeFetch(() => jsonResponse(200, alarm())).fetch);
    const shipped = (path: string) =>
      Promise.resolve(new Response(readFileSync(new URL(`../../../public${path}`, import.meta.url))));
    const { scope: sw, showNotification } = scope([]);
    await syncWatches(sw, shipped);
    status = 'FIRING';
    await syncWatches(sw, shipped);
    expect(showNotification).toHaveBeenCalledWith(
      '\u2068cpu-high\u2069 ist ausgelöst',
      expect.objectContaining({ body: 'Alarm · \u2068Kritisch\u2069 · zum Öffnen tippen' }),
    );
  });

  it('keeps a name with a right-to-left override inside its isolate, the state word outside it', async () => {
    // Shown raw, "deploy-7 \u202Ededdeccus failed" reads "deploy-7 deliaf succeeded".
    const hostile = 'deploy-7 \u202Ededdeccus';
    await watching(hostile);
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('fetch', fakeFetch(() => jsonResponse(200, { id: ID, lifecycleState: 'FAILED' })).fetch);
    const precached = (path: string) =>
      Promise.resolve(
        path === '/locales/en/watches.json'
          ? new Response(JSON.stringify({ notification: { FAILED: '{{name}} failed', body: '{{kind}}' } }))
          : undefined,
      );
    const { scope: sw, showNotification } = scope([]);
    await syncWatches(sw, precached);
    expect(showNotification).toHaveBeenCalledWith(`\u2068${hostile}\u2069 failed`, expect.anything());
  });

  it('leaves the check to an open window, and to the user’s permission', async () => {
    await watching();
    const fetch = fakeFetch(() => jsonResponse(200, { id: ID, lifecycleState: 'FAILED' }));
    vi.stubGlobal('fetch', fetch.fetch);
    vi.stubGlobal('Notification', { permission: 'granted' });
    const open = scope([{}]);
    await syncWatches(open.scope, noPrecache);
    vi.stubGlobal('Notification', { permission: 'denied' });
    const denied = scope([]);
    await syncWatches(denied.scope, noPrecache);
    expect(fetch.requests).toEqual([]);
    expect(open.showNotification).not.toHaveBeenCalled();
    expect(denied.showNotification).not.toHaveBeenCalled();
  });

  it('leaves the check to a console whose worker holds the watch loop, not to any window', async () => {
    await watching();
    const fetch = fakeFetch(() => jsonResponse(200, { id: ID, lifecycleState: 'FAILED' }));
    vi.stubGlobal('fetch', fetch.fetch);
    vi.stubGlobal('Notification', { permission: 'granted' });
    const checking = scope([{}], [WATCH_LOOP_LOCK, 'field-console-outbox-owner:a']);
    await syncWatches(checking.scope, noPrecache);
    expect(fetch.requests).toEqual([]);
    // A window of the origin that runs no console (an icon opened on its own) checks nothing.
    const fileOnly = scope([{}], ['field-console-outbox-owner:a']);
    await syncWatches(fileOnly.scope, noPrecache);
    expect(fetch.requests).toHaveLength(1);
    expect(fileOnly.showNotification).toHaveBeenCalledTimes(1);
    expect(checking.showNotification).not.toHaveBeenCalled();
  });

  it('handles only the watches’ tag', () => {
    const waitUntil = vi.fn();
    const { scope: sw } = scope([]);
    expect(handleWatchSync({ tag: 'other', waitUntil } as unknown as WatchSyncEvent, sw, noPrecache)).toBe(
      false,
    );
    expect(waitUntil).not.toHaveBeenCalled();
  });
});
