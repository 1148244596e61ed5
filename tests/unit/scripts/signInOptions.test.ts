/**
 * Sign-in's options: the client secret and the session key come from a file or the environment,
 * never the command line; a start without the secret, or with an identity domain over plain HTTP
 * off loopback, stops with a sentence.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOptions } from '../../../scripts/server/options.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DOMAIN = [
  '--oidc-issuer',
  'https://idcs-abc.identity.oraclecloud.com',
  '--oidc-client-id',
  'console-app',
];
let dir: string;
let secretFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sign-in-options-'));
  secretFile = join(dir, 'secret');
  writeFileSync(secretFile, 'secret-from-a-file\n');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function signInOf(argv: readonly string[], env: Record<string, string> = {}) {
  const options = readOptions(argv, env);
  if (options.help) throw new Error('help');
  return options.signIn;
}

describe('sign-in options', () => {
  it('takes the secret from a file or OIDC_CLIENT_SECRET, and the name from the issuer', () => {
    expect(signInOf([...DOMAIN, '--oidc-client-secret-file', secretFile])).toEqual({
      issuer: 'https://idcs-abc.identity.oraclecloud.com',
      clientId: 'console-app',
      clientSecret: 'secret-from-a-file',
      sessionKey: undefined,
      name: 'idcs-abc.identity.oraclecloud.com',
    });
    expect(
      signInOf([...DOMAIN, '--oidc-name', 'Example Corp'], {
        OIDC_CLIENT_SECRET: 'secret-from-the-environment',
        FIELD_CONSOLE_SESSION_KEY: 'k'.repeat(32),
      }),
    ).toMatchObject({
      clientSecret: 'secret-from-the-environment',
      sessionKey: 'k'.repeat(32),
      name: 'Example Corp',
    });
    expect(signInOf([])).toBeUndefined();
  });

  it('refuses a secret on the command line, a missing secret and a domain over plain HTTP', () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [[...DOMAIN, '--oidc-client-secret', 'shh'], {}, /never given on the command line.*OIDC_CLIENT_SECRET/],
      [[...DOMAIN, '--oidc-client-secret=shh'], {}, /never given on the command line/],
      [
        [...DOMAIN, '--session-key', 'k'.repeat(40)],
        { OIDC_CLIENT_SECRET: 's' },
        /session key is never given/,
      ],
      [DOMAIN, {}, /client secret of --oidc-client-id console-app is missing/],
      [[...DOMAIN, '--oidc-client-secret-file', join(dir, 'none')], {}, /cannot be read \(ENOENT\)/],
      [
        ['--oidc-issuer', 'http://idcs.example.com', '--oidc-client-id', 'c'],
        { OIDC_CLIENT_SECRET: 's' },
        /must be an https address/,
      ],
      [['--oidc-client-id', 'c'], { OIDC_CLIENT_SECRET: 's' }, /go together/],
      [DOMAIN, { OIDC_CLIENT_SECRET: 's', FIELD_CONSOLE_SESSION_KEY: 'short' }, /at least 32 characters/],
    ];
    for (const [argv, env, message] of cases)
      expect(() => readOptions(argv, env), argv.join(' ')).toThrow(message);
    // The emulator on a loopback name is fine.
    expect(
      signInOf(['--oidc-issuer', 'http://127.0.0.1:8787/idcs', '--oidc-client-id', 'c'], {
        OIDC_CLIENT_SECRET: 's',
      }),
    ).toMatchObject({ issuer: 'http://127.0.0.1:8787/idcs' });
  });

  it('stops `npm run serve` given the secret on the command line, before anything listens', async () => {
    const child = spawn(
      process.execPath,
      ['scripts/server/main.mjs', '--port', '0', ...DOMAIN, '--oidc-client-secret', 'shh'],
      {
        cwd: ROOT,
        env: { PATH: process.env['PATH'] ?? '', HOME: dir },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(2);
    expect(output).toMatch(/^The client secret is never given on the command line/);
    expect(output).not.toContain('listening');
  });
});
