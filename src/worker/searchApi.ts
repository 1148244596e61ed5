/**
 * Global resource search (docs/ARCHITECTURE.md, "A search"): the remote search that fills the local
 * index as it goes, the local search that answers offline (or before the network does), recent
 * searches and the search box's suggestions. One LocalSearch per worker; one remote search at a
 * time (a new one replaces the previous one, whose enrichment stops).
 */
import { fail, ok, type Result } from '../contract/failure';
import { isStructuredQuery, parseQuery } from '../oci/query';
import { resourceType } from '../oci/resource-types';
import type { WorkerContext } from './context';
import type { RecentQuery } from '../contract/db';
import { INDEX_REPAIR_KEY } from '../contract/indexRepair';
import { keptRegions } from '../contract/resourceKeys';
import { guardStorage } from '../contract/storageError';
import type { LocalSearchPage, LocalSearchRequest, LocalSearchStatus } from './search/localSearchTypes';
import type { RemoteSearchProgress } from './search/remote/progressReporter';
import { searchDetails } from './search/remote/regionPages';
import { listRecentQueries, recordRecentQuery } from './search/query/recentQueries';
import {
  RemoteSearch,
  type RemoteSearchSettings,
  type RemoteSearchSummary,
} from './search/remote/remoteSearch';
import { sharedLocalSearch } from './search/sharedLocalSearch';
import { SYNC_LOCK, createTenancySync } from './sync/tenancySync';
import { browserRoomCheck } from './sync/storageRoom';
import type { SyncPlan } from '../contract/tenancySync';
import {
  MAX_SUGGEST_TEXT,
  suggest,
  wantsNames,
  type NameCandidate,
  type Suggestion,
} from './search/query/suggest';
import { watchProtocols } from './enrich/connections';
import { PageWriterThread } from './store/pageWriter';

export type { LocalSearchPage, LocalSearchRequest } from './search/localSearchTypes';
export type { FacetCount, SearchFacets } from './search/query/searchFacets';
export type {
  RegionSearchState,
  RemoteSearchPhase,
  RemoteSearchProgress,
} from './search/remote/progressReporter';
export type { RemoteSearchSummary } from './search/remote/remoteSearch';
export type { SearchRow } from './search/query/searchRow';
export type { Suggestion } from './search/query/suggest';
export type { EnrichStats } from './enrich/createEnricher';
export type { RecentQuery } from '../contract/db';

export interface RemoteSearchRequest {
  /** Free text, or a structured query starting with `query`. */
  readonly text: string;
  /** Searched at once, each on its own. */
  readonly regions: readonly string[];
  /** Results per region at most: 2,000 by default, 10,000 at most. */
  readonly limit?: number;
  /**
   * Why it runs: `search` (the search page: recorded among recent searches, replaces the previous
   * search), `list` (a list page's rows), `lookup` (a details page finding its resource) or `home`
   * (the home page renewing what needs the user). Each
   * purpose replaces only the previous search of the same purpose, so opening a list does not
   * stop the user's search; all of them store, enrich and link alike.
   */
  readonly purpose?: SearchPurpose;
}

export type SearchPurpose = 'search' | 'list' | 'lookup' | 'home';

