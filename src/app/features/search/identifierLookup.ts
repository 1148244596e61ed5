/**
 * Finding one resource the local index lacks: a structured search by its identifier (or, for a
 * bucket's address, by its name), run by the worker's storing search, so the answer lands in the
 * index, enriched and linked, exactly as a search page's result would. The identifier or name
 * comes from the address, so it is hostile: only values made of the characters OCIDs and bucket
 * names use become a query, and nothing else is ever quoted into one.
 */
import { proxy } from 'comlink';
import { useEffect, useState } from 'react';
import type { ConsoleFailure } from '../../../contract/failure';
import { consoleApi } from '../../consoleApi';
import { isPlainOcid } from './matchResourceLink';

/** `query all resources where identifier = '<ocid>'`, or undefined for anything not an OCID. */
export function identifierQuery(id: string): string | undefined {
  if (!isPlainOcid(id)) return undefined;
  return `query all resources where identifier = '${id}'`;
}

const NAME_CHARACTERS = /^[A-Za-z0-9._-]{1,256}$/;
const TYPE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** `query bucket resources where displayName = '<name>'`, or undefined for an unsafe name. */
export function nameQuery(typeName: string, name: string): string | undefined {
  if (!TYPE_NAME.test(typeName) || !NAME_CHARACTERS.test(name)) return undefined;
  return `query ${typeName} resources where displayName = '${name}'`;
}

export type IdentifierLookup =
  | { readonly status: 'idle' }
  | { readonly status: 'searching' }
  /** `found`: the search answered the resource, so the index holds it (the page waits for it). */
  | { readonly status: 'done'; readonly found: boolean }
  | { readonly status: 'failed'; readonly failure: ConsoleFailure };

/**
 * Runs the query (one of the above) in the region while `wanted` (the index lacks the resource
 * and no read shows it); the page then shows it from the index. Once per query and region.
 */
export function useLookup(query: string | undefined, region: string, wanted: boolean): IdentifierLookup {
  const [answer, setAnswer] = useState<{ readonly key: string; readonly lookup: IdentifierLookup }>();
  const run = wanted && query !== undefined && navigator.onLine;
  const key = `${region}|${query ?? ''}`;
  useEffect(() => {
    if (!run) return undefined;
    let live = true;
    void consoleApi()
      .searchRemote(
        { text: query, regions: [region], limit: 1, purpose: 'lookup' },
        proxy(() => undefined),
      )
      .then((result) => {
        if (!live) return;
        setAnswer({
          key,
          lookup: result.ok
            ? { status: 'done', found: result.value.total > 0 }
            : { status: 'failed', failure: result.failure },
        });
      });
    return () => {
      live = false;
    };
  }, [run, query, region, key]);
  if (answer?.key === key) return answer.lookup;
  return run ? { status: 'searching' } : { status: 'idle' };
}

/**
 * Whether the page should keep waiting: the lookup is running, or it found the resource and
 * stored it, and the index's live answer follows a moment later (never "not on this device" in
 * between).
 */
export function lookupArriving(lookup: IdentifierLookup): boolean {
  return lookup.status === 'searching' || (lookup.status === 'done' && lookup.found);
}
