/**
 * The user's settings, kept in IndexedDB (the worker writes, the app reads live). Defaults for
 * language, time zone and currency come from init options (document 1 §9, document 3 §7).
 */
export type ThemeChoice = 'light' | 'dark' | 'system';

export interface Settings {
  readonly theme: ThemeChoice;
  readonly persona: string;
  readonly region: string;
  readonly language: string;
  readonly timeZone: string;
  readonly currency: string;
  readonly featureFlags: readonly string[];
  readonly isStaging: boolean;
  readonly pricingClass: 'free' | 'paid';
  readonly saasServiceTypes: readonly string[];
}

export interface InitOptions {
  readonly defaultLanguage: string;
  readonly defaultCurrency?: string;
  readonly defaultTimeZone?: string;
  readonly defaultRegion?: string;
}

export const INIT_OPTIONS: InitOptions = {
  defaultLanguage: 'en',
  defaultCurrency: 'USD',
  defaultTimeZone: undefined,
  defaultRegion: 'us-ashburn-1',
};

export function defaultSettings(init: InitOptions = INIT_OPTIONS): Settings {
  return {
    theme: 'light',
    persona: 'IAAS',
    region: init.defaultRegion ?? 'us-ashburn-1',
    language: init.defaultLanguage,
    timeZone: init.defaultTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    currency: init.defaultCurrency ?? 'USD',
    featureFlags: [],
    isStaging: false,
    pricingClass: 'paid',
    saasServiceTypes: [],
  };
}

/** Stored key/value rows over the defaults; unknown or mistyped values are ignored. */
export function mergeSettings(base: Settings, rows: readonly { key: string; value: unknown }[]): Settings {
  const next: Record<string, unknown> = { ...base };
  for (const { key, value } of rows) {
    if (!(key in base)) continue;
    const current = (base as unknown as Record<string, unknown>)[key];
    if (Array.isArray(current) ? Array.isArray(value) : typeof value === typeof current) next[key] = value;
  }
  return next as unknown as Settings;
}
