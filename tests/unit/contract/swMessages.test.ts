import { describe, expect, test } from 'vitest';
import { isPrecacheState, isSwMessage } from '../../../src/contract/swMessages';

describe('messages to the service worker', () => {
  test("workbox-window's messageSkipWaiting() payload is the SKIP_WAITING message", () => {
    expect(isSwMessage({ type: 'SKIP_WAITING' })).toBe(true);
  });

  test('the page asks for a check of the precache', () => {
    expect(isSwMessage({ type: 'CHECK_PRECACHE' })).toBe(true);
  });

  test('anything else is ignored', () => {
    expect(isSwMessage({ type: 'CLAIM' })).toBe(false);
    expect(isSwMessage('SKIP_WAITING')).toBe(false);
    expect(isSwMessage(null)).toBe(false);
  });
});

describe("the service worker's answer to a precache check", () => {
  test('counts entries, missing and restored ones', () => {
    expect(isPrecacheState({ type: 'PRECACHE_STATE', entries: 256, missing: 3, restored: 2 })).toBe(true);
  });

  test('anything else is not one', () => {
    expect(isPrecacheState({ type: 'PRECACHE_STATE', entries: 256, missing: -1, restored: 0 })).toBe(false);
    expect(isPrecacheState({ type: 'PRECACHE_STATE', entries: 256, missing: 1 })).toBe(false);
    expect(isPrecacheState({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isPrecacheState(undefined)).toBe(false);
  });
});
