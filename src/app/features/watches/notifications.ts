/**
 * The page's side of "Notify me": asking for permission (only when the user asks to be
 * notified, never on load), showing a watch's notice through the service worker, and
 * registering Periodic Background Sync where an installed console is offered it.
 */
import type { TFunction } from 'i18next';
import {
  WATCH_NOTIFICATION_ICON,
  WATCH_SYNC_TAG,
  safeWatchPath,
  type WatchNotificationData,
} from '../../../rules/watchRules';
import type { WatchNotice } from '../../../worker/api';

/**
 * `dismissed`: the browser answered no without blocking the site (the question was closed, or
 * the browser declines by itself), so pressing Notify me again asks again. `homeScreen`: Safari on
 * iPhone and iPad, which offers notifications only to a console added to the Home Screen.
 */
export type PermissionAnswer = 'granted' | 'denied' | 'dismissed' | 'unsupported' | 'homeScreen';

function notifications(): typeof Notification | undefined {
  return typeof Notification === 'undefined' ? undefined : Notification;
}

function serviceWorkers(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;
}

/** Asks the browser for permission to notify, if it has not been answered yet. */
export async function askNotificationPermission(): Promise<PermissionAnswer> {
  const api = notifications();
  if (api === undefined || serviceWorkers() === undefined) {
    const safari = navigator as Navigator & { readonly standalone?: boolean };
    return 'standalone' in safari && safari.standalone !== true ? 'homeScreen' : 'unsupported';
  }
  if (api.permission === 'granted' || api.permission === 'denied') return api.permission;
  const answer = await api.requestPermission();
  if (answer === 'granted') return 'granted';
  return permissionNow(api) === 'denied' ? 'denied' : 'dismissed';
}

/** The permission as the browser holds it now (read again after the question was answered). */
function permissionNow(api: typeof Notification): NotificationPermission {
  return api.permission;
}

/** A service value in words (src/app/i18n/enumLabel.ts): an alarm's severity is worded there. */
export type EnumWords = (value: unknown) => string;

/** The words of one notice, in the user's language. */
export function noticeText(
  t: TFunction<'watches'>,
  enumLabel: EnumWords,
  notice: WatchNotice,
): { title: string; body: string } {
  const name = notice.displayName;
  if (notice.kind === 'alarm') {
    const severity = enumLabel(notice.state);
    return {
      title:
        notice.change === 'severity'
          ? t('notification.alarmSeverity', { name, severity })
          : t('notification.alarm', { name, severity }),
      body: t('notification.alarmBody', { severity }),
    };
  }
  const titles = {
    NEEDS_APPROVAL: t('notification.NEEDS_APPROVAL', { name }),
    SUCCEEDED: t('notification.SUCCEEDED', { name }),
    FAILED: t('notification.FAILED', { name }),
    CANCELED: t('notification.CANCELED', { name }),
  } as const;
  const kinds = {
    buildRun: t('kind.buildRun'),
    deployment: t('kind.deployment'),
    workRequest: t('kind.workRequest'),
  } as const;
  return { title: titles[notice.state], body: t('notification.body', { kind: kinds[notice.kind] }) };
}

/**
 * A notice the browser did not show: notifications no longer allowed for the site (`blocked`), or
 * the browser refused it (`failed`, with its words). The watch has told it all the same, so the
 * console says so on the page rather than losing it silently.
 */
export type MissedNotice =
  | { readonly title: string; readonly reason: 'blocked' }
  | { readonly title: string; readonly reason: 'failed'; readonly message: string };

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Shows each notice through the service worker; answers those the browser did not show. */
export async function showNotices(
  t: TFunction<'watches'>,
  enumLabel: EnumWords,
  notices: readonly WatchNotice[],
): Promise<MissedNotice[]> {
  const texts = notices.map((notice) => ({ notice, ...noticeText(t, enumLabel, notice) }));
  if (notifications()?.permission !== 'granted')
    return texts.map(({ title }) => ({ title, reason: 'blocked' }));
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await serviceWorkers()?.getRegistration();
  } catch (error) {
    return texts.map(({ title }) => ({ title, reason: 'failed', message: message(error) }));
  }
  const missed: MissedNotice[] = [];
  for (const { notice, title, body } of texts) {
    const data: WatchNotificationData = { path: safeWatchPath(notice.path) };
    try {
      if (registration === undefined) throw new Error('No service worker runs for the console.');
      await registration.showNotification(title, {
        body,
        tag: notice.tag,
        data,
        icon: WATCH_NOTIFICATION_ICON,
      });
    } catch (error) {
      missed.push({ title, reason: 'failed', message: message(error) });
    }
  }
  return missed;
}

/** The part of a ServiceWorkerRegistration that Periodic Background Sync adds (not in TypeScript's DOM types). */
interface PeriodicSyncCapable {
  readonly periodicSync: {
    register(tag: string, options: { minInterval: number }): Promise<void>;
    unregister(tag: string): Promise<void>;
  };
}

function hasPeriodicSync(
  registration: ServiceWorkerRegistration,
): registration is ServiceWorkerRegistration & PeriodicSyncCapable {
  return 'periodicSync' in registration;
}

/** How often an installed console may check with no tab open; the browser decides the real pace. */
const PERIODIC_MIN_INTERVAL_MS = 15 * 60_000;

/**
 * Registers (while some watch runs) or unregisters the watches' periodic sync. Answers whether
 * the browser took it: false without a service worker or Periodic Background Sync, or when the
 * browser refuses (not installed, permission denied); the open console still checks.
 */
export async function syncWatchesPeriodically(wanted: boolean): Promise<boolean> {
  try {
    const registration = await serviceWorkers()?.getRegistration();
    if (registration === undefined || !hasPeriodicSync(registration)) return false;
    if (!wanted) {
      await registration.periodicSync.unregister(WATCH_SYNC_TAG);
      return false;
    }
    await registration.periodicSync.register(WATCH_SYNC_TAG, { minInterval: PERIODIC_MIN_INTERVAL_MS });
    return true;
  } catch {
    return false;
  }
}
