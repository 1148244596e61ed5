/**
 * The read cache (src/app/data/readCache.ts) as useRead drives it: each observer below is what
 * one mounted `useRead` is (useQuery is a QueryObserver on the shared client), and the read
 * function stands in for the worker's coreApi.read.
 */
import { focusManager, onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../src/contract/failure';
import {
  createReadClient,
  followNetwork,
  FRESH_FOR_MS,
  readQueryOptions,
  toReadState,
  type NetworkSource,
  type ReadFunction,
  type ReadState,
} from '../../../../src/app/data/readCache';
import type { ReadAnswer } from '../../../../src/worker/coreApi';

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);

interface Worker {
  readonly read: ReadFunction;
  readonly calls: string[];
  answer: (call: number) => Result<ReadAnswer>;
}

function fakeWorker(): Worker {
  const worker: Worker = {
    calls: [],
    answer: (call) => ({
      ok: true,
      value: { body: { id: 'p', call }, fetchedAt: Date.now(), fromCache: false },
    }),
    read: (operation, params) => {
      worker.calls.push(`${operation} ${JSON.stringify(params)}`);
      return Promise.resolve(worker.answer(worker.calls.length));
    },
  };
  return worker;
}

let client: QueryClient;
const unsubscribes: (() => void)[] = [];

/** One mounted useRead: its state after each change. */
function mount(worker: Worker, operation: string, params: Record<string, unknown>) {
  const observer = new QueryObserver(client, readQueryOptions(worker.read, { operation, params }));
  const seen: ReadState<unknown>[] = [];
  unsubscribes.push(observer.subscribe((result) => seen.push(toReadState(result))));
  return { observer, seen, state: () => toReadState<unknown>(observer.getCurrentResult()) };
}

