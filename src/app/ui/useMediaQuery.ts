import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept live. Without a window (server render, tests) it does not
 * match, so the first render is the wide-screen, light, motion-allowed one.
 */
/** matchMedia is missing outside a browser and in some test environments, whatever the DOM types say. */
function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && 'matchMedia' in window;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  const getSnapshot = useCallback(() => canMatchMedia() && window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
