// The search benchmarks (a benchmark, not a timed test), in real Chromium with the console's
// worker modules and IndexedDB:
//   node scripts/bench.mjs [--sizes 10000,100000,250000,500000] [--cpu 1,4] [--ladder] [--limit 100]
//                          [--skip-pwa] [--skip-chaos] [--memory-profile] [--queries-only]
//                          [--skip-enrich] [--profile-download] [--profile-index] [--profile-start]
//                          [--profile-queries]
//   node scripts/bench.mjs --console-download [--sizes 250000] [--cpu 4] [--skip-build]
// --cpu RATES measures each size with the CPU of the page AND its worker that many times slower
// (scripts/bench/cpuThrottle.mjs; 1 is full speed), at 250,000 unless --sizes is given, and checks
// the phone's targets beside floors measured under the same throttle; --ladder is every size of
// 10k / 100k / 250k / 500k / 1M at 1× and 4×, with the growth check (scripts/bench/growth.mjs).
// Options are read by scripts/bench/benchOptions.mjs.
// 1. indexing rate (LocalSearch.putPage, page by page, as a remote search stores results) beside a
//    floor measured in the same run: bare bulkPut of the same records into the same table schema;
// 2. offline start: a new connection and SearchApi to the first free-text and the first
//    structured answer, beside the floor of reading the saved index; and the same start after
//    the most the save policy leaves beside the whole save: a tail at its bound (TAIL_SHARE),
//    and as many new resources stored after it as the console leaves unsaved (LOG_BOUND);
// 3. local search latency, free text and structured, p50/p95 through the worker boundary, and
//    the worker's JS heap afterwards, and per query where its time goes (the index's answer, the
//    read of the page's records); `--queries-only` times indexing and the searches alone (no
//    raw-write floor, no searches during a download, no enrichment, PWA or chaos);
// 4. enrichment of 1,000 results against the emulator with 50 ms latency, beside the round-trip
//    bound ceil(reads / connections) × latency, and whether the rows on screen finish first;
// 5. scripts/bench-pwa.mjs when it exists (first-route size, offline reload), merged in;
// 6. the chaos test at 1,000 changes (scripts/bench-chaos.mjs): issued applied duplicates lost
//    retries confirmed drain_ms.
// --profile-download records the worker's CPU profile during the tenancy download (reports/
// download-<size>.cpuprofile, unminified build) and prints where its time went; --profile-index
// the same during the indexing (reports/index-<size>.cpuprofile), --profile-start during the first
// offline start (reports/start-<size>.cpuprofile), --profile-queries during the timed free-text
// queries (reports/queries-<size>.cpuprofile).
// Writes reports/bench.json and prints a summary.
// --console-download measures instead what the console's own download keeps on the device, through
// its screens on `npm start -- --size N` (scripts/bench/consoleDownload.mjs, docs/STORAGE.md), beside
// the form's estimate; with --cpu 4 on a phone's CPU, and then a structured query typed into the
// console opened again offline, timed to its first result row; writes reports/console-download.json.
/* global document -- in the functions run in the page */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { runChaosBench } from './bench-chaos.mjs';
import { readBenchOptions } from './bench/benchOptions.mjs';
import { buildBenchPage } from './bench/buildBenchPage.mjs';
import { proofLines, throttlePage } from './bench/cpuThrottle.mjs';
import { consoleFigures, measureConsoleDownload } from './bench/consoleDownload.mjs';
import { measureEnrichment, startLatentEmulator } from './bench/enrichBench.mjs';
import { measureFloor, measureSize } from './bench/searchBench.mjs';
import { round } from './bench/stats.mjs';
import { summary } from './bench/summary.mjs';
import { TARGETS } from './bench/targets.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const log = (line) => console.log(line);

/**
 * A page of the benchmark in a browser profile of its own: on disk (a new profile directory,
 * removed on close), or, given `memoryBrowser`, a fresh context of it. Each measure gets its own,
 * so what one leaves behind (a deleted database's compaction) does not weigh on the next.
 */
