// What the console's own download keeps on the device (docs/STORAGE.md, "How it is measured"):
// `npm start -- --size N` on free ports, Debian's Chromium with a fresh profile on disk, and the
// home region downloaded through the console's own screens as a person does it (the home page's
// "Set it up", then Download). Once the region says it is done and the saved search index has
// been written, the browser's estimate of the origin is split into the saved index (the binary
// values of `meta`: 'textIndex' and its tails) and the records (the rest of IndexedDB), per
// resource, beside the form's estimate (`BYTES_PER_RESOURCE`, src/contract/tenancySync.ts); and
// again once the browser is closed and the console opened anew on the same profile. With `--cpu
// RATE` (a phone's CPU, 4), the page and the console's worker are throttled during the download
// (cpuThrottle.mjs), and the browser is closed once more and the console opened offline, throttled,
// to type a structured query: the milliseconds from its Enter to its first result row painted, five
// openings, their median beside a second.
//   npm run bench -- --console-download [--sizes 250000] [--cpu 4] [--skip-build]
/* global IDBKeyRange, MessageChannel, MutationObserver, document, indexedDB, navigator, performance, requestAnimationFrame, window -- in the functions run in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';
import { binaryBytes } from './binaryBytes.mjs';
import { throttlePage } from './cpuThrottle.mjs';
import { splitOriginStorage } from './originStorage.mjs';
import { round, summarize, verdict } from './stats.mjs';

/**
 * Bytes a resource added to a reading, rounded up to a hundred, before the form's estimate is set
 * from it: LevelDB's log moves a reading by 15–20 MB now and then, 110–150 B a resource over the
 * home region of 250,000 (docs/STORAGE.md).
 */
export const ESTIMATE_MARGIN_BYTES = 100;
const REGION_DONE_MS = 60 * 60_000;
const SAVED_INDEX_MS = 10 * 60_000;

/**
 * The form's estimate a reading supports: the bytes a resource in IndexedDB (records and saved
 * index) rounded up to a hundred bytes, and `margin` more.
 */
export function estimateFromMeasure(bytesPerResource, margin = ESTIMATE_MARGIN_BYTES) {
  return Math.ceil(bytesPerResource / 100) * 100 + margin;
}

/** The measure beside the form's estimate, in one line: whether the estimate covers it. */
export function estimateCheck(storage, estimate) {
  const indexedDbPerResource = storage.recordBytesPerResource + storage.savedIndexBytesPerResource;
  return (
    `IndexedDB ${indexedDbPerResource} B a resource (records ${storage.recordBytesPerResource} + saved index ` +
    `${storage.savedIndexBytesPerResource}); the whole origin ${storage.bytesPerResource} B; the form's estimate ` +
    `${estimate} B covers it — ${verdict(estimate >= indexedDbPerResource)}; ` +
    `with the margin, this reading alone sets ${estimateFromMeasure(indexedDbPerResource)} B`
  );
}

/** `npm start -- --size N` on free ports; answers the console's address and how to stop it. */
async function startConsole(size, { skipBuild, log }) {
  const child = spawn(
    process.execPath,
    ['scripts/start.mjs', '--size', String(size), ...(skipBuild ? ['--skip-build'] : [])],
    { env: { ...process.env, PORT: '0', EMULATOR_PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
      child.once('exit', () => done(undefined));
      child.kill('SIGTERM');
    });
  const url = await new Promise((done, failed) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const served = /Field Console:\s+(http:\/\/\S+)/.exec(seen);
      if (served) done(served[1]);
    });
    child.once('exit', (code) =>
      failed(new Error(`npm start stopped (exit ${code}):\n${seen.slice(-2000)}`)),
    );
  });
  log(`  the console at ${url}`);
  return { url, stop };
}

/**
 * In the page: the origin's estimate, the resources stored, the saved index's bytes and count and
 * every table's rows, read from each database of the console with IndexedDB itself (the page's
 * own Dexie is not reachable from here); the saved index counted by `binaryBytes` (binaryBytes.mjs),
 * given as its source.
 */
async function readDevice(binaryBytes) {
  const request = (asked) =>
    new Promise((done, failed) => {
      asked.onsuccess = () => done(asked.result);
      asked.onerror = () => failed(asked.error);
    });
  let resources = 0;
  let savedIndex = 0;
  let savedCount = -1;
  const rows = {};
  for (const { name } of await indexedDB.databases()) {
    if (!name?.startsWith('field-console')) continue;
    const db = await request(indexedDB.open(name));
    try {
      const stores = ['resources', 'meta'];
      if (!stores.every((store) => db.objectStoreNames.contains(store))) continue;
      const transaction = db.transaction([...db.objectStoreNames], 'readonly');
      for (const store of db.objectStoreNames) {
        const count = await request(transaction.objectStore(store).count());
        rows[store] = (rows[store] ?? 0) + count;
        if (store === 'resources') resources += count;
      }
      const meta = transaction.objectStore('meta');
      const range = IDBKeyRange.bound('textIndex', 'textIndex\uffff');
      for (const row of await request(meta.getAll(range))) {
        savedIndex += binaryBytes(row.value);
        if (typeof row.value?.count === 'number') savedCount = Math.max(savedCount, row.value.count);
      }
    } finally {
      db.close();
    }
  }
  const estimate = await navigator.storage.estimate();
  return {
    usage: estimate.usage ?? 0,
    details: estimate.usageDetails ?? {},
    resources,
    savedIndex,
    savedCount,
    rows,
  };
}