/** Until the cache has no read under way, and its observers have been told (notifyManager batches). */
async function settled(): Promise<void> {
  await vi.waitFor(() => {
    expect(client.isFetching()).toBe(0);
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['Date'] });
  client = createReadClient();
  onlineManager.setOnline(true);
  focusManager.setFocused(true);
});

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  client.unmount();
  client.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('the read cache', () => {
  it('makes one request when two screens ask the same read, whatever the order of its parameters', async () => {
    const worker = fakeWorker();
    const first = mount(worker, 'getProject', { projectId: 'p', region: 'x' });
    const second = mount(worker, 'getProject', { region: 'x', projectId: 'p' });
    await settled();
    expect(worker.calls).toHaveLength(1);
    expect(first.state()).toMatchObject({ status: 'ready', data: { id: 'p', call: 1 }, fromCache: false });
    expect(second.state()).toEqual(first.state());
  });

  it('asks again when a screen is opened again, showing the answer it had meanwhile', async () => {
    const worker = fakeWorker();
    const first = mount(worker, 'getProject', { projectId: 'p' });
    await settled();
    unsubscribes.shift()?.();
    const again = mount(worker, 'getProject', { projectId: 'p' });
    expect(again.state()).toMatchObject({ status: 'loading', previous: { data: { call: 1 } } });
    await settled();
    expect(worker.calls).toHaveLength(2);
    expect(again.state()).toMatchObject({ status: 'ready', data: { call: 2 } });
    expect(first.seen.length).toBeGreaterThan(0);
  });

  it('asks again for different parameters', async () => {
    const worker = fakeWorker();
    mount(worker, 'getProject', { projectId: 'p' });
    mount(worker, 'getProject', { projectId: 'q' });
    await settled();
    expect(worker.calls).toEqual(['getProject {"projectId":"p"}', 'getProject {"projectId":"q"}']);
  });

  it('refetches when the device comes back online', async () => {
    const worker = fakeWorker();
    const screen = mount(worker, 'getProject', { projectId: 'p' });
    await settled();
    onlineManager.setOnline(false);
    vi.setSystemTime(T0 + FRESH_FOR_MS + 1);
    onlineManager.setOnline(true);
    await settled();
    expect(worker.calls).toHaveLength(2);
    expect(screen.state()).toMatchObject({ status: 'ready', data: { call: 2 } });
  });

  it('refetches on focus when the answer is stale, and not when it is fresh', async () => {
    const worker = fakeWorker();
    mount(worker, 'getProject', { projectId: 'p' });
    await settled();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settled();
    expect(worker.calls).toHaveLength(1);
    vi.setSystemTime(T0 + FRESH_FOR_MS + 1);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settled();
    expect(worker.calls).toHaveLength(2);
  });

  it('shows the kept copy at once offline, with its age and why, and asks again on reconnect', async () => {
    const worker = fakeWorker();
    const keptAt = T0 - 3 * 3600_000;
    worker.answer = () => ({
      ok: true,
      value: {
        body: { id: 'p', name: 'kept' },
        etag: 'e1',
        fetchedAt: keptAt,
        fromCache: true,
        failure: { kind: 'network', message: 'The device is offline.' },
      },
    });
    onlineManager.setOnline(false);
    const screen = mount(worker, 'getProject', { projectId: 'p' });
    await settled();
    expect(screen.state()).toEqual({
      status: 'ready',
      data: { id: 'p', name: 'kept' },
      etag: 'e1',
      fetchedAt: keptAt,
      fromCache: true,
      failure: { kind: 'network', message: 'The device is offline.' },
    });
    // A kept copy is stale at once: back online, it is asked for again without waiting.
    worker.answer = fakeWorker().answer;
    onlineManager.setOnline(true);
    await settled();
    expect(worker.calls).toHaveLength(2);
    expect(screen.state()).toMatchObject({ status: 'ready', fromCache: false });
  });

  it('knows a console opened offline is offline, and asks again when the network returns', async () => {
    // The browser as the console finds it when opened without signal: no event has fired yet.
    const listeners = new Map<string, Set<() => void>>();
    const browser: NetworkSource & { navigator: { onLine: boolean } } = {
      navigator: { onLine: false },
      addEventListener: (type, listener) => {
        listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
      },
      removeEventListener: (type, listener) => {
        listeners.get(type)?.delete(listener);
      },
    };
    followNetwork(browser);
    try {
      const worker = fakeWorker();
      worker.answer = () => ({ ok: false, failure: { kind: 'network', message: 'The device is offline.' } });
      const screen = mount(worker, 'getSubnet', { subnetId: 's' });
      await settled();
      expect(screen.state()).toMatchObject({ status: 'error' });
      worker.answer = fakeWorker().answer;
      browser.navigator.onLine = true;
      for (const listener of listeners.get('online') ?? []) listener();
      await settled();
      expect(worker.calls).toHaveLength(2);
      expect(screen.state()).toMatchObject({ status: 'ready', fromCache: false });
    } finally {
      followNetwork({
        navigator: { onLine: true },
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      });
    }
  });

  it('keeps the answer it had while it asks again, and tells a failure as the failure', async () => {
    const worker = fakeWorker();
    const screen = mount(worker, 'getProject', { projectId: 'p' });
    await settled();
    worker.answer = () => ({
      ok: false,
      failure: { kind: 'http', status: 404, code: 'NotAuthorizedOrNotFound', message: 'gone' },
    });
    const refetched = screen.observer.refetch();
    expect(screen.state()).toMatchObject({
      status: 'loading',
      previous: { status: 'ready', data: { call: 1 } },
    });
    await refetched;
    expect(screen.state()).toEqual({
      status: 'error',
      failure: { kind: 'http', status: 404, code: 'NotAuthorizedOrNotFound', message: 'gone' },
    });
  });

  it('reads nothing while there is nothing to read', async () => {
    const worker = fakeWorker();
    const observer = new QueryObserver(
      client,
      readQueryOptions(worker.read, { operation: null, params: {} }),
    );
    unsubscribes.push(observer.subscribe(() => undefined));
    await settled();
    expect(worker.calls).toEqual([]);
    expect(toReadState(observer.getCurrentResult())).toEqual({ status: 'loading' });
  });
});
