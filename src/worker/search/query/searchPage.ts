/**
 * From the matches of a search over the text index's documents to its page: the filters and
 * the facet counts of the matches (gatherMatches), where the page ends (pageEnd), and the rows
 * of the page as the results list shows them, read from the columns (pageRows).
 */
import { shownLifecycleState } from '../../../oci/resource-types';
import type { DocumentTable } from '../index/documentTable';
import { facetList, type FacetCount, type SearchFacets, type SearchFilters } from './searchFacets';
import type { SearchRow } from './searchRow';

/** What a search found, before its page. */
export interface SearchMatches {
  /** Matches of the text and all filters. */
  readonly total: number;
  readonly facets: SearchFacets;
}

/** Where the page asked for ends, counted from the first match. */
export function pageEnd(options: { readonly limit: number; readonly offset?: number }): number {
  return Math.max(0, options.offset ?? 0) + Math.max(0, options.limit);
}

/** What `gatherMatches` marks in a flag array it is given for each match that passes the filters. */
export const PASSED = 2;

/**
 * Applies the filters to the found documents (a list of ids, flags per document, or every
 * document when undefined), counts the facets, and offers each match that passes them all: to
 * a function, or marked PASSED in a flag array (the found flags themselves may be it). The first
 * matches that pass, as many as `passed` holds, are written to it in the order visited: a caller
 * with few matches reads them there instead of every document's flag again.
 */
export function gatherMatches(
  docs: DocumentTable,
  found: Uint32Array | Uint8Array | undefined,
  options: SearchFilters,
  offer: ((doc: number) => void) | Uint8Array,
  passed?: Uint32Array,
): SearchMatches {
  const types = codeFlags(
    docs,
    options.types?.map((type) => type.toLowerCase()),
  );
  const states = codeFlags(docs, options.states);
  const regions = codeFlags(docs, options.regions);
  const compartments = codeFlags(docs, options.compartmentId ? [options.compartmentId] : undefined);
  const typeCounts = new Uint32Array(docs.codes.length);
  const stateCounts = new Uint32Array(docs.codes.length);
  const typeCodes = docs.typeCodes.view();
  const stateCodes = docs.stateCodes.view();
  const regionCodes = docs.regionCodes.view();
  const compartmentCodes = docs.compartmentCodes.view();
  const dead = docs.typeCodes.none;
  let total = 0;
  // One plain loop: a search visits tens of thousands of matches, and a closure called for each
  // (or an iterator) cost it three times the loop's own work. Marks are written here, so the
  // one function offered to (free text's ranking) is all this call site sees.
  const marks = offer instanceof Uint8Array ? offer : undefined;
  const call = offer instanceof Uint8Array ? undefined : offer;
  const list = found instanceof Uint32Array ? found : undefined;
  const flags = found instanceof Uint8Array ? found : undefined;
  const end = list?.length ?? flags?.length ?? docs.length;
  // The flags four documents a word: a structured query's matches are often a few in thousands,
  // and a word of none skips four at one test.
  const flagWords =
    flags !== undefined && flags.byteOffset % 4 === 0
      ? new Uint32Array(flags.buffer, flags.byteOffset, flags.length >>> 2)
      : undefined;
  const listed = passed?.length ?? 0;
  for (let at = 0; at < end; at += 1) {
    let doc = at;
    if (list !== undefined) doc = list[at] ?? 0;
    else if (flags !== undefined) {
      if (flagWords !== undefined && (at & 3) === 0 && at + 3 < end && flagWords[at >>> 2] === 0) {
        at += 3;
        continue;
      }
      if (flags[at] !== 1) continue;
    }
    const type = typeCodes[doc] ?? dead;
    if (type === dead) continue;
    if (regions !== undefined && regions[regionCodes[doc] ?? 0] !== 1) continue;
    if (compartments !== undefined && compartments[compartmentCodes[doc] ?? 0] !== 1) continue;
    const state = stateCodes[doc] ?? 0;
    const typeOk = types === undefined || types[type] === 1;
    const stateOk = states === undefined || states[state] === 1;
    // Each facet counts the matches of every other filter.
    if (stateOk) typeCounts[type] = (typeCounts[type] ?? 0) + 1;
    if (typeOk) stateCounts[state] = (stateCounts[state] ?? 0) + 1;
    if (!typeOk || !stateOk) continue;
    if (total < listed && passed !== undefined) passed[total] = doc;
    total += 1;
    if (marks !== undefined) marks[doc] = PASSED;
    else call?.(doc);
  }
  return { total, facets: { types: facet(docs, typeCounts), states: facet(docs, stateCounts) } };
}

/** Per document table, its every live document as matches, and the table as it was then. */
const everyLive = new WeakMap<
  DocumentTable,
  {
    readonly docs: number;
    readonly dead: number;
    readonly compactions: number;
    readonly matches: SearchMatches;
  }
>();

/**
 * Every live document as a search's matches without filters: their total and facets, counted
 * once and kept until a document is added, removed or renumbered (each changes one of the
 * counts the entry is kept with). A query of every resource (the newest first, or by name)
 * otherwise counted all of them at each answer: 2 ms at 250,000 resources, 8 on a phone's CPU.
 */
export function everyLiveMatch(docs: DocumentTable): SearchMatches {
  const known = everyLive.get(docs);
  if (
    known !== undefined &&
    known.docs === docs.length &&
    known.dead === docs.dead &&
    known.compactions === docs.compactions
  )
    return known.matches;
  const matches = gatherMatches(docs, undefined, {}, () => undefined);
  everyLive.set(docs, { docs: docs.length, dead: docs.dead, compactions: docs.compactions, matches });
  return matches;
}

/** Per code, 1 when the value is listed; undefined when the filter does not restrict. */
function codeFlags(docs: DocumentTable, values: readonly string[] | undefined): Uint8Array | undefined {
  if (values === undefined || values.length === 0) return undefined;
  const flags = new Uint8Array(docs.codes.length);
  for (const value of values) {
    const code = docs.codeOfValue(value);
    if (code !== undefined) flags[code] = 1;
  }
  return flags;
}

function facet(docs: DocumentTable, counts: Uint32Array): FacetCount[] {
  const byValue = new Map<string, number>();
  counts.forEach((count, code) => {
    if (count > 0) byValue.set(docs.codes[code] ?? '', count);
  });
  return facetList(byValue);
}

/** The documents' rows as the results list shows them, read from the columns. */
export function pageRows(docs: DocumentTable, page: readonly number[]): SearchRow[] {
  // Each column named, not looked up by a field's name per value: a page is a hundred rows.
  const { codes, dictionaries } = docs.fields;
  return page.map((doc) => {
    const resourceType = dictionaries.resourceType.value(codes.resourceType.at(doc)) ?? '';
    return {
      identifier: docs.ids.at(doc) ?? '',
      resourceType,
      displayName: dictionaries.displayName.value(codes.displayName.at(doc)),
      lifecycleState: shownLifecycleState({
        resourceType,
        lifecycleState: dictionaries.lifecycleState.value(codes.lifecycleState.at(doc)),
      }),
      compartmentId: dictionaries.compartmentId.value(codes.compartmentId.at(doc)) ?? '',
      timeCreated: dictionaries.timeCreated.value(codes.timeCreated.at(doc)),
      region: docs.codes[docs.regionCodes.at(doc)] ?? '',
      ...docs.shownValues(doc),
    };
  });
}
