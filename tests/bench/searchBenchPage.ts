/**
 * The benchmark page: starts the benchmark worker and hands it to the driver (scripts/bench.mjs)
 * as `window.searchBench`, with `proxy` so the driver can pass progress callbacks, the way the
 * app passes them to the console's worker.
 */
import { proxy, wrap, type Remote } from 'comlink';
import type { SearchBench } from './searchBenchWorker';

declare global {
  interface Window {
    searchBench?: Remote<SearchBench>;
    benchProxy?: typeof proxy;
  }
}

window.searchBench = wrap<SearchBench>(
  new Worker(new URL('./searchBenchWorker.ts', import.meta.url), { type: 'module' }),
);
window.benchProxy = proxy;
const status = document.getElementById('status');
if (status !== null) status.textContent = 'ready';
