import { afterEach, describe, expect, it } from 'vitest';
import { readAttention } from '../../../../src/worker/attention/readAttention';
import { ConsoleDb } from '../../../../src/contract/db';
import { makeStoredResource } from '../builders';

let opened: ConsoleDb | undefined;

afterEach(async () => {
  await opened?.delete();
  opened = undefined;
});

async function database(): Promise<ConsoleDb> {
  opened = new ConsoleDb(`attention-${Math.random()}`);
  await opened.open();
  return opened;
}

describe('readAttention', () => {
  it('reads runs from kept answers, failing resources from the index and each region’s data age', async () => {
    const db = await database();
    await db.resources.bulkPut([
      makeStoredResource({
        identifier: 'ocid1.volume.f',
        resourceType: 'Volume',
        lifecycleState: 'FAULTY',
        region: 'us-ashburn-1',
        compartmentId: 'c1',
        fetchedAt: 100,
      }),
      makeStoredResource({
        identifier: 'ocid1.instance.r',
        lifecycleState: 'RUNNING',
        region: 'us-ashburn-1',
        compartmentId: 'c1',
        fetchedAt: 300,
      }),
      makeStoredResource({
        identifier: 'ocid1.instance.x',
        lifecycleState: 'FAILED',
        region: 'eu-frankfurt-1',
        compartmentId: 'c2',
        fetchedAt: 50,
      }),
      makeStoredResource({
        identifier: 'ocid1.instance.y',
        lifecycleState: 'FAILED',
        region: 'eu-frankfurt-1',
        compartmentId: 'c2',
        fetchedAt: 40,
      }),
    ]);
    await db.records.bulkPut([
      {
        key: 'a',
        operation: 'listBuildRuns',
        region: 'us-ashburn-1',
        body: { items: [{ id: 'b1', lifecycleState: 'FAILED' }] },
        fetchedAt: 7,
      },
      {
        key: 'b',
        operation: 'getInstance',
        region: 'us-ashburn-1',
        body: { id: 'i', lifecycleState: 'FAILED' },
        fetchedAt: 8,
      },
    ]);

    const attention = await readAttention(db);

    expect(attention.runs.map((run) => [run.id, run.reason])).toEqual([['b1', 'failed']]);
    expect(attention.failing.total).toBe(3);
    expect(attention.failing.items.map((item) => item.identifier)).toEqual([
      'ocid1.volume.f',
      'ocid1.instance.x',
      'ocid1.instance.y',
    ]);
    expect(attention.failing.byType).toEqual([
      ['Instance', 2],
      ['Volume', 1],
    ]);
    expect(attention.failing.byCompartment).toEqual([
      ['c2', 2],
      ['c1', 1],
    ]);
    expect(attention.regions).toEqual([
      { region: 'eu-frankfurt-1', newest: 50 },
      { region: 'us-ashburn-1', newest: 300 },
    ]);
  });

  it('answers an empty device with nothing', async () => {
    const db = await database();
    expect(await readAttention(db)).toEqual({
      alarms: [],
      alarmsRefused: [],
      runs: [],
      failing: { total: 0, items: [], byType: [], byCompartment: [] },
      regions: [],
    });
  });
});
