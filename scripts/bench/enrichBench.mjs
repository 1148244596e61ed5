// Enrichment of 1,000 results against the emulator with 50 ms of latency per request, through
// the console's remote search: time from the first page on screen to the last enrichment, beside
// the round-trip bound ceil(reads / connections) × latency, and whether the rows on screen (the
// last 30 of the page, which would otherwise go last) finished first.
/* global window, performance, fetch -- in the functions run in the page */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { round } from './stats.mjs';

export const LATENCY_MS = 50;
export const CONNECTIONS = 6;
const VISIBLE = 30;
const RESULTS = 1000;

/** The emulator in its own process: one region, large enough for 1,000 enrichable results. */
export async function startLatentEmulator(latencyMs = LATENCY_MS) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'emulator/main.ts',
      '--port',
      '0',
      '--region',
      'us-ashburn-1',
      '--size',
      '4500',
      '--faults',
      JSON.stringify({ latencyMs }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += String(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(seen);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`The emulator stopped (${code}) before listening.`)));
  });
  return { url, close: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) };
}

/**
 * What this browser does at best on these cores: as many reads, `connections` at a time, from a
 * page to a server on its own origin (no CORS, so no preflight) that answers a small JSON body
 * after the latency and does nothing else. Its gap to the bound is the browser's own cost per
 * request. Milliseconds.
 */
async function browserFloor(context, reads, connections) {
  const body = JSON.stringify({ padding: 'x'.repeat(1_500) });
  const server = http.createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>floor</title>');
      return;
    }
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    }, LATENCY_MS);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await context.newPage();
  try {
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    return await page.evaluate(
      async ({ reads, connections }) => {
        let next = 0;
        const started = performance.now();
        const worker = async () => {
          for (let at = next++; at < reads; at = next++) await (await fetch(`/read?at=${at}`)).text();
        };
        await Promise.all(Array.from({ length: connections }, worker));
        return performance.now() - started;
      },
      { reads, connections },
    );
  } finally {
    await page.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function measureEnrichment(page, endpoint) {
  const types = await page.evaluate(() => window.searchBench.enrichableTypes());
  const query = `query ${types.join(', ')} resources`;
  const run = await page.evaluate(
    async ({ endpoint, query, visible, results, connections }) => {
      const bench = window.searchBench;
      let firstAt;
      let doneAt;
      let visibleIds = [];
      let enrichTotal = 0;
      const finished = new Map();
      const onProgress = window.benchProxy((progress) => {
        const now = performance.now();
        if (firstAt === undefined && progress.items.length > 0) {
          firstAt = now;
          // The rows a user would see are the ones a plain queue would enrich last.
          visibleIds = progress.items.slice(-visible).map((row) => row.identifier);
          void bench.prioritizeEnrichment(visibleIds);
        }
        for (const row of progress.items) {
          if (row.enrichedAt !== undefined) finished.set(row.identifier, row.enrichedAt);
        }
        enrichTotal = progress.enrichTotal;
        if (progress.phase === 'done') doneAt = now;
      });
      const { answer, wire } = await bench.searchRemote(
        endpoint,
        { text: query, regions: ['us-ashburn-1'], limit: results },
        onProgress,
        connections,
      );
      if (!answer.ok) throw new Error(answer.failure.message);
      for (let wait = 0; doneAt === undefined && wait < 100; wait += 1)
        await new Promise((r) => setTimeout(r, 10));
      const order = [...finished].sort((a, b) => a[1] - b[1]).map(([id]) => id);
      const rank = new Map(order.map((id, at) => [id, at]));
      const visibleRanks = visibleIds.map((id) => rank.get(id) ?? order.length);
      return {
        results: answer.value.total,
        enrichTotal,
        enriched: answer.value.enrich.enriched,
        failures: answer.value.enrich.failures,
        readsIssued: answer.value.enrich.readsIssued,
        readsDeduplicated: answer.value.enrich.readsDeduplicated,
        maxInFlight: answer.value.enrich.maxInFlight,
        timing: answer.value.enrich.timing,
        wire,
        ms: doneAt - firstAt,
        visible: visibleIds.length,
        visibleLastRank: Math.max(...visibleRanks),
      };
    },
    { endpoint, query, visible: VISIBLE, results: RESULTS, connections: CONNECTIONS },
  );
  const boundMs = Math.ceil(run.readsIssued / CONNECTIONS) * LATENCY_MS;
  const browserFloorMs = await browserFloor(page.context(), run.readsIssued, CONNECTIONS);
  const perRead = (ms) => round(ms / Math.max(1, run.readsIssued), 2);
  const perResult = (ms) => round(ms / Math.max(1, run.enriched + run.failures), 2);
  return {
    latencyMs: LATENCY_MS,
    connections: CONNECTIONS,
    ...run,
    ms: round(run.ms),
    // Where the time went, per read and per result (createEnricher's EnrichTiming, averaged).
    perRead: {
      queueWaitMs: perRead(run.timing.queueWaitMs),
      readMs: perRead(run.timing.readMs),
      // The browser's resource timing of the same reads: fetch start to the answer's last byte.
      wireMs: round(run.wire.msPerRead, 2),
    },
    perResult: {
      sharedWaitMs: perResult(run.timing.sharedWaitMs),
      handlingMs: perResult(run.timing.handlingMs),
    },
    boundMs,
    overBound: round(run.ms / boundMs, 2),
    // The same reads as plain fetches in the same browser, same connections: what these cores allow.
    floorMs: round(run.wire.floorMs),
    overFloor: round(run.ms / run.wire.floorMs, 2),
    // The browser alone: same-origin reads of a server that only waits the latency.
    browserFloorMs: round(browserFloorMs),
    // Visible first: the last of the rows on screen finished among the first visible + 2 × connections.
    visibleFirst: run.visibleLastRank < run.visible + 2 * CONNECTIONS,
  };
}
