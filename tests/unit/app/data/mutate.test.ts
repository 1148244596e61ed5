/**
 * The one entry into the outbox: what a change hands the worker (faked at its edge, consoleApi),
 * whether a screen or a flow queues it, and how an entry is found again by the retry token it was
 * queued with — through the outbox's index, on the device's tables (fake-indexeddb).
 */
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../../../src/contract/db';

const sent = vi.hoisted(() => [] as Record<string, unknown>[]);

vi.mock('../../../../src/app/consoleApi', () => ({
  consoleApi: () => ({
    describe: () => Promise.resolve({ region: 'eu-frankfurt-1' }),
    enqueue: (input: Record<string, unknown>) => {
      sent.push(input);
      return Promise.resolve({ ok: true, value: `entry-${sent.length}` });
    },
  }),
}));

const { ConsoleDb } = await import('../../../../src/contract/db');
const { mutate, outboxEntryByRetryToken, queueChange } = await import('../../../../src/app/data/mutate');

const opened: Dexie[] = [];

afterEach(async () => {
  sent.length = 0;
  for (const db of opened.splice(0)) await db.delete();
});

const entry = (id: string, retryToken?: string): OutboxEntry => ({
  id,
  operation: 'createBuildRun',
  region: 'us-ashburn-1',
  params: {},
  ...(retryToken === undefined ? {} : { retryToken }),
  summary: `Run ${id}`,
  state: 'pending',
  createdAt: 1,
  updatedAt: 1,
  queuedAt: 1,
  attempts: 0,
  nextAttemptAt: 0,
});

describe('queueChange', () => {
  it('hands the worker the change with its caller’s retry token, in the settings’ region by default', async () => {
    const queued = await queueChange({
      operation: 'createBuildRun',
      params: { createBuildRunDetails: { buildPipelineId: 'ocid1.devopsbuildpipeline.x' } },
      retryToken: 'a1b2c3d4e5f6a7b8',
      summary: 'Run the pipeline',
    });
    expect(queued).toEqual({ ok: true, value: 'entry-1' });
    expect(sent).toEqual([
      {
        operation: 'createBuildRun',
        region: 'eu-frankfurt-1',
        params: { createBuildRunDetails: { buildPipelineId: 'ocid1.devopsbuildpipeline.x' } },
        summary: 'Run the pipeline',
        retryToken: 'a1b2c3d4e5f6a7b8',
      },
    ]);
  });

  it('is what mutate queues through, title as data and no retry token of its own', async () => {
    const title = { key: 'devops:mutation.moveSummary', names: { name: 'web' } };
    const queued = await mutate({
      operation: 'deleteProject',
      params: { projectId: 'ocid1.devopsproject.web' },
      region: 'us-ashburn-1',
      ifMatch: 'etag-1',
      title,
    });
    expect(queued).toEqual({ ok: true, value: { entryId: 'entry-1' } });
    expect(sent).toEqual([
      {
        operation: 'deleteProject',
        region: 'us-ashburn-1',
        params: { projectId: 'ocid1.devopsproject.web' },
        // No i18next in this test: the words kept beside the title are empty, the title is the data.
        summary: '',
        title,
        ifMatch: 'etag-1',
      },
    ]);
  });
});

describe('outboxEntryByRetryToken', () => {
  it('finds the entry queued with that token, whatever else the outbox holds', async () => {
    const db = new ConsoleDb(`by-token-${crypto.randomUUID()}`);
    opened.push(db);
    await db.outbox.bulkPut([
      entry('e1', 'token-one-0000001'),
      entry('e2'),
      entry('e3', 'token-two-0000002'),
    ]);
    expect((await outboxEntryByRetryToken('token-two-0000002', db))?.id).toBe('e3');
    expect(await outboxEntryByRetryToken('token-unknown-0003', db)).toBeUndefined();
  });

  it('asks the retry-token index, not a walk: an outbox without that index refuses the lookup', async () => {
    // The outbox as version 4 declared it, before the retry token was indexed.
    const old = new Dexie(`by-token-v4-${crypto.randomUUID()}`);
    old.version(4).stores({ outbox: '&id, state, createdAt, resourceId, nextAttemptAt' });
    opened.push(old);
    await old.table('outbox').put(entry('e1', 'token-one-0000001'));
    await expect(
      outboxEntryByRetryToken('token-one-0000001', { outbox: old.table<OutboxEntry, string>('outbox') }),
    ).rejects.toThrow(/not indexed/);
  });
});
