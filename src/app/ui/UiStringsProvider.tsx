import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { defaultUiStrings } from './uiStrings';
import type { UiStrings } from './uiStrings';

const UiStringsContext = createContext<UiStrings>(defaultUiStrings);

export interface UiStringsProviderProps {
  /** Translated strings; any left out keep their English default. */
  readonly strings: Partial<UiStrings>;
  readonly children: ReactNode;
}

/** Supplies the translated words of the shared components (see uiStrings.ts). */
export function UiStringsProvider({ strings, children }: UiStringsProviderProps) {
  const value = useMemo(() => ({ ...defaultUiStrings, ...strings }), [strings]);
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}

/** The strings of the nearest provider, or the English defaults. */
export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}
