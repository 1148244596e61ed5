/**
 * A region's pages of one query, fetched and stored as the tenancy download takes them: the next
 * page asked for while one is stored (aheadByOne), its write begun behind the last's, and each
 * yielded once it is stored, while it is still indexed (writtenInTurn). Before each page is
 * stored, `room` says whether the device keeps its reserve (storageRoom.ts).
 */
import type { StoredResource } from '../../contract/db';
import type { Result } from '../../contract/failure';
import { BYTES_PER_RESOURCE } from '../../contract/tenancySync';
import type { PageSignals } from '../search/pacing/storeInParts';
import { toStoredResource } from '../search/query/searchRow';
import {
  RegionSearchError,
  regionPages,
  searchDetails,
  type RegionPage,
  type SendCall,
} from '../search/remote/regionPages';
import { aheadByOne } from './aheadByOne';
import { roomFailure, type RoomCheck } from './storageRoom';
import { writtenInTurn } from './writtenInTurn';

/**
 * Where the pages go: store a page, telling `signals` once its writes are all begun and once it
 * is stored, its indexing perhaps still under way, if it can tell.
 */
export interface PageStore {
  putPage(resources: readonly StoredResource[], signals?: PageSignals): Promise<Result<StoredResource[]>>;
}

export interface StoredPagesDeps {
  readonly send: SendCall;
  readonly now: () => number;
  readonly pageDeadlineMs?: number;
  /** Whether the device has room for a page and the reserve; without it, pages are stored until refused. */
  readonly room?: RoomCheck;
}

export function storedPages(
  deps: StoredPagesDeps,
  index: PageStore,
  region: string,
  text: string,
  options: { readonly cap: number; readonly signal: AbortSignal; readonly startPage?: string },
): AsyncGenerator<RegionPage, void, undefined> {
  const pages = regionPages({
    send: deps.send,
    region,
    details: searchDetails(text, true),
    pageDeadlineMs: deps.pageDeadlineMs ?? 30_000,
    ...options,
  });
  const store = async (page: RegionPage, signals: PageSignals) => {
    if (deps.room !== undefined) {
      const room = await deps.room(page.items.length * BYTES_PER_RESOURCE);
      if (!room.ok) throw new RegionSearchError(roomFailure(room));
    }
    const fetchedAt = deps.now();
    return index.putPage(
      page.items.map((item) => toStoredResource(item, region, fetchedAt)),
      signals,
    );
  };
  return writtenInTurn(aheadByOne(pages), store, (failure) => new RegionSearchError(failure), options.signal);
}
