import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { KeyValue } from '../../contract/db';
import { settingsCommands } from './settingsCommands';
import { defaultSettings, mergeSettings, type Settings } from './settings';

interface SettingsValue {
  readonly settings: Settings;
  /** False until the stored settings have been read once. */
  readonly loaded: boolean;
  readonly update: <K extends keyof Settings>(key: K, value: Settings[K]) => Promise<void>;
}

const SettingsContext = createContext<SettingsValue | undefined>(undefined);

export function SettingsProvider({
  children,
  initialRows,
}: {
  readonly children: ReactNode;
  /** The settings as read before the first paint; the live query takes over once loaded. */
  readonly initialRows?: readonly KeyValue[] | undefined;
}) {
  const [rows, setRows] = useState(initialRows);
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let unmounted = false;
    // When IndexedDB cannot be opened the console goes on with what it has, or the defaults.
    const giveUp = () => { setRows((current) => current ?? []); };
    import('./liveSettings').then(
      ({ watchSettings }) => {
        if (!unmounted) subscription = watchSettings(setRows, giveUp);
      },
      giveUp,
    );
    return () => {
      unmounted = true;
      subscription?.unsubscribe();
    };
  }, []);
  const settings = useMemo(() => mergeSettings(defaultSettings(), rows ?? []), [rows]);
  const update = useCallback(async <K extends keyof Settings>(key: K, value: Settings[K]) => {
    await settingsCommands.setSetting(key, value);
  }, []);
  const value = useMemo(() => ({ settings, loaded: rows !== undefined, update }), [settings, rows, update]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings needs a SettingsProvider.');
  return value;
}
