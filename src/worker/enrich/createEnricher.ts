/**
 * Enrichment of search results (document 2 §3.4): each result whose type has an enrichment
 * spec runs it with a `read` that is
 * - deduplicated: one in-flight or finished read per region + operation + parameters serves
 *   every result that asks for it, for the enricher's life (ten subnets of one VCN read the VCN
 *   once);
 * - concurrency-limited: at most `concurrency` reads in flight across all specs;
 * - paced by the connections, not by the results: a result holds a connection only while a read
 *   of its own is in flight. The next result starts as soon as a connection is free and no read
 *   waits for it; a result waiting for a read another one sent, or doing its work after an
 *   answer (the spec's next step, the hand-over to the writer), holds none. So every connection
 *   stays busy, and no more results are started than there are free connections;
 * - visible first: results start in the order given, except that `prioritize(ids)` moves
 *   those still waiting to the front; a read waiting for a connection goes before every read of
 *   a result started after its own (a second step is not overtaken by a later result).
 * A failed read (or spec) leaves the resource unchanged and is only counted: enrichment never
 * fails a search. Each finished resource is reported through `onResult` so the worker stores
 * the enrichment and recomputes the link. One enricher serves one search; a new search aborts
 * the old one's enricher.
 */
import type { Enrichment, LinkSubject } from '../../oci/resource';
import { readKey } from './readKey';
import { ReadLimiter } from './readLimiter';

/** A search result to enrich: the summary (and any enrichment it has) and where it was found. */
export interface EnrichTarget extends LinkSubject {
  readonly region: string;
}

/** One read as a spec asks for it (src/oci/resource-types' EnrichmentRead). */
export type SpecRead = (
  operation: string,
  params: Readonly<Record<string, unknown>>,
  options?: { readonly basePath?: string },
) => Promise<unknown>;

/** A type's enrichment (src/oci/resource-types' EnrichmentSpec). */
export interface EnrichSpec {
  readonly reads: readonly string[];
  run(r: LinkSubject, read: SpecRead): Promise<Enrichment>;
}

export interface EnrichRequest {
  readonly region: string;
  readonly operation: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly basePath?: string;
}

export interface EnricherOptions {
  /** Performs one read (the call layer); resolves to the parsed body, rejects on any failure. */
  readonly read: (request: EnrichRequest, signal: AbortSignal) => Promise<unknown>;
  /** The enrichment of a resource type, or undefined when the type has none. */
  readonly specFor: (typeName: string) => EnrichSpec | undefined;
  /**
   * Reads in flight at most; 6 by default. A function is asked whenever a read could start (the
   * limit follows the protocol: src/worker/enrich/connections.ts).
   */
  readonly concurrency?: number | (() => number);
  /**
   * A resource's enrichment is complete (the worker stores it and recomputes the link); awaited
   * before its slot goes to the next result. A rejection, or a failed Result (`{ ok: false }`,
   * as LocalSearch.applyEnrichment answers), counts as a failure.
   */
  readonly onResult: (id: string, enrichment: Enrichment) => unknown;
  /** Aborts the enricher when it aborts (the search it belongs to). */
  readonly signal?: AbortSignal;
  /** A monotonic clock in ms; performance.now by default. */
  readonly clock?: () => number;
}

export interface EnrichStats {
  /** Reads actually sent. */
  readonly readsIssued: number;
  /** Reads answered by a read already in flight or finished. */
  readonly readsDeduplicated: number;
  /** Sent reads that failed. */
  readonly readFailures: number;
  /** Resources reported through onResult. */
  readonly enriched: number;
  /** Resources left unchanged because a read, the spec or onResult failed. */
  readonly failures: number;
  /** Resources whose type has no enrichment. */
  readonly skipped: number;
  /** The most reads that were in flight at once. */
  readonly maxInFlight: number;
  /** Where the time went, summed over reads or results (the benchmark prints it). */
  readonly timing: EnrichTiming;
  readonly aborted: boolean;
  readonly ms: number;
}

export interface EnrichTiming {
  /** Reads waiting for a free connection. */
  readonly queueWaitMs: number;
  /** Reads from getting a connection to their answer: the round trip, sending and parsing. */
  readonly readMs: number;
  /** Results waiting for a read another result had sent (a shared read). */
  readonly sharedWaitMs: number;
  /** Results from their last answer to onResult done: the spec's own work and the hand-over. */
  readonly handlingMs: number;
}

export interface Enricher {
  /** Queues results (a page); repeats of a result already added, and adds after end or abort, are ignored. */
  add(results: readonly EnrichTarget[]): void;
  /** Moves these results, if still waiting, to the front, in this order (the ones on screen). */
  prioritize(ids: readonly string[]): void;
  /** No more results will be added: `done` settles once the queue drains. */
  end(): void;
  /** Drops the queue, aborts the reads in flight and settles `done` now. */
  abort(): void;
  /** The final stats, after end() and the last result, or at abort. Never rejects. */
  readonly done: Promise<EnrichStats>;
  stats(): EnrichStats;
}

const DEFAULT_CONCURRENCY = 6;

function isFailedResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;
}

