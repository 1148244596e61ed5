import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb } from '../../worker/store/db';
import { consoleApi } from '../consoleApi';
import { defaultSettings, mergeSettings, type Settings } from './settings';

interface SettingsValue {
  readonly settings: Settings;
  /** False until the stored settings have been read once. */
  readonly loaded: boolean;
  update<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void>;
}

const SettingsContext = createContext<SettingsValue | undefined>(undefined);

export function SettingsProvider({ children }: { readonly children: ReactNode }) {
  const rows = useLiveQuery(() => consoleDb().settings.toArray(), []);
  const settings = useMemo(() => mergeSettings(defaultSettings(), rows ?? []), [rows]);
  const update = useCallback(async <K extends keyof Settings>(key: K, value: Settings[K]) => {
    await consoleApi().setSetting(key, value);
  }, []);
  const value = useMemo(() => ({ settings, loaded: rows !== undefined, update }), [settings, rows, update]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings needs a SettingsProvider.');
  return value;
}
