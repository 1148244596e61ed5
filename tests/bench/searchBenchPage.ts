/**
 * The benchmark page: starts the benchmark worker and hands it to the driver (scripts/bench.mjs)
 * as `window.searchBench`, with `proxy` so the driver can pass progress callbacks, the way the
 * app passes them to the console's worker.
 */
import { proxy, transferHandlers, wrap, type Remote } from 'comlink';
import type { SearchBench } from './searchBenchWorker';
import { carryRowsAsColumns } from '../../src/contract/rowsWire';

declare global {
  interface Window {
    searchBench?: Remote<SearchBench>;
    benchProxy?: typeof proxy;
  }
}

// The rows of an answer cross as the console's worker sends them (src/contract/rowsWire).
carryRowsAsColumns(transferHandlers);
window.searchBench = wrap<SearchBench>(
  new Worker(new URL('./searchBenchWorker.ts', import.meta.url), { type: 'module' }),
);
window.benchProxy = proxy;
const status = document.getElementById('status');
if (status !== null) status.textContent = 'ready';
