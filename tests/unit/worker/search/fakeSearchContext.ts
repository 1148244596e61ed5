/**
 * A WorkerContext whose `send` is a small search service: POST /resources over a per-region
 * list (a few results per page, FreeText by name, Structured by type), and getSubnet answering
 * the subnet's VCN. Reads can be held until released, regions can fail, and every call is
 * recorded, so the tests see what was sent, in which order, with which signal.
 */
import type { OperationSpec } from '../../../../src/oci/operations/types';
import type { ResourceSummary } from '../../../../src/oci/resource';
import { createClock } from '../../../../src/worker/auth/clock';
import { OciAbortError, OciNetworkError, type OciResponse } from '../../../../src/worker/client';
import type { WorkerContext } from '../../../../src/worker/context';
import { ConsoleDb } from '../../../../src/contract/db';

export interface SentCall {
  readonly operation: string;
  readonly region?: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly signal?: AbortSignal;
}

export interface FakeSearchOptions {
  /** The results of each region, newest first. */
  readonly regions: Readonly<Record<string, readonly ResourceSummary[]>>;
  /** Results per page, whatever the limit asked. */
  readonly pageSize?: number;
  /** Regions whose search fails with a network error. */
  readonly failing?: readonly string[];
  /** Hold every getSubnet until released. */
  readonly holdReads?: boolean;
  /** Hold every page until released. */
  readonly holdPages?: boolean;
}

let serial = 0;

export function vcnOf(subnetId: string): string {
  return `ocid1.vcn.oc1.iad.of-${subnetId.slice(subnetId.lastIndexOf('.') + 1)}`;
}

export function makeSummary(resourceType: string, name: string, region = 'iad'): ResourceSummary {
  serial += 1;
  return {
    resourceType,
    identifier: `ocid1.${resourceType.toLowerCase()}.oc1.${region}.r${String(serial).padStart(5, '0')}`,
    compartmentId: 'ocid1.compartment.oc1..prod',
    displayName: name,
    lifecycleState: 'AVAILABLE',
    timeCreated: new Date(Date.UTC(2025, 0, 1) - serial * 60_000).toISOString(),
  };
}

function abortable<T>(signal: AbortSignal | undefined, start: (settle: () => void) => void, value: () => T) {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new OciAbortError());
      return;
    }
    signal?.addEventListener(
      'abort',
      () => {
        reject(new OciAbortError());
      },
      { once: true },
    );
    start(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

export function fakeSearchContext(options: FakeSearchOptions) {
  serial += 1;
  const db = new ConsoleDb(`search-api-${serial}`);
  const calls: SentCall[] = [];
  const heldReads: (() => void)[] = [];
  const heldPages: (() => void)[] = [];
  let online = true;
  const pageSize = options.pageSize ?? 1000;

  const searchPage = (region: string, params: Readonly<Record<string, unknown>>) => {
    if (options.failing?.includes(region)) throw new OciNetworkError(`${region} is unreachable`);
    const details = params['searchDetails'] as { type: string; text?: string; query?: string };
    const all = options.regions[region] ?? [];
    const found =
      details.type === 'FreeText'
        ? all.filter((r) => (r.displayName ?? '').includes(details.text ?? ''))
        : all.filter((r) => (details.query ?? '').toLowerCase().includes(r.resourceType.toLowerCase()));
    const from = Number(params['page'] ?? 0);
    const to = from + Math.min(pageSize, Number(params['limit']));
    return {
      status: 200,
      body: { items: found.slice(from, to).map((r) => ({ ...r, searchContext: null })) },
      headers: to < found.length ? { opcNextPage: String(to) } : {},
    };
  };

  const send = <T>(
    op: OperationSpec,
    params: Readonly<Record<string, unknown>>,
    callOptions: { region?: string; signal?: AbortSignal } = {},
  ): Promise<OciResponse<T>> => {
    const region = callOptions.region ?? 'us-ashburn-1';
    calls.push({ operation: op.name, region, params, signal: callOptions.signal });
    if (op.name === 'searchResources') {
      return abortable(
        callOptions.signal,
        (settle) => (options.holdPages ? heldPages.push(settle) : setTimeout(settle, 0)),
        () => searchPage(region, params) as OciResponse<T>,
      );
    }
    if (op.name === 'getSubnet') {
      const subnetId = String(params['subnetId']);
      return abortable(
        callOptions.signal,
        (settle) => (options.holdReads ? heldReads.push(settle) : setTimeout(settle, 0)),
        () => ({ status: 200, body: { id: subnetId, vcnId: vcnOf(subnetId) } as T, headers: {} }),
      );
    }
    return Promise.reject(new OciNetworkError(`${op.name} is not served here`));
  };

  const context: WorkerContext = {
    db,
    clock: createClock(),
    config: () => ({ region: 'us-ashburn-1' }),
    setConfig: () => undefined,
    client: () => {
      throw new Error('The search goes through send');
    },
    send,
    credentialsChanged: () => undefined,
    isOnline: () => online,
    signedOut: () => false,
    endSession: () => undefined,
    onSessionEnded: () => undefined,
  };

  return {
    context,
    db,
    calls,
    setOnline: (value: boolean) => {
      online = value;
    },
    heldReads: () => heldReads.length,
    heldPages: () => heldPages.length,
    releaseRead: () => heldReads.shift()?.(),
    releaseReads: () => {
      heldReads.splice(0).forEach((settle) => {
        settle();
      });
    },
    releasePages: () => {
      heldPages.splice(0).forEach((settle) => {
        settle();
      });
    },
    async close() {
      db.close();
      await db.delete();
    },
  };
}

/** Waits until the condition holds (polling the event loop), or fails after `ms`. */
export async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
