/**
 * The menus' view of the visible tree: the categories with their areas, and one area by id.
 * An area is a node whose entry is a registry area (depth 1) under a category header.
 */
import type { VisibleNode } from '../../navigation/isVisible';
import { visibleTree } from '../../navigation/isVisible';
import type { NavContext, NavPlacement } from '../../navigation/navContext';
import type { NavigationKey } from '../../i18n/keys';

export interface VisibleCategory {
  readonly id: string;
  readonly labelKey: NavigationKey;
  readonly areas: readonly VisibleNode[];
}

export function visibleCategories(
  ctx: NavContext,
  where: 'megaMenu' | 'sideMenu',
): readonly VisibleCategory[] {
  return visibleTree(ctx, where).map((header) => ({
    id: header.entry.id,
    labelKey: header.labelKey,
    areas: header.children,
  }));
}

export function visibleArea(ctx: NavContext, areaId: string, where: NavPlacement): VisibleNode | undefined {
  if (where === 'featured') return undefined;
  for (const category of visibleCategories(ctx, where)) {
    const area = category.areas.find((a) => a.entry.id === areaId);
    if (area !== undefined) return area;
  }
  return undefined;
}

/** Whether the node is the page at this address (query included when the route has one). */
export function isCurrent(node: VisibleNode, pathname: string, search: string): boolean {
  if (node.external) return false;
  const [path, query] = node.route.split('?');
  if (path !== pathname) return false;
  return query === undefined || `?${query}` === search;
}

/** Whether the node or one of its descendants is the page at this address. */
export function containsCurrent(node: VisibleNode, pathname: string, search: string): boolean {
  return isCurrent(node, pathname, search) || node.children.some((c) => containsCurrent(c, pathname, search));
}
