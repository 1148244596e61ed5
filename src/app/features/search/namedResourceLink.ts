/**
 * Details addresses of the type catalogue that carry a name instead of an OCID: a bucket's
 * `/object-storage/buckets/{namespace}/{name}` (its link in the catalogue, storage.ts). Kept free
 * of the catalogue, like matchResourceLink, so the catch-all route can ask it.
 */

export interface NamedResourceLink {
  /** The search service's type name. */
  readonly typeName: string;
  /** The index's type key (the type name in lower case). */
  readonly typeKey: string;
  readonly namespace: string;
  readonly name: string;
}

const BUCKET_LINK = /^\/object-storage\/buckets\/([^/]+)\/([^/]+)\/?$/;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The named resource this address designates, or undefined. */
export function matchNamedLink(pathname: string): NamedResourceLink | undefined {
  const match = BUCKET_LINK.exec(pathname);
  if (match === null) return undefined;
  const namespace = decoded(match[1] ?? '');
  const name = decoded(match[2] ?? '');
  if (namespace === undefined || name === undefined || namespace === '' || name === '') return undefined;
  return { typeName: 'Bucket', typeKey: 'bucket', namespace, name };
}
