// `npm test`: unit tests, a production build, then the browser tests in Debian's Chromium, and the
// main flows also in WebKitGTK (Safari's engine) and Firefox ESR (tests/e2e/engines/).
// Installs what the browser tests need with apt-get when it is missing and we are root —
// Chromium, certutil (libnss3-tools), with which a test makes Chromium trust its own CA,
// WebKitWebDriver (webkit2gtk-driver) with Xvfb (xvfb) for its display, and firefox-esr —
// otherwise says what to do. Ends with one line `tests: N passed, N failed` summing both runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const e2eOnly = process.argv.includes('--e2e-only');
const unitOnly = process.argv.includes('--unit-only');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's packages for what is missing: Chromium, certutil, WebKitWebDriver, Xvfb, Firefox ESR. */
function missingPackages() {
  return [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(hasCommand('certutil') ? [] : ['libnss3-tools']),
    ...(existsSync(WEBKIT_DRIVER) ? [] : ['webkit2gtk-driver']),
    ...(hasCommand('Xvfb') ? [] : ['xvfb']),
    ...(existsSync(FIREFOX) ? [] : ['firefox-esr']),
  ];
}

/** The variables that name a browser installed elsewhere, for those of `packages` that have one. */
function overrides(packages) {
  const names = { chromium: 'CHROMIUM_PATH', 'webkit2gtk-driver': 'WEBKIT_DRIVER_PATH', 'firefox-esr': 'FIREFOX_PATH' };
  const set = packages.flatMap((name) => (name in names ? [names[name]] : []));
  return set.length === 0 ? '' : `, or set ${set.join(', ')}`;
}

function ensureBrowserTools() {
  const packages = missingPackages();
  if (packages.length === 0) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const hint = `sudo apt-get install -y ${packages.join(' ')}`;
  if (!root || !hasCommand('apt-get')) {
    console.error(
      `The browser tests need ${packages.join(' and ')}: install with ${hint}${overrides(packages)}.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${packages.join(' and ')} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed: install them by hand (${hint}).`);
      process.exit(1);
    }
  }
}

function run(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: CHROMIUM } });
    child.on('exit', (code) => done(code ?? 1));
  });
}

function counts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.success ? 0 : report.numFailedTests ? 0 : 1) };
}

mkdirSync('reports', { recursive: true });
const total = { passed: 0, failed: 0 };
let exitCode = 0;

if (!e2eOnly) {
  const code = await run('npx', ['vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', '--outputFile.json=reports/unit.json']);
  const c = counts('reports/unit.json');
  total.passed += c.passed;
  total.failed += c.failed;
  if (code !== 0) exitCode = code;
}

if (!unitOnly) {
  ensureBrowserTools();
  const build = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (build !== 0) {
    console.error('The production build failed; the browser tests need it.');
    total.failed += 1;
    exitCode = build;
  } else {
    const code = await run('npx', ['vitest', 'run', '--project', 'e2e', '--reporter=default', '--reporter=json', '--outputFile.json=reports/e2e.json']);
    const c = counts('reports/e2e.json');
    total.passed += c.passed;
    total.failed += c.failed;
    if (code !== 0) exitCode = code;
  }
}

console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exit(exitCode !== 0 || total.failed > 0 ? exitCode || 1 : 0);
