// The search benchmarks (a benchmark, not a timed test), in real Chromium with the console's
// worker modules and IndexedDB:
//   node scripts/bench.mjs [--sizes 10000,100000,250000,500000] [--limit 100] [--skip-pwa] [--skip-chaos]
//                          [--memory-profile] [--queries-only] [--skip-enrich] [--profile-download]
//                          [--profile-index] [--profile-start]
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
// offline start (reports/start-<size>.cpuprofile).
// Writes reports/bench.json and prints a summary.
/* global document -- in the functions run in the page */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { runChaosBench } from './bench-chaos.mjs';
import { buildBenchPage } from './bench/buildBenchPage.mjs';
import { measureEnrichment, startLatentEmulator } from './bench/enrichBench.mjs';
import { measureFloor, measureSize } from './bench/searchBench.mjs';
import { round, table, verdict } from './bench/stats.mjs';
import { originStorageCheck } from './bench/originStorage.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const TARGETS = {
  searchP95Ms: 16,
  searchSize: 250_000,
  indexOverRaw: 1.2,
  indexSize: 250_000,
  coldStartMs: 1000,
  heapMb: 250,
  // The tenancy download must not slow search: a search during it, beside the same idle.
  downloadOverIdle: 1.5,
  enrichOverBound: 1.05,
};

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

/** Per query of one size: p50/p95 through the worker boundary, p95 in the worker, and its phases. */
function perQueryTable(size) {
  const rows = [...size.freeText.perQuery, ...size.structured.perQuery].map((query) => [
    query.query.length > 70 ? `${query.query.slice(0, 69)}…` : query.query,
    `${query.p50} / ${query.p95}`,
    String(query.workerP95),
    `${query.index.p50} / ${query.index.p95}`,
  ]);
  return table(['query', 'p50 / p95', 'in the worker p95', "index's answer with its rows p50 / p95"], rows);
}

