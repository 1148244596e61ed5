/**
 * Holds back every write to the origin's IndexedDB for a moment: a readwrite transaction over
 * every store of every database the origin has, kept open by a chain of reads until released.
 * IndexedDB itself makes it wait for the transactions already running, in any tab, worker or
 * the service worker, and makes every later one wait for it: while it is held, nothing of the
 * origin is written to IndexedDB. (Chromium keeps all of an origin's databases in one LevelDB,
 * so every database is held, not only the console's.)
 *
 * The download's disk probe (diskProbe.ts) fills a nearly full disk for a moment; an IndexedDB
 * write that meets the full disk fails with FILE_ERROR_NO_SPACE, Chromium closes every
 * connection and may delete the origin's data. Measured on a 300 MB disk with 30 MB free and a
 * tab writing without pause: without the hold the writes failed in most probes and the data was
 * lost; with it, none failed in 39 probes.
 */

/** Ends the hold: the reads stop, the transactions commit (they wrote nothing), connections close. */
export type Release = () => Promise<void>;

/** How long the hold waits for the transactions running elsewhere before it gives up. */
export const HOLD_WAIT_MS = 10_000;

/** A key no store holds (any valid key does): each read of the chain finds nothing. */
const NO_KEY = -Infinity;

const released: Release = () => Promise.resolve();

/** Every database of the origin, sorted so two holds take them in the same order. */
async function databaseNames(factory: IDBFactory): Promise<string[] | undefined> {
  if (typeof factory.databases !== 'function') return undefined;
  const listed = await factory.databases();
  return [...new Set(listed.flatMap((info) => (info.name === undefined ? [] : [info.name])))].sort();
}

/**
 * Holds one database: answers the release once its transaction runs, `released` when there is
 * nothing to hold (no stores, deleted since it was listed), undefined when it cannot be opened.
 */
function holdDatabase(factory: IDBFactory, name: string): Promise<Release | undefined> {
  return new Promise((resolve) => {
    let vanished = false;
    const opening = factory.open(name);
    opening.onupgradeneeded = () => {
      // Deleted since it was listed: it is not created again here.
      vanished = true;
      opening.transaction?.abort();
    };
    opening.onerror = () => {
      resolve(vanished ? released : undefined);
    };
    opening.onsuccess = () => {
      const db = opening.result;
      const stores = Array.from(db.objectStoreNames);
      if (stores.length === 0) {
        db.close();
        resolve(released);
        return;
      }
      const transaction = db.transaction(stores, 'readwrite');
      const store = transaction.objectStore(stores[0] ?? '');
      let holding = true;
      const ended = new Promise<void>((done) => {
        transaction.oncomplete = transaction.onabort = () => {
          db.close();
          done();
        };
      });
      const next = (): void => {
        if (holding) store.get(NO_KEY).onsuccess = next;
      };
      // The first read answers once the transaction runs: from then on, the database is held.
      store.get(NO_KEY).onsuccess = () => {
        next();
        resolve(async () => {
          holding = false;
          await ended;
        });
      };
    };
  });
}

/**
 * Holds every database of the origin; answers the release, or undefined when the writes cannot
 * be held back (no list of databases in this browser, one that cannot be opened, or transactions
 * elsewhere still running after `waitMs`).
 */
export async function holdWrites(
  factory: IDBFactory = indexedDB,
  waitMs = HOLD_WAIT_MS,
): Promise<Release | undefined> {
  const names = await databaseNames(factory).catch(() => undefined);
  if (names === undefined) return undefined;
  const held: Release[] = [];
  let abandoned = false;
  const releaseAll: Release = async () => {
    await Promise.all(held.splice(0).map((release) => release()));
  };
  const acquire = async (): Promise<boolean> => {
    for (const name of names) {
      const release = await holdDatabase(factory, name);
      if (release === undefined) return false;
      held.push(release);
      if (abandoned) {
        // Given up while this one was waiting: let go at once.
        await releaseAll();
        return false;
      }
    }
    return true;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, waitMs);
  });
  const acquired = await Promise.race([acquire(), late]).finally(() => {
    clearTimeout(timer);
  });
  if (acquired) return releaseAll;
  abandoned = true;
  await releaseAll();
  return undefined;
}
