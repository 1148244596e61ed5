import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useMediaQuery } from './useMediaQuery';

export type ThemeChoice = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

export interface ThemeContextValue {
  /** What the user chose. */
  readonly choice: ThemeChoice;
  /** What is shown: the choice, or for 'system' the operating system's current scheme. */
  readonly resolved: ResolvedTheme;
  readonly setChoice: (choice: ThemeChoice) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /**
   * The stored choice; light when there is none (spec document 2 §9: dark mode off). Settings
   * load from IndexedDB after the first paint, so a later, different `initial` is adopted too.
   */
  readonly initial?: ThemeChoice;
  /** Called with every new choice, for the caller to persist (the app stores settings in IndexedDB). */
  readonly onChange?: (choice: ThemeChoice) => void;
  readonly children: ReactNode;
}

/**
 * Holds the theme choice and applies it as `data-theme` on <html>, which tokens.css reads.
 * 'system' follows prefers-color-scheme live, also while the page is open.
 */
export function ThemeProvider({ initial = 'light', onChange, children }: ThemeProviderProps) {
  const [choice, setChoiceState] = useState<ThemeChoice>(initial);
  const [adopted, setAdopted] = useState<ThemeChoice>(initial);
  if (initial !== adopted) {
    setAdopted(initial);
    setChoiceState(initial);
  }
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved: ResolvedTheme = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);

  const setChoice = useCallback(
    (next: ThemeChoice) => {
      setChoiceState(next);
      onChange?.(next);
    },
    [onChange],
  );

  const value = useMemo(() => ({ choice, resolved, setChoice }), [choice, resolved, setChoice]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme of the nearest ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs a ThemeProvider above it');
  return value;
}

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}
