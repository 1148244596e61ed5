// Indexing rate, the raw IndexedDB floor, offline start (beside reading the saved index), local
// search latency and the worker's heap in the benchmark page, at one size of the synthetic tenancy.
/* global window, performance -- in the functions run in the page */
import { FREE_TEXT, STRUCTURED } from './queries.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { round, summarize } from './stats.mjs';
import { attachWorker, workerCommand } from './workerSession.mjs';
import { workerCpuMs, workerCpuSince } from './cpuThrottle.mjs';
import { threadsRan } from './targets.mjs';
import { measureOriginStorage } from './originStorage.mjs';

/**
 * Rounds of each query; the first round of a query set warms it, and all rounds count. Twenty,
 * so that a query's own p95 (nearest rank: the 19th of 20) is not its slowest round: of five it
 * was, the cold first one most often. Each query's slowest round is reported beside it.
 */
const ROUNDS = 20;

/** Times every query `ROUNDS` times through comlink (what the app waits for), with `limit` results. */
async function timeQueries(page, queries, limit) {
  return page.evaluate(
    async ({ queries, limit, rounds }) => {
      const samples = [];
      const worker = [];
      let matched = 0;
      for (let round = 0; round < rounds; round += 1) {
        for (const text of queries) {
          const started = performance.now();
          const answer = await window.searchBench.searchLocal({ text, limit });
          samples.push(performance.now() - started);
          if (!answer.ok) throw new Error(`${text}: ${answer.failure.message}`);
          worker.push(answer.value.tookMs);
          if (round === 0) matched += answer.value.total;
        }
      }
      return { samples, worker, matched };
    },
    { queries, limit, rounds: ROUNDS },
  );
}

/**
 * The floor of a search through the worker boundary: as many empty calls as one round of the
 * benchmark queries, `ROUNDS` times, timed the same way.
 */
async function timeBoundary(page) {
  const samples = await page.evaluate(
    async ({ calls }) => {
      const samples = [];
      for (let call = 0; call < calls; call += 1) {
        const started = performance.now();
        await window.searchBench.ping();
        samples.push(performance.now() - started);
      }
      return samples;
    },
    { calls: ROUNDS * (FREE_TEXT.length + STRUCTURED.length) },
  );
  return summarize(samples);
}

/** The samples of the query at `at` among `count` queries timed round after round. */
function ownSamples(samples, count, at) {
  return samples.filter((_, index) => index % count === at);
}

/** The slowest query by its own p95 (its rounds), that p95 and its slowest round. */
function slowest(queries, samples) {
  let worst = { query: '', p95: 0, max: 0 };
  queries.forEach((query, at) => {
    const { p95, max } = summarize(ownSamples(samples, queries.length, at));
    if (p95 > worst.p95) worst = { query, p95, max };
  });
  return worst;
}

/**
 * Per query, where its time goes: p50 / p95 through the worker boundary and in the worker
 * (LocalSearch.search), and, timed apart in the worker, the index's answer with the page's rows
 * (p50 / p95).
 */
function perQuery(queries, timed, phases, offset) {
  const count = queries.length;
  // The phases were timed over every query, free text then structured, round after round.
  const total = FREE_TEXT.length + STRUCTURED.length;
  return queries.map((query, at) => {
    const through = summarize(ownSamples(timed.samples, count, at));
    const worker = summarize(ownSamples(timed.worker, count, at));
    const index = summarize(ownSamples(phases.index, total, offset + at));
    return {
      query,
      p50: through.p50,
      p95: through.p95,
      max: through.max,
      workerP95: worker.p95,
      index: { p50: index.p50, p95: index.p95 },
    };
  });
}

/**
 * Where a CPU profile's time went: per function (name, file and line), its own time and its
 * time including what it called (each sample counted once per function on its stack), largest first.
 */
