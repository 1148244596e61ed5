// The summary `npm run bench` prints: per CPU rate, the table of every size (times, the worker's
// JS heap and typed-array buffers, the saved index), the slowest queries, every query's figures,
// the growth check across sizes, and the targets, each beside its floor.
import { growthCheck, growthLine } from './growth.mjs';
import { originStorageCheck } from './originStorage.mjs';
import { round, table, verdict } from './stats.mjs';
import { phoneChecks, TARGETS, throttleCheck } from './targets.mjs';

/** Per query of one size: p50/p95/slowest round through the worker boundary, p95 in the worker, and its phases. */
function perQueryTable(size) {
  const rows = [...size.freeText.perQuery, ...size.structured.perQuery].map((query) => [
    query.query.length > 70 ? `${query.query.slice(0, 69)}…` : query.query,
    `${query.p50} / ${query.p95} / ${query.max}`,
    String(query.workerP95),
    `${query.index.p50} / ${query.index.p95}`,
  ]);
  return table(
    ['query', 'p50 / p95 / slowest', 'in the worker p95', "index's answer with its rows p50 / p95"],
    rows,
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The sizes measured at one CPU rate: their table, slowest queries and per-query figures. */
function searchTables(report, entries, rate) {
  const rows = entries.map((size) => [
    size.count.toLocaleString('en'),
    `${size.index.perSecond.toLocaleString('en')}/s (${seconds(size.index.ms)})`,
    size.rawWrite ? `${size.rawWrite.perSecond.toLocaleString('en')}/s (${seconds(size.rawWrite.ms)})` : '—',
    size.indexOverRaw === undefined ? '—' : `${size.indexOverRaw}×`,
    `${size.coldStart.freeTextMs} / ${size.coldStart.structuredMs} (${size.coldStart.floorMs})`,
    `${size.coldStart.withUnsavedMs}`,
    `${size.freeText.p50} / ${size.freeText.p95}`,
    `${size.structured.p50} / ${size.structured.p95}`,
    size.boundary === undefined ? '—' : `${size.boundary.p50} / ${size.boundary.p95}`,
    `${size.heap.usedMb} + ${size.heap.buffersMb} MB` +
      (size.heap.writer
        ? ` (page writer ${size.heap.writer.usedMb} + ${size.heap.writer.buffersMb} MB)`
        : ''),
    `${size.savedIndexMb} MB`,
    size.storage === undefined
      ? '—'
      : `${size.storage.usageMb} MB (${size.storage.resources.toLocaleString('en')} stored)`,
    size.download
      ? `${size.download.idle.p95} / ${size.download.during.p95} (${size.download.p95OverIdle}×)`
      : '—',
    size.elapsedMinutes === undefined ? '—' : `${size.elapsedMinutes} min`,
  ]);
  const cpu = rate === 1 ? 'CPU at full speed' : `CPU ${rate}× slower (page and worker)`;
  return [
    '',
    `Local index and search, ${cpu} (Chromium ${report.chromium}, ${report.cores} cores, ${entries[0]?.limit} results a query, ms through the worker boundary)`,
    table(
      [
        'resources',
        'indexed (the download)',
        'raw IndexedDB',
        'index/raw',
        'offline start: 1st free text / 1st structured (floor)',
        `start with ${entries[0]?.coldStart.inTails?.toLocaleString('en')} in a tail + ${entries[0]?.coldStart.unsaved?.toLocaleString('en')} unsaved`,
        'free text p50/p95',
        'structured p50/p95',
        'empty call p50/p95',
        'worker heap + typed arrays',
        'saved index',
        "origin's storage",
        'p95 idle / during a download',
        'took',
      ],
      rows,
    ),
    '',
    'Slowest query by its own p95:',
    ...entries.map(
      (size) =>
        `  ${size.count.toLocaleString('en')}: free text ${size.freeText.slowest.p95} ms, slowest round ${size.freeText.slowest.max} ms (${size.freeText.slowest.query}); structured ${size.structured.slowest.p95} ms, slowest round ${size.structured.slowest.max} ms (${size.structured.slowest.query})`,
    ),
    ...entries.flatMap((size) =>
      size.download
        ? [
            '',
            `Slowest queries during the download at ${size.count.toLocaleString('en')} (p95 during / idle, ms):`,
            ...size.download.slowest.map((query) => `  ${query.during} / ${query.idle}  ${query.query}`),
          ]
        : [],
    ),
    ...entries.flatMap((size) => [
      '',
      `Per query at ${size.count.toLocaleString('en')}, ${cpu} (ms; the last two columns timed apart in the worker):`,
      perQueryTable(size),
    ]),
  ];
}

/** Today's targets, at full speed. */
function fullSpeedChecks(entries) {
  const at = (count) => entries.find((size) => size.count === count);
  const largest = at(TARGETS.searchSize);
  const checks = [];
  if (largest) {
    const { coldStart, freeText, structured, heap } = largest;
    checks.push(
      `250k offline start to the first free-text answer within ${TARGETS.coldStartMs} ms: ${coldStart.freeTextMs} ms (floor, reading the saved index: ${coldStart.floorMs} ms; checking its checksum: ${coldStart.checksumMs} ms; writing the worker's ${coldStart.touchMb} MB of new memory once: ${coldStart.touchMs} ms) — ${verdict(coldStart.freeTextMs <= TARGETS.coldStartMs)}`,
      `250k offline start to the first structured answer within ${TARGETS.coldStartMs} ms: ${coldStart.structuredMs} ms (floor ${coldStart.floorMs} ms) — ${verdict(coldStart.structuredMs <= TARGETS.coldStartMs)}`,
      `250k offline start with ${coldStart.inTails.toLocaleString('en')} new resources saved as a tail${coldStart.tails > 1 ? ` (the start reads ${coldStart.tails} tails in all)` : ''} (and ${coldStart.readAgain.toLocaleString('en')} rows a start adds again beside the whole save) and ${coldStart.unsaved.toLocaleString('en')} left unsaved (indexed from the table first) within ${TARGETS.coldStartMs} ms: ${coldStart.withUnsavedMs} ms (floor ${coldStart.floorMs} ms) — ${verdict(coldStart.withUnsavedMs <= TARGETS.coldStartMs)}`,
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
  return checks;
}

/** Every CPU rate measured, in increasing order. */
const ratesOf = (report) =>
  [...new Set(report.search.map((size) => size.cpuRate ?? 1))].sort((a, b) => a - b);

export function summary(report) {
  const lines = [];
  const checks = [];
  for (const rate of ratesOf(report)) {
    const entries = report.search.filter((size) => (size.cpuRate ?? 1) === rate);
    lines.push(...searchTables(report, entries, rate));
    const growthRows = growthCheck(entries);
    if (growthRows.length > 0) {
      lines.push(
        '',
        `How cost grows, ${rate === 1 ? 'CPU at full speed' : `CPU ${rate}× slower`} (the cost per resource may rise by the noise it is given, no more):`,
        ...growthRows.map((row) => `  ${growthLine(row)}`),
      );
      checks.push(
        `${rate}× CPU: memory, disk and start-up grow no faster than linearly from ${entries[0].count.toLocaleString('en')} to ${entries[entries.length - 1].count.toLocaleString('en')} — ${verdict(growthRows.every((row) => row.linear))}`,
      );
    }
    if (rate === 1) {
      checks.push(...fullSpeedChecks(entries));
    } else {
      // The phone's targets are set at 250,000; a run without that size shows them at its largest.
      const target = entries.find((size) => size.count === TARGETS.searchSize) ?? entries[entries.length - 1];
      const throttle = report.throttles?.[rate];
      if (throttle?.proof) checks.push(throttleCheck(throttle.proof, rate).text);
      if (target.count !== TARGETS.searchSize)
        checks.push(
          `(the phone's targets are set at ${TARGETS.searchSize.toLocaleString('en')}; shown here at ${target.count.toLocaleString('en')})`,
        );
      checks.push(...phoneChecks(target, rate).map((line) => line.text));
    }
  }
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
  if (report.searchMinutes !== undefined) {
    const load = (figures) => figures?.join(' / ') ?? '—';
    lines.push(
      '',
      `The search benchmark took ${report.searchMinutes} min; the machine's load average (1 / 5 / 15 min) ${load(report.loadAverage)} at its start, ${load(report.loadAverageAtEnd)} at its end.`,
    );
  }
  lines.push('', 'Targets:', ...checks.map((check) => `  ${check}`), '', 'Written to reports/bench.json');
  return lines.join('\n');
}
