/** The options of `npm run serve`: flags, FIELD_CONSOLE_* variables, checks, and their table in docs/SERVER.md. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envNames, OPTIONS, readOptions, type ServeOptions } from '../../../scripts/server/options.mjs';

const TENANCY = 'ocid1.tenancy.oc1..aaaaaaaaoptions';

function read(argv: readonly string[], env: Record<string, string> = {}): ServeOptions {
  const options = readOptions(argv, env);
  if (options.help) throw new Error('help');
  return options;
}

describe('the serve options', () => {
  it('defaults to the forwarding relay on loopback port 4173', () => {
    expect(read([])).toMatchObject({
      listen: '127.0.0.1',
      port: 4173,
      origins: [],
      tenancies: [],
      trustProxy: [],
      dist: 'dist',
      rateLimit: 1200,
      bodyLimit: 1024 * 1024,
      drainDelayMs: 0,
      shutdownTimeoutMs: 25_000,
    });
    expect(read([]).profile).toBeUndefined();
    expect(read([]).tls).toBeUndefined();
  });

  it('takes each option from its variable, lists comma-separated, and a flag over its variable', () => {
    const env = {
      FIELD_CONSOLE_LISTEN: '0.0.0.0',
      PORT: '8080',
      FIELD_CONSOLE_ORIGIN: 'https://a.example.com, https://b.example.com:8443',
      FIELD_CONSOLE_TRUST_PROXY: '10.0.0.0/8,fd00::/8',
      FIELD_CONSOLE_TENANCY: TENANCY,
      FIELD_CONSOLE_TLS_CERT: '/tls/tls.crt',
      FIELD_CONSOLE_TLS_KEY: '/tls/tls.key',
      FIELD_CONSOLE_RATE_LIMIT: '60',
      FIELD_CONSOLE_BODY_LIMIT: '2048',
      FIELD_CONSOLE_DRAIN_DELAY: '5',
    };
    expect(read([], env)).toMatchObject({
      listen: '0.0.0.0',
      port: 8080,
      origins: ['https://a.example.com', 'https://b.example.com:8443'],
      trustProxy: ['10.0.0.0/8', 'fd00::/8'],
      tenancies: [TENANCY],
      tls: { cert: '/tls/tls.crt', key: '/tls/tls.key' },
      rateLimit: 60,
      bodyLimit: 2048,
      drainDelayMs: 5000,
    });
    expect(read(['--port', '9'], { ...env, FIELD_CONSOLE_PORT: '7' }).port).toBe(9);
    expect(read([], { ...env, FIELD_CONSOLE_PORT: '7' }).port).toBe(7);
    expect(read(['--origin', 'https://c.example.com'], env).origins).toEqual(['https://c.example.com']);
  });

  it('refuses what it cannot serve, with a sentence', () => {
    const cases: [string[], RegExp][] = [
      [['--tenancy', 'ocid1.user.oc1..x'], /not a tenancy OCID/],
      [['--origin', 'https://a.example.com/console'], /without a path/],
      [['--origin', 'ftp://a.example.com'], /only http and https/],
      [['--trust-proxy', '10.0.0.0/33'], /not an address or a CIDR/],
      [['--trust-proxy', 'proxy.local'], /not an address or a CIDR/],
      [['--tls-cert', 'a.crt'], /go together/],
      [['--port', '70000'], /not a port/],
      [['--rate-limit=-1'], /whole number/],
      [['--body-limit', '1e6'], /whole number/],
      [['--listen', 'example.com'], /not an IP address/],
      [['--profile', 'DEFAULT', '--listen', '0.0.0.0'], /loopback address only/],
      [['--profile', 'DEFAULT', '--tenancy', TENANCY], /forwarding relay/],
      [['--unknown'], /Unknown option/],
    ];
    for (const [argv, message] of cases) expect(() => readOptions(argv, {}), argv.join(' ')).toThrow(message);
  });

  it('is listed whole, flags and variables, in the table of docs/SERVER.md', () => {
    const doc = readFileSync(new URL('../../../docs/SERVER.md', import.meta.url), 'utf8');
    const rows = doc.split('\n').filter((line) => line.startsWith('| `--'));
    expect(rows).toHaveLength(OPTIONS.length);
    for (const option of OPTIONS) {
      const row = rows.find((line) => line.startsWith(`| \`--${option.flag}`));
      expect(row, option.flag).toBeDefined();
      if (option.flag !== 'help') {
        for (const name of envNames(option)) expect(row, option.flag).toContain(`\`${name}\``);
      }
      if (option.default !== undefined) expect(row, option.flag).toContain(`\`${option.default}\``);
    }
  });
});
