/**
 * Where translation files come from (spec document 2 §7, document 3 §7, §9). Each namespace is
 * tried at a versioned remote location, then an unversioned one, then the local file.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/**
 * The namespaces loaded when the console starts, each a file under public/locales/{lng}/; a
 * feature's own namespace loads with its first screen. The glossary holds the nouns every screen
 * shares (Name, Compartment, Created…), so it is there from the start for all of them.
 */
export const APP_NAMESPACES = ['console', 'glossary', 'navigation', 'search'] as const;
export type AppNamespace = (typeof APP_NAMESPACES)[number];

/** Navigation labels: pinned to the 2.4.x line. */
export const NAVIGATION_LOCALE_VERSION = '2.4';
/** Search-configuration labels (document 2 §9). */
export const SEARCH_CONFIG_LOCALE_VERSION = '0.130.0';

/** Remote packages for the namespaces that have one; the others are local only. */
const REMOTE_PACKAGE: Partial<Record<string, { name: string; version: string }>> = {
  navigation: { name: 'oci-console-navigation', version: NAVIGATION_LOCALE_VERSION },
  search: { name: 'oci-console-search-config', version: SEARCH_CONFIG_LOCALE_VERSION },
};

export function localLocalePath(lng: string, ns: string): string {
  // The search configuration's local path is fixed by document 2 §7.
  if (ns === 'search') return `/plugins/locales/oci-console-search-config/${lng}.json`;
  return `/locales/${lng}/${ns}.json`;
}

/** The versioned remote URL, or undefined where the namespace has no remote package. */
export function versionedLocalePath(base: string | undefined, lng: string, ns: string): string | undefined {
  const pkg = REMOTE_PACKAGE[ns];
  if (!base || !pkg) return undefined;
  return `${base}/${pkg.name}/${pkg.version}/${lng}.json`;
}

export function unversionedLocalePath(base: string | undefined, lng: string, ns: string): string | undefined {
  const pkg = REMOTE_PACKAGE[ns];
  if (!base || !pkg) return undefined;
  return `${base}/${pkg.name}/${lng}.json`;
}

export function isRightToLeft(lng: string): boolean {
  return LANGUAGES.some((l) => l.code === lng && l.dir === 'rtl');
}
