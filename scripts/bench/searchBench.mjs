// Indexing rate, the raw IndexedDB floor, and local search latency in the benchmark page, at
// one size of the synthetic tenancy.
/* global window, performance -- in the functions run in the page */
import { FREE_TEXT, STRUCTURED } from './queries.mjs';
import { round, summarize } from './stats.mjs';

/** Rounds of each query; the first round of a query set warms it, and all rounds count. */
const ROUNDS = 5;

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

async function timeOne(page, text, limit) {
  return page.evaluate(
    async ({ text, limit }) => {
      const started = performance.now();
      const answer = await window.searchBench.searchLocal({ text, limit });
      if (!answer.ok) throw new Error(answer.failure.message);
      return performance.now() - started;
    },
    { text, limit },
  );
}

export async function measureSize(page, count, { limit, log }) {
  log(`  ${count.toLocaleString('en')} resources: raw IndexedDB writes…`);
  const floor = await page.evaluate((n) => window.searchBench.rawWrite(n), count);
  log(`  ${count.toLocaleString('en')} resources: stored and indexed by LocalSearch.putPage…`);
  const index = await page.evaluate((n) => window.searchBench.index(n), count);
  const reopen = await page.evaluate(() => window.searchBench.reopen());
  log(`  ${count.toLocaleString('en')} resources: local searches…`);
  const freeText = await timeQueries(page, FREE_TEXT, limit);
  const recordsLoadMs = await timeOne(page, STRUCTURED[0], limit);
  const structured = await timeQueries(page, STRUCTURED, limit);
  const freeTextWarm = await timeQueries(page, FREE_TEXT, limit);
  await page.evaluate(() => window.searchBench.cleanUp());
  return {
    count,
    index: {
      ms: round(index.ms),
      perSecond: Math.round((count / index.ms) * 1000),
      saveIndexMs: round(index.saveMs),
    },
    rawWrite: { ms: round(floor.ms), perSecond: Math.round((count / floor.ms) * 1000) },
    indexOverRaw: round(index.ms / floor.ms, 2),
    restoreIndexMs: round(reopen.restoreMs),
    limit,
    freeText: {
      ...summarize(freeText.samples),
      inWorker: summarize(freeText.worker),
      queries: FREE_TEXT.length,
    },
    freeTextRecordsInMemory: { ...summarize(freeTextWarm.samples), inWorker: summarize(freeTextWarm.worker) },
    structuredFirstQueryMs: round(recordsLoadMs),
    structured: {
      ...summarize(structured.samples),
      inWorker: summarize(structured.worker),
      queries: STRUCTURED.length,
    },
  };
}