async function openBenchPage(chromium, url, memoryBrowser) {
  const dir = memoryBrowser ? undefined : mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context =
    dir === undefined
      ? await memoryBrowser.newContext()
      : await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`  page error: ${error.message}`));
  await page.goto(`${url}/search-bench.html`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
  return {
    page,
    close: async () => {
      await context.close();
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function runPwaBench() {
  if (!existsSync('scripts/bench-pwa.mjs')) return undefined;
  log('\nRunning scripts/bench-pwa.mjs…');
  const run = spawnSync(process.execPath, ['scripts/bench-pwa.mjs'], { stdio: 'inherit' });
  if (run.status !== 0 || !existsSync('reports/bench-pwa.json')) {
    return { failed: true, status: run.status };
  }
  return JSON.parse(readFileSync('reports/bench-pwa.json', 'utf8'));
}

/** `--console-download`: each size measured in a console of its own; the build made once, by the first. */
async function benchConsoleDownload(sizes, cpuRate, skipBuild) {
  const { estimate, logBound } = await consoleFigures();
  const report = {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    loadAverage: loadavg().map((load) => round(load, 2)),
    runs: [],
  };
  for (const [at, size] of sizes.entries()) {
    log(`The console's download of the home region, npm start -- --size ${size}:`);
    report.runs.push(
      await measureConsoleDownload(size, {
        estimate,
        logBound,
        cpuRate,
        skipBuild: skipBuild || at > 0,
        log,
      }),
    );
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/console-download.json', `${JSON.stringify(report, null, 2)}\n`);
  }
}

async function main() {
  let options;
  try {
    options = readBenchOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  const { sizes, cpuRates, limit, queriesOnly } = options;
  if (options.consoleDownload) {
    await benchConsoleDownload(sizes, cpuRates[0], options.skipBuild);
    return;
  }
  const started = Date.now();

  log('Building the benchmark page…');
  const dist = await buildBenchPage({ minify: options.minify });
  const { startStaticServer } = await import('./serve.mjs');
  const { chromium } = await import('playwright-core');
  const emulator = await startLatentEmulator();
  // The page's policy lets it reach just this emulator (scripts/headers.mjs).
  const server = await startStaticServer({ root: dist, port: 0, config: { endpoint: emulator.url } });
  // IndexedDB is kept on disk, as an installed console keeps it. `--memory-profile` keeps it in the
  // browser's memory instead (a context of `newContext()`), which stops answering at about 1.4 GB:
  // the 250k download, with the index saved over and over, already waits there forever.
  const memoryBrowser = options.memoryProfile
    ? await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    : undefined;
  const report = {
    date: new Date().toISOString(),
    chromium: '',
    cores: availableParallelism(),
    // The machine's load when the run began (1, 5 and 15 minutes): timings here are shared.
    loadAverage: loadavg().map((load) => round(load, 2)),
    cpuRates,
    throttles: {},
  };
  const open = async (rate = 1) => {
    const run = await openBenchPage(chromium, server.url, memoryBrowser);
    report.chromium ||= run.page.context().browser()?.version() ?? '';
    if (rate === 1) return run;
    // The first page of each rate proves that the throttle reaches the worker; every page is throttled.
    const prove = report.throttles[rate] === undefined;
    let throttle;
    try {
      throttle = await throttlePage(run.page, rate, { prove });
    } catch (error) {
      await run.close();
      throw error;
    }
    if (prove) {
      const { release: _release, ...kept } = throttle;
      report.throttles[rate] = kept;
      for (const line of proofLines(throttle)) log(`  ${line}`);
    }
    return {
      page: run.page,
      close: async () => {
        await throttle.release();
        await run.close();
      },
    };
  };
  // A step on a page of its own, closed when the step fails too: an open browser would keep the
  // run alive after its error.
  const onPage = async (rate, step) => {
    const { page, close } = await open(rate);
    try {
      return await step(page);
    } finally {
      await close();
    }
  };
  try {
    report.search = [];
    for (const count of sizes) {
      for (const rate of cpuRates) {
        const sizeStarted = Date.now();
        if (rate !== 1) log(`  CPU ${rate}× slower, page and worker:`);
        // A fresh profile per size, rate and measure, so one's data and memory do not weigh on the next.
        const floor = queriesOnly
          ? undefined
          : await onPage(rate, (page) => measureFloor(page, count, { log }));
        const measured = await onPage(rate, (page) =>
          measureSize(page, count, {
            limit,
            log,
            floor,
            profile: options.profileDownload,
            profileIndex: options.profileIndex,
            profileStart: options.profileStart,
            profileQueries: options.profileQueries,
          }),
        );
        report.search.push({
          ...measured,
          cpuRate: rate,
          elapsedMinutes: round((Date.now() - sizeStarted) / 60_000, 1),
        });
        // Each size's figures are kept at once, should a larger size not finish.
        mkdirSync('reports', { recursive: true });
        writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
      }
    }
    if (!options.skipEnrich) {
      log('  enrichment against the emulator…');
      report.enrichment = await onPage(1, (page) => measureEnrichment(page, emulator.url));
    }
  } finally {
    await memoryBrowser?.close();
    await server.close();
    await emulator.close();
  }
  report.searchMinutes = Math.round((Date.now() - started) / 600) / 100;
  report.loadAverageAtEnd = loadavg().map((load) => round(load, 2));
  report.targets = TARGETS;
  if (!options.skipPwa) report.pwa = runPwaBench();
  if (!options.skipChaos) {
    log('\nRunning the chaos test with 1,000 changes…');
    report.chaos = runChaosBench({ changes: 1000 });
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  log(summary(report));
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
