/**
 * Arrow-key movement inside the menus. Every stop carries `data-nav-item`; a zone (a list, a
 * panel) handles ArrowUp/ArrowDown/Home/End among its own visible stops. Tab still walks every
 * stop in order, so the arrows are a shortcut, never the only way.
 */
import type { KeyboardEvent } from 'react';

const ITEM = '[data-nav-item]';

/** The zone's stops a user can see (those in a closed <details> are left out). */
export function navItems(zone: HTMLElement): HTMLElement[] {
  return [...zone.querySelectorAll<HTMLElement>(ITEM)].filter((el) => el.getClientRects().length > 0);
}

/** Focuses the first or last stop of a zone; false when it has none. */
export function focusEdge(zone: HTMLElement | null, edge: 'first' | 'last'): boolean {
  if (zone === null) return false;
  const items = navItems(zone);
  const target = edge === 'first' ? items[0] : items[items.length - 1];
  target?.focus();
  return target !== undefined;
}

/** Whether the page reads right to left, where ArrowRight points backwards. */
export function isRtl(el: Element): boolean {
  return getComputedStyle(el).direction === 'rtl';
}

/** The inline direction of a horizontal arrow key: 'forward' is the reading direction. */
export function inlineDirection(event: KeyboardEvent<HTMLElement>): 'forward' | 'backward' | undefined {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return undefined;
  const forward = event.key === (isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight');
  return forward ? 'forward' : 'backward';
}

/**
 * Moves focus among the zone's stops for ArrowUp/ArrowDown/Home/End (and ArrowLeft/ArrowRight
 * when `horizontal`); returns true when it handled the key.
 */
export function handleArrowKeys(event: KeyboardEvent<HTMLElement>, horizontal = false): boolean {
  const zone = event.currentTarget;
  const items = navItems(zone);
  if (items.length === 0) return false;
  const index = items.findIndex((el) => el === document.activeElement || el.contains(document.activeElement));
  const direction = horizontal ? inlineDirection(event) : undefined;
  let next: number | undefined;
  if (event.key === 'ArrowDown' || direction === 'forward')
    next = index < 0 ? 0 : Math.min(index + 1, items.length - 1);
  else if (event.key === 'ArrowUp' || direction === 'backward') next = index < 0 ? 0 : Math.max(index - 1, 0);
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  if (next === undefined) return false;
  event.preventDefault();
  items[next]?.focus();
  return true;
}
