/// <reference lib="webworker" />
/** The worker's entry: builds the one ConsoleApi and exposes it over comlink. */
import { expose } from 'comlink';
import { createConsoleApi } from './api';
import { createWorkerContext } from './context';
import { onSignedOutElsewhere } from '../contract/sessionChannel';

const context = createWorkerContext({ region: 'us-ashburn-1' });
// Another tab signed out: this worker stops sending, writing, and forgets its keys and index.
onSignedOutElsewhere(() => {
  context.endSession();
});
const api = createConsoleApi(context.config(), context);
expose(api);
// The local index is restored as the worker starts, before the app configures it: at 250,000
// resources that takes about half a second, which a search submitted at once would wait for.
void api.openLocalIndex();
