/**
 * A chunk that fails to load (offline on a first visit, a navigation that drops the page's loads)
 * is asked for again when the browser says it is online, or after a while: the load never rejects,
 * so it is never an error the user meets or an unhandled rejection.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRetrying } from '../../../../src/app/ui/lazyRetrying';

/** A load failing `failures` times, then answering `value`. */
function flakyLoad<T>(failures: number, value: T) {
  let calls = 0;
  const load = vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError('Importing a module script failed.'))
      : Promise.resolve(value);
  });
  return load;
}

/** Whether `promise` has settled once the pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('loadRetrying', () => {
  let browser: EventTarget;
  beforeEach(() => {
    vi.useFakeTimers();
    browser = new EventTarget();
    vi.stubGlobal(
      'window',
      Object.assign(browser, { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('answers the first load that succeeds', async () => {
    const load = flakyLoad(0, 'module');
    await expect(loadRetrying(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again when the browser says it is online, not before', async () => {
    const load = flakyLoad(1, 'module');
    const loading = loadRetrying(load);
    expect(await settled(loading)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    browser.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again after a while when the browser says nothing, as often as it fails', async () => {
    const load = flakyLoad(2, 'module');
    const loading = loadRetrying(load);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await settled(loading)).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
