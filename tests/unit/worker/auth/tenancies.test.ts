/**
 * Each tenancy's data in its own database: a profile of the tenancy shown stays with it, one of
 * another tenancy goes to that tenancy's database and the console switches to it, an eleventh
 * tenancy is refused, and signing out of one leaves the other's data and profile.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import {
  accountsDb,
  activeAccount,
  listAccounts,
  MAX_TENANCIES,
  addAccount,
} from '../../../../src/contract/accounts';
import { ConsoleDb } from '../../../../src/contract/db';
import { onTenancySwitched } from '../../../../src/contract/sessionChannel';
import { FIRST_DB_NAME, tenancyDatabaseName } from '../../../../src/contract/tenancyDb';
import { addProfile, listProfiles, type NewProfile } from '../../../../src/worker/auth/profiles';
import { signOutEverywhere } from '../../../../src/worker/auth/signOutEverywhere';
import { createWorkerContext } from '../../../../src/worker/context';
import { TEST_KEY_PKCS1, USER } from './ociTestVectors';

const A = 'ocid1.tenancy.oc1..aaaaaaaaalpha';
const B = 'ocid1.tenancy.oc1..aaaaaaaabravo';
const opened: ConsoleDb[] = [];

const profileOf = (tenancy: string, name: string): NewProfile => ({
  kind: 'apiKey',
  name,
  tenancy,
  user: USER,
  region: 'us-ashburn-1',
  privateKeyPem: TEST_KEY_PKCS1,
});

function open(name: string): ConsoleDb {
  const db = new ConsoleDb(name);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Dexie.delete(FIRST_DB_NAME);
  await Dexie.delete(tenancyDatabaseName(B));
});

describe('a profile’s tenancy', () => {
  it('keeps a tenancy’s profiles together and sends another tenancy’s to its own database, switching to it', async () => {
    const first = open(FIRST_DB_NAME);
    expect((await addProfile(profileOf(A, 'alpha'), first)).ok).toBe(true);
    expect((await addProfile(profileOf(A, 'alpha-admin'), first)).ok).toBe(true);
    expect((await activeAccount(accountsDb()))?.dbName).toBe(FIRST_DB_NAME);

    const switched = new Promise<void>((done) => {
      const stop = onTenancySwitched(() => {
        stop();
        done();
      });
    });
    const added = await addProfile(profileOf(B, 'bravo'), first);
    expect(added).toMatchObject({ ok: true, value: { tenancy: B, active: true } });
    await switched;

    expect((await listProfiles(first)).map((row) => row.name)).toEqual(['alpha', 'alpha-admin']);
    const second = open(tenancyDatabaseName(B));
    expect((await listProfiles(second)).map((row) => row.name)).toEqual(['bravo']);
    expect((await activeAccount(accountsDb()))?.tenancy).toBe(B);
    expect((await listAccounts(accountsDb())).map((row) => row.tenancy)).toEqual([A, B]);
  });

  it('refuses a profile of an eleventh tenancy with a sentence, and stores nothing', async () => {
    const first = open(FIRST_DB_NAME);
    expect((await addProfile(profileOf(A, 'alpha'), first)).ok).toBe(true);
    for (let i = 1; i < MAX_TENANCIES; i++)
      await addAccount(accountsDb(), {
        tenancy: `ocid1.tenancy.oc1..other${i}`,
        dbName: `other-${i}`,
        name: `Other ${i}`,
      });
    const refused = await addProfile(profileOf(B, 'bravo'), first);
    expect(refused).toMatchObject({ ok: false, failure: { kind: 'validation', reason: 'tenancyLimit' } });
    expect(await Dexie.exists(tenancyDatabaseName(B))).toBe(false);
    expect(await listAccounts(accountsDb())).toHaveLength(MAX_TENANCIES);
  });
});

describe('signing out of one tenancy', () => {
  it('removes its profiles and data only; the other tenancy becomes the one shown', async () => {
    const first = open(FIRST_DB_NAME);
    await addProfile(profileOf(A, 'alpha'), first);
    await first.resources.put({
      identifier: 'ocid1.instance.oc1.iad.alpha',
      resourceType: 'Instance',
      typeKey: 'instance',
      compartmentId: 'ocid1.compartment.oc1..c',
      displayName: 'alpha-vm',
      region: 'us-ashburn-1',
      link: null,
      fetchedAt: 1,
    });
    await addProfile(profileOf(B, 'bravo'), first);
    const second = open(tenancyDatabaseName(B));
    await second.watches.put({
      id: 'ocid1.run',
      kind: 'buildRun',
      region: 'us-ashburn-1',
      displayName: 'r',
      path: '/',
      createdAt: 1,
    });

    const switched = new Promise<void>((done) => {
      const stop = onTenancySwitched(() => {
        stop();
        done();
      });
    });
    await signOutEverywhere(createWorkerContext({ region: 'us-ashburn-1' }, second));
    await switched;

    expect(await Dexie.exists(tenancyDatabaseName(B))).toBe(false);
    expect((await listAccounts(accountsDb())).map((row) => row.tenancy)).toEqual([A]);
    expect((await activeAccount(accountsDb()))?.dbName).toBe(FIRST_DB_NAME);
    const kept = open(FIRST_DB_NAME);
    expect((await listProfiles(kept)).map((row) => row.name)).toEqual(['alpha']);
    expect(await kept.resources.get('ocid1.instance.oc1.iad.alpha')).toBeDefined();
  });
});