export function createEnricher(options: EnricherOptions): Enricher {
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const clock = options.clock ?? (() => performance.now());
  // A connection freed with no read waiting: the next result may start.
  const limiter = new ReadLimiter(
    concurrency,
    () => {
      schedulePump();
    },
    clock,
  );
  const started = clock();
  const controller = new AbortController();
  // What every read and waiter of an aborted enricher is rejected with.
  const abortError = new DOMException('Enrichment aborted', 'AbortError');
  const memo = new Map<string, Promise<unknown>>();
  const seen = new Set<string>();
  let queue: EnrichTarget[] = [];
  /** Results in process (started, not yet reported). */
  let active = 0;
  /** Results started that have not yet asked for a read (nor finished): each will want a connection. */
  let starting = 0;
  /** Start order: a result's reads rank by it in the limiter. */
  let startCount = 0;
  let ended = false;
  let aborted = false;
  let settled = false;
  let pumpScheduled = false;
  const counts = {
    readsIssued: 0,
    readsDeduplicated: 0,
    readFailures: 0,
    enriched: 0,
    failures: 0,
    skipped: 0,
  };
  let finish: (stats: EnrichStats) => void = () => undefined;
  const done = new Promise<EnrichStats>((resolve) => (finish = resolve));

  const waits = { sharedWaitMs: 0, handlingMs: 0 };

  const stats = (): EnrichStats => ({
    ...counts,
    maxInFlight: limiter.maxInFlight,
    timing: {
      queueWaitMs: limiter.timesSoFar().waitMs,
      readMs: limiter.timesSoFar().readMs,
      ...waits,
    },
    aborted,
    ms: clock() - started,
  });

  const settleIfDone = (): void => {
    if (settled || !(aborted || (ended && active === 0 && queue.length === 0))) return;
    settled = true;
    finish(stats());
  };

  /** One result in process: its rank (start order), whether it still counts as starting, its last answer. */
  interface InProcess {
    readonly rank: number;
    starting: boolean;
    lastAnswerAt: number;
  }

  /** The result asked for its first read (or finished): from now on the limiter counts its demand. */
  const settledStart = (own: InProcess): void => {
    if (!own.starting) return;
    own.starting = false;
    starting -= 1;
  };

  const readFor =
    (region: string, own: InProcess): SpecRead =>
    (operation, params, readOptions) => {
      if (aborted) return Promise.reject(abortError);
      settledStart(own);
      const key = readKey(region, operation, params, readOptions?.basePath);
      const answered = <T>(value: T): T => {
        own.lastAnswerAt = clock();
        return value;
      };
      const known = memo.get(key);
      if (known !== undefined) {
        counts.readsDeduplicated += 1;
        const askedAt = clock();
        return known.finally(() => (waits.sharedWaitMs += clock() - askedAt)).then(answered);
      }
      const request: EnrichRequest = { region, operation, params, basePath: readOptions?.basePath };
      const pending = limiter.run(() => {
        counts.readsIssued += 1;
        return options.read(request, controller.signal).catch((error: unknown) => {
          counts.readFailures += 1;
          throw error;
        });
      }, own.rank);
      // A failure is the spec's to handle; this keeps a memoised failure from being "unhandled".
      pending.catch(() => undefined);
      memo.set(key, pending);
      return pending.then(answered);
    };

  const process = async (target: EnrichTarget, spec: EnrichSpec, own: InProcess): Promise<void> => {
    try {
      const enrichment = await spec.run(target, readFor(target.region, own));
      if (aborted) return;
      const stored: unknown = await options.onResult(target.identifier, enrichment);
      waits.handlingMs += clock() - own.lastAnswerAt;
      if (isFailedResult(stored)) counts.failures += 1;
      else counts.enriched += 1;
    } catch {
      if (!aborted) counts.failures += 1;
    }
  };

  // The spec runs synchronously up to its first await: a first read asked for at once already
  // counts in the limiter's demand when the loop checks it again.
  const pump = (): void => {
    pumpScheduled = false;
    while (!aborted && limiter.demand + starting < limiter.limit && queue.length > 0) {
      const target = queue.shift();
      if (target === undefined) break;
      const spec = options.specFor(target.resourceType);
      if (spec === undefined) {
        counts.skipped += 1;
        continue;
      }
      active += 1;
      starting += 1;
      startCount += 1;
      const own: InProcess = { rank: startCount, starting: true, lastAnswerAt: clock() };
      void process(target, spec, own).finally(() => {
        settledStart(own);
        active -= 1;
        schedulePump();
      });
    }
    settleIfDone();
  };

  // Results start on the next microtask, so an add followed at once by prioritize is honoured.
  const schedulePump = (): void => {
    if (pumpScheduled) return;
    pumpScheduled = true;
    queueMicrotask(pump);
  };

  const abort = (): void => {
    if (aborted || settled) return;
    aborted = true;
    queue = [];
    controller.abort(abortError);
    limiter.clear(abortError);
    settleIfDone();
  };

  if (options.signal?.aborted === true) abort();
  else options.signal?.addEventListener('abort', abort, { once: true });

  return {
    add(results) {
      if (ended || aborted) return;
      for (const result of results) {
        if (seen.has(result.identifier)) continue;
        seen.add(result.identifier);
        queue.push(result);
      }
      schedulePump();
    },
    prioritize(ids) {
      const wanted = new Set(ids);
      const waiting = new Map(
        queue.filter((target) => wanted.has(target.identifier)).map((t) => [t.identifier, t]),
      );
      if (waiting.size === 0) return;
      const front = [...wanted].flatMap((id) => waiting.get(id) ?? []);
      queue = [...front, ...queue.filter((target) => !waiting.has(target.identifier))];
    },
    end() {
      ended = true;
      schedulePump();
    },
    abort,
    done,
    stats,
  };
}
