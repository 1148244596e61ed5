/**
 * The navigation entry (document 3 §3.1), as written in the registry (`NavEntrySpec`) and as
 * flattened for use (`NavEntry`).
 *
 * Paths: `path` is a suffix appended to the plugin's base route (children inherit the plugin of
 * their nearest ancestor); `fixedPath` replaces plugin and suffix; `url` is an external page.
 * A suffix may hold `:name` parameters (a formatted link) and `query` adds a query string.
 * `ref` names another entry whose page this one shows again in a second place (same route,
 * same availability); only the canonical entry owns the route.
 */
import type { DependentService } from './dependentServices';
import type { Persona } from './personas';
import type { PluginName } from './plugins';
import type { SaasServiceType } from './saasServiceTypes';
import type { NavigationKey } from '../i18n/keys';

/** Item kinds: parent (has children), link (has a path of its own), plugin item (opens a plugin
 * page), formatted link (path parameters or query), header (a category header). */
export type NavItemKind = 'parent' | 'link' | 'plugin' | 'formattedLink' | 'header';

/** Dedicated screens of the console; other entries open the generic resource screen. */
export type NavScreen =
  | 'search'
  | 'devops'
  | 'licenseManager'
  | 'logging'
  | 'marketplace'
  | 'workRequests'
  | 'serviceHealth'
  | 'cost';

/** Top-level grouping of the mega menu (its headers). */
export type NavCategory = 'home' | 'infrastructure' | 'applications' | 'saas' | 'help';

export interface NavHelpItem {
  readonly labelKey: NavigationKey;
  /** An external documentation page. */
  readonly url: string;
}

/** A second label used while a feature flag is on (the autonomous database name change). */
export interface NavLabelVariant {
  readonly flag: string;
  readonly labelKey: NavigationKey;
}

/** The gating fields of §3.1. Availability fields first, then placement fields. */
export interface NavGating {
  /** Every name must be on; a name prefixed with `!` must be off. */
  readonly allowlists?: readonly string[];
  readonly ignoreAllowlistsForStaging?: boolean;
  readonly alwaysFree?: boolean;
  readonly alwaysPaid?: boolean;
  readonly scopes?: readonly Persona[];
  readonly saasServiceTypes?: readonly SaasServiceType[];
  readonly disableInGovRegions?: boolean;
  readonly disableInDisconnectedRealms?: boolean;
  /** Region ids where the entry is disabled. */
  readonly disabledRegions?: readonly string[];
  readonly hideFromMegaMenu?: boolean;
  readonly hideChildrenInMenu?: boolean;
  readonly openInNewTab?: boolean;
  /**
   * Meaning "not shown" in document 3; read here as: the page's content (a path parameter or a
   * preset query) is chosen at run time, so the entry is re-resolved when the context changes.
   */
  readonly dynamic?: boolean;
}

export interface NavEntrySpec extends NavGating {
  /** Unique among its siblings; the full id is the parent's id, a dot, and this. */
  readonly id: string;
  readonly labelKey: NavigationKey;
  readonly labelVariant?: NavLabelVariant;
  readonly header?: boolean;
  readonly plugin?: PluginName;
  readonly path?: string;
  readonly fixedPath?: string;
  readonly url?: string;
  readonly query?: Readonly<Record<string, string>>;
  /** Full id of the canonical entry this one repeats. */
  readonly ref?: string;
  readonly children?: readonly NavEntrySpec[];
  /** Full ids of related entries. */
  readonly related?: readonly string[];
  readonly help?: readonly NavHelpItem[];
  /** Search keywords of this entry. */
  readonly tags?: readonly string[];
  readonly dependentService?: DependentService;
  /** The search service's resource type listed on this page. */
  readonly resourceType?: string;
  /** A condition narrowing that list (`dbWorkload = 'OLTP'`), in the search query language. */
  readonly resourceWhere?: string;
  readonly screen?: NavScreen;
}

export interface NavAreaSpec extends NavEntrySpec {
  readonly category: NavCategory;
}

export interface NavEntry extends NavGating {
  readonly id: string;
  readonly parentId: string | null;
  /** The area it belongs to ('featured' for featured items, the category for headers). */
  readonly areaId: string;
  readonly kind: NavItemKind;
  readonly depth: number;
  readonly labelKey: NavigationKey;
  readonly labelVariant?: NavLabelVariant;
  /** Effective plugin (own or inherited). */
  readonly plugin?: PluginName;
  readonly path?: string;
  readonly fixedPath?: string;
  readonly url?: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly ref?: string;
  readonly childIds: readonly string[];
  readonly related: readonly string[];
  readonly help: readonly NavHelpItem[];
  readonly tags: readonly string[];
  readonly dependentService?: DependentService;
  readonly resourceType?: string;
  readonly resourceWhere?: string;
  readonly screen?: NavScreen;
}
