import { describe, expect, it } from 'vitest';
import {
  LAUNCH_TOKEN_IN_QUERY,
  LAUNCH_TOKEN_PARAMETER,
  withoutLaunchToken,
} from '../../../src/contract/launchToken';

const { TOKEN_PARAMETER } = (await import(
  new URL('../../../scripts/relay-token.mjs', import.meta.url).href
)) as { TOKEN_PARAMETER: string };

describe('the launch token in an address', () => {
  it('is the parameter the server swaps for its cookie', () => {
    expect(LAUNCH_TOKEN_PARAMETER).toBe(TOKEN_PARAMETER);
  });

  it('is seen in a path and query wherever it stands, and only as that parameter', () => {
    for (const target of ['/?token=abc', '/search?q=a&token=abc', '/?token', '/?token&q=1', '/x?token=']) {
      expect(LAUNCH_TOKEN_IN_QUERY.test(target), target).toBe(true);
    }
    for (const target of ['/', '/search?q=token', '/search?tokens=1', '/token=1', '/?mytoken=1']) {
      expect(LAUNCH_TOKEN_IN_QUERY.test(target), target).toBe(false);
    }
  });

  it('leaves the address, and nothing else does', () => {
    expect(withoutLaunchToken('http://127.0.0.1:4173/?token=abc')).toBe('http://127.0.0.1:4173/');
    expect(withoutLaunchToken('http://127.0.0.1:4173/search?q=a&token=abc&regions=x#top')).toBe(
      'http://127.0.0.1:4173/search?q=a&regions=x#top',
    );
    const plain = 'https://console.example/search?q=a%20b';
    expect(withoutLaunchToken(plain)).toBe(plain);
    expect(withoutLaunchToken('not an address')).toBe('not an address');
  });
});
