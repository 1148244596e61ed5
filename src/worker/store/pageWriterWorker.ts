/// <reference lib="webworker" />
/**
 * The page writer's thread (pageWriter.ts): stores each page of search results the console's
 * worker hands it with ResourceStore.putPage, in the database the page names, and answers what
 * the store changed. It keeps nothing but its database connections. A database deleted (a
 * sign-out, here or in another tab) is closed for good: nothing is written into it again.
 */
import { fail, ok } from '../../contract/failure';
import { ConsoleDb, type StoredResource } from '../../contract/db';
import { ResourceStore } from './resourceStore';
import { changedRecords, idOf, isPageWrite, type PageWrite, type PageWritten } from './pageWriterProtocol';

/** Where the pages come from and the answers go: the worker's own scope, or a port in a test. */
export interface PagePort {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: PageWritten): void;
}

const NOT_READ = 'A page to store was not read';

export function servePages(port: PagePort): void {
  const stores = new Map<string, ResourceStore>();
  const store = (name: string): ResourceStore => {
    let found = stores.get(name);
    if (found === undefined) {
      const db = new ConsoleDb(name);
      db.on('versionchange', (event: IDBVersionChangeEvent) => {
        if (event.newVersion !== null) return undefined;
        db.close({ disableAutoOpen: true });
        return false;
      });
      found = new ResourceStore(db);
      stores.set(name, found);
    }
    return found;
  };
  port.onmessage = (event: MessageEvent) => {
    const write: unknown = event.data;
    if (isPageWrite(write)) {
      void writePage(write, store).then((answer) => {
        port.postMessage(answer);
      });
    } else {
      // Answered all the same where it can be: its sender waits for every page it sent.
      const id = idOf(write);
      if (id !== undefined) port.postMessage({ id, answer: fail({ kind: 'validation', message: NOT_READ }) });
    }
  };
}

async function writePage(write: PageWrite, store: (name: string) => ResourceStore): Promise<PageWritten> {
  let page: StoredResource[];
  try {
    const parsed: unknown = JSON.parse(write.page);
    if (!Array.isArray(parsed)) throw new TypeError('not a list of records');
    page = parsed as StoredResource[];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { id: write.id, answer: fail({ kind: 'validation', message: `${NOT_READ}: ${reason}` }) };
  }
  const read = new Set(write.read);
  const stored = await store(write.db).putPage(page, (id) => read.has(id));
  return { id: write.id, answer: stored.ok ? ok(changedRecords(page, stored.value)) : fail(stored.failure) };
}

declare const self: DedicatedWorkerGlobalScope;
if (typeof DedicatedWorkerGlobalScope === 'function' && self instanceof DedicatedWorkerGlobalScope)
  servePages(self);
