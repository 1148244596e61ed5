/**
 * The container image, checked without a Docker engine: the Dockerfile held to its rules
 * (dockerfileRules.ts) — and each rule shown to catch a Dockerfile that breaks it — then its
 * runtime stage done for real in a temporary folder: what it copies holds every module the
 * server can load (the packages being production dependencies), and the server started from that
 * copy, read-only and without HOME, answers its probes and the health check.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinModules } from 'node:module';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOciTables, TABLES_FILE } from '../../../scripts/oci-tables.mjs';
import { rawRequest } from '../scripts/httpClient';
import {
  contextCopies,
  dockerfileViolations,
  dockerIgnored,
  execForm,
  imageUser,
  ofKind,
  parseImage,
  type Repository,
  runtimeEnv,
} from './dockerfileRules';
import { CREDENTIAL_VARIABLES, envNames, OPTIONS, serverOptions } from './serverOptions';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DOCKERFILE = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const image = parseImage(DOCKERFILE);
const runtime = image.runtime;
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
const IGNORE = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');

const repository: Repository = {
  exists: (path) => existsSync(join(ROOT, path)),
  ignored: (path) => dockerIgnored(IGNORE, path),
  read: (path) => readFileSync(join(ROOT, path), 'utf8'),
  serveCommand: (pkg.scripts['serve'] ?? '').split(' '),
  knownVariables: new Set(OPTIONS.flatMap((option) => envNames(option))),
  credentialVariables: CREDENTIAL_VARIABLES,
  options: serverOptions,
};

/**
 * How the server is started here: as the image's user when the test runs as root (root writes
 * anywhere, so only another user shows that nothing is written), else as this user.
 */
function asImageUser(): { uid?: number; gid?: number } {
  return process.getuid?.() === 0 ? imageUser(image) : {};
}

/** The Dockerfile with one piece of text replaced, which must be there. */
function broken(from: string | RegExp, to: string): string {
  expect(DOCKERFILE).toMatch(from);
  return DOCKERFILE.replace(from, to);
}

describe('the Dockerfile', () => {
  it('keeps every rule of the image', () => {
    expect(dockerfileViolations(DOCKERFILE, repository)).toEqual([]);
  });

  it.each([
    ['one stage', /^FROM [^\n]* AS build\n[\s\S]*?(?=^FROM)/m, '', 'multi-stage'],
    [
      'a base that is not LTS',
      /node:\d+\.\d+\.\d+-bookworm-slim AS runtime/,
      'node:23.11.0-bookworm-slim AS runtime',
      'Node LTS',
    ],
    [
      'a base not pinned',
      /node:\d+\.\d+\.\d+-bookworm-slim AS build/,
      'node:lts-bookworm-slim AS build',
      'pinned by version',
    ],
    ['no USER', /^USER .*\n/m, '', 'not root'],
    ['USER root', /^USER .*$/m, 'USER 0:0', 'not root'],
    ['a USER by name', /^USER .*$/m, 'USER node', 'numeric'],
    ['a RUN after USER', /^EXPOSE/m, 'RUN mkdir /app/data\nEXPOSE', 'after USER'],
    ['no HEALTHCHECK', /^HEALTHCHECK[^\n]*\\\n[^\n]*\n/m, '', 'HEALTHCHECK'],
    [
      'a health check by curl',
      '"node", "scripts/server/healthcheck.mjs"',
      '"curl", "-f", "http://127.0.0.1:8080/healthz"',
      'node itself',
    ],
    [
      'a file that does not exist',
      'COPY scripts/server ./scripts/server',
      'COPY scripts/server scripts/missing.mjs ./scripts/',
      'no such file',
    ],
    [
      'a file .dockerignore leaves out',
      'COPY scripts/server ./scripts/server',
      'COPY scripts/server tests/e2e ./scripts/',
      '.dockerignore',
    ],
    ['the whole context at run time', 'COPY scripts/server ./scripts/server', 'COPY . .', 'named files'],
    [
      'another command',
      '["node", "scripts/server/main.mjs"]',
      '["node", "scripts/serve.mjs"]',
      'npm run serve',
    ],
    [
      'a shell-form command',
      'CMD ["node", "scripts/server/main.mjs"]',
      'CMD node scripts/server/main.mjs',
      'npm run serve',
    ],
    ['dev dependencies at run time', 'npm ci --omit=dev', 'npm ci', 'omit=dev'],
    ['a signing profile', /^ENV /m, 'ENV FIELD_CONSOLE_PROFILE=DEFAULT\nENV ', 'no OCI credential'],
    [
      'an OCI config file',
      /^ENV /m,
      'ENV FIELD_CONSOLE_CONFIG_FILE=/app/oci/config\nENV ',
      'no OCI credential',
    ],
    [
      'an OCI key in the environment',
      /^ENV /m,
      'ENV OCI_CLI_KEY_FILE=/app/key.pem\nENV ',
      'no OCI credential',
    ],
    ['a port it does not listen on', /^EXPOSE \d+/m, 'EXPOSE 80', 'EXPOSE'],
  ])('catches %s', (_, from, to, rule) => {
    const violations = dockerfileViolations(broken(from, to), repository);
    expect(violations.join('\n')).toContain(rule);
  });

  it('has a .dockerignore that keeps the repository’s own clutter and secrets out of the build', () => {
    for (const path of ['.git', 'node_modules/react', 'dist/index.html', 'keys/api.pem', 'a/b/.env', 'tests'])
      expect(dockerIgnored(IGNORE, path), path).toBe(true);
    // What the build reads stays in.
    for (const path of [
      'src/app/main.tsx',
      'public/locales',
      'index.html',
      'vite.config.ts',
      'scripts/server',
    ])
      expect(dockerIgnored(IGNORE, path), path).toBe(false);
    expect(dockerIgnored(['**/*.pem', '!public/*.pem'], 'public/x.pem')).toBe(false);
  });
});

