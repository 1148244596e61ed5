/**
 * What the outbox, chaos and untrusted-data tests share: a console of their own (an emulator and
 * the production build served with `"testHooks": true`, so the page offers `window.__fieldConsole`),
 * the emulator's admin calls (faults, the applied log), changes issued through the app's own
 * `mutate()`, and the outbox read straight from the page's IndexedDB.
 */
import type { Page } from 'playwright-core';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { startStaticServer } from '../../../scripts/serve.mjs';
import type { MutationRequest } from '../../../src/app/data/mutate';
import type {} from '../../../src/app/testHooks';
import type { Result } from '../../../src/contract/failure';
import type { OutboxEntry } from '../../../src/contract/db';
import { DIST } from './dist';

export const REGION = 'us-ashburn-1';

export interface TestConsole {
  readonly consoleUrl: string;
  readonly emulator: Emulator;
  close(): Promise<void>;
}

/** A console of a test's own: its emulator and the build in dist/ served against it. */
export interface OwnConsole {
  readonly url: string;
  readonly emulator: RunningEmulator;
  close(): Promise<void>;
}

/** Starts an emulator (lifecycles at `timeScale`) and serves the build in dist/ against it. */
export async function startOwnConsole({
  timeScale,
  requireSignature = false,
  testHooks = false,
  size,
  tokenTtlMs,
}: {
  readonly timeScale: number;
  /** How long the emulator's session tokens last; an hour unless told. */
  readonly tokenTtlMs?: number;
  /** Resources in the tenancy; the demo size unless told. */
  readonly size?: number;
  readonly requireSignature?: boolean;
  readonly testHooks?: boolean;
}): Promise<OwnConsole> {
  const emulator: RunningEmulator = await startEmulator({
    port: 0,
    timeScale,
    ...(size === undefined ? {} : { size }),
    ...(requireSignature ? { requireSignature } : {}),
    ...(tokenTtlMs === undefined ? {} : { tokenTtlMs }),
  });
  const served = (await startStaticServer({
    root: DIST,
    port: 0,
    config: {
      endpoint: emulator.url,
      localeBase: `${emulator.url}/locales`,
      mode: 'emulator',
      ...(testHooks ? { testHooks } : {}),
    },
  })) as { url: string; close(): Promise<unknown> };
  return {
    url: served.url,
    emulator,
    close: async () => {
      await served.close();
      await emulator.close();
    },
  };
}

/** An emulator (fast lifecycles) and the build in dist/ served against it, test hooks on. */
export async function startTestConsole(timeScale = 0.02): Promise<TestConsole> {
  const own = await startOwnConsole({ timeScale, testHooks: true });
  return { consoleUrl: own.url, emulator: new Emulator(own.emulator.url), close: () => own.close() };
}

export interface FaultSettings {
  readonly latencyMs?: number;
  readonly jitterMs?: number;
  readonly errorRate?: number;
  readonly errorStatuses?: readonly number[];
  readonly retryAfterSeconds?: number;
  readonly dropRate?: number;
  readonly hangRate?: number;
  readonly dropAfterApplyRate?: number;
  readonly dropAfterApplyResendRate?: number;
  readonly captivePortal?: boolean;
  readonly notOciRate?: number;
  readonly paths?: readonly string[];
}

/** How often the emulator played each fault (GET /_emulator/faults/counts). */
export interface FaultCounts {
  readonly drop: number;
  readonly hang: number;
  readonly captive: number;
  readonly dropAfterApply: number;
  readonly dropAfterApplyResend: number;
  readonly notOci: Readonly<Record<string, number>>;
  readonly error: Readonly<Record<string, number>>;
}

export interface AppliedMutation {
  readonly operation: string;
  readonly retryToken?: string;
  readonly resourceId?: string;
  readonly region: string;
}

export interface AppliedReport {
  readonly items: readonly AppliedMutation[];
  readonly byRetryToken: Readonly<Record<string, number>>;
  readonly total: number;
}

/** The emulator's admin endpoints and plain OCI calls, from Node (never faulted when admin). */
export class Emulator {
  constructor(readonly url: string) {}

