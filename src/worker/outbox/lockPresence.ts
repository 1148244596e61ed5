/**
 * Which outboxes are still running, through the Web Locks API: each outbox holds a lock named
 * after its owner id for as long as its worker lives, and the browser lets go of it when the
 * worker ends (tab closed, reloaded, crashed). A claim whose owner holds no lock is released at
 * once, instead of after its lease. Where `navigator.locks` is missing, leave `presence` out of
 * createOutbox: claims then lapse with their lease only.
 */
import type { OwnerPresence } from './types';

export const OWNER_LOCK_PREFIX = 'field-console-outbox-owner:';

/** The part of the platform's LockManager used here. */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
  query(): Promise<{ readonly held?: readonly { readonly name?: string }[] }>;
}

/** Holds this owner's lock for the life of the worker; resolves once the lock is granted. */
export function createLockPresence(
  locks: LockManagerLike,
  ownerId: string = crypto.randomUUID(),
): Promise<OwnerPresence> {
  const name = OWNER_LOCK_PREFIX + ownerId;
  return new Promise((resolve, reject) => {
    locks
      .request(name, () => {
        resolve({
          ownerId,
          async isAlive(other) {
            const snapshot = await locks.query();
            return (snapshot.held ?? []).some((lock) => lock.name === OWNER_LOCK_PREFIX + other);
          },
        });
        // Never settles: the lock is held until the worker ends.
        return new Promise<void>(() => undefined);
      })
      .catch(reject);
  });
}
