/**
 * When another connection deletes the page's database (a sign-out, here or in another tab), the
 * page's connection closes for good: a read that comes after (a live query run again before the
 * reload) fails instead of reopening the database, which the browser would make anew, empty,
 * once the deletion is done. The listener learns whether a tenancy is left to reload into.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { accountsDb, addAccount } from '../../../../src/contract/accounts';
import { consoleDb, ConsoleDb } from '../../../../src/contract/db';
import { chooseDatabase } from '../../../../src/contract/tenancyDb';
import { onDatabaseDeleted } from '../../../../src/app/shell/databaseDeleted';

const NAME = 'field-console@ocid1.tenancy.oc1..aaaaaaaasignedout';

afterEach(async () => {
  await Dexie.delete(NAME);
});

/** The page's database open and listened to, as SignedOutGate listens. */
async function listeningPage() {
  chooseDatabase(NAME);
  const page = consoleDb();
  // Opened again by hand after the test before closed it for good.
  if (!page.isOpen()) await page.open();
  await page.settings.put({ key: 'theme', value: 'dark' });
  const listeners = () => (page.on('versionchange') as unknown as { subscribers: unknown[] }).subscribers.length;
  const before = listeners();
  let stop: () => void = () => undefined;
  const heard = new Promise<boolean>((done) => {
    stop = onDatabaseDeleted(done);
  });
  // The listener joins once the database code has loaded (it is imported on demand).
  await vi.waitUntil(() => listeners() > before);
  return { page, heard, stop };
}

describe('the page’s database deleted by another connection', () => {
  it('stays closed: a later read fails and leaves no database behind', async () => {
    await addAccount(accountsDb(), {
      tenancy: 'ocid1.tenancy.oc1..aaaaaaaaleft',
      dbName: 'field-console',
      name: 'left',
    });
    const { page, heard, stop } = await listeningPage();
    await ConsoleDb.delete(NAME);
    expect(await heard).toBe(true);
    await expect(page.settings.toArray()).rejects.toThrow();
    expect(await Dexie.exists(NAME)).toBe(false);
    stop();
  });

  it('tells that no tenancy is left when none is', async () => {
    const { heard, stop } = await listeningPage();
    await ConsoleDb.delete(NAME);
    expect(await heard).toBe(false);
    stop();
  });
});