export interface SearchApi {
  /**
   * Searches the regions, storing, reporting and enriching each page as it arrives. Resolves
   * when enrichment has finished: a `query` failure (with the position, before any request), a
   * `network` failure when offline or when every region failed, `aborted` when a newer search
   * replaced it, or the summary (a region that failed is in it with its failure).
   */
  searchRemote(
    request: RemoteSearchRequest,
    onProgress: (progress: RemoteSearchProgress) => void,
  ): Promise<Result<RemoteSearchSummary>>;
  /** Enriches these results first, if still waiting (the rows on screen). */
  prioritizeEnrichment(ids: readonly string[]): Promise<void>;
  /** Stops the running remote search (what it stored stays). */
  cancelRemoteSearch(): Promise<void>;
  /** The local index's answer: ranked free text or the structured query, with facets and each item's fetchedAt. */
  searchLocal(request: LocalSearchRequest): Promise<Result<LocalSearchPage>>;
  /** Recent searches, newest first (at most 20). */
  recentQueries(): Promise<Result<RecentQuery[]>>;
  /**
   * Recent searches, resource types (matched by the titles the app sends in the user's
   * language, by type name), resources of the local index by name, and fields for what is typed
   * so far. Offline too: nothing here asks the network.
   */
  suggest(prefix: string, typeTitles?: Readonly<Record<string, string>>): Promise<Suggestion[]>;
  /** The regions the local index holds resources of. */
  indexedRegions(): Promise<Result<string[]>>;
  /**
   * Restores the local index now (once): the worker's entry asks for it as it starts, before
   * the app has configured it, so a search typed or submitted at once finds it ready or nearly.
   * Answers whether it opened.
   */
  openLocalIndex(): Promise<boolean>;
  /** The user has read that the local index was found damaged and rebuilt: the note goes. */
  dismissIndexRepair(): Promise<Result<void>>;
  /**
   * "Make the tenancy available offline": starts (or restarts) downloading the plan's regions
   * into the index; its progress is kept in IndexedDB (src/contract/tenancySync.ts).
   */
  syncTenancy(plan: SyncPlan): Promise<Result<void>>;
  pauseTenancySync(): Promise<Result<void>>;
  resumeTenancySync(): Promise<Result<void>>;
  /** A new full pass now. */
  syncTenancyNow(): Promise<Result<void>>;
  /** Forgets the plan; what was downloaded stays searchable. */
  forgetTenancySync(): Promise<Result<void>>;
}

export interface SearchApiOptions extends Partial<Omit<RemoteSearchSettings, 'send' | 'specFor'>> {
  /** Results per region at most when the request does not say (2,000). */
  readonly defaultLimit?: number;
  readonly saveDelayMs?: number;
}

const DEFAULT_REGION_LIMIT = 2_000;
/** Resources the local index is asked for per suggestion: its best, names first, of which a few are kept. */
const NAME_CANDIDATES = 40;
const MAX_REGION_LIMIT = 10_000;

/** Runs the download holding the origin's one tenancy-sync lock; false when another tab holds it. */
function exclusively(run: () => Promise<void>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks === undefined) return run().then(() => true);
  let ran = false;
  return locks
    .request(SYNC_LOCK, { ifAvailable: true }, async (lock) => {
      if (lock === null) return;
      ran = true;
      await run();
    })
    .then(() => ran);
}

export interface SearchApiParts extends SearchApi {
  /**
   * Once the worker knows where to send: goes on with a download a reload interrupted.
   */
  readonly startTenancySync: () => void;
  /** The local index's state (opening it when it is not open yet). */
  readonly localStatus: () => Promise<Result<LocalSearchStatus>>;
}

