import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { CompartmentScope } from './paths';

export interface Scope extends CompartmentScope {
  readonly subtree: boolean;
  readonly setCompartment: (compartmentId: string) => void;
  readonly setSubtree: (subtree: boolean) => void;
}

/**
 * The compartment a license page looks at, and whether its subcompartments count, kept in the
 * URL so a reload, the back button and a shared link keep them. Subcompartments count by default.
 */
export function useScope(): Scope {
  const [search, setSearch] = useSearchParams();
  // Kept through the picker's own URL changes, so a change notice that led here stays.
  const { state } = useLocation() as { state: unknown };
  const compartmentId = search.get('compartmentId') ?? undefined;
  const subtree = search.get('subtree') !== '0';
  const setCompartment = useCallback(
    (id: string) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('compartmentId', id);
          return next;
        },
        { replace: true, state },
      );
    },
    [setSearch, state],
  );
  const setSubtree = useCallback(
    (value: boolean) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('subtree', value ? '1' : '0');
          return next;
        },
        { replace: true, state },
      );
    },
    [setSearch, state],
  );
  return { compartmentId, subtree, setCompartment, setSubtree };
}
