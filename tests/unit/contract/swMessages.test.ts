import { describe, expect, test } from 'vitest';
import { isSwMessage } from '../../../src/contract/swMessages';

describe('messages to the service worker', () => {
  test("workbox-window's messageSkipWaiting() payload is the SKIP_WAITING message", () => {
    expect(isSwMessage({ type: 'SKIP_WAITING' })).toBe(true);
  });

  test('anything else is ignored', () => {
    expect(isSwMessage({ type: 'CLAIM' })).toBe(false);
    expect(isSwMessage('SKIP_WAITING')).toBe(false);
    expect(isSwMessage(null)).toBe(false);
  });
});