export function createSearchApi(context: WorkerContext, options: SearchApiOptions = {}): SearchApiParts {
  // The pages of a download are stored on a thread of their own, started once at the first page
  // (never after the session ended) and stopped with the session (store/pageWriter.ts).
  let writer: PageWriterThread | undefined;
  // Whether the thread was asked for: at most once a session, and never once it ended.
  let askedFor = false;
  context.onSessionEnded(() => {
    askedFor = true;
    writer?.stop();
  });
  const writerThread = (): PageWriterThread | undefined => {
    if (!askedFor) {
      askedFor = true;
      writer = PageWriterThread.start();
    }
    return writer;
  };
  const local = sharedLocalSearch(context.db, { saveDelayMs: options.saveDelayMs, writerThread });
  const settings: RemoteSearchSettings = {
    send: (op, params, callOptions) => context.send(op, params, callOptions),
    specFor: (name) => resourceType(name)?.enrich,
    concurrency: options.concurrency ?? watchProtocols().readsInFlight,
    pageDeadlineMs: options.pageDeadlineMs ?? 20_000,
    progressIntervalMs: options.progressIntervalMs ?? 100,
    now: options.now ?? (() => Date.now()),
    clock: options.clock ?? (() => performance.now()),
  };
  const current = new Map<SearchPurpose, RemoteSearch>();
  let lastId = 0;
  const tenancy = createTenancySync({
    db: context.db,
    index: () => local(),
    send: settings.send,
    isOnline: () => context.isOnline(),
    now: settings.now,
    exclusive: exclusively,
    pageDeadlineMs: 60_000,
    room: browserRoomCheck(),
  });

  const cancel = (purpose: SearchPurpose): void => {
    current.get(purpose)?.abort();
    current.delete(purpose);
  };
  // Signed out (here or in another tab): running searches stop and the index in memory goes.
  context.onSessionEnded(() => {
    void tenancy.pause();
    for (const purpose of [...current.keys()]) cancel(purpose);
    local.forget();
  });

  return {
    async searchRemote(request, onProgress) {
      const text = request.text;
      if (text.trim() === '') return fail({ kind: 'validation', message: 'There is nothing to search for.' });
      const structured = isStructuredQuery(text);
      if (structured) {
        const parsed = parseQuery(text);
        if (!parsed.ok) return fail({ kind: 'query', ...parsed.error });
      }
      const regions = [...new Set(request.regions.filter((region) => region !== ''))];
      if (regions.length === 0) return fail({ kind: 'validation', message: 'Choose at least one region.' });
      const purpose = request.purpose ?? 'search';
      cancel(purpose);
      if (purpose === 'search') await recordRecentQuery(context.db, text, settings.now());
      if (!context.isOnline()) {
        return fail({
          kind: 'network',
          message: 'The device is offline; the answer comes from the local index.',
        });
      }
      const opened = await local();
      if (!opened.ok) return opened;
      const cap = Math.min(
        MAX_REGION_LIMIT,
        Math.max(1, Math.floor(request.limit ?? options.defaultLimit ?? DEFAULT_REGION_LIMIT)),
      );
      lastId += 1;
      const search = new RemoteSearch(
        { searchId: lastId, details: searchDetails(text, structured), regions, cap },
        opened.value,
        // The home page's renewal only counts and lists what it finds: reading each result's
        // details there would be hundreds of requests a minute on one bar of signal.
        purpose === 'home' ? { ...settings, specFor: () => undefined } : settings,
        onProgress,
      );
      current.set(purpose, search);
      const answer = await search.run();
      if (current.get(purpose) === search) current.delete(purpose);
      return answer;
    },
    prioritizeEnrichment(ids) {
      for (const search of current.values()) search.prioritize(ids);
      return Promise.resolve();
    },
    cancelRemoteSearch() {
      cancel('search');
      return Promise.resolve();
    },
    async searchLocal(request) {
      const opened = await local();
      if (!opened.ok) return opened;
      return opened.value.search(request);
    },
    async recentQueries() {
      return listRecentQueries(context.db);
    },
    async suggest(prefix, typeTitles) {
      const recent = await listRecentQueries(context.db);
      let names: NameCandidate[] = [];
      if (wantsNames(prefix)) {
        const opened = await local();
        const found = opened.ok
          ? await opened.value.search({
              text: prefix.slice(0, MAX_SUGGEST_TEXT).trim(),
              limit: NAME_CANDIDATES,
            })
          : undefined;
        if (found?.ok) names = found.value.items;
      }
      return suggest(prefix, recent.ok ? recent.value : [], { names, typeTitles });
    },
    syncTenancy: (plan) => tenancy.start(plan),
    pauseTenancySync: () => tenancy.pause(),
    resumeTenancySync: () => tenancy.resume(),
    syncTenancyNow: () => tenancy.syncNow(),
    forgetTenancySync: () => tenancy.forget(),
    startTenancySync: () => {
      tenancy.wake();
    },
    async localStatus() {
      const opened = await local();
      return opened.ok ? ok(opened.value.status()) : opened;
    },
    async openLocalIndex() {
      return (await local()).ok;
    },
    dismissIndexRepair() {
      return guardStorage(() => context.db.meta.delete(INDEX_REPAIR_KEY));
    },
    async indexedRegions() {
      return guardStorage(() => keptRegions(context.db.resources));
    },
  };
}
