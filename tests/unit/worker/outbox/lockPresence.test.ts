import { describe, expect, it } from 'vitest';
import {
  createLockPresence,
  OWNER_LOCK_PREFIX,
  type LockManagerLike,
} from '../../../../src/worker/outbox/lockPresence';

/** Locks held until their callback's promise settles, as the browser holds them. */
function fakeLocks(): LockManagerLike & { end(name: string): void } {
  const held = new Map<string, () => void>();
  return {
    async request(name, callback) {
      const released = new Promise<void>((resolve) => held.set(name, resolve));
      void callback();
      await released;
      held.delete(name);
    },
    query() {
      return Promise.resolve({ held: [...held.keys()].map((name) => ({ name })) });
    },
    end(name) {
      held.get(name)?.();
    },
  };
}

describe('lockPresence', () => {
  it('holds a lock per owner and tells running owners from gone ones', async () => {
    const locks = fakeLocks();
    const a = await createLockPresence(locks, 'tab-a');
    const b = await createLockPresence(locks, 'tab-b');
    expect(a.ownerId).toBe('tab-a');
    expect(await a.isAlive('tab-b')).toBe(true);
    expect(await b.isAlive('tab-a')).toBe(true);
    expect(await b.isAlive('tab-c')).toBe(false);

    // The browser lets go of a worker's locks when the worker ends.
    locks.end(`${OWNER_LOCK_PREFIX}tab-a`);
    await Promise.resolve();
    expect(await b.isAlive('tab-a')).toBe(false);
  });

  it('makes an owner id when not given one', async () => {
    const presence = await createLockPresence(fakeLocks());
    expect(presence.ownerId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fails when the lock cannot be requested', async () => {
    const locks: LockManagerLike = {
      request: () => Promise.reject(new Error('SecurityError')),
      query: () => Promise.resolve({}),
    };
    await expect(createLockPresence(locks, 'x')).rejects.toThrow('SecurityError');
  });
});
