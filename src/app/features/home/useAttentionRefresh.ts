/**
 * Keeps "needs you" current while the home page is open and online: a renewal when the page
 * opens, when the connection comes back, and when the page is shown again after a minute or
 * more away. A renewal is one request to the worker, which runs its searches and reads (one at a
 * time per region); offline nothing is tried (the kept copies answer).
 */
import { useEffect, useState } from 'react';
import { attentionCommands } from './useAttention';

/** A page shown again renews only when the last renewal is older than this. */
export const REFRESH_AFTER_MS = 60_000;

const finishedAt = new Map<string, number>();

/** A renewal's key: the region, and the tenancy once known (learning it renews at once). */
function keyOf(region: string, tenancyId: string | undefined): string {
  return `${region} ${tenancyId ?? ''}`;
}

function renew(region: string, tenancyId: string | undefined): Promise<void> {
  return attentionCommands
    .refreshAttention(region, tenancyId)
    .catch(() => undefined)
    .finally(() => {
      finishedAt.set(keyOf(region, tenancyId), Date.now());
    });
}

/**
 * Whether a renewal is under way (the page says "Updating…"). With the tenancy known, the
 * renewal reads its alarms too; learning it renews at once.
 */
export function useAttentionRefresh(region: string, tenancyId?: string): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    const start = (force: boolean): void => {
      if (!navigator.onLine) return;
      const last = finishedAt.get(keyOf(region, tenancyId));
      if (!force && last !== undefined && Date.now() - last < REFRESH_AFTER_MS) return;
      setBusy(true);
      void renew(region, tenancyId).then(() => {
        if (live) setBusy(false);
      });
    };
    const onOnline = (): void => {
      start(true);
    };
    const onVisible = (): void => {
      if (document.visibilityState === 'visible') start(false);
    };
    start(false);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [region, tenancyId]);
  return busy;
}
