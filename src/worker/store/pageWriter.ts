/**
 * Where the pages of search results are stored: on a thread of their own (pageWriterWorker.ts)
 * where the console's worker can start one, else on the worker's own (ResourceStore.putPage).
 *
 * IndexedDB copies each record on the thread that puts it: a structured clone, and the keys of
 * the table's indexes. In a tenancy download on a phone's CPU that copy takes as long as indexing
 * the records, and on one thread the two follow each other. With the writer, a part of the page
 * is copied and written there while the worker indexes the part before (docs/BENCHMARKS.md,
 * "The download on a phone"). Each page is still one ResourceStore.putPage with its answer and
 * failures. A writer that fails or is stopped leaves the pages it has not answered to the worker's
 * own store, which writes them again: a page written twice is stored as once.
 */
import type { Result } from '../../contract/failure';
import type { StoredResource } from '../../contract/db';
import { isRecord } from '../../oci/query/resolveField';
import type { ResourceStore } from './resourceStore';
import { isPageWritten, storedPage, type ChangedRecord, type PageWrite } from './pageWriterProtocol';

/** What stores a page of search results (ResourceStore.putPage's contract). */
export interface PageWriter {
  putPage(
    resources: readonly StoredResource[],
    mayBeStored?: (id: string) => boolean,
  ): Promise<Result<StoredResource[]>>;
}

/** The writer's end as its owner sees it: a Worker, or a port in a test. */
export interface WriterEndpoint {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  postMessage(message: PageWrite): void;
  terminate(): void;
}

/**
 * Whether a worker of this engine can end with an IndexedDB write under way and leave the
 * database usable: Chromium's. A page ends the console's worker, its writer with it, at every
 * reload or navigation, and mid-download the writer is mostly writing. Ended that way, WebKit
 * (bug 324094) and Firefox can leave the database unable to run any transaction: every later
 * read and write waits for ever, across reloads (the engine tests met it in both). So the writer
 * runs only on Chromium, the one engine that names itself without the user agent string; the
 * others store pages on the worker's own thread, as they did before the writer.
 */
export function endsWritesCleanly(navigator: unknown): boolean {
  // What a Chromium engine says of itself, in windows and workers alike (User-Agent Client Hints).
  const data = isRecord(navigator) ? navigator.userAgentData : undefined;
  const brands = isRecord(data) ? data.brands : undefined;
  return (
    Array.isArray(brands) && brands.some((entry: unknown) => isRecord(entry) && entry.brand === 'Chromium')
  );
}

interface Unanswered {
  readonly size: number;
  /** The writer's answer, or undefined when the page is to be stored on this thread instead. */
  readonly settle: (answer: Result<readonly ChangedRecord[]> | undefined) => void;
}

export class PageWriterThread {
  private endpoint: WriterEndpoint | undefined;
  private last = 0;
  private readonly unanswered = new Map<number, Unanswered>();

  /** The writer on a worker of its own; undefined where this thread cannot start one, or should not. */
  static start(): PageWriterThread | undefined {
    if (typeof Worker !== 'function' || !endsWritesCleanly(globalThis.navigator)) return undefined;
    try {
      const worker = new Worker(new URL('./pageWriterWorker.ts', import.meta.url), {
        type: 'module',
        name: 'page writer',
      });
      return new PageWriterThread(worker);
    } catch {
      return undefined;
    }
  }

  constructor(endpoint: WriterEndpoint) {
    this.endpoint = endpoint;
    endpoint.onmessage = (event) => {
      this.answered(event.data);
    };
    endpoint.onerror = (event) => {
      // The writer's script failed to load or threw: its pages are stored here instead.
      event.preventDefault();
      this.stop();
    };
    endpoint.onmessageerror = () => {
      this.stop();
    };
  }

  /** Whether pages still go to the writer's thread. */
  get running(): boolean {
    return this.endpoint !== undefined;
  }

  /** Stores a page into `store`'s database on the writer's thread, or with `store` once the writer has stopped. */
  putPage(
    store: ResourceStore,
    resources: readonly StoredResource[],
    mayBeStored?: (id: string) => boolean,
  ): Promise<Result<StoredResource[]>> {
    const endpoint = this.endpoint;
    if (endpoint === undefined) return store.putPage(resources, mayBeStored);
    const id = ++this.last;
    const read = resources
      .map((resource) => resource.identifier)
      .filter((identifier) => typeof identifier === 'string' && (mayBeStored?.(identifier) ?? true));
    const page = JSON.stringify(resources);
    return new Promise((resolve) => {
      this.unanswered.set(id, {
        size: resources.length,
        settle: (answer) => {
          resolve(
            answer === undefined ? store.putPage(resources, mayBeStored) : storedPage(resources, answer),
          );
        },
      });
      endpoint.postMessage({ id, db: store.db.name, page, read });
    });
  }

  /** Stops the writer; the pages it has not answered are stored on this thread, in the order given. */
  stop(): void {
    const endpoint = this.endpoint;
    if (endpoint === undefined) return;
    this.endpoint = undefined;
    endpoint.onmessage = null;
    endpoint.onerror = null;
    endpoint.onmessageerror = null;
    endpoint.terminate();
    const unanswered = [...this.unanswered.values()];
    this.unanswered.clear();
    for (const page of unanswered) page.settle(undefined);
  }

  private answered(data: unknown): void {
    // Anything but an answer to a page under way means the writer cannot be trusted with more.
    if (!isPageWritten(data, (id) => this.unanswered.get(id)?.size)) {
      this.stop();
      return;
    }
    const page = this.unanswered.get(data.id);
    this.unanswered.delete(data.id);
    page?.settle(data.answer);
  }
}

/**
 * The writer of `store`'s pages: the thread `thread()` answers (started at the first page, so a
 * worker that never downloads never starts one), or `store` itself where there is none.
 */
export function pageWriter(store: ResourceStore, thread: () => PageWriterThread | undefined): PageWriter {
  return {
    putPage: (resources, mayBeStored) => {
      const writer = thread();
      return writer === undefined
        ? store.putPage(resources, mayBeStored)
        : writer.putPage(store, resources, mayBeStored);
    },
  };
}
