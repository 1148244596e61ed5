import { describe, expect, it } from 'vitest';
import type { Enrichment, LinkSubject } from '../../../../src/oci/resource';
import {
  createEnricher,
  type EnrichRequest,
  type EnrichSpec,
  type EnricherOptions,
  type EnrichTarget,
} from '../../../../src/worker/enrich/createEnricher';
import { ConsoleDb } from '../../../../src/contract/db';
import { ResourceStore } from '../../../../src/worker/store/resourceStore';
import { makeStoredResource } from '../builders';

/** A fake call layer: every read waits until released (or settles after `delayMs`), and is recorded. */
function fakeReads(
  answer: (request: EnrichRequest) => unknown = (request) => ({ ...request.params }),
  delayMs?: number,
) {
  const issued: EnrichRequest[] = [];
  const signals: AbortSignal[] = [];
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const read: EnricherOptions['read'] = (request, signal) => {
    issued.push(request);
    signals.push(signal);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise((resolve, reject) => {
      const settle = () => {
        inFlight -= 1;
        try {
          resolve(answer(request));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      if (delayMs === undefined) waiting.push(settle);
      else setTimeout(settle, delayMs * (1 + (issued.length % 3)));
    });
  };
  return {
    read,
    issued,
    signals,
    maxInFlight: () => maxInFlight,
    /** Lets the oldest waiting read answer. */
    releaseOne: () => waiting.shift()?.(),
    releaseAll: () => {
      waiting.splice(0).forEach((settle) => {
        settle();
      });
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Subnets read their VCN (for its name); instances read themselves. */
const SPECS: Readonly<Record<string, EnrichSpec>> = {
  Subnet: {
    reads: ['GetVcn'],
    async run(r: LinkSubject, read) {
      const vcnId = String(r.additionalDetails?.vcnId);
      const vcn = (await read('GetVcn', { vcnId })) as { vcnId: string };
      return { vcnId: vcn.vcnId };
    },
  },
  Instance: {
    reads: ['GetInstance'],
    async run(r: LinkSubject, read) {
      await read('GetInstance', { instanceId: r.identifier });
      return { seen: r.identifier };
    },
  },
};

function subnet(n: number, vcnId = 'ocid1.vcn.shared', region = 'us-ashburn-1'): EnrichTarget {
  return makeStoredResource({
    identifier: `subnet-${n}`,
    resourceType: 'Subnet',
    region,
    additionalDetails: { vcnId },
  });
}

function instance(n: number): EnrichTarget {
  return makeStoredResource({ identifier: `instance-${n}` });
}

function enricher(reads: ReturnType<typeof fakeReads>, extra: Partial<EnricherOptions> = {}) {
  const results: [string, Enrichment][] = [];
  const created = createEnricher({
    read: reads.read,
    specFor: (type) => SPECS[type],
    onResult: (id, enrichment) => {
      results.push([id, enrichment]);
    },
    ...extra,
  });
  return { enricher: created, results };
}

describe('createEnricher', () => {
  it('reads a VCN once for ten subnets in it', async () => {
    const reads = fakeReads(undefined, 1);
    const { enricher: e, results } = enricher(reads);
    e.add(Array.from({ length: 10 }, (_, n) => subnet(n)));
    e.add([subnet(10, 'ocid1.vcn.shared', 'eu-frankfurt-1')]);
    e.end();
    const stats = await e.done;
    expect(reads.issued.map((r) => [r.region, r.operation, r.params])).toEqual([
      ['us-ashburn-1', 'GetVcn', { vcnId: 'ocid1.vcn.shared' }],
      ['eu-frankfurt-1', 'GetVcn', { vcnId: 'ocid1.vcn.shared' }],
    ]);
    expect(results).toHaveLength(11);
    expect(results.every(([, enrichment]) => enrichment.vcnId === 'ocid1.vcn.shared')).toBe(true);
    expect(stats).toMatchObject({
      readsIssued: 2,
      readsDeduplicated: 9,
      enriched: 11,
      failures: 0,
      aborted: false,
    });
  });

  it('never has more than `concurrency` reads in flight, even when a spec reads in parallel', async () => {
    const reads = fakeReads(undefined, 2);
    const parallel: EnrichSpec = {
      reads: ['GetA', 'GetB'],
      async run(r, read) {
        await Promise.all([read('GetA', { id: r.identifier }), read('GetB', { id: r.identifier })]);
        return {};
      },
    };
    const e = createEnricher({
      read: reads.read,
      specFor: () => parallel,
      concurrency: 3,
      onResult: () => undefined,
    });
    e.add(Array.from({ length: 30 }, (_, n) => instance(n)));
    e.end();
    const stats = await e.done;
    expect(reads.issued).toHaveLength(60);
    expect(reads.maxInFlight()).toBe(3);
    expect(stats.maxInFlight).toBe(3);
    expect(stats.readsIssued).toBe(60);
  });

  it('keeps every connection busy: a result waiting for a shared read, or working after its answer, holds none', async () => {
    const reads = fakeReads();
    let handOvers = 0;
    const { enricher: e } = enricher(reads, {
      concurrency: 2,
      // The hand-over to the writer never settles here: it must not hold a connection either.
      onResult: () => {
        handOvers += 1;
        return new Promise(() => undefined);
      },
    });
    e.add([subnet(0), subnet(1), subnet(2), instance(0), instance(1), instance(2)]);
    await flush();
    // Subnets 1 and 2 wait for the VCN read subnet 0 sent; the second connection reads instance 0.
    expect(reads.issued.map((r) => r.params.vcnId ?? r.params.instanceId)).toEqual([
      'ocid1.vcn.shared',
      'instance-0',
    ]);
    reads.releaseAll();
    await flush();
    expect(handOvers).toBe(4);
    expect(reads.issued.map((r) => r.params.instanceId).slice(2)).toEqual(['instance-1', 'instance-2']);
    expect(e.stats().maxInFlight).toBe(2);
  });

  it('times what it waits for: connections, shared reads, and the work after the last answer', async () => {
    let now = 0;
    const reads = fakeReads();
    const { enricher: e } = enricher(reads, { concurrency: 2, clock: () => now });
    e.add([subnet(0), subnet(1), instance(0)]);
    e.end();
    await flush();
    now = 50;
    reads.releaseOne();
    await flush();
    now = 80;
    reads.releaseOne();
    const stats = await e.done;
    // The VCN read took 50 ms and subnet 1 waited for it as long; instance 0 had the second
    // connection at once (no read waits in a queue) and its read took 80 ms.
    expect(stats.timing).toEqual({ queueWaitMs: 0, readMs: 130, sharedWaitMs: 50, handlingMs: 0 });
  });

  it('starts results in the order given, except those moved to the front by prioritize', async () => {
    const reads = fakeReads();
    const { enricher: e } = enricher(reads, { concurrency: 1 });
    e.add(Array.from({ length: 10 }, (_, n) => instance(n)));
    e.prioritize(['instance-7', 'instance-3', 'unknown']);
    e.end();
    const order = () => reads.issued.map((r) => r.params.instanceId);
    for (let step = 0; step < 3; step += 1) {
      await flush();
      reads.releaseOne();
    }
    await flush();
    expect(order()).toEqual(['instance-7', 'instance-3', 'instance-0', 'instance-1']);
    e.prioritize(['instance-9', 'instance-0']);
    for (let step = 0; step < 10; step += 1) {
      await flush();
      reads.releaseAll();
    }
    await e.done;
    expect(order()).toEqual([
      'instance-7',
      'instance-3',
      'instance-0',
      'instance-1',
      'instance-9',
      'instance-2',
      'instance-4',
      'instance-5',
      'instance-6',
      'instance-8',
    ]);
  });

  it('swallows a failed read: that resource is left unchanged, the others are enriched', async () => {
    const reads = fakeReads((request) => {
      if (request.params.vcnId === 'ocid1.vcn.gone') throw new Error('404 NotAuthorizedOrNotFound');
      return { ...request.params };
    }, 1);
    const { enricher: e, results } = enricher(reads);
    e.add([subnet(1, 'ocid1.vcn.gone'), subnet(2, 'ocid1.vcn.gone'), subnet(3), instance(4)]);
    e.end();
    const stats = await e.done;
    expect(results.map(([id]) => id).sort()).toEqual(['instance-4', 'subnet-3']);
    expect(stats).toMatchObject({
      readsIssued: 3,
      readsDeduplicated: 1,
      readFailures: 1,
      failures: 2,
      enriched: 2,
    });
  });

  it('counts a failing onResult (a rejection or a failed Result) as a failure without failing the enricher', async () => {
    const reads = fakeReads(undefined, 1);
    const e = createEnricher({
      read: reads.read,
      specFor: (type) => SPECS[type],
      onResult: (id) => {
        if (id === 'instance-1') return Promise.reject(new Error('QuotaExceededError'));
        if (id === 'instance-2')
          return Promise.resolve({
            ok: false,
            failure: { kind: 'storage', message: 'full', quotaExceeded: true },
          });
        return Promise.resolve({ ok: true, value: undefined });
      },
    });
    e.add([instance(1), instance(2), instance(3)]);
    e.end();
    expect(await e.done).toMatchObject({ enriched: 1, failures: 2 });
  });

  it('skips types without enrichment and repeated results, and settles at once with nothing to do', async () => {
    const reads = fakeReads(undefined, 1);
    const { enricher: e } = enricher(reads);
    e.add([makeStoredResource({ resourceType: 'Compartment' }), instance(1), instance(1)]);
    e.end();
    e.add([instance(2)]);
    expect(await e.done).toMatchObject({ skipped: 1, enriched: 1, readsIssued: 1 });
    const idle = enricher(reads).enricher;
    idle.end();
    expect(await idle.done).toMatchObject({ enriched: 0, readsIssued: 0, aborted: false });
  });

  it('aborts: the queue is dropped, reads in flight are signalled, nothing more is reported', async () => {
    const reads = fakeReads();
    const { enricher: e, results } = enricher(reads, { concurrency: 2 });
    e.add(Array.from({ length: 6 }, (_, n) => instance(n)));
    await flush();
    expect(reads.issued).toHaveLength(2);
    e.abort();
    const stats = await e.done;
    expect(stats).toMatchObject({ aborted: true, enriched: 0, failures: 0, readsIssued: 2 });
    expect(reads.signals.every((signal) => signal.aborted)).toBe(true);
    reads.releaseAll();
    await flush();
    expect(results).toEqual([]);
    expect(reads.issued).toHaveLength(2);
  });

  it('aborts with the signal of the search it belongs to', async () => {
    const reads = fakeReads();
    const search = new AbortController();
    const { enricher: e } = enricher(reads, { signal: search.signal });
    e.add([instance(1)]);
    search.abort();
    expect(await e.done).toMatchObject({ aborted: true });
    const late = enricher(reads, { signal: search.signal }).enricher;
    expect(await late.done).toMatchObject({ aborted: true });
  });

  it('stores each enrichment and the link computed with it, as the worker wires it', async () => {
    const db = new ConsoleDb('enricher-store');
    const store = new ResourceStore(db, { now: () => 7 });
    const subnets = [subnet(1), subnet(2)];
    await store.putPage(subnets.map((s) => makeStoredResource(s)));
    const e = createEnricher({
      read: fakeReads(undefined, 1).read,
      specFor: (type) => SPECS[type],
      onResult: (id, enrichment) =>
        store.applyEnrichment(
          id,
          enrichment,
          (r) => `/networking/vcns/${String(r.enrichment?.vcnId)}/subnets/${r.identifier}`,
        ),
    });
    e.add(subnets);
    e.end();
    expect(await e.done).toMatchObject({ enriched: 2, readsIssued: 1 });
    const stored = await store.get('subnet-2');
    expect(stored.ok && stored.value).toMatchObject({
      enrichment: { vcnId: 'ocid1.vcn.shared' },
      enrichedAt: 7,
      link: '/networking/vcns/ocid1.vcn.shared/subnets/subnet-2',
    });
    await db.delete();
  });
});
