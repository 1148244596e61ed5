/**
 * The custom host suffix travels from the start option to the worker only as a DNS suffix: the
 * start script refuses anything else, the console drops anything else it is served, and the
 * worker is configured with it only when it was given.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseRuntimeConfig, workerConfig } from '../../../src/app/runtimeConfig';
import { withHostSuffix } from '../../../scripts/host-suffix.mjs';

const HOSTILE = [
  'evil.com/path',
  'r1.example.com:443',
  'https://r1.example.com',
  'localhost',
  '-r1.example.com',
  'r1..example.com',
  'r1.example.com.',
  'r1.exa mple.com',
  `${'a'.repeat(64)}.example.com`,
  42,
  null,
];

describe('the runtime configuration', () => {
  it('carries a valid host suffix to the worker', () => {
    const config = parseRuntimeConfig({ mode: 'direct', hostSuffix: 'R1.Example-Realm.com' });
    expect(config.hostSuffix).toBe('r1.example-realm.com');
    expect(workerConfig(config, 'us-ashburn-1')).toEqual({
      endpoint: undefined,
      localeBase: undefined,
      mode: 'direct',
      region: 'us-ashburn-1',
      hostSuffix: 'r1.example-realm.com',
    });
  });

  it('configures the worker without one when none was given', () => {
    const config = parseRuntimeConfig({ mode: 'emulator', endpoint: 'http://127.0.0.1:8787' });
    expect('hostSuffix' in workerConfig(config, 'eu-frankfurt-1')).toBe(false);
  });

  it.each(HOSTILE)('drops the served host suffix %s', (hostSuffix) => {
    const config = parseRuntimeConfig({ mode: 'direct', hostSuffix });
    expect(config).toEqual({ mode: 'direct' });
    expect('hostSuffix' in workerConfig(config, 'us-ashburn-1')).toBe(false);
  });

  it('falls back to the default for something that is not a configuration', () => {
    expect(parseRuntimeConfig({ mode: 'other', hostSuffix: 'r1.example.com' })).toBe(DEFAULT_CONFIG);
  });
});

describe('the --host-suffix start option', () => {
  it('is added only when given', () => {
    expect(withHostSuffix({ mode: 'direct' }, undefined)).toEqual({ mode: 'direct' });
    expect(withHostSuffix({ mode: 'direct' }, 'r1.example.com')).toEqual({
      mode: 'direct',
      hostSuffix: 'r1.example.com',
    });
  });

  it.each(HOSTILE.filter((value) => typeof value === 'string'))('refuses %s', (value) => {
    expect(() => withHostSuffix({ mode: 'direct' }, value)).toThrow(/not a DNS suffix/);
  });
});

describe('the sign-in the configuration offers', () => {
  it('is kept under a readable name, and dropped when the name is not a short line of text', () => {
    expect(parseRuntimeConfig({ mode: 'forward', signIn: { name: ' Example Corp ' } }).signIn).toEqual({
      name: 'Example Corp',
    });
    for (const signIn of [
      { name: '' },
      { name: 'a\nb' },
      { name: 'x'.repeat(81) },
      { name: 42 },
      'Example',
      null,
    ]) {
      expect(parseRuntimeConfig({ mode: 'forward', signIn }).signIn, JSON.stringify(signIn)).toBeUndefined();
    }
  });
});