function summary(report) {
  const rows = report.search.map((size) => [
    size.count.toLocaleString('en'),
    `${size.index.perSecond.toLocaleString('en')}/s (${(size.index.ms / 1000).toFixed(1)} s)`,
    size.rawWrite
      ? `${size.rawWrite.perSecond.toLocaleString('en')}/s (${(size.rawWrite.ms / 1000).toFixed(1)} s)`
      : '—',
    size.indexOverRaw === undefined ? '—' : `${size.indexOverRaw}×`,
    `${size.coldStart.freeTextMs} / ${size.coldStart.structuredMs} (${size.coldStart.floorMs})`,
    `${size.coldStart.withUnsavedMs}`,
    `${size.freeText.p50} / ${size.freeText.p95}`,
    `${size.structured.p50} / ${size.structured.p95}`,
    `${size.heap.usedMb} MB`,
    size.download
      ? `${size.download.idle.p95} / ${size.download.during.p95} (${size.download.p95OverIdle}×)`
      : '—',
  ]);
  const lines = [
    '',
    `Local index and search (Chromium ${report.chromium}, ${report.cores} cores, ${report.search[0]?.limit} results a query, ms through the worker boundary)`,
    table(
      [
        'resources',
        'indexed',
        'raw IndexedDB',
        'index/raw',
        'offline start: 1st free text / 1st structured (floor)',
        `start with ${report.search[0]?.coldStart.inTails?.toLocaleString('en')} in a tail + ${report.search[0]?.coldStart.unsaved?.toLocaleString('en')} unsaved`,
        'free text p50/p95',
        'structured p50/p95',
        'worker heap',
        'p95 idle / during a download',
      ],
      rows,
    ),
    '',
    'Slowest query by its own p95:',
    ...report.search.map(
      (size) =>
        `  ${size.count.toLocaleString('en')}: free text ${size.freeText.slowest.p95} ms (${size.freeText.slowest.query}); structured ${size.structured.slowest.p95} ms (${size.structured.slowest.query})`,
    ),
    ...report.search.flatMap((size) =>
      size.download
        ? [
            '',
            `Slowest queries during the download at ${size.count.toLocaleString('en')} (p95 during / idle, ms):`,
            ...size.download.slowest.map((query) => `  ${query.during} / ${query.idle}  ${query.query}`),
          ]
        : [],
    ),
    ...report.search.flatMap((size) => [
      '',
      `Per query at ${size.count.toLocaleString('en')} (ms; the last two columns timed apart in the worker):`,
      perQueryTable(size),
    ]),
  ];
  const at = (count) => report.search.find((size) => size.count === count);
  const largest = at(TARGETS.searchSize);
  const checks = [];
  if (largest) {
    const { coldStart, freeText, structured, heap } = largest;
    checks.push(
      `250k offline start to the first free-text answer within ${TARGETS.coldStartMs} ms: ${coldStart.freeTextMs} ms (floor, reading the saved index: ${coldStart.floorMs} ms; checking its checksum: ${coldStart.checksumMs} ms) — ${verdict(coldStart.freeTextMs <= TARGETS.coldStartMs)}`,
      `250k offline start to the first structured answer within ${TARGETS.coldStartMs} ms: ${coldStart.structuredMs} ms (floor ${coldStart.floorMs} ms) — ${verdict(coldStart.structuredMs <= TARGETS.coldStartMs)}`,
      `250k offline start with ${coldStart.inTails.toLocaleString('en')} new resources saved as a tail (and ${coldStart.readAgain.toLocaleString('en')} rows a start adds again beside the whole save) and ${coldStart.unsaved.toLocaleString('en')} left unsaved (indexed from the table first) within ${TARGETS.coldStartMs} ms: ${coldStart.withUnsavedMs} ms (floor ${coldStart.floorMs} ms) — ${verdict(coldStart.withUnsavedMs <= TARGETS.coldStartMs)}`,
      `250k free text p95 within ${TARGETS.searchP95Ms} ms: ${freeText.p95} ms (in the worker ${freeText.inWorker.p95} ms) — ${verdict(freeText.p95 <= TARGETS.searchP95Ms)}`,
      `250k structured p95 within ${TARGETS.searchP95Ms} ms: ${structured.p95} ms (in the worker ${structured.inWorker.p95} ms) — ${verdict(structured.p95 <= TARGETS.searchP95Ms)}`,
      `250k worker JS heap within ${TARGETS.heapMb} MB: ${heap.usedMb} MB (typed-array buffers besides: ${heap.buffersMb} MB) — ${verdict(heap.usedMb <= TARGETS.heapMb)}`,
    );
  }
  if (largest?.download) {
    checks.push(
      `250k indexed within ${TARGETS.indexOverRaw}× raw IndexedDB writes: ${largest.indexOverRaw}× (${(largest.index.ms / 1000).toFixed(1)} s vs ${(largest.rawWrite.ms / 1000).toFixed(1)} s) — ${verdict(largest.indexOverRaw <= TARGETS.indexOverRaw)}`,
      `250k searches while a tenancy download stores ${largest.download.pages} pages, p95 within ${TARGETS.downloadOverIdle}× the same queries idle: ${largest.download.during.p95} ms vs ${largest.download.idle.p95} ms (${largest.download.p95OverIdle}×, ${largest.download.during.samples} searches over ${(largest.download.downloadMs / 1000).toFixed(1)} s) — ${verdict(largest.download.p95OverIdle <= TARGETS.downloadOverIdle)}`,
    );
  }
  if (largest?.storage) checks.push(originStorageCheck(largest.storage));
  const enrich = report.enrichment;
  if (enrich) {
    lines.push(
      '',
      `Enrichment of ${enrich.results.toLocaleString('en')} results (${enrich.enrichTotal} to enrich), ${enrich.latencyMs} ms latency, ${enrich.connections} connections:`,
      `  ${enrich.ms} ms from the first page on screen to the last enrichment; ${enrich.readsIssued} reads (${enrich.readsDeduplicated} shared), at most ${enrich.maxInFlight} in flight`,
      `  a read: ${enrich.perRead.queueWaitMs} ms waiting for a connection, ${enrich.perRead.readMs} ms on it, of which ${enrich.perRead.wireMs} ms on the wire (${enrich.latencyMs} ms of it latency); a result: ${enrich.perResult.sharedWaitMs} ms waiting for a shared read, ${enrich.perResult.handlingMs} ms from its last answer to its hand-over`,
      `  bound ceil(${enrich.readsIssued} / ${enrich.connections}) × ${enrich.latencyMs} ms = ${enrich.boundMs} ms; ${enrich.overBound}× the bound`,
      `  floor: the same reads as plain fetches, ${enrich.connections} at a time, ${enrich.floorMs} ms (${round(enrich.floorMs / enrich.boundMs, 2)}× the bound); enrichment ${enrich.overFloor}× the floor`,
      `  the browser alone: as many same-origin reads of a server that only waits ${enrich.latencyMs} ms, ${enrich.connections} at a time, ${enrich.browserFloorMs} ms (${round(enrich.browserFloorMs / enrich.boundMs, 2)}× the bound)`,
      `  the ${enrich.visible} rows on screen: the last finished at place ${enrich.visibleLastRank + 1} of ${enrich.enriched}`,
    );
    checks.push(
      `1,000 results enriched within ${TARGETS.enrichOverBound}× the round-trip bound: ${enrich.overBound}× — ${verdict(enrich.overBound <= TARGETS.enrichOverBound)}`,
      `visible rows enriched first: ${verdict(enrich.visibleFirst)}`,
    );
  }
  const chaos = report.chaos;
  if (chaos && !chaos.failed) {
    lines.push(
      '',
      `Outbox under chaos (${chaos.changes.toLocaleString('en')} changes, flow actions included)`,
      table(
        ['issued', 'applied', 'duplicates', 'lost', 'retries', 'confirmed by read', 'drain_ms'],
        [
          [
            chaos.issued,
            chaos.applied,
            chaos.duplicates,
            chaos.lost,
            chaos.retries,
            chaos.confirmed,
            chaos.drain_ms,
          ].map(String),
        ],
      ),
    );
    checks.push(
      `chaos at ${chaos.changes.toLocaleString('en')} changes: 0 lost, 0 duplicated — ${verdict(chaos.passed && chaos.lost === 0 && chaos.duplicates === 0)}`,
    );
  } else if (chaos?.failed) {
    checks.push(`chaos at 1,000 changes: no report (see reports/bench.json) — ${verdict(false)}`);
  }
  const pwa = report.pwa;
  if (pwa && !pwa.failed) {
    checks.push(
      `first-route JavaScript ${(pwa.firstRoute.gzipBytes / 1024).toFixed(1)} KB gzipped, budget ${(pwa.firstRoute.budgetGzipBytes / 1024).toFixed(0)} KB — ${verdict(pwa.firstRoute.gzipBytes <= pwa.firstRoute.budgetGzipBytes)}`,
      `offline reload p95 ${pwa.offlineReload.p95} ms, budget ${pwa.offlineReload.budgetMs} ms — ${verdict(pwa.offlineReload.p95 <= pwa.offlineReload.budgetMs)}`,
      `offline reload to a usable search box (CPU 4× slower) p50 / p95 ${pwa.offlineReload.p50} / ${pwa.offlineReload.p95} ms, floor (one static page) ${pwa.offlineReload.floor.p50} / ${pwa.offlineReload.floor.p95} ms: p95 ${pwa.offlineReload.overFloor}× the floor's, target ≤ ${pwa.offlineReload.overFloorTarget}× — ${verdict(pwa.offlineReload.overFloor <= pwa.offlineReload.overFloorTarget)}`,
    );
  } else if (pwa?.failed) {
    checks.push(`scripts/bench-pwa.mjs failed (exit ${pwa.status}); its figures are missing`);
  }
  lines.push('', 'Targets:', ...checks.map((check) => `  ${check}`), '', 'Written to reports/bench.json');
  return lines.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '10000,100000,250000,500000' },
      limit: { type: 'string', default: '100' },
      'skip-pwa': { type: 'boolean', default: false },
      'skip-chaos': { type: 'boolean', default: false },
      'memory-profile': { type: 'boolean', default: false },
      'queries-only': { type: 'boolean', default: false },
      'skip-enrich': { type: 'boolean', default: false },
      'profile-download': { type: 'boolean', default: false },
      'profile-index': { type: 'boolean', default: false },
      'profile-start': { type: 'boolean', default: false },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  const limit = Number(values.limit);
  const queriesOnly = values['queries-only'];
  const started = Date.now();

  log('Building the benchmark page…');
  const dist = await buildBenchPage({
    minify: !values['profile-download'] && !values['profile-index'] && !values['profile-start'],
  });
  const { startStaticServer } = await import('./serve.mjs');
  const { chromium } = await import('playwright-core');
  const emulator = await startLatentEmulator();
  // The page's policy lets it reach just this emulator (scripts/headers.mjs).
  const server = await startStaticServer({ root: dist, port: 0, config: { endpoint: emulator.url } });
  // IndexedDB is kept on disk, as an installed console keeps it. `--memory-profile` keeps it in the
  // browser's memory instead (a context of `newContext()`), which stops answering at about 1.4 GB:
  // the 250k download, with the index saved over and over, already waits there forever.
  const memoryBrowser = values['memory-profile']
    ? await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    : undefined;
  const report = {
    date: new Date().toISOString(),
    chromium: '',
    cores: availableParallelism(),
  };
  const open = async () => {
    const run = await openBenchPage(chromium, server.url, memoryBrowser);
    report.chromium ||= run.page.context().browser()?.version() ?? '';
    return run;
  };
  try {
    report.search = [];
    for (const count of sizes) {
      // A fresh profile per size and per measure, so one's data and memory do not weigh on the next.
      let floor;
      if (!queriesOnly) {
        const floorRun = await open();
        floor = await measureFloor(floorRun.page, count, { log });
        await floorRun.close();
      }
      const { page, close } = await open();
      report.search.push(
        await measureSize(page, count, {
          limit,
          log,
          floor,
          profile: values['profile-download'],
          profileIndex: values['profile-index'],
          profileStart: values['profile-start'],
        }),
      );
      await close();
      // Each size's figures are kept at once, should a larger size not finish.
      mkdirSync('reports', { recursive: true });
      writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
    }
    if (!queriesOnly && !values['skip-enrich']) {
      log('  enrichment against the emulator…');
      const { page, close } = await open();
      report.enrichment = await measureEnrichment(page, emulator.url);
      await close();
    }
  } finally {
    await memoryBrowser?.close();
    await server.close();
    await emulator.close();
  }
  report.searchMinutes = Math.round((Date.now() - started) / 600) / 100;
  report.targets = TARGETS;
  if (!values['skip-pwa'] && !queriesOnly) report.pwa = runPwaBench();
  if (!values['skip-chaos'] && !queriesOnly) {
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
