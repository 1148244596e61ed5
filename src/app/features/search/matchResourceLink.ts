/**
 * Which resource a details address is about, for the generic details page behind every link of
 * the type catalogue. Every pattern of the catalogue ends in (or carries, for database
 * management's `?ocid=`) the resource's OCID, so the match is the last path segment that is an
 * OCID; addresses without one (a bucket's `/object-storage/buckets/{namespace}/{name}`, list
 * pages) are not resource pages. Kept free of the catalogue, so the catch-all route can ask it.
 */

import { isOcid } from '../../../oci/ocid';

export { isOcid };

export interface ResourceLinkMatch {
  /** The resource's OCID. */
  readonly id: string;
}

const OCID_CHARACTERS = /^[A-Za-z0-9._-]+$/;

/**
 * An OCID made only of the characters OCIDs use, and no longer than one can be: the only text
 * from outside (an address, a shared text) that is ever quoted into a query or opened as a page.
 */
export function isPlainOcid(value: string): boolean {
  return value.length <= 255 && OCID_CHARACTERS.test(value) && isOcid(value);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The resource a details address designates, or undefined when it designates none. */
export function matchResourceLink(pathname: string, search = ''): ResourceLinkMatch | undefined {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decoded);
  for (let at = segments.length - 1; at >= 0; at -= 1) {
    const segment = segments[at];
    if (segment !== undefined && isOcid(segment)) return { id: segment };
  }
  const fromQuery = new URLSearchParams(search).get('ocid');
  return fromQuery !== null && isOcid(fromQuery) ? { id: fromQuery } : undefined;
}
