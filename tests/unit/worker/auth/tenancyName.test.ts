/**
 * The header names a tenancy by the tenancy's own name: read from identity (the emulator's
 * GetTenancy) and kept in the accounts database; a tenancy whose name cannot be read keeps the
 * name it was added with (its first profile's), and an answer about another tenancy, or one
 * without a usable name, names nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { startEmulator, type RunningEmulator } from '../../../../emulator/server';
import { accountsDb, addAccount, listAccounts } from '../../../../src/contract/accounts';
import { ConsoleDb } from '../../../../src/contract/db';
import { FIRST_DB_NAME, tenancyDatabaseName } from '../../../../src/contract/tenancyDb';
import { readTenancyName, tenancyNameIn } from '../../../../src/worker/auth/tenancyName';
import { createWorkerContext } from '../../../../src/worker/context';

const OTHER = 'ocid1.tenancy.oc1..aaaaaaaaothertenancy';
let emulator: RunningEmulator;
const opened: ConsoleDb[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, size: 0, timeScale: 0.01 });
});
afterAll(() => emulator.close());
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await accountsDb().tenancies.clear();
  await Dexie.delete(FIRST_DB_NAME);
  await Dexie.delete(tenancyDatabaseName(OTHER));
});

function contextFor(dbName: string) {
  const db = new ConsoleDb(dbName);
  opened.push(db);
  return createWorkerContext({ endpoint: emulator.url, region: 'us-ashburn-1', mode: 'emulator' }, db);
}

async function names(): Promise<Record<string, string>> {
  return Object.fromEntries((await listAccounts(accountsDb())).map((row) => [row.tenancy, row.name]));
}

describe('the tenancy’s own name', () => {
  it('is read from identity and kept for the header, in place of the profile’s', async () => {
    const tenancy = emulator.state.tenancy.tenancyId;
    await addAccount(accountsDb(), { tenancy, dbName: FIRST_DB_NAME, name: 'my profile' });
    const name = await readTenancyName(contextFor(FIRST_DB_NAME));
    expect(name).toBe(emulator.state.tenancy.tenancyName);
    expect(name).not.toBe('my profile');
    expect(await names()).toEqual({ [tenancy]: emulator.state.tenancy.tenancyName });
  });

  it('stays the profile’s when the tenancy cannot be read', async () => {
    const dbName = tenancyDatabaseName(OTHER);
    await addAccount(accountsDb(), { tenancy: OTHER, dbName, name: 'Bravo' });
    // The emulator serves one tenancy: GetTenancy of another answers 404.
    expect(await readTenancyName(contextFor(dbName))).toBeUndefined();
    expect(await names()).toEqual({ [OTHER]: 'Bravo' });
  });

  it('reads nothing for a database no tenancy holds, or once signed out', async () => {
    const tenancy = emulator.state.tenancy.tenancyId;
    expect(await readTenancyName(contextFor(FIRST_DB_NAME))).toBeUndefined();
    await addAccount(accountsDb(), { tenancy, dbName: FIRST_DB_NAME, name: 'my profile' });
    const context = contextFor(FIRST_DB_NAME);
    context.endSession();
    expect(await readTenancyName(context)).toBeUndefined();
    expect(await names()).toEqual({ [tenancy]: 'my profile' });
  });

  it('takes a name only from an answer about that tenancy', () => {
    const id = 'ocid1.tenancy.oc1..aaaaaaaaalpha';
    expect(tenancyNameIn({ id, name: '  acme-prod ' }, id)).toBe('acme-prod');
    expect(tenancyNameIn({ id: OTHER, name: 'acme-prod' }, id)).toBeUndefined();
    expect(tenancyNameIn({ id, name: '   ' }, id)).toBeUndefined();
    expect(tenancyNameIn({ id, name: 'x'.repeat(256) }, id)).toBeUndefined();
    expect(tenancyNameIn({ id, name: 42 }, id)).toBeUndefined();
    expect(tenancyNameIn('acme-prod', id)).toBeUndefined();
    expect(tenancyNameIn(null, id)).toBeUndefined();
  });
});
