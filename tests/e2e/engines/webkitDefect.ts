/**
 * WebKit bug 324094 (https://bugs.webkit.org/show_bug.cgi?id=324094, fix proposed upstream in
 * WebKit/WebKit#73930): a dedicated worker that ends while it holds a read-write and a read-only
 * IndexedDB transaction on one database leaves that database unable to run any transaction —
 * `open` still succeeds, every later transaction waits for ever, across reloads and new tabs,
 * until the browser restarts. The console's worker ends with its page, so a reload in WebKitGTK
 * at the wrong moment (about one run in ten here) hits it, and every page after shows the first
 * paint only.
 *
 * The console cannot repair a database the engine holds shut, so the main flows in WebKit stop
 * there and say so: each step that fails is checked for the defect's mark, and the steps are
 * skipped with the bug named when it is there — never when anything else went wrong.
 */
import type { EnginePage } from '../support/engines/enginePage';

/** How long a read-only count may take before its store is taken as held shut. */
const HELD_AFTER_MS = 5_000;

/**
 * The object stores of the console's database in which a read-only count never finishes while
 * the database itself opens: the defect's mark. Empty when the database answers.
 */
export async function storesHeldShut(page: EnginePage): Promise<string[]> {
  return page.evaluate(
    (databaseName: string, heldAfter: number) =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open(databaseName);
        opening.onerror = () => { resolve([]); };
        opening.onblocked = () => { resolve([]); };
        opening.onsuccess = () => {
          const database = opening.result;
          const stores = Array.from(database.objectStoreNames);
          const answered = new Set<string>();
          for (const store of stores) {
            const request = database.transaction(store, 'readonly').objectStore(store).count();
            request.onsuccess = () => answered.add(store);
            request.onerror = () => answered.add(store);
          }
          setTimeout(() => { resolve(stores.filter((store) => !answered.has(store))); }, heldAfter);
        };
      }),
    'field-console',
    HELD_AFTER_MS,
  );
}
