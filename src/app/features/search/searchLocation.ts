/**
 * A results screen's address as the screen searches it. The address is anyone's to write, so only
 * ids of the region table are kept; the others are returned apart, for the screen to say so.
 * Apart from paths.ts so the first route (the header's search box) does not carry the region table.
 */
import { findRegion } from '../../../oci/regions';
import { readSearchParams, type SearchLocation } from './paths';

/** A results screen's address as read: its query, the known regions, the filters, and the ids refused. */
export interface ReadSearchLocation extends Required<SearchLocation> {
  /** Region ids of the address the region table does not know: never searched, shown as refused. */
  readonly refused: readonly string[];
}

export function readSearchLocation(params: URLSearchParams): ReadSearchLocation {
  const { regions, ...rest } = readSearchParams(params);
  return {
    ...rest,
    regions: regions.filter((region) => findRegion(region) !== undefined),
    refused: regions.filter((region) => findRegion(region) === undefined),
  };
}
