/// <reference lib="webworker" />
/**
 * The worker's entry: opens the database of the tenancy shown (contract/accounts.ts), builds
 * the one ConsoleApi on it and exposes it over comlink (calls made before it is built wait).
 */
import { expose, transferHandlers } from 'comlink';
import { createConsoleApi, type ConsoleApi } from './api';
import { createWorkerContext } from './context';
import { onSignedOutElsewhere } from '../contract/sessionChannel';
import { accountsDb, databaseToOpen } from '../contract/accounts';
import { consoleDb } from '../contract/db';
import { chooseDatabase, FIRST_DB_NAME } from '../contract/tenancyDb';
import { deferredApi } from './deferredApi';
import { carryRowsAsColumns } from '../contract/rowsWire';

async function start(): Promise<ConsoleApi> {
  // A device list that cannot be read leaves the worker on the first tenancy's database.
  chooseDatabase(await databaseToOpen(accountsDb()).catch(() => FIRST_DB_NAME));
  const context = createWorkerContext({ region: 'us-ashburn-1' }, consoleDb());
  // Another tab signed out: this worker stops sending, writing, and forgets its keys and index.
  onSignedOutElsewhere(() => {
    context.endSession();
  });
  const api = createConsoleApi(context.config(), context);
  // The local index is restored as the worker starts, before the app configures it: at 250,000
  // resources that takes about half a second, which a search submitted at once would wait for.
  void api.openLocalIndex();
  return api;
}

carryRowsAsColumns(transferHandlers);
expose(deferredApi(start()));