  private async json<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const answer = await fetch(`${this.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  }

  setFaults(faults: FaultSettings): Promise<unknown> {
    return this.json('POST', '/_emulator/faults', faults);
  }

  clearFaults(): Promise<unknown> {
    return this.json('DELETE', '/_emulator/faults');
  }

  faultCounts(): Promise<FaultCounts> {
    return this.json('GET', '/_emulator/faults/counts');
  }

  clearFaultCounts(): Promise<unknown> {
    return this.json('DELETE', '/_emulator/faults/counts');
  }

  applied(): Promise<AppliedReport> {
    return this.json('GET', '/_emulator/applied');
  }

  clearApplied(): Promise<unknown> {
    return this.json('DELETE', '/_emulator/applied');
  }

  async tenancyId(): Promise<string> {
    return (await this.json<{ tenancyId: string }>('GET', '/_emulator/health')).tenancyId;
  }

  /** The first resource of a type in the region's search index. */
  async firstOfType(type: string): Promise<string> {
    const found = await this.json<{ items: { identifier: string }[] }>(
      'POST',
      `/query/${REGION}/20180409/resources`,
      {
        type: 'Structured',
        query: `query ${type} resources`,
      },
    );
    const id = found.items[0]?.identifier;
    if (id === undefined) throw new Error(`The emulator has no ${type}`);
    return id;
  }

  /** Every resource of a type in the region's search index, in the index's order. */
  async idsOfType(type: string): Promise<string[]> {
    const found = await this.json<{ items: { identifier: string }[] }>(
      'POST',
      `/query/${REGION}/20180409/resources`,
      {
        type: 'Structured',
        query: `query ${type} resources`,
      },
    );
    return found.items.map((item) => item.identifier);
  }

  /** A plain OCI call to the emulator (no faults should be set): its JSON body and etag. */
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const answer = await fetch(`${this.url}/${path.replace(/^\//, '')}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return {
      body: (text === '' ? undefined : JSON.parse(text)) as Record<string, unknown>,
      etag: answer.headers.get('etag'),
    };
  }
}

/** Waits for the app's test hooks; fails with what to check when they never come. */
export async function waitForTestHooks(page: Page, timeoutMs = 30_000): Promise<void> {
  try {
    await page.waitForFunction(() => window.__fieldConsole !== undefined, undefined, { timeout: timeoutMs });
  } catch {
    throw new Error(
      'window.__fieldConsole never appeared: main.tsx must call installTestHooks(config) and dist/ must be rebuilt (npx vite build).',
    );
  }
}

/** Changes issued through the app's own mutate(), all at once; answers each result in order. */
export function mutateInPage(
  page: Page,
  requests: readonly MutationRequest[],
): Promise<Result<{ entryId: string }>[]> {
  return page.evaluate(async (batch) => {
    const hooks = window.__fieldConsole;
    if (hooks === undefined) throw new Error('The test hooks are not installed');
    return Promise.all(batch.map((request) => hooks.mutate(request)));
  }, requests);
}

/**
 * Every outbox entry, read from the page's IndexedDB (the store the worker writes): the first
 * tenancy's database unless another is named.
 */
export function readOutbox(page: Page, database = 'field-console'): Promise<OutboxEntry[]> {
  return page.evaluate(
    (name) =>
      new Promise<OutboxEntry[]>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => {
          reject(opening.error ?? new Error('Opening the console database failed.'));
        };
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve([]);
            return;
          }
          const reading = db.transaction('outbox', 'readonly').objectStore('outbox').getAll();
          reading.onerror = () => {
            reject(reading.error ?? new Error('Reading the outbox failed.'));
          };
          reading.onsuccess = () => {
            db.close();
            resolve(reading.result as OutboxEntry[]);
          };
        };
      }),
    database,
  );
}

/** Writes entries into the page's outbox table as stored, e.g. one queued a day ago. */
export function putOutboxEntries(page: Page, entries: readonly OutboxEntry[]): Promise<void> {
  return page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('field-console');
        opening.onerror = () => {
          reject(opening.error ?? new Error('Opening the console database failed.'));
        };
        opening.onsuccess = () => {
          const db = opening.result;
          const writing = db.transaction('outbox', 'readwrite');
          for (const row of rows) writing.objectStore('outbox').put(row);
          writing.oncomplete = () => {
            db.close();
            resolve();
          };
          writing.onerror = () => {
            reject(writing.error ?? new Error('Writing the outbox failed.'));
          };
        };
      }),
    entries,
  );
}

/** States an entry leaves only by the user's hand: nothing more happens to it on its own. */
export const SETTLED_STATES: readonly OutboxEntry['state'][] = [
  'done',
  'discarded',
  'failed',
  'conflict',
  'stale',
];

export function countByState(entries: readonly OutboxEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of entries) counts[entry.state] = (counts[entry.state] ?? 0) + 1;
  return counts;
}
