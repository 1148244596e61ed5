/**
 * The console's database after the browser closed it under an open tab (site data being cleared,
 * a database deleted as broken): Chromium refuses the first reopen while it is still deleting,
 * and the tab must still read and write once it lets it, without a reload.
 */
import { forceCloseDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDb } from '../../../src/contract/db';

const original = indexedDB.open.bind(indexedDB);

/** The browser refuses every open while `refusing` is set, as Chromium does mid-deletion. */
let refusing = false;
indexedDB.open = (name: string, version?: number) => {
  if (refusing) throw new DOMException('Internal error opening backing store', 'UnknownError');
  return original(name, version);
};

let counter = 0;
const opened: ConsoleDb[] = [];

afterEach(() => {
  refusing = false;
  for (const db of opened.splice(0)) db.close();
});

describe('the console database closed by the browser', () => {
  it('opens again on a later read when the first reopen was refused', async () => {
    counter += 1;
    const db = new ConsoleDb(`reopen-${counter}`);
    opened.push(db);
    await db.settings.put({ key: 'language', value: 'de' });
    // fake-indexeddb types its connection as the class; it is the instance Dexie opened.
    const connection = db.backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0];
    refusing = true;
    forceCloseDatabase(connection);
    await expect(db.settings.get('language')).rejects.toThrow();
    await expect(db.settings.get('language')).rejects.toThrow();
    refusing = false;
    expect(await db.settings.get('language')).toEqual({ key: 'language', value: 'de' });
    await db.settings.put({ key: 'persona', value: 'operator' });
    expect(await db.settings.count()).toBe(2);
  });

  it('does not retry a database that never opened (blocked storage stays unavailable)', async () => {
    counter += 1;
    const db = new ConsoleDb(`never-${counter}`);
    opened.push(db);
    refusing = true;
    await expect(db.settings.get('language')).rejects.toThrow();
    refusing = false;
    // Dexie keeps the first failure: the console says storage is unavailable, as before.
    await expect(db.settings.get('language')).rejects.toThrow();
  });
});