/** readDevice as the page runs it, with binaryBytes given by its source. */
const READ_DEVICE = `(${readDevice.toString()})(${binaryBytes.toString()})`;

async function waitFor(what, read, test, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (test(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 60_000} minutes`);
    await new Promise((done) => setTimeout(done, 1_000));
  }
}

/**
 * The home region downloaded through the console's screens (open at its home page), waited on
 * until it is done and saved.
 */
async function downloadHomeRegion(page, logBound, log) {
  const offer = page.getByRole('region', { name: 'Take the tenancy with you' });
  await offer.getByRole('link', { name: 'Set it up' }).click();
  const card = page.getByRole('region', { name: 'The tenancy on this device' });
  await card.getByRole('button', { name: 'Download' }).click();
  const started = Date.now();
  const statuses = () =>
    card.getByTestId('sync-region').evaluateAll((rows) => rows.map((row) => row.dataset.status).join(','));
  const done = await waitFor(
    'the region done',
    statuses,
    (text) => /^done(,done)*$/.test(text),
    REGION_DONE_MS,
  );
  const downloadMs = Date.now() - started;
  log(
    `  the region ${done} after ${round(downloadMs / 60_000)} min: ${await card.getByTestId('sync-figures').first().textContent()}`,
  );
  const device = await waitFor(
    "the saved index ('textIndex' in meta, holding all but the table's log)",
    () => page.evaluate(READ_DEVICE),
    (read) => read.savedCount >= 0 && read.savedCount >= read.resources - logBound,
    SAVED_INDEX_MS,
  );
  return { device, downloadMs, savedMs: Date.now() - started - downloadMs };
}

/** What the phone's trial types: every instance, a structured query the emulated tenancy answers. */
const OFFLINE_QUERY = 'query instance resources';
/** A structured answer offline within this, on a phone's CPU (issue 35's trial). */
const OFFLINE_ANSWER_MS = 1_000;

/**
 * In the page, before Enter is pressed: a promise of the milliseconds from the Enter key's event
 * (its timeStamp, when the browser took the key, so a busy page's wait counts) to the frame that
 * shows the first result row painted (a message posted from that frame's animation callback runs
 * once it is painted). The page itself watches (a MutationObserver), rather than the test polling
 * it: at a phone's CPU that polling took some 50 ms of the page's own time.
 */
function watchAnswer(timeoutMs) {
  window.trialAnswer = new Promise((resolve, reject) => {
    let entered;
    const onKey = (event) => {
      if (event.key === 'Enter' && entered === undefined) entered = event.timeStamp;
    };
    document.addEventListener('keydown', onKey, true);
    const observer = new MutationObserver(() => {
      if (entered === undefined || document.querySelector('[data-testid="search-result"]') === null) return;
      observer.disconnect();
      document.removeEventListener('keydown', onKey, true);
      requestAnimationFrame(() => {
        const painted = new MessageChannel();
        painted.port1.onmessage = () => resolve(performance.now() - entered);
        painted.port2.postMessage(undefined);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    setTimeout(() => reject(new Error(`no result row within ${timeoutMs} ms of Enter`)), timeoutMs);
  });
}

/**
 * One opening of the phone's trial after the download (its browser closed): the console opened
 * again offline (its service worker serves it), the page and its worker throttled by `throttled`,
 * and a structured query typed into the search box. Answers the milliseconds from Enter to the
 * first result row painted, and the count the page says.
 */
async function offlineAnswer({ context, page }, url, throttled) {
  await context.setOffline(true);
  await page.goto(url);
  const throttle = await throttled(page);
  try {
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(OFFLINE_QUERY);
    await page.evaluate(watchAnswer, 60_000);
    await box.press('Enter');
    const answerMs = Math.round(await page.evaluate(() => window.trialAnswer));
    const count = (await page.getByTestId('result-count').textContent())?.trim() ?? '';
    return { answerMs, count };
  } finally {
    await throttle?.release();
  }
}

/**
 * Openings of the trial, each in a browser opened anew on the downloaded profile. One opening
 * moved by 400 ms from run to run (the browser's own work after a start, the machine's other
 * work), so the trial is judged by the median of several, with the slowest beside it.
 */
const OFFLINE_OPENINGS = 5;

/**
 * The phone's trial, `OFFLINE_OPENINGS` times: `launch` opens the browser on the profile; each
 * opening is closed before the next. The median decides; every opening is reported.
 */
async function offlineTrial(launch, url, throttled, log) {
  const openings = [];
  for (let at = 0; at < OFFLINE_OPENINGS; at += 1) {
    const opened = await launch();
    try {
      openings.push(await offlineAnswer(opened, url, throttled));
    } finally {
      await opened.context.close();
    }
  }
  const answers = openings.map((opening) => opening.answerMs);
  const { p50: medianMs, max: slowestMs } = summarize(answers);
  const over = answers.filter((ms) => ms > OFFLINE_ANSWER_MS).length;
  const met = medianMs <= OFFLINE_ANSWER_MS;
  const count = openings[0]?.count ?? '';
  log(
    `  offline, the console opened again ${answers.length} times: "${OFFLINE_QUERY}" answered ` +
      `${answers.join(', ')} ms after Enter (${count}); median ${medianMs} ms, slowest ${slowestMs} ms ` +
      `(${over} over a second); the median within ${OFFLINE_ANSWER_MS} ms — ${verdict(met)}`,
  );
  return { query: OFFLINE_QUERY, answers, medianMs, slowestMs, count, met };
}

/**
 * What the measure reads from the console's source: the form's bytes a resource
 * (`BYTES_PER_RESOURCE`), and how many resources the saved index may leave to the table
 * (`LOG_BOUND`: a start indexes them again; no save is due for them).
 */
export async function consoleFigures() {
  const { tsImport } = await import('tsx/esm/api');
  const [{ BYTES_PER_RESOURCE }, { LOG_BOUND }] = await Promise.all([
    tsImport('../../src/contract/tenancySync.ts', import.meta.url),
    tsImport('../../src/worker/search/saved/savePolicy.ts', import.meta.url),
  ]);
  return { estimate: BYTES_PER_RESOURCE, logBound: LOG_BOUND };
}

/** Logs one reading of the device: the origin by kind, and IndexedDB split. */
function logReading(when, device, log) {
  const storage = splitOriginStorage(device);
  const kinds = Object.entries(device.details)
    .map(([kind, bytes]) => `${kind} ${round(bytes / 2 ** 20)} MB`)
    .join(', ');
  log(
    `  ${when}: ${storage.resources.toLocaleString('en')} resources, the saved index holding ` +
      `${device.savedCount.toLocaleString('en')}; origin ${storage.usageMb} MB (${kinds}); IndexedDB ` +
      `${storage.indexedDbMb} MB: records ${storage.recordsMb} MB, saved index ${storage.savedIndexMb} MB`,
  );
  return { ...storage, details: device.details, savedCount: device.savedCount, rows: device.rows };
}

/**
 * One measure at `size`: a console of its own, a fresh profile on disk, the download, the
 * estimate; then the browser closed and the console opened again on the same profile, the
 * estimate read once more (LevelDB writes its log out as compressed tables as it opens). Answers
 * the figures, and logs them beside `estimate` (the form's bytes a resource), which must cover
 * them as they stand right after the download: that is when the download needs the room.
 */
export async function measureConsoleDownload(
  size,
  { estimate, logBound, skipBuild = false, cpuRate = 1, log },
) {
  const started = Date.now();
  const { chromium } = await import('playwright-core');
  const served = await startConsole(size, { skipBuild, log });
  const dir = mkdtempSync(join(tmpdir(), 'console-download-profile-'));
  const launch = async () => {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => log(`  page error: ${error.message}`));
    return { context, page };
  };
  // A phone's CPU: the page and the console's worker `cpuRate`× slower once the app has started.
  const throttled = (page) =>
    cpuRate === 1
      ? undefined
      : throttlePage(page, cpuRate, {
          ready: () => page.getByRole('combobox', { name: 'Search' }).waitFor(),
        });
  let context;
  try {
    const first = await launch();
    context = first.context;
    await first.page.goto(served.url);
    const throttle = await throttled(first.page);
    let downloaded;
    try {
      downloaded = await downloadHomeRegion(first.page, logBound, log);
    } finally {
      await throttle?.release();
    }
    const { device, downloadMs, savedMs } = downloaded;
    const afterDownload = logReading('after the download', device, log);
    // Installed by now: the console opened offline below is served by it.
    await first.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.close();
    const again = await launch();
    context = again.context;
    await again.page.goto(`${served.url}/settings`);
    const card = again.page.getByRole('region', { name: 'The tenancy on this device' });
    await card.getByTestId('sync-region').first().waitFor();
    const afterRestart = logReading('the console opened again', await again.page.evaluate(READ_DEVICE), log);
    log(`  ${estimateCheck(afterDownload, estimate)}`);
    let offline;
    if (cpuRate !== 1) {
      await context.close();
      context = undefined;
      offline = await offlineTrial(launch, served.url, throttled, log);
    }
    return {
      size,
      cpuRate,
      afterDownload,
      afterRestart,
      estimate,
      downloadMinutes: round(downloadMs / 60_000),
      savedMinutes: round(savedMs / 60_000),
      ...(offline === undefined ? {} : { offline }),
      elapsedMinutes: round((Date.now() - started) / 60_000),
    };
  } finally {
    await context?.close();
    rmSync(dir, { recursive: true, force: true });
    await served.stop();
  }
}
