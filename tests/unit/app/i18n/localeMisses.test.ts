/**
 * The remote translation files the locale host lacks, remembered for a day so a language it does
 * not have is not asked for on every start; anything but a refusal (a file that came, a host that
 * failed) is not kept as a miss; a damaged or refusing storage loses nothing but the memory.
 */
import { describe, expect, it } from 'vitest';
import {
  KEEP_MISS_MS,
  LOCALE_MISSES_KEY,
  localeMisses,
  type MissStorage,
} from '../../../../src/app/i18n/localeMisses';

const NAV_AR = 'https://host/locales/oci-console-navigation/2.4/ar.json';
const SEARCH_AR = 'https://host/locales/oci-console-search-config/ar.json';

function memoryStorage(initial?: string): MissStorage & { readonly text: () => string | null } {
  let kept: string | null = initial ?? null;
  return {
    getItem: () => kept,
    setItem: (_key, value) => {
      kept = value;
    },
    text: () => kept,
  };
}

describe('localeMisses', () => {
  it('keeps a refused file for a day, then asks again', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const misses = localeMisses(storage, () => now);
    expect(misses.isMissing(NAV_AR)).toBe(false);
    misses.answered(NAV_AR, 404);
    misses.answered(SEARCH_AR, 410);
    // Another start of the console reads the same storage.
    const next = localeMisses(storage, () => now);
    expect(next.isMissing(NAV_AR)).toBe(true);
    expect(next.isMissing(SEARCH_AR)).toBe(true);
    now += KEEP_MISS_MS - 1;
    expect(next.isMissing(NAV_AR)).toBe(true);
    now += 1;
    expect(next.isMissing(NAV_AR)).toBe(false);
  });

  it('keeps nothing for a file that came or a host that failed, and forgets a miss once the file comes', () => {
    const storage = memoryStorage();
    const misses = localeMisses(storage, () => 5);
    misses.answered(NAV_AR, 200);
    misses.answered(SEARCH_AR, 503);
    expect(misses.isMissing(NAV_AR)).toBe(false);
    expect(misses.isMissing(SEARCH_AR)).toBe(false);
    misses.answered(NAV_AR, 404);
    misses.answered(NAV_AR, 200);
    expect(misses.isMissing(NAV_AR)).toBe(false);
    expect(JSON.parse(storage.text() ?? '')).toEqual({});
  });

  it('reads a damaged memory as none, and a miss from the future as none', () => {
    expect(localeMisses(memoryStorage('{not json'), () => 5).isMissing(NAV_AR)).toBe(false);
    expect(localeMisses(memoryStorage('[1]'), () => 5).isMissing(NAV_AR)).toBe(false);
    expect(localeMisses(memoryStorage(JSON.stringify({ [NAV_AR]: 'x' })), () => 5).isMissing(NAV_AR)).toBe(
      false,
    );
    // A clock set back: the miss cannot be dated, so the file is asked for.
    expect(localeMisses(memoryStorage(JSON.stringify({ [NAV_AR]: 50 })), () => 5).isMissing(NAV_AR)).toBe(
      false,
    );
  });

  it('asks for every file where storage refuses or is missing', () => {
    const refusing: MissStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const misses = localeMisses(refusing, () => 5);
    misses.answered(NAV_AR, 404);
    expect(misses.isMissing(NAV_AR)).toBe(false);
    const none = localeMisses(undefined, () => 5);
    none.answered(NAV_AR, 404);
    expect(none.isMissing(NAV_AR)).toBe(false);
  });

  it('keeps the newest misses only, so the memory stays small', () => {
    const storage = memoryStorage();
    let now = 0;
    const misses = localeMisses(storage, () => now);
    for (let file = 0; file < 100; file += 1) {
      now += 1;
      misses.answered(`https://host/locales/x/${file}.json`, 404);
    }
    const kept = Object.keys(JSON.parse(storage.getItem(LOCALE_MISSES_KEY) ?? '{}') as object);
    expect(kept).toHaveLength(64);
    expect(misses.isMissing('https://host/locales/x/99.json')).toBe(true);
    expect(misses.isMissing('https://host/locales/x/0.json')).toBe(false);
  });
});
