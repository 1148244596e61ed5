/**
 * The tenancy's compartments come from one resource search, the same read (and so the same kept
 * answer, offline too) for every compartment picker and every compartment shown by name.
 */
import { useMemo } from 'react';
import { readData, useRead } from './useRead';

export const COMPARTMENT_SEARCH = {
  searchDetails: { type: 'Structured', query: 'query compartment resources' },
  limit: 1000,
} as const;

/** The name of a compartment from the compartment search; undefined for other OCIDs or until known. */
export function useCompartmentSearchName(id: string | undefined): string | undefined {
  const isCompartment = id !== undefined && id.startsWith('ocid1.compartment.');
  const { state } = useRead(isCompartment ? 'searchResources' : null, COMPARTMENT_SEARCH);
  // The worker checked the answer against searchResources' schema: items with their identifiers.
  const items = readData(state)?.data.items;
  return useMemo(() => {
    if (!isCompartment || items === undefined) return undefined;
    const name = items.find((item) => item.identifier === id)?.displayName;
    return name === '' || name === null ? undefined : name;
  }, [items, id, isCompartment]);
}
