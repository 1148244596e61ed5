import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleDb, type StoredResource } from '../../../../src/contract/db';
import { ResourceStore } from '../../../../src/worker/store/resourceStore';
import {
  PageWriterThread,
  endsWritesCleanly,
  pageWriter,
  type WriterEndpoint,
} from '../../../../src/worker/store/pageWriter';
import { servePages } from '../../../../src/worker/store/pageWriterWorker';
import type { PageWrite, PageWritten } from '../../../../src/worker/store/pageWriterProtocol';
import { sharedLocalSearch } from '../../../../src/worker/search/sharedLocalSearch';
import { makeStoredResource } from '../builders';

let opened: ConsoleDb[] = [];
let ports: MessagePort[] = [];
let serial = 0;

function freshDb(): ConsoleDb {
  serial += 1;
  const db = new ConsoleDb(`page-writer-${serial}`);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const port of ports) port.close();
  ports = [];
  for (const db of opened) await db.delete();
  opened = [];
});

/** The writer's end of a channel, as a Worker is to its owner; `fail` is the worker's error event. */
function endpointOf(port: MessagePort): WriterEndpoint & { fail(): void; posted: PageWrite[] } {
  ports.push(port);
  const endpoint = {
    posted: [] as PageWrite[],
    onerror: null as WriterEndpoint['onerror'],
    onmessageerror: null as WriterEndpoint['onmessageerror'],
    set onmessage(handler: WriterEndpoint['onmessage']) {
      port.onmessage = handler;
    },
    get onmessage() {
      return port.onmessage;
    },
    postMessage(message: PageWrite) {
      endpoint.posted.push(message);
      port.postMessage(message);
    },
    terminate() {
      port.close();
    },
    fail() {
      endpoint.onerror?.(new Event('error', { cancelable: true }) as ErrorEvent);
    },
  };
  return endpoint;
}

/** A page writer on the other end of a channel: the worker's code, served on a port. */
function writerOnChannel() {
  const channel = new MessageChannel();
  ports.push(channel.port2);
  servePages(channel.port2);
  const endpoint = endpointOf(channel.port1);
  return { thread: new PageWriterThread(endpoint), endpoint };
}

/** A writer that takes pages and never answers (its script still loading, or stuck). */
function silentWriter() {
  const channel = new MessageChannel();
  ports.push(channel.port2);
  const endpoint = endpointOf(channel.port1);
  return { thread: new PageWriterThread(endpoint), endpoint };
}

