import { describe, expect, test, vi } from 'vitest';
import {
  acceptUpdate,
  askBeforeReload,
  currentOffer,
  dismissUpdate,
  isUpdateWaiting,
  offerUpdate,
  subscribeToUpdate,
} from '../../../../src/app/pwa/updateStore';

describe('the update offer', () => {
  test('is offered, accepted through the given callback, dismissed, and offered again', () => {
    const changes = vi.fn();
    const unsubscribe = subscribeToUpdate(changes);
    expect(isUpdateWaiting()).toBe(false);

    const skipWaiting = vi.fn();
    offerUpdate(skipWaiting);
    expect(isUpdateWaiting()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);

    acceptUpdate();
    expect(skipWaiting).toHaveBeenCalledTimes(1);

    dismissUpdate();
    expect(isUpdateWaiting()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);

    const newerSkipWaiting = vi.fn();
    offerUpdate(newerSkipWaiting);
    acceptUpdate();
    expect(newerSkipWaiting).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(3);

    unsubscribe();
    dismissUpdate();
    expect(changes).toHaveBeenCalledTimes(3);
  });

  test('asks a tab holding typed text before reloading it, as an offer of its own', () => {
    const changes = vi.fn();
    const unsubscribe = subscribeToUpdate(changes);
    const skipWaiting = vi.fn();
    offerUpdate(skipWaiting);
    expect(currentOffer()).toBe('ready');
    // Another tab accepted: the new version controls this one, which asks instead of reloading.
    const reload = vi.fn();
    askBeforeReload(reload);
    expect(currentOffer()).toBe('loseInput');
    expect(isUpdateWaiting()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    acceptUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(skipWaiting).not.toHaveBeenCalled();
    dismissUpdate();
    expect(currentOffer()).toBe('none');
    unsubscribe();
  });
});
