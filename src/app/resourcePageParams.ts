/**
 * Whether a resource page's address can name its resource: each of its parameters an OCID, but
 * the one that is a word (pages.ts: `:collection`). Light, so every route's guard can ask it.
 */
import { isOcid } from '../oci/ocid';

/** The one parameter of a resource page that is a word, not an identifier (pages.ts). */
const WORD_PARAMS: ReadonlySet<string> = new Set(['collection']);

/**
 * Whether a resource page's parameters can be its ids: each an OCID. A word where an id goes
 * (`/db/adb/atp`, a malformed or hostile value) is not that page but the registry's page beside
 * it (a list, or not found).
 */
export function idsHold(params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(
    ([name, value]) => WORD_PARAMS.has(name) || (value !== undefined && isOcid(value)),
  );
}
