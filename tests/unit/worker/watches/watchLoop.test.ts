/**
 * The watch loop runs in one tab at a time: the worker that takes the watch-loop lock checks on
 * every tick, the others do not, and when the leading tab closes (its lock released) the next
 * waiting worker takes over. Without Web Locks every worker checks.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDb } from '../../../../src/contract/db';
import type { WorkerContext } from '../../../../src/worker/context';
import {
  createWatchesApi,
  type WatchLoopLocks,
  type WatchLoopScope,
} from '../../../../src/worker/watchesApi';

const databases: ConsoleDb[] = [];

afterEach(async () => {
  for (const db of databases.splice(0)) await db.delete();
});

/** Web Locks of one origin: one holder per name, the others wait in order; `end` closes the holder's tab. */
function fakeLocks() {
  let holder: number | undefined;
  const waiting: { readonly tab: number; readonly grant: () => void }[] = [];
  const forTab = (tab: number): WatchLoopLocks => ({
    request: (_name, callback) => {
      const grant = () => {
        holder = tab;
        void callback();
      };
      if (holder === undefined) grant();
      else waiting.push({ tab, grant });
      return new Promise(() => undefined);
    },
  });
  return {
    forTab,
    end(tab: number) {
      if (holder !== tab) return;
      holder = undefined;
      waiting.shift()?.grant();
    },
  };
}

function fakeScope(locks: WatchLoopLocks | undefined) {
  const ticks: (() => void)[] = [];
  const scope: WatchLoopScope = {
    addEventListener: () => undefined,
    setInterval: (handler) => ticks.push(handler),
    ...(locks === undefined ? {} : { navigator: { locks } }),
  };
  return {
    scope,
    tick: () => {
      ticks.forEach((handler) => {
        handler();
      });
    },
  };
}

async function tab(db: ConsoleDb, locks: WatchLoopLocks | undefined) {
  const reads: string[] = [];
  const context = {
    db,
    signedOut: () => false,
    isOnline: () => true,
    config: () => ({}),
  } as unknown as WorkerContext;
  const { scope, tick } = fakeScope(locks);
  const api = createWatchesApi(
    context,
    (operation) => {
      reads.push(operation);
      return Promise.resolve({
        ok: true,
        value: { body: { id: 'd', lifecycleState: 'IN_PROGRESS' }, fromCache: false },
      });
    },
    scope,
  );
  await api.startWatchLoop(() => undefined);
  return { reads, tick };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
}

async function databaseWithWatch(): Promise<ConsoleDb> {
  const db = new ConsoleDb(`watch-loop-${Math.random()}`);
  databases.push(db);
  await db.watches.put({
    id: 'd',
    kind: 'deployment',
    region: 'us-ashburn-1',
    displayName: 'd',
    path: '/',
    createdAt: 1,
  });
  return db;
}

describe('the watch loop', () => {
  it('checks in the tab holding the lock only, and the next tab takes over when it closes', async () => {
    const db = await databaseWithWatch();
    const locks = fakeLocks();
    const first = await tab(db, locks.forTab(1));
    const second = await tab(db, locks.forTab(2));
    await settle();
    first.reads.length = 0;
    second.reads.length = 0;
    first.tick();
    second.tick();
    await settle();
    expect(first.reads).toEqual(['getDeployment']);
    expect(second.reads).toEqual([]);

    locks.end(1);
    await settle();
    second.reads.length = 0;
    second.tick();
    await settle();
    expect(second.reads).toEqual(['getDeployment']);
  });

  it('checks in every tab where there are no Web Locks', async () => {
    const db = await databaseWithWatch();
    const first = await tab(db, undefined);
    const second = await tab(db, undefined);
    await settle();
    first.reads.length = 0;
    second.reads.length = 0;
    first.tick();
    second.tick();
    await settle();
    expect(first.reads).toEqual(['getDeployment']);
    expect(second.reads).toEqual(['getDeployment']);
  });
});
