import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm start` as a person runs it, on free ports, until it prints both addresses. */
function startConsole() {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--skip-build'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', EMULATOR_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      done();
    }),
  );
  let consoleUrl = '';
  const emulatorUrl = new Promise<string>((done, failed) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      const opened = /Field Console:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (found && opened) {
        consoleUrl = opened[1] ?? '';
        done(found[1] ?? '');
      }
    });
    child.once('exit', (code) => {
      failed(new Error(`npm start stopped early (exit ${String(code)}): ${seen}`));
    });
  });
  return { child, exited, emulatorUrl, consoleUrl: () => consoleUrl };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/_emulator/health`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the emulator on ${signal}`, { timeout: 60_000 }, async () => {
      const { child, exited, emulatorUrl } = startConsole();
      const url = await emulatorUrl;
      expect(await answers(url)).toBe(true);
      child.kill(signal);
      await exited;
      expect(await answers(url)).toBe(false);
    });
  }

  it('has the emulator answer the console’s pages only', { timeout: 60_000 }, async () => {
    const { child, exited, emulatorUrl, consoleUrl } = startConsole();
    try {
      const url = await emulatorUrl;
      const port = new URL(consoleUrl()).port;
      const reset = (origin: string) =>
        fetch(`${url}/_emulator/reset`, { method: 'POST', headers: { origin } }).then((r) => r.status);
      // Any page the person visits meanwhile, also one served on another local port.
      expect(await reset('https://evil.example')).toBe(403);
      expect(await reset('http://127.0.0.1:1')).toBe(403);
      expect(await reset(`http://127.0.0.1:${port}`)).toBe(200);
      expect(await reset(`http://localhost:${port}`)).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it(
    'offers sign-in with the emulator’s identity domain, at the console’s own port',
    { timeout: 60_000 },
    async () => {
      const { child, exited, emulatorUrl, consoleUrl } = startConsole();
      try {
        const url = await emulatorUrl;
        const config = (await (await fetch(`${consoleUrl()}/field-console.config.json`)).json()) as {
          signIn?: { name: string };
        };
        expect(config.signIn).toEqual({ name: 'OCI Emulator' });
        const start = await fetch(`${consoleUrl()}/auth/start?key=${'A'.repeat(43)}`, { redirect: 'manual' });
        expect(start.status).toBe(303);
        const authorize = new URL(start.headers.get('location') ?? '');
        expect(authorize.href.startsWith(`${url}/idcs/oauth2/v1/authorize?`)).toBe(true);
        expect(authorize.searchParams.get('redirect_uri')).toBe(`${consoleUrl()}/auth/callback`);
        // The domain knows that redirect URI: it shows its sign-in page.
        const page = await fetch(authorize);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<form');
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
    },
  );
});
