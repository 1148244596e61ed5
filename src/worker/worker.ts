/// <reference lib="webworker" />
/** The worker's entry: builds the one ConsoleApi and exposes it over comlink. */
import { expose } from 'comlink';
import { createConsoleApi } from './api';

expose(createConsoleApi({ region: 'us-ashburn-1' }));
