/**
 * A details page's addresses, from one source each: the patterns its search types' catalogue
 * links fill (src/oci/resource-types, `typePatterns`), most specific first, or, for a kind the
 * search does not open at its own page (no search type, no link, or a link to another page), the
 * `pages` its declaration names. No list of addresses is kept beside the kinds.
 */
import { typePatterns } from '../../oci/resource-types';
import type { DetailsConfig } from './detailsConfig';

const KNOWN = new WeakMap<object, readonly string[]>();

/** The patterns a kind's page answers, most specific first (kept per declaration). */
export function detailsPatterns(config: Pick<DetailsConfig, 'pages' | 'resourceTypes'>): readonly string[] {
  const known = KNOWN.get(config);
  if (known !== undefined) return known;
  const patterns = config.pages ?? [...new Set(config.resourceTypes.flatMap(typePatterns))];
  KNOWN.set(config, patterns);
  return patterns;
}
