/**
 * Menu visibility (document 3 §3.1, §4–§6), one pure function of an entry, a context and a
 * placement. An entry is visible when it and its ancestors (and, for a ref or featured item, the
 * entry it opens and that entry's ancestors) are available, its placement allows it, and, for a
 * parent or header, at least one child is visible.
 *
 * Available means:
 * - every allowlist name is on and every `!name` is off, unless the entry ignores allowlists in
 *   staging and the context's region is a staging region;
 * - alwaysFree only for free tenancies, alwaysPaid only for paid ones;
 * - scopes, when given, contain the persona or its console kind (IAAS or SAAS); a featured
 *   item's scopes must contain the persona itself;
 * - saasServiceTypes, when given, share a type with the tenancy;
 * - not disableInGovRegions in a government region, not disableInDisconnectedRealms in a
 *   disconnected realm, not in disabledRegions.
 * Placement: hideFromMegaMenu (on the entry or an ancestor) hides it from the mega menu only;
 * hideChildrenInMenu keeps an entry's children out of the side menu; featured items show only in
 * the featured list and registry entries only in the menus.
 */
import { isDisconnectedRealm, isGovernmentRegion, isStagingRegion } from '../../oci/regions';
import { FEATURED, FEATURED_AREA_ID } from './featured';
import { labelKeyOf } from './labelKeyOf';
import type { NavContext, NavPlacement } from './navContext';
import { NAV_ROOTS, ancestorsOf, childrenOf, navEntry } from './navEntries';
import type { NavEntry, NavGating } from './navEntry';
import { routeOf } from './navRoutes';
import type { Persona } from './personas';
import { consoleKindOf } from './personas';
import type { NavigationKey } from '../i18n/keys';

export function allowlistsPass(allowlists: readonly string[], flags: ReadonlySet<string>): boolean {
  return allowlists.every((name) => (name.startsWith('!') ? !flags.has(name.slice(1)) : flags.has(name)));
}

/**
 * Whether a scope list admits the persona. Menu entries admit the persona's console kind too
 * (a list with 'IAAS' admits every infrastructure persona); featured items are shown only to the
 * personas they list (document 3 §2.16), so their match is exact.
 */
export function scopesAllow(
  scopes: readonly Persona[] | undefined,
  persona: Persona,
  exact = false,
): boolean {
  if (scopes === undefined) return true;
  return scopes.includes(persona) || (!exact && scopes.includes(consoleKindOf(persona)));
}

/** The availability rules of one entry's own gating fields. */
export function isAvailable(gating: NavGating, ctx: NavContext, exactScopes = false): boolean {
  const staged = gating.ignoreAllowlistsForStaging === true && isStagingRegion(ctx.region);
  if (!staged && !allowlistsPass(gating.allowlists ?? [], ctx.featureFlags)) return false;
  if (gating.alwaysFree === true && ctx.pricingClass !== 'free') return false;
  if (gating.alwaysPaid === true && ctx.pricingClass !== 'paid') return false;
  if (!scopesAllow(gating.scopes, ctx.persona, exactScopes)) return false;
  const saas = gating.saasServiceTypes;
  if (saas !== undefined && !saas.some((type) => ctx.saasServiceTypes.has(type))) return false;
  if (gating.disableInGovRegions === true && isGovernmentRegion(ctx.region)) return false;
  if (gating.disableInDisconnectedRealms === true && isDisconnectedRealm(ctx.region)) return false;
  if (gating.disabledRegions?.includes(ctx.region.id) === true) return false;
  return true;
}

function chainAvailable(entry: NavEntry, ctx: NavContext): boolean {
  const chain = [entry, ...ancestorsOf(entry)];
  if (!chain.every((e) => isAvailable(e, ctx, e.areaId === FEATURED_AREA_ID))) return false;
  return entry.ref === undefined || chainAvailable(navEntry(entry.ref), ctx);
}

/** Available with its whole chain and, for a parent, through at least one child: a page one can open. */
export function isReachable(entry: NavEntry, ctx: NavContext): boolean {
  if (!chainAvailable(entry, ctx)) return false;
  return entry.childIds.length === 0 || childrenOf(entry).some((child) => isReachable(child, ctx));
}

function placementAllows(entry: NavEntry, where: NavPlacement): boolean {
  if ((entry.areaId === FEATURED_AREA_ID) !== (where === 'featured')) return false;
  const ancestors = ancestorsOf(entry);
  if (where === 'megaMenu' && [entry, ...ancestors].some((e) => e.hideFromMegaMenu === true)) return false;
  if (where === 'sideMenu' && ancestors.some((e) => e.hideChildrenInMenu === true)) return false;
  return true;
}

/** Whether the entry is shown in this placement for this context. */
export function isVisible(entry: NavEntry, ctx: NavContext, where: NavPlacement): boolean {
  if (!placementAllows(entry, where) || !chainAvailable(entry, ctx)) return false;
  if (entry.childIds.length === 0) return true;
  const children = childrenOf(entry);
  if (where === 'sideMenu' && entry.hideChildrenInMenu === true) {
    return children.some((child) => isReachable(child, ctx));
  }
  return children.some((child) => isVisible(child, ctx, where));
}

export interface VisibleNode {
  readonly entry: NavEntry;
  readonly labelKey: NavigationKey;
  /** An internal route, or an external URL when `external`. */
  readonly route: string;
  readonly external: boolean;
  readonly openInNewTab: boolean;
  readonly children: readonly VisibleNode[];
}

function toNode(entry: NavEntry, ctx: NavContext, where: NavPlacement): VisibleNode {
  const route = routeOf(entry);
  const external = !route.startsWith('/');
  const listChildren = !(where === 'sideMenu' && entry.hideChildrenInMenu === true);
  const children = listChildren ? childrenOf(entry).filter((c) => isVisible(c, ctx, where)) : [];
  return {
    entry,
    labelKey: labelKeyOf(entry, ctx),
    route,
    external,
    openInNewTab: entry.openInNewTab ?? external,
    children: children.map((c) => toNode(c, ctx, where)),
  };
}

/**
 * The visible tree for a placement: category headers → areas → entries for the menus, the flat
 * featured list for 'featured'.
 */
export function visibleTree(ctx: NavContext, where: NavPlacement): readonly VisibleNode[] {
  const roots = where === 'featured' ? FEATURED : NAV_ROOTS;
  return roots.filter((e) => isVisible(e, ctx, where)).map((e) => toNode(e, ctx, where));
}

/** The featured items this context's persona sees, in order. */
export function featuredFor(ctx: NavContext): readonly VisibleNode[] {
  return visibleTree(ctx, 'featured');
}