describe('PageWriterThread', () => {
  it('stores a page in the named database and answers it as the store does, kept enrichment included', async () => {
    const db = freshDb();
    const store = new ResourceStore(db);
    const subnet = makeStoredResource({ resourceType: 'Subnet' });
    await store.putPage([subnet]);
    await store.applyEnrichment(subnet.identifier, { vcnId: 'ocid1.vcn.x' }, '/x');
    const { thread, endpoint } = writerOnChannel();
    const fresh = makeStoredResource();
    const wrongTypeKey = makeStoredResource({ resourceType: 'Vcn', typeKey: 'stale' });
    const page = [{ ...subnet, displayName: 'renamed' }, fresh, wrongTypeKey];

    const written = await pageWriter(store, () => thread).putPage(page, (id) => id === subnet.identifier);

    expect(written.ok).toBe(true);
    const records = written.ok ? written.value : [];
    expect(records[0]).toMatchObject({
      displayName: 'renamed',
      enrichment: { vcnId: 'ocid1.vcn.x' },
      link: '/x',
    });
    // Written as given: the very objects come back, not copies.
    expect(records[1]).toBe(fresh);
    expect(records[2]).toMatchObject({ typeKey: 'vcn' });
    expect(await db.resources.get(subnet.identifier)).toMatchObject({ displayName: 'renamed', link: '/x' });
    expect(await db.resources.get(fresh.identifier)).toEqual(fresh);
    expect(await db.resources.get(wrongTypeKey.identifier)).toMatchObject({ typeKey: 'vcn' });
    // Only the identifier said to be stored was read first; the page crossed as text.
    expect(endpoint.posted).toEqual([
      expect.objectContaining({ db: db.name, read: [subnet.identifier], page: JSON.stringify(page) }),
    ]);
    expect(thread.running).toBe(true);
  });

  it('answers what the store refused, and stores nothing of that page', async () => {
    const db = freshDb();
    const { thread } = writerOnChannel();
    const good = makeStoredResource();
    // A record without its primary key is refused by IndexedDB: the whole page is.
    const bad = { ...makeStoredResource(), identifier: undefined } as unknown as StoredResource;
    const written = await pageWriter(new ResourceStore(db), () => thread).putPage([good, bad]);
    expect(written).toMatchObject({ ok: false, failure: { kind: 'storage' } });
    expect(await db.resources.count()).toBe(0);
  });

  it('stores on this thread the pages a writer that failed had not answered, then every page after', async () => {
    const db = freshDb();
    const { thread, endpoint } = silentWriter();
    const writer = pageWriter(new ResourceStore(db), () => thread);
    const first = makeStoredResource();
    const second = makeStoredResource();
    const firstWritten = writer.putPage([first]);
    const secondWritten = writer.putPage([second]);
    expect(endpoint.posted).toHaveLength(2);

    endpoint.fail();

    expect(await firstWritten).toEqual({ ok: true, value: [first] });
    expect(await secondWritten).toEqual({ ok: true, value: [second] });
    expect(thread.running).toBe(false);
    const third = makeStoredResource();
    expect(await writer.putPage([third])).toEqual({ ok: true, value: [third] });
    expect(endpoint.posted).toHaveLength(2);
    expect(await db.resources.count()).toBe(3);
  });

  it('stops trusting a writer whose answer is not an answer to a page under way', async () => {
    const db = freshDb();
    const channel = new MessageChannel();
    ports.push(channel.port2);
    // Answers with a place outside the page: the writer is stopped, the page stored here.
    channel.port2.onmessage = (event: MessageEvent<PageWrite>) => {
      channel.port2.postMessage({ id: event.data.id, answer: { ok: true, value: [[5, {}]] } });
    };
    const endpoint = endpointOf(channel.port1);
    const thread = new PageWriterThread(endpoint);
    const record = makeStoredResource();
    const written = await pageWriter(new ResourceStore(db), () => thread).putPage([record]);
    expect(written).toEqual({ ok: true, value: [record] });
    expect(thread.running).toBe(false);
    expect(await db.resources.get(record.identifier)).toEqual(record);
  });

  it('writes nothing into a database deleted since (a sign-out), not even by opening it anew', async () => {
    const db = freshDb();
    const { thread } = writerOnChannel();
    const writer = pageWriter(new ResourceStore(db), () => thread);
    expect((await writer.putPage([makeStoredResource()])).ok).toBe(true);

    await db.delete();

    const after = await writer.putPage([makeStoredResource()]);
    expect(after).toMatchObject({ ok: false, failure: { kind: 'storage' } });
    expect(await Dexie.exists(db.name)).toBe(false);
  });

  it('answers a page it cannot read with a clear failure', async () => {
    const channel = new MessageChannel();
    ports.push(channel.port1, channel.port2);
    servePages(channel.port2);
    const answer = new Promise<unknown>((resolve) => {
      channel.port1.onmessage = (event) => {
        resolve(event.data);
      };
    });
    channel.port1.postMessage({ id: 7, db: freshDb().name, page: '{"not": "a list"', read: [] });
    const first = (await answer) as PageWritten;
    expect(first).toMatchObject({ id: 7, answer: { ok: false, failure: { kind: 'validation' } } });
    expect(!first.answer.ok && first.answer.failure.message).toMatch(/^A page to store was not read: /);
    // Not a page at all, but with an id: answered, so its sender does not wait for ever.
    const second = new Promise<unknown>((resolve) => {
      channel.port1.onmessage = (event) => {
        resolve(event.data);
      };
    });
    channel.port1.postMessage({ id: 8, db: 42, page: null });
    expect(await second).toMatchObject({ id: 8, answer: { ok: false, failure: { kind: 'validation' } } });
  });

  it("stores a download's pages for the worker's index, which finds what it stored", async () => {
    const db = freshDb();
    const { thread, endpoint } = writerOnChannel();
    const opened = await sharedLocalSearch(db, { writerThread: () => thread })();
    if (!opened.ok) throw new Error(opened.failure.message);
    const local = opened.value;
    const page = Array.from({ length: 600 }, (_, at) => makeStoredResource({ displayName: `edge-${at}` }));
    try {
      expect(await local.putPage(page)).toEqual({ ok: true, value: page });
      // Every part of the page went through the writer.
      expect(endpoint.posted.flatMap((write) => JSON.parse(write.page) as StoredResource[])).toEqual(page);
      expect(await db.resources.count()).toBe(600);
      const found = await local.search({ text: 'edge-599', limit: 5 });
      expect(found.ok && found.value.items.map((item) => item.displayName)).toEqual(['edge-599']);
    } finally {
      local.close();
    }
  });
});

describe('where the page writer runs', () => {
  const CHROMIUM = { userAgentData: { brands: [{ brand: 'Not:A-Brand' }, { brand: 'Chromium' }] } };

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs on Chromium, and not where a write under way can hold the database shut once the worker ends', () => {
    expect(endsWritesCleanly(CHROMIUM)).toBe(true);
    expect(
      endsWritesCleanly({ userAgentData: { brands: [{ brand: 'Google Chrome' }, { brand: 'Chromium' }] } }),
    ).toBe(true);
    // Firefox and WebKit have no userAgentData; anything else said of the engine is not Chromium.
    expect(endsWritesCleanly({})).toBe(false);
    expect(endsWritesCleanly(undefined)).toBe(false);
    expect(endsWritesCleanly({ userAgentData: { brands: [{ brand: 'Firefox' }] } })).toBe(false);
    expect(endsWritesCleanly({ userAgentData: {} })).toBe(false);
    expect(endsWritesCleanly({ userAgentData: { brands: 'Chromium' } })).toBe(false);
    expect(endsWritesCleanly({ userAgentData: { brands: [null, { brand: 'chromium ' }] } })).toBe(false);
  });

  it('is started only where the engine ends writes cleanly', () => {
    const started: string[] = [];
    class FakeWorker {
      onmessage = null;
      onerror = null;
      onmessageerror = null;
      constructor(url: URL) {
        started.push(url.pathname);
      }
      postMessage(): void {}
      terminate(): void {}
    }
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('navigator', {});
    expect(PageWriterThread.start()).toBeUndefined();
    expect(started).toEqual([]);
    vi.stubGlobal('navigator', CHROMIUM);
    const thread = PageWriterThread.start();
    expect(thread?.running).toBe(true);
    expect(started).toEqual([expect.stringMatching(/pageWriterWorker/)]);
    thread?.stop();
  });
});
