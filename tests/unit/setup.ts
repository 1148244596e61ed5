// IndexedDB for the store tests: fake-indexeddb's global implementation.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { accountsDb } from '../../src/contract/accounts';

// Each test starts on a device with no tenancy recorded: a test's databases are its own, and
// the device's list of tenancies (contract/accounts.ts) must not send one test's profile to
// another test's database.
afterEach(async () => {
  const accounts = accountsDb();
  await accounts.transaction('rw', accounts.tenancies, accounts.settings, async () => {
    await accounts.tenancies.clear();
    await accounts.settings.clear();
  });
});
