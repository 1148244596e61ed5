import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxStore, IllegalTransition } from '../../../../src/worker/outbox/outboxStore';
import type { ConsoleDb, OutboxEntry } from '../../../../src/contract/db';
import { freshDb } from './outboxHarness';

let db: ConsoleDb | undefined;

afterEach(async () => {
  await db?.delete();
  db = undefined;
});

async function storeWith(entry: Omit<OutboxEntry, 'id' | 'createdAt'>) {
  db = freshDb();
  const store = createOutboxStore(db);
  const stored = await store.add(entry, 1);
  return { store, stored };
}

const failed: Omit<OutboxEntry, 'id' | 'createdAt'> = {
  operation: 'updateProject',
  region: 'us-ashburn-1',
  params: {},
  summary: 'Rename project web',
  state: 'failed',
  updatedAt: 1,
  queuedAt: 1,
  attempts: 1,
  nextAttemptAt: 1,
};

describe('the outbox store and the lifecycle', () => {
  it('writes a change of state the table allows', async () => {
    const { store, stored } = await storeWith(failed);
    const written = await store.update(stored.id, 'retry', (current) => ({ ...current, state: 'pending' }));
    expect(written?.state).toBe('pending');
    expect((await store.get(stored.id))?.state).toBe('pending');
  });

  it('refuses a change of state the table does not allow, and writes nothing', async () => {
    const { store, stored } = await storeWith(failed);
    await expect(store.update(stored.id, 'retry', (current) => ({ ...current, state: 'done' }))).rejects.toThrow(
      IllegalTransition,
    );
    await expect(store.update(stored.id, 'claim', (current) => ({ ...current, state: 'sending' }))).rejects.toThrow(
      IllegalTransition,
    );
    expect(await store.get(stored.id)).toEqual(stored);
  });
});
