/// <reference lib="webworker" />
/**
 * The service worker's side of "Notify me" (src/oci/watchRules.ts):
 * - a tapped notification focuses an open console window and takes it to the resource's page,
 *   or opens one;
 * - Periodic Background Sync (an installed console, where the browser offers it): on the
 *   watches' tag, when no open console checks them (one console's worker does, every 30
 *   seconds, holding the watch loop's Web Lock while its tab lives), the service worker runs the
 *   same check as the worker: the same read path over the configuration the worker kept, the
 *   same decision and the same transaction, so a change is told once whoever sees it first.
 *
 * Unlike the outbox's Background Sync (outboxSync.ts), which asks an open window to send
 * because only the window's worker holds the key, a periodic check exists for the time no window
 * is open: so it reads the key (a non-extractable CryptoKey in IndexedDB) and calls here.
 */
import {
  WATCH_NOTIFICATION_ICON,
  WATCH_SYNC_TAG,
  safeWatchPath,
  type NotifiedState,
  type WatchKind,
  type WatchNotificationData,
} from '../rules/watchRules';
import type { ConsoleConfig } from '../worker/context';
import { createWorkerContext } from '../worker/context';
import { createCoreApi } from '../worker/coreApi';
import { ConsoleDb } from '../contract/db';
import { accountsDb, listAccounts } from '../contract/accounts';
import { FIRST_DB_NAME } from '../contract/tenancyDb';
import { isolate } from '../contract/isolate';
import { checkWatches, type WatchNotice } from '../worker/watches/watchCheck';
import { checkAlarmWatches } from '../worker/watches/alarmCheck';
import { WATCH_CONFIG_KEY, WATCH_LOOP_LOCK, watchLoopLock } from '../worker/watchesApi';

/** The Periodic Background Sync event (not in TypeScript's WebWorker types). */
export interface WatchSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The page a notification opens: its data's path, if it is one of the console's own. */
export function notificationUrl(data: unknown, origin: string): string {
  const path =
    typeof data === 'object' && data !== null ? (data as Partial<WatchNotificationData>).path : undefined;
  return new URL(safeWatchPath(path), origin).href;
}

/** Focuses a console window and navigates it to the notification's page, or opens a new one. */
export async function openFromNotification(clients: Clients, url: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const window of windows) {
    try {
      const focused = await window.focus();
      await focused.navigate(url);
      return;
    } catch {
      // Not focusable or not controlled by this worker: try the next, else open a new window.
    }
  }
  await clients.openWindow(url);
}

interface Words {
  readonly notification?: Partial<
    Record<NotifiedState | 'body' | 'alarm' | 'alarmSeverity' | 'alarmBody', string>
  >;
  readonly kind?: Partial<Record<WatchKind, string>>;
  /** The console's table of service values (console.json `enum.values`): an alarm's severity. */
  readonly values?: Partial<Record<string, string>>;
}

/** The title and body of a notice, in the words of the locale file (English where it has none). */
function noticeWords(words: Words, notice: WatchNotice): { title: string; body: string } {
  if (notice.kind === 'alarm') {
    const severity = words.values?.[notice.state] ?? notice.state;
    const template =
      notice.change === 'severity' ? words.notification?.alarmSeverity : words.notification?.alarm;
    return {
      title: fill(template ?? `{{name}}: ${notice.state}`, { name: notice.displayName, severity }),
      body: fill(words.notification?.alarmBody ?? '{{severity}}', { severity }),
    };
  }
  return {
    title: fill(words.notification?.[notice.state] ?? `{{name}}: ${notice.state}`, {
      name: notice.displayName,
    }),
    body: fill(words.notification?.body ?? '{{kind}}', { kind: words.kind?.[notice.kind] ?? notice.kind }),
  };
}

/** The template with each value put in as an isolate, as the page's i18next puts it (src/contract/isolate.ts). */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : isolate(value);
  });
}

/** A file of the app shell as precached (workbox's `matchPrecache`). */
export type PrecacheLookup = (path: string) => Promise<Response | undefined>;

/** A precached locale file, parsed; undefined when it is missing or not JSON. */
async function localeFile(precached: PrecacheLookup, language: string, namespace: string): Promise<unknown> {
  const file = await Promise.resolve()
    .then(() => precached(`/locales/${language}/${namespace}.json`))
    .catch(() => undefined);
  return file?.json().catch(() => undefined);
}

