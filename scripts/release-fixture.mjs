#!/usr/bin/env node
// Makes the stored-data fixture of one release: `node scripts/release-fixture.mjs <commit>`.
//
// The commit is checked out into /tmp/rel-<sha> (a git worktree, node_modules hard-linked from
// this checkout), built, and served against its own emulator (a small tenancy, test hooks on);
// Chromium — started with that commit's own scripts/chromium.mjs flags where it has them — does
// what a user does (scripts/release-fixture-drive.mjs), and everything the origin keeps in
// IndexedDB and localStorage is written to tests/e2e/fixtures/releases/<date>-<sha>/storage.json
// (scripts/release-fixture-snapshot.mjs says how values JSON cannot hold are kept), with
// made.json saying which steps the release took. The worktree is removed afterwards unless
// --keep is given. tests/e2e/release-upgrade.e2e.ts opens the current build on each fixture.
/* global indexedDB -- in the functions run in the page */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { snapshotOrigin } from './release-fixture-snapshot.mjs';
import { steps } from './release-fixture-drive.mjs';

const args = process.argv.slice(2);
const commit = args.find((arg) => !arg.startsWith('--'));
if (commit === undefined) {
  console.error('usage: node scripts/release-fixture.mjs <commit> [--keep]');
  process.exit(2);
}
const keep = args.includes('--keep');
const git = (...rest) => execFileSync('git', rest, { encoding: 'utf8' }).trim();
const root = git('rev-parse', '--show-toplevel');
const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
const short = sha.slice(0, 7);
const date = git('show', '-s', '--format=%cs', sha);
const subject = git('show', '-s', '--format=%s', sha);
const tree = `/tmp/rel-${short}`;
const out = resolve(root, 'tests/e2e/fixtures/releases', `${date}-${short}`);

function run(command, argv, cwd) {
  execFileSync(command, argv, { cwd, stdio: 'inherit' });
}

/** The release's emulator and static server, started by its own code; answers their addresses. */
function serve() {
  const program = `${tree}/.release-fixture-serve.mts`;
  writeFileSync(
    program,
    `import { startEmulator } from './emulator/server';
import { startStaticServer } from './scripts/serve.mjs';
const emulator = await startEmulator({ port: 0, timeScale: 0.02, size: 400 });
const server = await startStaticServer({
  root: 'dist',
  port: 0,
  config: { endpoint: emulator.url, localeBase: emulator.url + '/locales', mode: 'emulator', testHooks: true },
});
console.log(JSON.stringify({ consoleUrl: server.url, emulatorUrl: emulator.url }));
process.on('SIGTERM', () => process.exit(0));
`,
  );
  // A process group of its own, so that stopping it stops tsx's node as well.
  const child = spawn(`${tree}/node_modules/.bin/tsx`, [program], {
    cwd: tree,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((resolveUrls, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += String(chunk);
      const line = text.split('\n').find((l) => l.startsWith('{'));
      if (line !== undefined) resolveUrls({ child, ...JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`the release's servers stopped (${code})`)));
  });
}

async function chromiumOf() {
  const own = `${tree}/scripts/chromium.mjs`;
  const from = existsSync(own) ? own : resolve(root, 'scripts/chromium.mjs');
  const { CHROMIUM_FLAGS, CHROMIUM_PATH } = await import(pathToFileURL(from).href);
  return {
    flags: CHROMIUM_FLAGS,
    path: CHROMIUM_PATH,
    from: existsSync(own) ? 'the release' : 'this checkout',
  };
}

if (!existsSync(tree)) {
  run('git', ['worktree', 'add', '--detach', tree, sha], root);
  run('cp', ['-al', resolve(root, 'node_modules'), `${tree}/node_modules`], root);
}
rmSync(`${tree}/node_modules/.vite`, { recursive: true, force: true });
console.log(`building ${short} (${date}: ${subject})`);
run('npx', ['vite', 'build', '--logLevel', 'warn'], tree);

const servers = await serve();
const browserSpec = await chromiumOf();
const browser = await chromium.launch({ executablePath: browserSpec.path, args: browserSpec.flags });
const made = { commit: sha, date, subject, chromiumFlagsFrom: browserSpec.from, steps: {} };
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  for (const [name, step] of steps({ page, context, ...servers })) {
    try {
      await step();
      made.steps[name] = 'done';
    } catch (error) {
      made.steps[name] = `not taken: ${String(error?.message ?? error).split('\n')[0]}`;
    }
    console.log(`  ${name}: ${made.steps[name]}`);
  }
  // The saved search index is written in a pause after the searches; a release that saves one
  // has done so once the meta table holds it.
  made.savedIndex = await page
    .waitForFunction(
      () =>
        new Promise((done) => {
          const open = indexedDB.open('field-console');
          open.onsuccess = () => {
            const get = open.result.transaction('meta').objectStore('meta').get('textIndex');
            get.onsuccess = () => {
              open.result.close();
              done(get.result !== undefined);
            };
          };
        }),
      undefined,
      { timeout: 60_000, polling: 500 },
    )
    .then(
      () => 'kept',
      () => 'none within a minute',
    );
  made.pageErrors = pageErrors;
  const snapshot = await page.evaluate(snapshotOrigin);
  made.databases = snapshot.databases.map((db) => ({
    name: db.name,
    version: db.version,
    rows: Object.fromEntries(db.stores.map((store) => [store.name, store.rows.length])),
  }));
  mkdirSync(out, { recursive: true });
  writeFileSync(`${out}/storage.json`, `${JSON.stringify(snapshot)}\n`);
  writeFileSync(`${out}/made.json`, `${JSON.stringify(made, null, 2)}\n`);
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  process.kill(-servers.child.pid, 'SIGTERM');
  if (!keep) {
    rmSync(tree, { recursive: true, force: true });
    run('git', ['worktree', 'prune'], root);
  }
}
