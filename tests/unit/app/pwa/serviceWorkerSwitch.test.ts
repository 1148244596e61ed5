import { describe, expect, test } from 'vitest';
import { isServiceWorkerSwitchedOff } from '../../../../src/app/pwa/removeServiceWorker';

describe('the runtime service worker switch', () => {
  test('only an explicit "serviceWorker": false switches it off', () => {
    expect(isServiceWorkerSwitchedOff({ mode: 'emulator', serviceWorker: false })).toBe(true);
    expect(isServiceWorkerSwitchedOff({ mode: 'emulator', serviceWorker: true })).toBe(false);
    expect(isServiceWorkerSwitchedOff({ mode: 'emulator' })).toBe(false);
    expect(isServiceWorkerSwitchedOff({ serviceWorker: 'false' })).toBe(false);
    expect(isServiceWorkerSwitchedOff(null)).toBe(false);
    expect(isServiceWorkerSwitchedOff('serviceWorker: false')).toBe(false);
  });
});
