/**
 * The watch loop runs in one tab at a time: the worker that takes the watch-loop lock follows its
 * watches' runs (through the run loops, which read each run as a watch comes), the others do
 * not, and when the leading tab closes (its lock released) the next waiting worker takes over.
 * Without Web Locks every worker follows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDb } from '../../../../src/contract/db';
import type { WorkerContext } from '../../../../src/worker/context';
import { createRunLoops } from '../../../../src/worker/follow/runLoops';
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
  // The loops' own timers never fire here: each read is the one a new follower asks for.
  const loops = createRunLoops({
    read: (operation) => {
      reads.push(operation);
      return Promise.resolve({
        ok: true,
        value: { body: { id: 'd', lifecycleState: 'IN_PROGRESS' }, fetchedAt: 1, fromCache: false },
      });
    },
    now: () => 0,
    setTimer: () => undefined,
    clearTimer: () => undefined,
    isOnline: () => true,
    onOnline: () => undefined,
  });
  const api = createWatchesApi(context, loops, scope);
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
  it('follows in the tab holding the lock only, and the next tab takes over when it closes', async () => {
    const db = await databaseWithWatch();
    const locks = fakeLocks();
    const first = await tab(db, locks.forTab(1));
    const second = await tab(db, locks.forTab(2));
    await settle();
    first.tick();
    second.tick();
    await settle();
    // The watch's run is followed once, in the first tab; a round follows nothing new.
    expect(first.reads).toEqual(['getDeployment']);
    expect(second.reads).toEqual([]);

    locks.end(1);
    await settle();
    second.tick();
    await settle();
    expect(second.reads).toEqual(['getDeployment']);
  });

  it('follows in every tab where there are no Web Locks', async () => {
    const db = await databaseWithWatch();
    const first = await tab(db, undefined);
    const second = await tab(db, undefined);
    await settle();
    first.tick();
    second.tick();
    await settle();
    expect(first.reads).toEqual(['getDeployment']);
    expect(second.reads).toEqual(['getDeployment']);
  });

  it('follows a watch added, and leaves the run of a watch removed', async () => {
    const db = await databaseWithWatch();
    const reads: string[] = [];
    const followed: string[] = [];
    const context = {
      db,
      signedOut: () => false,
      isOnline: () => true,
      config: () => ({}),
    } as unknown as WorkerContext;
    const stopped: string[] = [];
    const loops = {
      follow: (run: { readonly params: Readonly<Record<string, unknown>> }) => {
        const id = String(Object.values(run.params)[0]);
        followed.push(id);
        return {
          stop: () => stopped.push(id),
          active: () => !stopped.includes(id),
        };
      },
      read: () => {
        reads.push('read');
        return Promise.resolve({ ok: false as const, failure: { kind: 'network' as const, message: 'x' } });
      },
      wake: () => undefined,
      followedKeys: () => [],
    };
    const api = createWatchesApi(context, loops, fakeScope(undefined).scope);
    await api.startWatchLoop(() => undefined);
    await settle();
    expect(followed).toEqual(['d']);
    await api.addWatch({ id: 'w', kind: 'workRequest', region: 'us-ashburn-1', displayName: 'w', path: '/' });
    await settle();
    expect(followed).toEqual(['d', 'w']);
    await api.removeWatch('d');
    await settle();
    expect(stopped).toEqual(['d']);
    expect(reads).toEqual([]);
  });
});
