// The offline PWA, measured (a benchmark, not a timed test):
//   node scripts/bench-pwa.mjs [--runs 30] [--dist DIR]
// 1. the JavaScript of the first route: index.html's entry script and everything it imports
//    statically or modulepreloads, gzipped (budget 150 KB);
// 2. the service worker's precache: the files of its manifest;
// 3. an OFFLINE reload in Chromium with the CPU throttled 4×, at 412 px: navigation → a usable
//    search box (shown, enabled, accessible name "Search"), p50/p95 over the runs (budget 1.5 s),
//    beside a FLOOR measured the same way in the same run: tests/e2e/fixtures/minimal-pwa, one
//    static page precached by a tiny service worker (target: the console's p95 ≤ 1.5× the floor's).
// Without --dist it builds a fresh production build into dist-bench/. Prints a summary and
// writes reports/bench-pwa.json. Also imported by the bundle tests for measureBundle().
/* global document, window, navigator, performance, MutationObserver, localStorage -- in the functions run in the page */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export const FIRST_ROUTE_BUDGET_BYTES = 150 * 1024;
export const OFFLINE_RELOAD_BUDGET_MS = 1500;
/** The console's offline reload at p95, at most this many times the floor's of the same run. */
export const RELOAD_OVER_FLOOR = 1.5;
const CPU_THROTTLING_RATE = 4;
const FLOOR_FIXTURE = 'tests/e2e/fixtures/minimal-pwa';
/** Where the console saves the words of its precached search form (src/app/shell/bootSearch.ts). */
const BOOT_WORDS_KEY = 'field-console.boot-search';

// ── Bundle ─────────────────────────────────────────────────────────────────────────────────

