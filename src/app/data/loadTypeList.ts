/**
 * The data source of a resource-type list page: one structured search for the type in the chosen
 * region, run by the worker's remote search, which stores each page in the local index, enriches it
 * and recomputes its link exactly as for the search page (docs/ARCHITECTURE.md, "A search"), so
 * every row of a list opens offline and on its details page. Offline, the local index answers the
 * same query. This is the one place that says where such a list comes from.
 */
import { proxy } from 'comlink';
import type { Result } from '../../contract/failure';
import type { RemoteSearchProgress, SearchRow } from '../../worker/searchApi';
import { toResourceSummary, type ResourceSummary } from '../../oci/resource';
import { call, consoleApi } from '../consoleApi';

/** Rows of a list at most (one page of the service). */
export const TYPE_LIST_LIMIT = 100;

/** `query Instance resources`, narrowed by the entry's condition when it has one. */
export function typeListQuery(type: string, where?: string): string {
  const condition = where?.trim() ?? '';
  return condition === '' ? `query ${type} resources` : `query ${type} resources where ${condition}`;
}

export interface TypeListListener {
  /** Rows new or changed (a page stored, or rows enriched). */
  readonly onRows: (rows: readonly SearchRow[]) => void;
  /** The region's pages are all in (enrichment may still be running). */
  readonly onListed: () => void;
}

/**
 * Lists the type in the region through the storing search; resolves when enrichment is done (or
 * with the failure). A newer list replaces this one in the worker. Offline, answers from the
 * local index.
 */
export async function loadTypeList(
  query: string,
  region: string,
  listener: TypeListListener,
): Promise<Result<void>> {
  const api = consoleApi();
  let listed = false;
  const listedOnce = (): void => {
    if (listed) return;
    listed = true;
    listener.onListed();
  };
  const onProgress = proxy((progress: RemoteSearchProgress) => {
    listener.onRows(progress.items);
    const state = progress.regions[region];
    if (progress.phase !== 'searching' || (state !== undefined && state.status !== 'searching')) listedOnce();
  });
  const remote = await api.searchRemote(
    { text: query, regions: [region], limit: TYPE_LIST_LIMIT, purpose: 'list' },
    onProgress,
  );
  if (remote.ok || remote.failure.kind !== 'network' || navigator.onLine) {
    if (remote.ok) listedOnce();
    return remote.ok ? { ok: true, value: undefined } : remote;
  }
  const local = await api.searchLocal({ text: query, regions: [region], limit: TYPE_LIST_LIMIT });
  if (!local.ok) return local;
  listener.onRows(local.value.items);
  listedOnce();
  return { ok: true, value: undefined };
}

export interface CompartmentList {
  readonly items: readonly ResourceSummary[];
  /** When the answer was received (epoch ms). */
  readonly fetchedAt: number;
}

/**
 * The tenancy's compartments (up to 100), asked of the search service directly, not kept: the
 * home page counts them to show the connection answers, and the tenancy download offers them.
 * Screens that name a compartment read it through `useCompartments` (kit/CompartmentName).
 */
export async function loadCompartments(): Promise<Result<CompartmentList>> {
  const result = await call('searchResources', {
    searchDetails: { type: 'Structured', query: typeListQuery('compartment') },
    limit: TYPE_LIST_LIMIT,
  });
  if (!result.ok) return result;
  return { ok: true, value: { items: result.value.body.items.map(toResourceSummary), fetchedAt: Date.now() } };
}
