// Where the benchmark worker's memory goes, beside what the index's walk counts: indexes the
// synthetic tenancy in the benchmark page (Chromium), starts offline as the benchmark does, runs
// its queries, and reads the worker's heap and buffers (Runtime.getHeapUsage after a full
// collection, as the benchmark's heap line does) at each step; then walks an index restored in
// the worker (tests/bench/memoryWalk.ts, as indexMemory.ts walks one in Node), and holds a slice
// of a large text decoded by TextDecoder, to show what the buffers figure counts besides typed
// arrays. Its own profile, removed after; about 3 minutes at 250,000.
//
//   node scripts/bench/workerMemory.mjs [count=250000]
/* global window, document -- in the functions run in the page */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBenchPage } from './buildBenchPage.mjs';
import { FREE_TEXT, STRUCTURED } from './queries.mjs';
import { workerCommand } from './workerSession.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

const count = Number(process.argv[2] ?? 250_000);
const DECODED_MB = 20;

const dist = await buildBenchPage();
const { startStaticServer } = await import('../serve.mjs');
const { chromium } = await import('playwright-core');
// No service is called: the page's policy names an endpoint nothing answers.
const server = await startStaticServer({ root: dist, port: 0, config: { endpoint: 'http://127.0.0.1:9' } });
const dir = mkdtempSync(join(tmpdir(), 'worker-memory-'));
const context = await chromium.launchPersistentContext(dir, {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
const mb = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;

try {
  const page = await context.newPage();
  await page.goto(`${server.url}/search-bench.html`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
  const browser = page.context().browser();
  const usage = async (step) => {
    await workerCommand(browser, 'HeapProfiler.collectGarbage');
    const used = await workerCommand(browser, 'Runtime.getHeapUsage');
    console.log(`${step}: heap ${mb(used.usedSize)} MB, buffers ${mb(used.backingStorageSize ?? 0)} MB`);
  };
  console.log(`Indexing ${count.toLocaleString('en')} resources…`);
  await page.evaluate((n) => window.searchBench.index(n), count);
  await usage('indexed and closed');
  await page.evaluate((text) => window.searchBench.coldStart(text, 50), FREE_TEXT[0]);
  await page.evaluate((text) => window.searchBench.coldStart(text, 50), STRUCTURED[0]);
  for (const text of [...FREE_TEXT, ...STRUCTURED])
    await page.evaluate((query) => window.searchBench.searchLocal({ text: query, limit: 50 }), text);
  await usage('an offline start and the benchmark queries (the benchmark heap line)');
  const walked = await page.evaluate(() => window.searchBench.memoryByStructure());
  console.log(`an index restored in the worker, walked: typed arrays ${walked.buffersMb} MB, strings ${walked.stringsMb} MB`);
  for (const row of walked.rows) console.log(`  | ${row.path} | ${row.buffersMb} | ${row.stringsMb} |`);
  await usage('with that index held as well');
  await page.evaluate(() => window.searchBench.dropMemoryProbes());
  await usage('that index dropped');
  await page.evaluate((size) => window.searchBench.decodedTextHeld(size), DECODED_MB);
  await usage(`a 20-character slice of a ${DECODED_MB} MB decoded text held`);
  await page.evaluate(() => window.searchBench.dropMemoryProbes());
  await usage('the slice dropped');
  await page.evaluate(() => window.searchBench.cleanUp());
} finally {
  await context.close();
  rmSync(dir, { recursive: true, force: true });
  await server.close();
}