const ENTRY_SCRIPT = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel=["']modulepreload["'])[^>]*\bhref=["']([^"']+)["']/g;
// `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`.
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;

function toDistPath(url, fromFile) {
  const path = url.split(/[?#]/)[0];
  return path.startsWith('/') ? path.slice(1) : posix.normalize(posix.join(posix.dirname(fromFile), path));
}

function matches(pattern, text) {
  return [...text.matchAll(pattern)].map((match) => match[1]);
}

/** Dist-relative paths of the first route's JavaScript: entry scripts and their static graph. */
export function firstRouteScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [...matches(ENTRY_SCRIPT, html), ...matches(MODULE_PRELOAD, html)]
    .filter((url) => !/^[a-z]+:\/\//i.test(url))
    .map((url) => toDistPath(url, 'index.html'));
  const seen = new Set();
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    queue.push(...matches(STATIC_IMPORT, code).map((url) => toDistPath(url, file)));
  }
  return [...seen];
}

/** The service worker's precache manifest: the `[{ revision, url }]` list injected into sw.js. */
export function precacheEntries(dist) {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const list = sw.match(/\[\{"revision":.*?\}\]/s);
  if (!list) throw new Error(`${join(dist, 'sw.js')} holds no precache manifest.`);
  return JSON.parse(list[0]).map((entry) => entry.url.replace(/^\//, ''));
}

function sizes(dist, files) {
  const rows = files.map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  return { files: rows, bytes: sum('bytes'), gzipBytes: sum('gzipBytes') };
}

/** First-route JavaScript and precache sizes of a production build. */
export function measureBundle(dist = 'dist') {
  return { firstRoute: sizes(dist, firstRouteScripts(dist)), precache: sizes(dist, precacheEntries(dist)) };
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

// ── Offline reload ─────────────────────────────────────────────────────────────────────────

/**
 * Runs in every document before its own scripts: records `window.__usableAt` (ms since the
 * navigation started) once a search box is usable: shown, enabled, accessible name "Search".
 */
function installProbe() {
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const ids = element.getAttribute('aria-labelledby');
    if (ids)
      return ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    return element.labels?.[0]?.textContent ?? '';
  };
  const usable = () => {
    const fields = document.querySelectorAll(
      'input, textarea, [role="searchbox"], [role="combobox"], [role="textbox"]',
    );
    return [...fields].some(
      (field) =>
        nameOf(field).trim().toLowerCase() === 'search' &&
        !field.disabled &&
        field.getAttribute('aria-disabled') !== 'true' &&
        field.checkVisibility({ visibilityProperty: true }),
    );
  };
  const observer = new MutationObserver(() => {
    if (window.__usableAt === undefined && usable()) {
      window.__usableAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/** Waits for the page's service worker to be active, reloading until it controls the page. */
async function waitForControl(page) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const state = await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      active: Boolean((await navigator.serviceWorker.getRegistration())?.active),
    }));
    if (state.controlled) return;
    if (state.active) await page.reload();
    else await page.waitForTimeout(100);
  }
  throw new Error(
    `${page.url()}: no service worker took control (the console registers it when UpdatePrompt is mounted).`,
  );
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * An offline page ready to be reloaded: one online visit installed its service worker (and, for
 * the console, saved the words of the precached page's search form: `visited` waits for what the
 * page needs before it can be reloaded offline), then the network is cut.
 */
async function offlinePage(browser, url, visited = async () => undefined) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await page.goto(url);
  await waitForControl(page);
  await visited(page);
  await context.addInitScript(installProbe);
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp, times: [] };
}

/** One offline reload to a usable search box, CPU throttled: milliseconds from navigation. */
async function timeReload({ page, cdp, times }) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
  await page.reload({ waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.__usableAt, undefined, { timeout: 60_000 });
  times.push(Math.round(await handle.jsonValue()));
}

function reloadFigures(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { target: 'search', runs: times, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/**
 * Times `runs` offline reloads of the console and of the floor, one of each in turn, so a burst
 * of load on a shared machine falls on both rather than on one side of the ratio.
 */
async function timeOfflineReloads(browser, consoleUrl, floorUrl, runs) {
  const app = await offlinePage(browser, consoleUrl, (page) =>
    page.waitForFunction((key) => localStorage.getItem(key) !== null, BOOT_WORDS_KEY),
  );
  const floor = await offlinePage(browser, floorUrl);
  for (let run = 0; run < runs; run += 1) {
    await timeReload(app);
    await timeReload(floor);
  }
  await app.context.close();
  await floor.context.close();
  return { reload: reloadFigures(app.times), floorReload: reloadFigures(floor.times) };
}

// ── Main ───────────────────────────────────────────────────────────────────────────────────

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '30' }, dist: { type: 'string' } },
  });
  const runs = Number(values.runs);
  let dist = values.dist;
  if (dist === undefined) {
    dist = 'dist-bench';
    console.log(`Building the console into ${dist}/…`);
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('The production build failed.');
  }
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/ holds no production build.`);

  const bundle = measureBundle(dist);
  const { startStaticServer } = await import('./serve.mjs');
  const { chromium } = await import('playwright-core');
  // A console with no endpoint to reach: the reloads are offline anyway.
  const app = await startStaticServer({
    root: dist,
    port: 0,
    config: { mode: 'emulator', endpoint: 'http://127.0.0.1:9' },
  });
  const floor = await startStaticServer({ root: FLOOR_FIXTURE, port: 0, config: {} });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const chromiumVersion = browser.version();
  let reload;
  let floorReload;
  try {
    ({ reload, floorReload } = await timeOfflineReloads(browser, app.url, floor.url, runs));
  } finally {
    await browser.close();
    await app.close();
    await floor.close();
  }

  const reloadOverFloor = Math.round((reload.p95 / floorReload.p95) * 100) / 100;
  const report = {
    date: new Date().toISOString(),
    dist: resolve(dist),
    chromium: chromiumVersion,
    cpuThrottlingRate: CPU_THROTTLING_RATE,
    firstRoute: { ...bundle.firstRoute, budgetGzipBytes: FIRST_ROUTE_BUDGET_BYTES },
    precache: bundle.precache,
    offlineReload: {
      ...reload,
      budgetMs: OFFLINE_RELOAD_BUDGET_MS,
      floor: floorReload,
      overFloor: reloadOverFloor,
      overFloorTarget: RELOAD_OVER_FLOOR,
    },
  };
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-pwa.json', `${JSON.stringify(report, null, 2)}\n`);

  const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
  const firstRouteOk = bundle.firstRoute.gzipBytes <= FIRST_ROUTE_BUDGET_BYTES;
  const reloadOk = reload.p95 <= OFFLINE_RELOAD_BUDGET_MS;
  const usableWhat = 'a usable search box (shown, enabled, named "Search")';
  console.log(
    [
      '',
      `First-route JavaScript: ${kb(bundle.firstRoute.gzipBytes)} gzipped (${kb(bundle.firstRoute.bytes)} raw, ` +
        `${bundle.firstRoute.files.length} files) — budget ${kb(FIRST_ROUTE_BUDGET_BYTES)}: ${verdict(firstRouteOk)}`,
      `Precache: ${bundle.precache.files.length} files, ${kb(bundle.precache.bytes)} (${kb(bundle.precache.gzipBytes)} gzipped)`,
      `Offline reload to ${usableWhat}, CPU ${CPU_THROTTLING_RATE}× slower, ${runs} runs:`,
      `  console  p50 ${reload.p50} ms, p95 ${reload.p95} ms — budget ${OFFLINE_RELOAD_BUDGET_MS} ms: ${verdict(reloadOk)}`,
      `  floor    p50 ${floorReload.p50} ms, p95 ${floorReload.p95} ms (one static page, same kind of service worker)`,
      `  console p95 / floor p95: ${reloadOverFloor}× — target ≤ ${RELOAD_OVER_FLOOR}×: ${reloadOverFloor <= RELOAD_OVER_FLOOR ? 'met' : 'MISSED'}`,
      `Written to reports/bench-pwa.json`,
    ].join('\n'),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
