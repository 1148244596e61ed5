/**
 * The key types of the console's namespaces, from the English files (see i18next.d.ts). A label key
 * kept in configuration (a menu entry, a form field, a column) is typed with these, so a key no
 * English file holds fails the build where it is written, not on a screen.
 */
import type { ParseKeys } from 'i18next';

export type ConsoleKey = ParseKeys;
export type DetailsKey = ParseKeys<'details'>;
export type DevopsKey = ParseKeys<'devops'>;
/** The nouns every screen shares (Name, Compartment, Created…): one word each, in one namespace. */
export type GlossaryKey = ParseKeys<'glossary'>;
export type LicensesKey = ParseKeys<'licenses'>;
export type LoggingKey = ParseKeys<'logging'>;
export type MarketplaceKey = ParseKeys<'marketplace'>;
export type NavigationKey = ParseKeys<'navigation'>;
/** Metrics, service health and the month's cost. */
export type OncallKey = ParseKeys<'oncall'>;
export type OutboxKey = ParseKeys<'outbox'>;
export type ProfilesKey = ParseKeys<'profiles'>;
export type SearchUiKey = ParseKeys<'searchUi'>;
export type SettingsKey = ParseKeys<'settings'>;
export type WatchesKey = ParseKeys<'watches'>;

/**
 * The last part of the keys under a prefix: `KeysUnder<LicensesKey, 'form.errors'>` is
 * 'required' | 'tooLong' | …, so a code that will be shown as `form.errors.<code>` is checked
 * where it is chosen.
 */
export type KeysUnder<K extends string, P extends string> = K extends `${P}.${infer C}` ? C : never;
