/**
 * The tenancies on a device: an earlier release's one database becomes the first tenancy's on
 * upgrade, with nothing moved but the profiles of other tenancies; a fresh device opens the
 * first tenancy's database; the device keeps up to ten.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import {
  accountsDb,
  activeAccount,
  addAccount,
  databaseToOpen,
  listAccounts,
  MAX_TENANCIES,
  ACTIVE_PROFILE_KEY,
} from '../../../src/contract/accounts';
import { ConsoleDb, type StoredProfile } from '../../../src/contract/db';
import { FIRST_DB_NAME, journalFolderName, tenancyDatabaseName } from '../../../src/contract/tenancyDb';

const A = 'ocid1.tenancy.oc1..aaaaaaaafirst';
const B = 'ocid1.tenancy.oc1..aaaaaaaasecond';

async function rsaKey(): Promise<CryptoKey> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    false,
    ['sign', 'verify'],
  );
  return pair.privateKey;
}

async function profile(id: string, tenancy: string, createdAt: number): Promise<StoredProfile> {
  return {
    id,
    name: id,
    kind: 'apiKey',
    tenancy,
    user: 'ocid1.user.oc1..aaaaaaaauser',
    fingerprint: 'aa:bb',
    region: 'us-ashburn-1',
    privateKey: await rsaKey(),
    createdAt,
  };
}

afterEach(async () => {
  await Dexie.delete(FIRST_DB_NAME);
  await Dexie.delete(tenancyDatabaseName(B));
});

describe('the tenancies on a device', () => {
  it('open the first tenancy’s database on a fresh device, and record nothing', async () => {
    expect(await databaseToOpen(accountsDb())).toBe(FIRST_DB_NAME);
    expect(await listAccounts(accountsDb())).toEqual([]);
  });

  it('adopt the one database of an earlier release as the active profile’s tenancy, moving only other tenancies’ profiles', async () => {
    const old = new ConsoleDb(FIRST_DB_NAME);
    await old.profiles.bulkPut([await profile('b-user', B, 1), await profile('a-user', A, 2)]);
    await old.settings.bulkPut([
      { key: ACTIVE_PROFILE_KEY, value: 'a-user' },
      { key: 'language', value: 'de' },
      { key: 'region', value: 'eu-frankfurt-1' },
    ]);
    await old.outbox.put({
      id: 'queued-offline',
      operation: 'updateProject',
      region: 'us-ashburn-1',
      params: {},
      retryToken: 'token-1',
      summary: 'Rename',
      state: 'pending',
      createdAt: 1,
      updatedAt: 1,
      queuedAt: 1,
      attempts: 0,
      nextAttemptAt: 1,
    });
    await old.meta.put({ key: 'savedIndex', value: 'the downloaded index' });
    old.close();

    expect(await databaseToOpen(accountsDb())).toBe(FIRST_DB_NAME);

    const accounts = await listAccounts(accountsDb());
    expect(accounts.map(({ tenancy, dbName }) => ({ tenancy, dbName }))).toEqual([
      { tenancy: A, dbName: FIRST_DB_NAME },
      { tenancy: B, dbName: tenancyDatabaseName(B) },
    ]);
    expect((await activeAccount(accountsDb()))?.tenancy).toBe(A);

    const first = new ConsoleDb(FIRST_DB_NAME);
    const second = new ConsoleDb(tenancyDatabaseName(B));
    try {
      expect((await first.profiles.toArray()).map((row) => row.id)).toEqual(['a-user']);
      expect(await first.outbox.get('queued-offline')).toMatchObject({
        retryToken: 'token-1',
        state: 'pending',
      });
      expect((await first.meta.get('savedIndex'))?.value).toBe('the downloaded index');
      const moved = await second.profiles.toArray();
      expect(moved.map((row) => row.id)).toEqual(['b-user']);
      expect(moved[0]?.privateKey.type).toBe('private');
      expect((await second.settings.get(ACTIVE_PROFILE_KEY))?.value).toBe('b-user');
      // The person's language follows; the first tenancy's region does not.
      expect((await second.settings.get('language'))?.value).toBe('de');
      expect(await second.settings.get('region')).toBeUndefined();
      expect(await second.outbox.count()).toBe(0);
    } finally {
      first.close();
      second.close();
    }

    // Once adopted, a later start changes nothing.
    expect(await databaseToOpen(accountsDb())).toBe(FIRST_DB_NAME);
    expect(await listAccounts(accountsDb())).toHaveLength(2);
  });

  it('keep up to ten tenancies and refuse the eleventh', async () => {
    for (let i = 0; i < MAX_TENANCIES; i++) {
      const added = await addAccount(accountsDb(), {
        tenancy: `ocid1.tenancy.oc1..t${i}`,
        dbName: `db-${i}`,
        name: `T${i}`,
      });
      expect(added).not.toBe('full');
    }
    expect(
      await addAccount(accountsDb(), {
        tenancy: 'ocid1.tenancy.oc1..eleventh',
        dbName: 'db-11',
        name: 'T11',
      }),
    ).toBe('full');
    // One already on the device is answered as it is, not refused.
    expect(
      await addAccount(accountsDb(), { tenancy: 'ocid1.tenancy.oc1..t3', dbName: 'other', name: 'x' }),
    ).toMatchObject({ dbName: 'db-3' });
  });

  it('keep each tenancy’s journal in a folder of its own, the first in the folder of earlier releases', () => {
    expect(journalFolderName(FIRST_DB_NAME)).toBe('field-console-journal');
    expect(journalFolderName(tenancyDatabaseName(B))).toBe(`field-console-journal@${B}`);
  });
});
