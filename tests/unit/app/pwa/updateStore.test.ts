import { describe, expect, test, vi } from 'vitest';
import {
  acceptUpdate,
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
});