export function profileSummary(profile, top = 20) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop()?.split('?')[0] ?? '';
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
  };
  const self = new Map();
  const total = new Map();
  const deltas = profile.timeDeltas ?? [];
  profile.samples.forEach((id, at) => {
    const ms = (deltas[at + 1] ?? deltas[at] ?? 0) / 1000;
    const leaf = nodes.get(id);
    if (leaf === undefined) return;
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + ms);
    const seen = new Set();
    for (let node = leaf; node !== undefined; node = nodes.get(parent.get(node.id))) {
      const name = label(node);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const largest = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${round(ms)} ms ${name}`);
  return { self: largest(self), total: largest(total) };
}

/**
 * Runs `step`; with a `name`, records the CPU profile of the worker and of its page writer meanwhile
 * (reports/NAME.cpuprofile, reports/NAME-writer.cpuprofile) and prints where their time went.
 */
async function profiled(page, name, log, step) {
  if (!name) return step();
  const browser = page.context().browser();
  // The worker, and its page writer where it runs one (a download's records are copied there).
  const threads = [{ label: 'worker', file: name, profiler: await attachWorker(browser) }];
  const writer = await attachWorker(browser, 'pageWriterWorker').catch(() => undefined);
  if (writer !== undefined) threads.push({ label: 'page writer', file: `${name}-writer`, profiler: writer });
  for (const { profiler } of threads) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.start');
  }
  const answer = await step();
  mkdirSync('reports', { recursive: true });
  for (const { label, file, profiler } of threads) {
    const { profile: cpu } = await profiler.send('Profiler.stop');
    await profiler.close();
    writeFileSync(`reports/${file}.cpuprofile`, JSON.stringify(cpu));
    const { self, total } = profileSummary(cpu);
    log(`    the ${label}'s time (${name}), by own time:\n      ${self.join('\n      ')}`);
    log(`    including what they call:\n      ${total.join('\n      ')}`);
  }
  return answer;
}

/** How often, and how long at most, the driver asks whether the started console is prepared. */
const PREPARED_POLL_MS = 100;
const PREPARED_WITHIN_MS = 120_000;

/**
 * Waits, without searching, until the started console has built its column caches (at its first
 * pause in searching); answers how long that took from the call.
 */
