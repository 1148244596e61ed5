/**
 * The areas the user worked in last, most recent first, kept with the settings in IndexedDB
 * (the worker writes, the app reads live), so the home dashboard can offer them again.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb } from '../../../contract/db';
import { consoleApi } from '../../consoleApi';

export const RECENT_AREAS_KEY = 'recentAreas';
export const MAX_RECENT_AREAS = 6;

function asIds(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The list with `areaId` moved to the front, at most MAX_RECENT_AREAS long. */
export function withRecentArea(list: readonly string[], areaId: string): readonly string[] {
  return [areaId, ...list.filter((id) => id !== areaId)].slice(0, MAX_RECENT_AREAS);
}

export function useRecentAreas(): readonly string[] {
  const row = useLiveQuery(() => consoleDb().settings.get(RECENT_AREAS_KEY), []);
  return asIds(row?.value);
}

/** Records the area of the current page each time it changes. */
export function useRecordRecentArea(areaId: string | undefined): void {
  useEffect(() => {
    if (areaId === undefined) return;
    // An object, not a let: the cleanup may turn it off while the read below is awaited.
    const effect = { live: true };
    void (async () => {
      const row = await consoleDb()
        .settings.get(RECENT_AREAS_KEY)
        .catch(() => undefined);
      const list = asIds(row?.value);
      if (!effect.live || list[0] === areaId) return;
      await consoleApi().setSetting(RECENT_AREAS_KEY, withRecentArea(list, areaId));
    })();
    return () => {
      effect.live = false;
    };
  }, [areaId]);
}
