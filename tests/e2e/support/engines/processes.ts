/**
 * The processes an engine run starts (a display, a driver, a browser), each ended by its own id
 * when the run closes, and the small waits their start needs.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

export interface Started {
  readonly child: ChildProcess;
  /** What the process printed so far (stdout and stderr), for failures and error logs. */
  output(): string;
  stop(): Promise<void>;
}

export function start(command: string, args: readonly string[], options: SpawnOptions = {}): Started {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let printed = '';
  const keep = (chunk: Buffer): void => {
    printed = (printed + chunk.toString('utf8')).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else
      child.once('exit', () => {
        resolve();
      });
  });
  return {
    child,
    output: () => printed,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Resolves with the first match of `pattern` in what `process` prints; fails if it exits first. */
export function printed(process: Started, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const look = (): boolean => {
      const found = process.output().match(pattern);
      if (found === null) return false;
      finish();
      resolve(found);
      return true;
    };
    const onExit = (): void => {
      finish();
      reject(
        new Error(
          `${process.child.spawnfile} exited before printing ${pattern.source}: ${process.output()}`,
        ),
      );
    };
    const timer = setTimeout(() => {
      finish();
      reject(
        new Error(`${process.child.spawnfile} did not print ${pattern.source} in time: ${process.output()}`),
      );
    }, timeoutMs);
    const finish = (): void => {
      clearTimeout(timer);
      process.child.stdout?.off('data', look);
      process.child.stderr?.off('data', look);
      process.child.off('exit', onExit);
    };
    if (look()) return;
    process.child.stdout?.on('data', look);
    process.child.stderr?.on('data', look);
    process.child.once('exit', onExit);
  });
}

/** A loopback port free right now (for servers that cannot be given port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('No port'));
        else resolve(address.port);
      });
    });
  });
}

/**
 * A virtual X display for WebKitGTK (Xvfb picks a free display number and tells it on a pipe).
 */
export async function startDisplay(): Promise<{ readonly display: string; stop(): Promise<void> }> {
  const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const pipe = xvfb.child.stdio[3];
  if (pipe === null || pipe === undefined || !('on' in pipe)) throw new Error('Xvfb has no display pipe');
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    pipe.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\n')) resolve(text.trim());
    });
    xvfb.child.once('exit', () => {
      reject(new Error(`Xvfb exited: ${xvfb.output()}`));
    });
  });
  return { display: `:${number}`, stop: () => xvfb.stop() };
}
