/**
 * The home page's count of resources needing attention, by type, against the way IndexedDB
 * really delivers two cursors at once: not in lock step. Chromium prefetches a cursor's next
 * records, so two reads of one transaction (or two transactions) move at their own pace; the
 * middleware below makes every other cursor on the resources table take an extra request per
 * step, the same unevenness, deterministically.
 */
import type { DBCore, DBCoreCursor, DBCoreOpenCursorRequest, Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { readAttention } from '../../../../src/worker/attention/readAttention';
import { ConsoleDb } from '../../../../src/contract/db';
import { makeStoredResource } from '../builders';

const opened: Dexie[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

/** Every other cursor opened on `table` waits one extra request before each step it delivers. */
function unevenCursors(db: Dexie, table: string): void {
  let cursors = 0;
  db.use({
    stack: 'dbcore',
    name: 'uneven-cursors',
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => {
        const below = down.table(name);
        return {
          ...below,
          openCursor: async (request: DBCoreOpenCursorRequest): Promise<DBCoreCursor | null> => {
            const cursor = await below.openCursor(request);
            cursors += 1;
            if (cursor === null || name !== table || cursors % 2 === 1) return cursor;
            const start = cursor.start.bind(cursor);
            const store = (request.trans as unknown as IDBTransaction).objectStore(name);
            cursor.start = (onNext) =>
              start(() => {
                // Another request first: this cursor falls behind the other one.
                store.count().onsuccess = () => {
                  onNext();
                };
              });
            return cursor;
          },
        };
      },
    }),
  });
}

async function database(uneven: boolean): Promise<ConsoleDb> {
  const db = new ConsoleDb(`failing-${Math.random()}`);
  if (uneven) unevenCursors(db, 'resources');
  opened.push(db);
  await db.open();
  return db;
}

const STATES = ['FAILED', 'FAULTY', 'NEEDS_ATTENTION', 'DOWN', 'RUNNING'];
const TYPES = ['Instance', 'Volume', 'Subnet', 'Vcn', 'Bucket', 'AutonomousDatabase'];

/** 53 resources in a state that needs a person, over six types, beside ones that do not. */
async function seed(db: ConsoleDb): Promise<void> {
  const rows = Array.from({ length: 66 }, (_, at) =>
    makeStoredResource({
      resourceType: TYPES[at % TYPES.length] ?? 'Instance',
      lifecycleState: STATES[at % STATES.length] ?? 'RUNNING',
      fetchedAt: 1_000 + at,
    }),
  );
  await db.resources.bulkPut(rows);
}

describe('a Dexie anyOf() collection', () => {
  // The cause, at its lowest level: anyOf() keeps its place in the sorted key set in the
  // collection, not in each read of it. A second read of the same collection starts where the
  // first stopped (here: the last state), and two reads under way at once push each other on.
  it('read a second time starts where the first read stopped', async () => {
    const db = await database(false);
    await seed(db);
    const inState = db.resources
      .where('lifecycleState')
      .anyOf(['DOWN', 'FAILED', 'FAULTY', 'NEEDS_ATTENTION']);
    expect(await inState.count()).toBe(53);
    expect((await inState.toArray()).map((row) => row.lifecycleState)).not.toContain('DOWN');
  });
});

describe('the resources needing attention, counted', () => {
  it('gives one total, and rows by type that add up to it, however the cursors are paced', async () => {
    for (const uneven of [false, true]) {
      const db = await database(uneven);
      await seed(db);
      for (let read = 0; read < 5; read += 1) {
        const { failing } = await readAttention(db);
        expect(failing.total).toBe(53);
        expect(failing.items).toHaveLength(53);
        expect(failing.byType.reduce((sum, [, count]) => sum + count, 0)).toBe(53);
        expect(failing.byType).toEqual([
          ['AutonomousDatabase', 9],
          ['Instance', 9],
          ['Subnet', 9],
          ['Vcn', 9],
          ['Volume', 9],
          ['Bucket', 8],
        ]);
      }
    }
  });
});
