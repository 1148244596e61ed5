/**
 * `node scripts/server/main.mjs` (what `npm run serve` runs) as a process of its own, started
 * with the given options; its access log (one JSON line per request on standard output) kept, so
 * a test can tell which requests this server answered.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';

/** One line of the access log: a request this server answered. */
export interface AccessLine {
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

export interface ServerProcess {
  /** The address it printed (loopback, its port). */
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcessWithoutNullStreams;
  /** Every request it has logged so far, oldest first. */
  readonly requests: readonly AccessLine[];
  /** SIGTERM, and the exit awaited. */
  stop(): Promise<void>;
}

function accessLine(text: string): AccessLine | undefined {
  try {
    const line = JSON.parse(text) as Record<string, unknown>;
    if (line['msg'] !== 'request') return undefined;
    return { method: String(line['method']), path: String(line['path']), status: Number(line['status']) };
  } catch {
    return undefined;
  }
}

/**
 * Starts the server with `args` (and `env` beside this process's environment: a secret a
 * deployment passes there); resolves once it says where it listens.
 */
export function startServerProcess(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['scripts/server/main.mjs', ...args], {
    cwd: resolve('.'),
    env: { ...process.env, ...env },
  });
  const requests: AccessLine[] = [];
  let output = '';
  let pending = '';
  let exited = false;
  const exit = new Promise<void>((done) => {
    child.once('exit', () => {
      exited = true;
      done();
    });
  });
  return new Promise((done, failed) => {
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const text of lines) {
        const request = accessLine(text);
        if (request !== undefined) {
          requests.push(request);
          continue;
        }
        output += `${text}\n`;
        if (!text.includes('"msg":"listening"')) continue;
        const url = (JSON.parse(text) as { url: string }).url;
        done({
          url,
          port: Number(new URL(url).port),
          child,
          requests,
          stop: async () => {
            if (!exited) child.kill('SIGTERM');
            await exit;
          },
        });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      failed(new Error(`The server stopped (${String(code)}): ${output}`));
    });
  });
}
