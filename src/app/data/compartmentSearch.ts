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

const NO_PARAMS = {};

/** The name of a compartment from the compartment search; undefined for other OCIDs or until known. */
export function useCompartmentSearchName(id: string | undefined): string | undefined {
  const isCompartment = id !== undefined && id.startsWith('ocid1.compartment.');
  const { state } = useRead<unknown>(
    isCompartment ? 'searchResources' : null,
    isCompartment ? COMPARTMENT_SEARCH : NO_PARAMS,
  );
  const data = readData(state)?.data;
  return useMemo(() => {
    const items = (data as { readonly items?: unknown } | undefined)?.items;
    if (!isCompartment || !Array.isArray(items)) return undefined;
    const found = items.find(
      (item): item is { readonly displayName: string } =>
        typeof item === 'object' &&
        item !== null &&
        (item as Record<string, unknown>)['identifier'] === id &&
        typeof (item as Record<string, unknown>)['displayName'] === 'string',
    );
    return found?.displayName === '' ? undefined : found?.displayName;
  }, [data, id, isCompartment]);
}