/**
 * The notice's words from the console's locale files (the user's language, else English): the
 * watches' sentences, and an alarm's severity from the one table of service values the page
 * words it with (src/app/i18n/enumLabel.ts).
 */
async function wordsFor(db: ConsoleDb, precached: PrecacheLookup): Promise<Words> {
  const setting = (await db.settings.get('language').catch(() => undefined))?.value;
  const languages = typeof setting === 'string' && /^[a-z]{2}$/.test(setting) ? [setting, 'en'] : ['en'];
  for (const language of languages) {
    const words = (await localeFile(precached, language, 'watches')) as Words | undefined;
    if (words === undefined) continue;
    const consoleWords = (await localeFile(precached, language, 'console')) as
      { readonly enum?: { readonly values?: Words['values'] } } | undefined;
    return { ...words, values: consoleWords?.enum?.values };
  }
  return {};
}

async function show(registration: ServiceWorkerRegistration, words: Words, notice: WatchNotice) {
  const { title, body } = noticeWords(words, notice);
  const data: WatchNotificationData = { path: safeWatchPath(notice.path) };
  await registration.showNotification(title, { body, tag: notice.tag, data, icon: WATCH_NOTIFICATION_ICON });
}

/**
 * The databases whose watches an open console checks itself: its worker holds the tenancy's
 * watch loop lock. Where Web Locks are missing, any open window counts as checking them all.
 */
async function checkedByAConsole(
  scope: ServiceWorkerGlobalScope,
): Promise<(databaseName: string) => boolean> {
  // Typed as always there; missing in browsers without Web Locks.
  const locks = scope.navigator.locks as LockManager | undefined;
  const held = await locks?.query().then(
    (snapshot) => snapshot.held ?? [],
    () => undefined,
  );
  if (held !== undefined) {
    const names = new Set(held.map((lock) => lock.name));
    // The lock of a release before tenancies stood for the one database there was.
    return (databaseName) =>
      names.has(watchLoopLock(databaseName)) ||
      (databaseName === FIRST_DB_NAME && names.has(WATCH_LOOP_LOCK));
  }
  const open = (await scope.clients.matchAll({ type: 'window' })).length > 0;
  return () => open;
}

/** One tenancy's check, signed with that tenancy's own profile, in its own database. */
async function checkTenancy(
  scope: ServiceWorkerGlobalScope,
  precached: PrecacheLookup,
  databaseName: string,
): Promise<void> {
  const db = new ConsoleDb(databaseName);
  try {
    // What storage holds is checked, not trusted: another version may have written it.
    const kept: unknown = (await db.meta.get(WATCH_CONFIG_KEY))?.value;
    if (
      typeof kept !== 'object' ||
      kept === null ||
      typeof (kept as { region?: unknown }).region !== 'string'
    )
      return;
    const core = createCoreApi(createWorkerContext(kept as ConsoleConfig, db));
    const config = kept as ConsoleConfig;
    const notices: WatchNotice[] = [
      ...(await checkWatches(db, core.read)),
      ...(await checkAlarmWatches(db, core.read, config.region)),
    ];
    if (notices.length === 0) return;
    const words = await wordsFor(db, precached);
    for (const notice of notices) await show(scope.registration, words, notice);
  } finally {
    db.close();
  }
}

/**
 * One periodic check of every tenancy on the device that no open console checks itself, one
 * after the other, each with its own database and profile (never one tenancy's key for
 * another's watch). Each change is told once: the check's transaction records what it told.
 */
export async function syncWatches(scope: ServiceWorkerGlobalScope, precached: PrecacheLookup): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const checked = await checkedByAConsole(scope);
  const accounts = await listAccounts(accountsDb()).catch(() => []);
  const names = accounts.length === 0 ? [FIRST_DB_NAME] : accounts.map((account) => account.dbName);
  for (const name of names) {
    if (checked(name)) continue;
    // One tenancy's failure (its database broken, its session ended) leaves the others' checks.
    await checkTenancy(scope, precached, name).catch(() => undefined);
  }
}

/** For the service worker's `periodicsync` listener; answers whether the event was the watches'. */
export function handleWatchSync(
  event: WatchSyncEvent,
  scope: ServiceWorkerGlobalScope,
  precached: PrecacheLookup,
): boolean {
  if (event.tag !== WATCH_SYNC_TAG) return false;
  event.waitUntil(syncWatches(scope, precached));
  return true;
}
