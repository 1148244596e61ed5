import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { defaultPwaStrings } from './pwaStrings';
import type { PwaStrings } from './pwaStrings';

const PwaStringsContext = createContext<PwaStrings>(defaultPwaStrings);

export interface PwaStringsProviderProps {
  /** Translated strings; any left out keep their English default. */
  readonly strings: Partial<PwaStrings>;
  readonly children: ReactNode;
}

/** Supplies the translated words of the offline and update components (see pwaStrings.ts). */
export function PwaStringsProvider({ strings, children }: PwaStringsProviderProps) {
  const value = useMemo(() => ({ ...defaultPwaStrings, ...strings }), [strings]);
  return <PwaStringsContext.Provider value={value}>{children}</PwaStringsContext.Provider>;
}

/** The strings of the nearest provider, or the English defaults. */
export function usePwaStrings(): PwaStrings {
  return useContext(PwaStringsContext);
}