async function untilPrepared(page) {
  const started = performance.now();
  while (!(await page.evaluate(() => window.searchBench.prepared()))) {
    if (performance.now() - started > PREPARED_WITHIN_MS)
      throw new Error(`the console's column caches were not built within ${PREPARED_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, PREPARED_POLL_MS));
  }
  return round(performance.now() - started);
}

/** Pages of 1,000 new resources a download stores while the searches are timed. */
const DOWNLOAD_PAGES = 30;

/**
 * The same queries, first with the index idle, then while a tenancy download stores pages of new
 * resources into it on the same worker (as the console's download and its searches share one),
 * round after round until the download's last page is in: what the download costs a search.
 */
async function searchDuringDownload(page, count, { limit, log, profile }) {
  await page.evaluate(() => window.searchBench.openForDownload());
  const queries = [...FREE_TEXT, ...STRUCTURED];
  const timeRound = () =>
    page.evaluate(
      async ({ queries, limit }) => {
        const samples = [];
        for (const text of queries) {
          const started = performance.now();
          const answer = await window.searchBench.searchDuringDownload({ text, limit });
          samples.push(performance.now() - started);
          if (!answer.ok) throw new Error(`${text}: ${answer.failure.message}`);
        }
        return samples;
      },
      { queries, limit },
    );
  // Eight rounds idle (288 searches): the p95 of two or four moved by a quarter between runs.
  const idle = [];
  for (let round = 0; round < 8; round += 1) idle.push(...(await timeRound()));
  const { during, written } = await profiled(page, profile && `download-${count}`, log, async () => {
    await page.evaluate(({ from, pages }) => window.searchBench.startDownload(from, pages), {
      from: count,
      pages: DOWNLOAD_PAGES,
    });
    const during = [];
    do during.push(...(await timeRound()));
    while (!(await page.evaluate(() => window.searchBench.downloadFinished())));
    return { during, written: await page.evaluate(() => window.searchBench.finishDownload()) };
  });
  const idleFigures = summarize(idle);
  const duringFigures = summarize(during);
  // The queries that make the tail: each one's p95 during the download beside its own idle.
  const byQuery = queries
    .map((query, at) => ({
      query,
      idle: summarize(ownSamples(idle, queries.length, at)).p95,
      during: summarize(ownSamples(during, queries.length, at)).p95,
    }))
    .sort((a, b) => b.during - a.during)
    .slice(0, 5);
  return {
    pages: written.pages,
    slowest: byQuery,
    downloadMs: round(written.ms),
    idle: idleFigures,
    during: duringFigures,
    p95OverIdle: round(duringFigures.p95 / idleFigures.p95, 2),
  };
}

const WATCH_MS = 30_000;

/**
 * Waits for a long step of the worker, saying every 30 s how big the worker's heap is, and
 * failing at once when the worker is gone (a worker that runs out of memory is ended without
 * an answer, and the step would otherwise wait for ever).
 */
async function watched(page, what, step, log) {
  const browser = page.context().browser();
  let done = false;
  const watch = (async () => {
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
      if (done) return;
      let usage;
      try {
        usage = await workerCommand(browser, 'Runtime.getHeapUsage');
      } catch (error) {
        throw new Error(`${what}: the worker no longer answers (${error.message})`);
      }
      log(`    still ${what}: worker heap ${round(usage.usedSize / 2 ** 20)} MB`);
    }
  })();
  try {
    return await Promise.race([step, watch.then(() => step)]);
  } finally {
    done = true;
  }
}

/**
 * The worker's JS heap after a full garbage collection, in MB (typed-array buffers are outside
 * it), and the same of the console's page writer, the worker's second thread, where it runs.
 */
async function workerHeapMb(page) {
  const browser = page.context().browser();
  const heapOf = async (script) => {
    await workerCommand(browser, 'HeapProfiler.collectGarbage', {}, script);
    const usage = await workerCommand(browser, 'Runtime.getHeapUsage', {}, script);
    return {
      usedMb: round(usage.usedSize / 2 ** 20),
      buffersMb: round((usage.backingStorageSize ?? 0) / 2 ** 20),
    };
  };
  const heap = await heapOf();
  const writer = await heapOf('pageWriterWorker').catch(() => undefined);
  return writer === undefined ? heap : { ...heap, writer };
}

/**
 * `step`'s answer with `threads`: what each of the page's worker threads ran on a CPU meanwhile
 * (the worker, then its page writer), beside the step's wall time: which thread bounds a download.
 */
async function withWorkerCpu(page, step) {
  const browser = page.context().browser();
  const before = await workerCpuMs(browser);
  const started = performance.now();
  const answer = await step();
  const wallMs = performance.now() - started;
  return {
    ...answer,
    wallMs: round(wallMs),
    threads: workerCpuSince(before, await workerCpuMs(browser), wallMs),
  };
}

/**
 * The floor of indexing: bare bulkPut of the same records, in a page (and context) of its own,
 * closed before the console's indexing starts, so the floor's database does not weigh on it.
 */
export async function measureFloor(page, count, { log }) {
  log(`  ${count.toLocaleString('en')} resources: raw IndexedDB writes…`);
  return withWorkerCpu(page, () => page.evaluate((n) => window.searchBench.rawWrite(n), count));
}

/**
 * `floor`: the raw-write floor's figures, or undefined to time the searches alone (no download
 * while searching either: `--queries-only`). `profile`, `profileIndex`, `profileStart`: record the
 * worker's CPU profile during the download, during the indexing, during the first offline start.
 */
export async function measureSize(
  page,
  count,
  { limit, log, floor, profile = false, profileIndex = false, profileStart = false, profileQueries = false },
) {
  log(`  ${count.toLocaleString('en')} resources: stored and indexed by LocalSearch.putPage…`);
  const index = await profiled(page, profileIndex && `index-${count}`, log, () =>
    watched(
      page,
      'indexing',
      withWorkerCpu(page, () => page.evaluate((n) => window.searchBench.index(n), count)),
      log,
    ),
  );
  log(
    `    stored and indexed in ${round(index.ms / 1000, 1)} s` +
      (floor === undefined
        ? ''
        : ` (${round(index.ms / floor.ms, 2)}× the raw writes' ${round(floor.ms / 1000, 1)} s)`) +
      threadsRan('; its worker threads ran', index),
  );
  log(`  ${count.toLocaleString('en')} resources: offline starts…`);
  const saved = await page.evaluate(() => window.searchBench.readSaved());
  // A console's offline start begins in a new worker with nothing to collect: what the indexing
  // and the floor's read of the saved index (one large buffer) left behind is collected first.
  const browser = page.context().browser();
  await workerCommand(browser, 'HeapProfiler.collectGarbage');
  const coldFreeText = await profiled(page, profileStart && `start-${count}`, log, () =>
    page.evaluate(({ text, limit }) => window.searchBench.coldStart(text, limit), {
      text: FREE_TEXT[0],
      limit,
    }),
  );
  const savedAgain = await page.evaluate(() => window.searchBench.readSaved());
  await workerCommand(browser, 'HeapProfiler.collectGarbage');
  const coldStructured = await page.evaluate(({ text, limit }) => window.searchBench.coldStart(text, limit), {
    text: STRUCTURED[0],
    limit,
  });
  if (coldStructured.mode !== 'structured')
    throw new Error('the first structured query was not answered as one');
  log(`  ${count.toLocaleString('en')} resources: local searches…`);
  // What the offline starts left behind (each decoded a whole saved index) is collected before
  // the searches are timed, not in the middle of them; and before the console prepares and
  // rehearses its searches, not after: this collection (V8's memory-reducing full one) also drops
  // the compiled code of what ran before it, which would undo the rehearsal a console does once
  // (in Node at 250,000, `prod` right after it took 2.5 times its warm time).
  await workerCommand(browser, 'HeapProfiler.collectGarbage');
  // The searches are timed as a console answers them once it has paused after its start: its
  // column caches built and its searches rehearsed (the first answers after a start are the
  // offline-start figures above).
  const preparedInMs = await untilPrepared(page);
  log(`    its column caches built ${preparedInMs} ms after its first answer (at its first pause)`);
  const freeText = await profiled(page, profileQueries && `queries-${count}`, log, () =>
    timeQueries(page, FREE_TEXT, limit),
  );
  const structured = await timeQueries(page, STRUCTURED, limit);
  const boundary = await timeBoundary(page);
  const heap = await workerHeapMb(page);
  // What this machine's memory alone costs a start (searchBenchWorker's touchNew): as much new
  // memory as the worker now holds, written once, twice over, each after a collection.
  const touchMb = Math.ceil(heap.usedMb + heap.buffersMb);
  const touches = [];
  for (let round = 0; round < 2; round += 1) {
    await workerCommand(browser, 'HeapProfiler.collectGarbage');
    touches.push(await page.evaluate((megabytes) => window.searchBench.touchNew(megabytes), touchMb));
  }
  await workerCommand(browser, 'HeapProfiler.collectGarbage');
  log(`  ${count.toLocaleString('en')} resources: where each query's time goes…`);
  const phases = await page.evaluate(
    ({ queries, limit, rounds }) => window.searchBench.phases(queries, limit, rounds),
    { queries: [...FREE_TEXT, ...STRUCTURED], limit, rounds: ROUNDS },
  );
  let download;
  let storage;
  if (floor !== undefined) {
    log(
      `  ${count.toLocaleString('en')} resources: searches while a tenancy download stores ${DOWNLOAD_PAGES} pages…`,
    );
    download = await searchDuringDownload(page, count, { limit, log, profile });
    storage = await measureOriginStorage(page, log);
  }
  // Last (the searches above ran on the index as saved, its column caches with it): the start
  // after the most the save policy leaves beside the whole save: its tails at their bound
  // (savedIndex's TAIL_SHARE), which the start appends, and as many new resources left
  // unsaved (savePolicy's LOG_BOUND), which it indexes from the table before it answers.
  log(
    `  ${count.toLocaleString('en')} resources: offline start after new resources saved as a tail and left unsaved…`,
  );
  const refreshed = await page.evaluate((from) => window.searchBench.storeWithoutSave(from), count * 4);
  if (!refreshed.savedUntouched) throw new Error('storing the new resources rewrote the whole saved index');
  // A download may end with a tail of its own (when its last save came after a whole one); the
  // new resources make one more, and the start reads them all.
  if (refreshed.tails !== refreshed.tailsBefore + 1)
    throw new Error(
      `the new resources were saved as ${refreshed.tails - refreshed.tailsBefore} tails, not one`,
    );
  await workerCommand(browser, 'HeapProfiler.collectGarbage');
  const coldWithLog = await profiled(page, profileStart && `start-unsaved-${count}`, log, () =>
    page.evaluate(({ text, limit }) => window.searchBench.coldStart(text, limit), {
      text: FREE_TEXT[0],
      limit,
    }),
  );
  await page.evaluate(() => window.searchBench.cleanUp());
  return {
    count,
    index: {
      ms: round(index.ms),
      perSecond: Math.round((count / index.ms) * 1000),
      saveIndexMs: round(index.saveMs),
      wallMs: index.wallMs,
      threads: index.threads,
    },
    rawWrite: floor && {
      ms: round(floor.ms),
      perSecond: Math.round((count / floor.ms) * 1000),
      wallMs: floor.wallMs,
      threads: floor.threads,
    },
    indexOverRaw: floor && round(index.ms / floor.ms, 2),
    savedIndexMb: round(saved.bytes / 2 ** 20),
    coldStart: {
      floorMs: round((saved.ms + savedAgain.ms) / 2),
      checksumMs: round((saved.checkMs + savedAgain.checkMs) / 2),
      touchMb,
      touchMs: round((touches[0].ms + touches[1].ms) / 2),
      freeTextMs: round(coldFreeText.ms),
      structuredMs: round(coldStructured.ms),
      // From the structured start's first answer to its column caches built (a second's pause).
      preparedInMs,
      unsaved: refreshed.count,
      inTails: refreshed.inTails,
      tails: refreshed.tails,
      readAgain: refreshed.readAgain,
      withUnsavedMs: round(coldWithLog.ms),
    },
    limit,
    freeText: {
      ...summarize(freeText.samples),
      inWorker: summarize(freeText.worker),
      slowest: slowest(FREE_TEXT, freeText.samples),
      queries: FREE_TEXT.length,
      perQuery: perQuery(FREE_TEXT, freeText, phases, 0),
    },
    structured: {
      ...summarize(structured.samples),
      inWorker: summarize(structured.worker),
      slowest: slowest(STRUCTURED, structured.samples),
      queries: STRUCTURED.length,
      perQuery: perQuery(STRUCTURED, structured, phases, FREE_TEXT.length),
    },
    boundary,
    heap,
    download,
    storage,
  };
}
