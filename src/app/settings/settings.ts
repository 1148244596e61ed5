/**
 * The user's settings, kept in IndexedDB (the worker writes, the app reads live). Defaults for
 * language, time zone and currency come from init options (document 1 §9, document 3 §7).
 */
export type ThemeChoice = 'light' | 'dark' | 'system';

/**
 * The developer panel's pricing class: what the tenancy says (its assigned subscriptions), or an
 * override for trying the menus. Staging is not a setting: it follows from the region.
 */
export type PricingOverride = 'tenancy' | 'free' | 'paid';

export interface Settings {
  readonly theme: ThemeChoice;
  readonly persona: string;
  readonly region: string;
  readonly language: string;
  readonly timeZone: string;
  readonly currency: string;
  readonly featureFlags: readonly string[];
  readonly pricingClassOverride: PricingOverride;
  /** Whether the SaaS service types are the tenancy's (true) or the list below (an override). */
  readonly saasFromTenancy: boolean;
  /** The overriding SaaS service types, used only while saasFromTenancy is false. */
  readonly saasServiceTypes: readonly string[];
  /** Compartments whose alarms notify when they start firing (src/rules/alarmWatchRules.ts). */
  readonly alarmCompartments: readonly string[];
  /** The alarm severities that notify. */
  readonly alarmSeverities: readonly string[];
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
    pricingClassOverride: 'tenancy',
    saasFromTenancy: true,
    saasServiceTypes: [],
    alarmCompartments: [],
    alarmSeverities: ['CRITICAL', 'ERROR'],
  };
}

/**
 * Stored key/value rows over the defaults; unknown or mistyped values are ignored (so rows of
 * retired settings, such as the old `isStaging` switch and `pricingClass`, change nothing).
 */
export function mergeSettings(base: Settings, rows: readonly { key: string; value: unknown }[]): Settings {
  const next: Record<string, unknown> = { ...base };
  for (const { key, value } of rows) {
    if (!(key in base)) continue;
    const current = (base as unknown as Record<string, unknown>)[key];
    if (Array.isArray(current) ? Array.isArray(value) : typeof value === typeof current) next[key] = value;
  }
  return next as unknown as Settings;
}
