import { afterEach, describe, expect, it } from 'vitest';
import { pendingResourceIds } from '../../../../src/app/data/usePendingChanges';
import { ConsoleDb, type OutboxEntry, type OutboxState } from '../../../../src/contract/db';

let opened: ConsoleDb | undefined;

afterEach(async () => {
  await opened?.delete();
  opened = undefined;
});

const entry = (id: string, resourceId: string, state: OutboxState): OutboxEntry => ({
  id,
  operation: 'updateProductLicense',
  region: 'eu-frankfurt-1',
  params: {},
  resourceId,
  summary: `Change ${resourceId}`,
  state,
  createdAt: 1,
  updatedAt: 1,
  queuedAt: 1,
  attempts: 0,
  nextAttemptAt: 0,
});

async function dbWith(entries: readonly OutboxEntry[]): Promise<ConsoleDb> {
  opened = new ConsoleDb(`pending-${crypto.randomUUID()}`);
  await opened.outbox.bulkPut([...entries]);
  return opened;
}

describe('pendingResourceIds', () => {
  it('counts a refused (failed) change as pending, as the outbox badge does', async () => {
    const db = await dbWith([entry('e1', 'ocid1.a', 'failed')]);
    expect(await pendingResourceIds(db, ['ocid1.a'])).toEqual(['ocid1.a']);
  });

  it('counts every unfinished state and none of the finished ones', async () => {
    const db = await dbWith([
      entry('e1', 'ocid1.pending', 'pending'),
      entry('e2', 'ocid1.sending', 'sending'),
      entry('e3', 'ocid1.stale', 'stale'),
      entry('e4', 'ocid1.conflict', 'conflict'),
      entry('e5', 'ocid1.done', 'done'),
      entry('e6', 'ocid1.discarded', 'discarded'),
    ]);
    const ids = ['pending', 'sending', 'stale', 'conflict', 'done', 'discarded'].map((s) => `ocid1.${s}`);
    expect(new Set(await pendingResourceIds(db, ids))).toEqual(
      new Set(['ocid1.pending', 'ocid1.sending', 'ocid1.stale', 'ocid1.conflict']),
    );
  });

  it('answers only for the ids asked about, and nothing for none', async () => {
    const db = await dbWith([entry('e1', 'ocid1.a', 'pending'), entry('e2', 'ocid1.b', 'failed')]);
    expect(await pendingResourceIds(db, ['ocid1.b', 'ocid1.c'])).toEqual(['ocid1.b']);
    expect(await pendingResourceIds(db, [])).toEqual([]);
    expect(await pendingResourceIds(db, [''])).toEqual([]);
  });
});
