import { describe, expect, it } from 'vitest';
import { answered, cancelBuildRun, createProject, makeHarness, updateProject, value } from './outboxHarness';

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('two outboxes over one database (two tabs)', () => {
  it('never send the same change twice, even draining at the same time', async () => {
    const h = makeHarness();
    h.online = false;
    const ids: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      ids.push(value(await h.outbox.enqueue(createProject(`project-${n}`))));
      ids.push(value(await h.outbox.enqueue(updateProject(`ocid1.p${n % 3}`, `description-${n}`))));
      ids.push(value(await h.outbox.enqueue(cancelBuildRun(`ocid1.run${n}`))));
    }
    h.respond = async (_call, index) => {
      await pause(index % 3);
      return answered(200);
    };
    h.online = true;
    const second = h.another();
    const third = h.another();
    const results = await Promise.all([
      h.outbox.drain('online'),
      second.drain('online'),
      third.drain('start'),
    ]);
    for (const result of results) value(result);
    await Promise.all([h.outbox.drain(), second.drain()]);

    expect(h.calls).toHaveLength(ids.length);
    const keys = h.calls.map((call) => call.retryToken ?? JSON.stringify(call.params));
    expect(new Set(keys).size).toBe(ids.length);
    for (const id of ids) expect(await h.entry(id)).toMatchObject({ state: 'done', attempts: 1 });
    for (let n = 0; n < 3; n += 1) {
      const order = h.calls
        .filter((call) => call.params.projectId === `ocid1.p${n}`)
        .map((call) => (call.params.updateProjectDetails as { description: string }).description);
      expect(order).toEqual([0, 1, 2, 3].map((k) => `description-${n + 3 * k}`));
    }
  });

  it('let only one of two claims of the same entry win', async () => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(createProject()));
    h.online = true;
    const tabs = [h.outbox, h.another(), h.another(), h.another()];
    await Promise.all(tabs.map((tab) => tab.drain('visible')));
    expect(h.calls).toHaveLength(1);
    expect(await h.entry(id)).toMatchObject({ state: 'done', attempts: 1 });
  });
});
