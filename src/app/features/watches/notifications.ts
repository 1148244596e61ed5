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
} from '../../../oci/watchRules';
import type { WatchNotice } from '../../../worker/api';

export type PermissionAnswer = 'granted' | 'denied' | 'unsupported';

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
  if (api === undefined || serviceWorkers() === undefined) return 'unsupported';
  if (api.permission === 'granted' || api.permission === 'denied') return api.permission;
  const answer = await api.requestPermission();
  return answer === 'granted' ? 'granted' : 'denied';
}

/** The words of one notice, in the user's language. */
export function noticeText(t: TFunction<'watches'>, notice: WatchNotice): { title: string; body: string } {
  const name = notice.displayName;
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

/** Shows each notice through the service worker; nothing without permission or a service worker. */
export async function showNotices(t: TFunction<'watches'>, notices: readonly WatchNotice[]): Promise<void> {
  if (notifications()?.permission !== 'granted') return;
  const registration = await serviceWorkers()?.getRegistration();
  if (registration === undefined) return;
  for (const notice of notices) {
    const { title, body } = noticeText(t, notice);
    const data: WatchNotificationData = { path: safeWatchPath(notice.path) };
    await registration.showNotification(title, {
      body,
      tag: notice.tag,
      data,
      icon: WATCH_NOTIFICATION_ICON,
    });
  }
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
