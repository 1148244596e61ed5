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
expose(createConsoleApi(context.config(), context));
