/**
 * What the PWA tests need beyond the shared harness: production builds of their own (each with
 * a VITE_BUILD_ID), one origin whose server can switch from one build to the next as a deploy
 * does, a browser profile that is not off the record (Chromium reports an incognito page as not
 * installable), and the bundle figures of scripts/bench-pwa.mjs, typed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
// @ts-expect-error plain ESM script without types
import * as benchScript from '../../../scripts/bench-pwa.mjs';
import { startStaticServer } from '../../../scripts/serve.mjs';

// ── Bundle figures ─────────────────────────────────────────────────────────────────────────

export interface FileSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface SizeSum {
  readonly files: readonly FileSize[];
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface BundleFigures {
  /** index.html's entry scripts and their static imports and modulepreloads. */
  readonly firstRoute: SizeSum;
  /** The files of sw.js's precache manifest. */
  readonly precache: SizeSum;
}

/** What this file takes from the bench script, which has no declarations of its own. */
const bench = benchScript as unknown as {
  readonly FIRST_ROUTE_BUDGET_BYTES: number;
  readonly measureBundle: (dist: string) => BundleFigures;
  readonly precacheEntries: (dist: string) => string[];
  readonly kb: (bytes: number) => string;
};

export const FIRST_ROUTE_BUDGET_BYTES: number = bench.FIRST_ROUTE_BUDGET_BYTES;
export const measureBundle: (dist: string) => BundleFigures = bench.measureBundle;
/** Dist-relative paths of the files sw.js precaches. */
export const precacheEntries: (dist: string) => string[] = bench.precacheEntries;
export const kb: (bytes: number) => string = bench.kb;

// ── Builds ─────────────────────────────────────────────────────────────────────────────────

export interface BuildDirs {
  /** A fresh temporary directory to build into. */
  dir(name: string): string;
  remove(): void;
}

export function temporaryBuildDirs(): BuildDirs {
  const root = mkdtempSync(join(tmpdir(), 'field-console-builds-'));
  return {
    dir: (name) => join(root, name),
    remove: () => {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** `vite build` into `outDir`, the app showing `buildId` (VITE_BUILD_ID). */
export async function buildConsole(outDir: string, buildId: string): Promise<void> {
  const args = ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  // Not the test runner's NODE_ENV=test, which would make a development build.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
  const code = await new Promise<number>((done) => {
    const child = spawn('npx', args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, VITE_BUILD_ID: buildId },
    });
    child.on('exit', (exitCode) => {
      done(exitCode ?? 1);
    });
  });
  if (code !== 0) throw new Error(`npx ${args.join(' ')} failed with exit code ${code}.`);
}

// ── One origin, switchable builds ──────────────────────────────────────────────────────────

interface StaticServer {
  readonly url: string;
  close(): Promise<unknown>;
}

export interface DeployServer {
  readonly url: string;
  /** Every answer of 400 or more the origin gave: `404 /assets/index-abc.js`. */
  readonly failures: readonly string[];
  /** "Deploys" another build: from now on the origin serves it. */
  deploy(name: string): void;
  /** What /field-console.config.json answers from now on. */
  setConfig(config: Record<string, unknown>): void;
  close(): Promise<void>;
}

/**
 * One origin in front of one static server per build (scripts/serve.mjs, as `npm start` serves
 * dist/), forwarding to the build last deployed.
 */
export async function startDeployServer(
  builds: Readonly<Record<string, string>>,
  config: Record<string, unknown>,
): Promise<DeployServer> {
  const backends = new Map<string, StaticServer>();
  for (const [name, root] of Object.entries(builds)) {
    backends.set(name, await startStaticServer({ root, port: 0, config }));
  }
  let current = Object.keys(builds)[0] ?? '';
  let runtimeConfig = config;
  const failures: string[] = [];

  const front: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.split('?')[0] === '/field-console.config.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(runtimeConfig));
      return;
    }
    const backend = backends.get(current);
    if (backend === undefined) throw new Error(`No build named ${current}.`);
    const upstream = request(
      new URL(path, backend.url),
      { method: req.method, headers: req.headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 400) failures.push(`${status} ${path}`);
        res.writeHead(status, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      failures.push(`502 ${path} (${error.message})`);
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  const address = front.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    failures,
    deploy: (name) => {
      if (!backends.has(name)) throw new Error(`No build named ${name}.`);
      current = name;
    },
    setConfig: (next) => {
      runtimeConfig = next;
    },
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((done) =>
        front.close(() => {
          done();
        }),
      );
      await Promise.all([...backends.values()].map((backend) => backend.close()));
    },
  };
}

// ── A browser profile of its own ───────────────────────────────────────────────────────────

export interface PwaSession {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught page errors. */
  readonly errors: string[];
  /** Requests to `origin` that failed or answered 400 or more, the service worker's included. */
  readonly failedRequests: string[];
  close(): Promise<void>;
}

/** Debian's Chromium with a persistent (not incognito) profile in a temporary directory. */
export async function openPwaSession(origin: string): Promise<PwaSession> {
  const profile = mkdtempSync(join(tmpdir(), 'field-console-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  const failedRequests: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  context.on('requestfailed', (req) => {
    // A reload cancels what the page was still loading; that is not a failure.
    const reason = req.failure()?.errorText ?? '';
    if (req.url().startsWith(origin) && reason !== 'net::ERR_ABORTED')
      failedRequests.push(`${reason} ${req.url()}`);
  });
  context.on('response', (answer) => {
    if (answer.url().startsWith(origin) && answer.status() >= 400) {
      failedRequests.push(`${answer.status()} ${answer.url()}`);
    }
  });
  return {
    context,
    page,
    errors,
    failedRequests,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the page's service worker is active, reloading until it controls the page. */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      active: Boolean((await navigator.serviceWorker.getRegistration())?.active),
    }));
    if (state.controlled) return;
    if (state.active) await page.reload();
    else await page.waitForTimeout(100);
  }
  throw new Error(`${page.url()}: no service worker took control within ${timeoutMs} ms.`);
}