/** Every file a module can load, relative imports followed; bare specifiers collected. */
function moduleGraph(
  base: string,
  entries: readonly string[],
): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (files.has(file)) continue;
    files.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith('.')) queue.push(resolve(dirname(file), fileName));
      else packages.set(fileName, relative(base, file));
    }
  }
  return { files, packages };
}

/** The package a bare specifier names (`@fastify/rate-limit/x` → `@fastify/rate-limit`). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
}

/**
 * Imports the server makes only outside a production image, each guarded: without a build the
 * OCI tables are read from src/oci through tsx (scripts/oci-tables.mjs), and the image always
 * has the build's tables.
 */
const DEVELOPMENT_ONLY = new Map([['tsx/esm/api', 'scripts/oci-tables.mjs']]);

describe('the runtime stage, done in a folder', () => {
  let folder: string;
  let app: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'image-'));
    chmodSync(folder, 0o755);
    app = join(folder, 'app');
    mkdirSync(app);
    for (const { sources, destination } of contextCopies(runtime)) {
      for (const source of sources) {
        const target = destination.endsWith('/')
          ? join(app, destination, source.split('/').at(-1) ?? '')
          : join(app, destination);
        mkdirSync(dirname(target), { recursive: true });
        cpSync(join(ROOT, source), target, { recursive: true });
      }
    }
    // The build stage's dist/, as the build writes it (the shell and the server's tables).
    mkdirSync(join(app, 'dist', '.server'), { recursive: true });
    writeFileSync(join(app, 'dist', 'index.html'), '<!doctype html><title>Field Console</title>');
    writeFileSync(join(app, 'dist', TABLES_FILE), JSON.stringify(await loadOciTables()));
    // `npm ci --omit=dev` is too slow for a test: the packages are the repository's, and the
    // module graph below proves the server loads none but production dependencies.
    symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'), 'dir');
    const lock = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory() && name !== 'node_modules') lock(path);
      }
      chmodSync(dir, 0o555);
    };
    lock(app);
  });

  afterAll(() => {
    spawnSync('chmod', ['-R', 'u+w', folder]);
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds every module the server and its health check load, and only production packages', () => {
    const entries = ['scripts/server/main.mjs', 'scripts/server/healthcheck.mjs'].map((f) => join(app, f));
    const { files, packages } = moduleGraph(app, entries);
    for (const file of files) expect(existsSync(file), relative(app, file)).toBe(true);
    // The signing relay (--profile) is loaded on demand: it is in the graph too.
    expect([...files].map((f) => relative(app, f))).toContain('scripts/relay.mjs');
    const builtins = new Set(builtinModules);
    for (const [specifier, importer] of packages) {
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      if (DEVELOPMENT_ONLY.get(specifier) === importer) continue;
      expect(Object.keys(pkg.dependencies), `${specifier} (imported by ${importer})`).toContain(
        packageOf(specifier),
      );
    }
  });

  it(
    'starts read-only without HOME, answers its probes, and passes its own health check',
    { timeout: 30_000 },
    async () => {
      const write = spawnSync(
        process.execPath,
        ['-e', "require('fs').writeFileSync('scripts/probe.txt', 'x')"],
        {
          cwd: app,
          ...asImageUser(),
        },
      );
      expect(write.status, 'the copy is read-only to the server').not.toBe(0);
      const env = {
        ...runtimeEnv(image),
        FIELD_CONSOLE_DIST: join(app, 'dist'),
        FIELD_CONSOLE_LISTEN: '127.0.0.1',
        FIELD_CONSOLE_PORT: '0',
        PATH: process.env['PATH'] ?? '',
      };
      const [program, ...args] = execForm(ofKind(runtime, 'CMD').at(-1)) ?? [];
      expect(program).toBe('node');
      const child = spawn(process.execPath, args, { cwd: app, env, ...asImageUser() });
      const exited = new Promise<number | null>((done) => child.once('exit', done));
      try {
        const url = await new Promise<string>((done, failed) => {
          let output = '';
          const read = (chunk: Buffer) => {
            output += chunk.toString();
            const line = output.split('\n').find((l) => l.includes('"msg":"listening"'));
            if (line) done((JSON.parse(line) as { url: string }).url);
          };
          child.stdout.on('data', read);
          child.stderr.on('data', read);
          void exited.then((code) => {
            failed(new Error(`the server exited (${String(code)}): ${output}`));
          });
        });
        expect((await rawRequest(url, '/healthz')).status).toBe(200);
        expect((await rawRequest(url, '/readyz')).status).toBe(200);
        expect((await rawRequest(url, '/')).status).toBe(200);
        const [, ...checkArgs] = execForm(ofKind(runtime, 'HEALTHCHECK')[0]) ?? [];
        const healthy = spawnSync(process.execPath, checkArgs, {
          cwd: app,
          ...asImageUser(),
          env: { ...env, FIELD_CONSOLE_PORT: new URL(url).port },
        });
        expect(healthy.status, healthy.stderr.toString()).toBe(0);
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
      // And it fails when nothing answers.
      const port = new URL('http://127.0.0.1:1').port;
      const unhealthy = spawnSync(
        process.execPath,
        execForm(ofKind(runtime, 'HEALTHCHECK')[0])?.slice(1) ?? [],
        {
          cwd: app,
          ...asImageUser(),
          env: { ...env, FIELD_CONSOLE_PORT: port },
        },
      );
      expect(unhealthy.status).toBe(1);
    },
  );
});
