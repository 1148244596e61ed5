/**
 * The command line: `tsx emulator/main.ts --port 0 …` prints exactly `listening on
 * http://127.0.0.1:<port>` once it answers, honours its flags (the identity domain's client
 * included), and stops on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('emulator/main.ts', () => {
  it('listens on 127.0.0.1, prints where, and serves the seeded regions', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'emulator/main.ts',
        '--port',
        '0',
        '--size',
        '0',
        '--seed',
        'cli-test',
        '--time-scale',
        '0.5',
        '--faults',
        '{"latencyMs":1}',
        '--idcs-client-id',
        'cli-client',
        '--idcs-redirect-uri',
        'http://127.0.0.1:9999/cb',
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const first = out.split('\n')[0];
          if (out.includes('\n') && first !== undefined) resolve(first);
        });
        child.once('exit', (code) => {
          reject(new Error(`exited with ${String(code)}`));
        });
      });
      expect(line).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
      const health = (await (
        await fetch(`${line.slice('listening on '.length)}/_emulator/health`)
      ).json()) as Record<string, unknown>;
      expect(health).toMatchObject({
        ok: true,
        seed: 'cli-test',
        timeScale: 0.5,
        regions: ['us-ashburn-1', 'eu-frankfurt-1', 'us-langley-1'],
      });
      // The identity domain's client and redirect URI are the flags', in place of the defaults.
      const authorize = (redirectUri: string) =>
        fetch(
          `${line.slice('listening on '.length)}/idcs/oauth2/v1/authorize?${new URLSearchParams({
            response_type: 'code',
            client_id: 'cli-client',
            redirect_uri: redirectUri,
            scope: 'openid',
            code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
            code_challenge_method: 'S256',
          }).toString()}`,
          { redirect: 'manual' },
        );
      expect((await authorize('http://127.0.0.1:9999/cb')).status).toBe(200);
      expect((await authorize('http://127.0.0.1:4173/auth/callback')).status).toBe(400);
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);
});
