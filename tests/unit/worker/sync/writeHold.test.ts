import { describe, expect, it } from 'vitest';
import { holdWrites } from '../../../../src/worker/sync/writeHold';

let counter = 0;

/** A database of its own for each test, with one store `s`. */
function createDatabase(): Promise<IDBDatabase> {
  counter += 1;
  const name = `write-hold-${counter}`;
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(name, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('s');
    opening.onsuccess = () => {
      resolve(opening.result);
    };
    opening.onerror = () => {
      reject(opening.error ?? new Error(`could not open ${name}`));
    };
  });
}

/** A write in its own transaction: resolves when it is committed. */
function put(db: IDBDatabase, key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction('s', 'readwrite');
    transaction.objectStore('s').put('value', key);
    transaction.oncomplete = () => {
      resolve();
    };
    transaction.onerror = () => {
      reject(transaction.error ?? new Error('write failed'));
    };
  });
}

/** A transaction kept running by a chain of reads until `end` is called. */
function longTransaction(db: IDBDatabase) {
  const transaction = db.transaction('s', 'readwrite');
  const store = transaction.objectStore('s');
  let running = true;
  const next = (): void => {
    if (running) store.get('none').onsuccess = next;
  };
  next();
  const done = new Promise<void>((resolve) => {
    transaction.oncomplete = () => {
      resolve();
    };
  });
  return {
    done,
    end() {
      running = false;
    },
  };
}

describe('holding back the writes while the disk probe runs', () => {
  it("makes another connection's write wait until the hold is let go, in another database too", async () => {
    const first = await createDatabase();
    const second = await createDatabase();
    const events: string[] = [];
    const release = await holdWrites();
    expect(release).toBeDefined();
    const writes = Promise.all([
      put(first, 'a').then(() => events.push('first written')),
      put(second, 'b').then(() => events.push('second written')),
    ]);
    // A database made after the hold was taken is not held: its write goes through meanwhile.
    const third = await createDatabase();
    await put(third, 'c');
    events.push('third written');
    events.push('released');
    await release?.();
    await writes;
    expect(events.slice(0, 2)).toEqual(['third written', 'released']);
    expect(events.slice(2).sort()).toEqual(['first written', 'second written']);
    for (const db of [first, second, third]) db.close();
  });

  it('waits for a transaction already running before it holds', async () => {
    const db = await createDatabase();
    const running = longTransaction(db);
    const events: string[] = [];
    void running.done.then(() => events.push('running ended'));
    const holding = holdWrites().then((release) => {
      events.push('held');
      return release;
    });
    // The other database's writes go on; the hold is still waiting.
    const other = await createDatabase();
    await put(other, 'x');
    expect(events).toEqual([]);
    running.end();
    const release = await holding;
    expect(events).toEqual(['running ended', 'held']);
    await release?.();
    db.close();
    other.close();
  });

  it('gives up when a transaction elsewhere does not end, and lets go when it finally gets its turn', async () => {
    const db = await createDatabase();
    const running = longTransaction(db);
    expect(await holdWrites(indexedDB, 20)).toBeUndefined();
    running.end();
    await running.done;
    // The hold that came too late was let go: writes go through.
    await put(db, 'after');
    db.close();
  });

  it('does not create again a database deleted since it was listed', async () => {
    const gone = `write-hold-gone-${counter}`;
    const factory: IDBFactory = Object.assign(Object.create(indexedDB) as IDBFactory, {
      databases: () => Promise.resolve([{ name: gone, version: 1 }]),
      open: (name: string) => indexedDB.open(name),
    });
    const release = await holdWrites(factory);
    expect(release).toBeDefined();
    await release?.();
    expect((await indexedDB.databases()).map((info) => info.name)).not.toContain(gone);
  });

  it('cannot hold where the browser does not list the databases', async () => {
    const factory: IDBFactory = Object.assign(Object.create(indexedDB) as IDBFactory, {
      databases: undefined,
    });
    expect(await holdWrites(factory)).toBeUndefined();
  });
});
