/**
 * An address with a fragment (`/settings#offline-tenancy`, the home page's "Set it up") opens at
 * the element it names, as a browser does for a document: the router changes pages without the
 * browser's own jump. The element comes into view below the header (which stays on screen on
 * phones) and takes the focus, so a screen reader starts there too. The sections above it fill in
 * as their reads answer and push it down, so it is kept in place while the page grows, until the
 * person scrolls, touches or types.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** What the person does that ends the keeping in place: from then on the page is theirs. */
const TAKEN_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Space left between the header and the element, in CSS pixels. */
const GAP = 8;

/** The fragment's element, decoded; null without a fragment or an element of that id. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

/** How far down the page's top the header covers: its bottom where it stays on screen, else 0. */
function coveredTop(header: HTMLElement | null): number {
  if (header === null) return 0;
  const position = getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed'
    ? Math.max(0, header.getBoundingClientRect().bottom)
    : 0;
}

/** Keeps the element the address's fragment names in view; `header` is the one that stays on top. */
export function useFragmentScroll(header: () => HTMLElement | null): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return undefined;
    let focused = false;
    const place = (): void => {
      const target = fragmentTarget(hash);
      if (target === null) return;
      const top = target.getBoundingClientRect().top + window.scrollY - coveredTop(header()) - GAP;
      window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
      if (focused) return;
      focused = true;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    place();
    const growing = new ResizeObserver(place);
    growing.observe(document.body);
    const stop = (): void => {
      growing.disconnect();
      for (const type of TAKEN_OVER) window.removeEventListener(type, stop);
    };
    for (const type of TAKEN_OVER) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [hash, key, header]);
}
