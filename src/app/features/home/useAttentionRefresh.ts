/**
 * Keeps "needs you" current while the home page is open and online: a renewal when the page
 * opens, when the connection comes back, and when the page is shown again after a minute or
 * more away. One renewal at a time per region; offline nothing is tried (the kept copies answer).
 */
import { useEffect, useState } from 'react';
import { refreshAttention } from './refreshAttention';

/** A page shown again renews only when the last renewal is older than this. */
export const REFRESH_AFTER_MS = 60_000;

const running = new Map<string, Promise<void>>();
const finishedAt = new Map<string, number>();

function renew(region: string): Promise<void> {
  const current = running.get(region);
  if (current !== undefined) return current;
  const next = refreshAttention(region)
    .catch(() => undefined)
    .finally(() => {
      running.delete(region);
      finishedAt.set(region, Date.now());
    });
  running.set(region, next);
  return next;
}

/** Whether a renewal is under way (the page says "Updating…"). */
export function useAttentionRefresh(region: string): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    const start = (force: boolean): void => {
      if (!navigator.onLine) return;
      const last = finishedAt.get(region);
      if (!force && last !== undefined && Date.now() - last < REFRESH_AFTER_MS) return;
      setBusy(true);
      void renew(region).then(() => {
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
  }, [region]);
  return busy;
}
