/**
 * `npm run serve` as a container runs it: `node scripts/server/main.mjs`, its options from flags
 * or from FIELD_CONSOLE_* variables, serving a build that carries its OCI tables. SIGTERM drains
 * (/readyz 503 while still serving), a second signal closes the listener, and a request in
 * flight still gets its whole answer before the process exits.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOciTables, TABLES_FILE } from '../../../scripts/oci-tables.mjs';
import { rawRequest } from './httpClient';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TENANCY = 'ocid1.tenancy.oc1..aaaaaaaaservetest';
const OTHER = 'ocid1.tenancy.oc1..aaaaaaaaservetestother';
const SIGNED = {
  'sec-fetch-site': 'same-origin',
  authorization: `Signature version="1",headers="x-date (request-target) host",keyId="${TENANCY}/ocid1.user.oc1..u/aa:bb",algorithm="rsa-sha256",signature="c2ln"`,
};

let dir: string;
let dist: string;

interface Running {
  readonly child: ChildProcessWithoutNullStreams;
  readonly url: string;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

/** Starts the server and waits for its `listening` line. */
function serve(args: readonly string[], env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['scripts/server/main.mjs', ...args], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOME: dir, ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      done(code);
    }),
  );
  return new Promise((done, failed) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) {
        const { url } = JSON.parse(line) as { url: string };
        done({ child, url, output: () => output, exited });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      failed(new Error(`serve exited (${String(code)}) before listening: ${output}`));
    });
  });
}

async function refusesConnections(url: string): Promise<boolean> {
  try {
    await rawRequest(url, '/healthz');
    return false;
  } catch {
    return true;
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-process-'));
  dist = join(dir, 'dist');
  mkdirSync(join(dist, '.server'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Field Console</title>');
  // As the build writes it: the server then reads JSON, not src/oci.
  writeFileSync(join(dist, TABLES_FILE), JSON.stringify(await loadOciTables()));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run serve', () => {
  let upstream: Server;
  let held: ServerResponse | undefined;
  let arrived: () => void = () => undefined;

  beforeAll(async () => {
    upstream = createServer((_req, res) => {
      held = res;
      arrived();
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  });

  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((done) => upstream.close(done));
  });

  it(
    'drains on SIGTERM, closes on a second signal, and finishes the request in flight',
    { timeout: 60_000 },
    async () => {
      const endpoint = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      const server = await serve([
        '--port',
        '0',
        '--dist',
        dist,
        '--tenancy',
        TENANCY,
        '--oci-endpoint',
        endpoint,
        '--drain-delay',
        '600',
      ]);
      try {
        const reached = new Promise<void>((done) => (arrived = done));
        const inFlight = rawRequest(server.url, '/relay/query/us-ashburn-1/20180409/resourceTypes', {
          headers: SIGNED,
        });
        await reached;

        server.child.kill('SIGTERM');
        await expect.poll(async () => (await rawRequest(server.url, '/readyz')).status).toBe(503);
        expect((await rawRequest(server.url, '/healthz')).status).toBe(200);

        server.child.kill('SIGTERM');
        await expect.poll(() => refusesConnections(server.url)).toBe(true);

        held?.writeHead(200, { 'content-type': 'application/json' });
        held?.end('{"items":["finished"]}');
        const answer = await inFlight;
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toEqual({ items: ['finished'] });
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('"msg":"stopped"');
      } finally {
        server.child.kill('SIGKILL');
      }
    },
  );
});

describe('options from the environment', () => {
  it(
    'takes every option as FIELD_CONSOLE_*, lists comma-separated, PORT for the port',
    { timeout: 30_000 },
    async () => {
      const server = await serve([], {
        PORT: '0',
        FIELD_CONSOLE_DIST: dist,
        FIELD_CONSOLE_TENANCY: `${TENANCY}, ${OTHER}`,
        FIELD_CONSOLE_ORIGIN: 'https://console.example.com',
        FIELD_CONSOLE_RATE_LIMIT: '1',
      });
      try {
        const listening =
          server
            .output()
            .split('\n')
            .find((l) => l.includes('"msg":"listening"')) ?? '{}';
        expect(JSON.parse(listening)).toMatchObject({
          mode: 'forward',
          tenancies: [TENANCY, OTHER],
          origins: ['https://console.example.com'],
        });
        const page = await rawRequest(server.url, '/', { headers: { host: 'console.example.com' } });
        expect(page.status).toBe(200);
        const config = await rawRequest(server.url, '/field-console.config.json', {
          headers: { host: 'console.example.com' },
        });
        // Over plain HTTP from no trusted proxy: the relay is still named at the https origin.
        expect(JSON.parse(config.body)).toEqual({
          mode: 'forward',
          endpoint: 'https://console.example.com/relay',
        });
        expect((await rawRequest(server.url, '/', { headers: { host: 'other.example.com' } })).status).toBe(
          421,
        );
        // The rate limit of 1: the second relay call of this client is refused.
        const path = `/relay/iaas/us-nowhere-1/x`;
        expect((await rawRequest(server.url, path, { headers: SIGNED })).status).toBe(400);
        expect((await rawRequest(server.url, path, { headers: SIGNED })).status).toBe(429);
      } finally {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    },
  );

  it('stops with a sentence and the usage for a bad option', async () => {
    const child = spawn(process.execPath, ['scripts/server/main.mjs', '--tenancy', 'ocid1.user.oc1..x'], {
      cwd: ROOT,
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(2);
    expect(errors).toContain('--tenancy "ocid1.user.oc1..x" is not a tenancy OCID.');
    expect(errors).toContain('usage: npm run serve');
  });
});
