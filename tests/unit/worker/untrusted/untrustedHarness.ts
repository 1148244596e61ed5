/**
 * The worker as the app gets it (createConsoleApi over a fresh IndexedDB), talking through the
 * real call layer to a scripted fetch: what comes back is whatever a hostile or broken network
 * could answer.
 */
import { expect, vi } from 'vitest';
import { createConsoleApi, type ConsoleApi } from '../../../../src/worker/api';
import { createWorkerContext } from '../../../../src/worker/context';
import { ConsoleDb } from '../../../../src/contract/db';
import { fakeFetch, type FakeFetch, type Responder } from '../client/fakeFetch';

export const REGION = 'us-ashburn-1';
export const ENDPOINT = 'http://127.0.0.1:9';

/** An answer that would pollute Object.prototype if it were merged into an object key by key. */
export const POLLUTING_JSON =
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"id":"ocid1.devopsproject.oc1..p","name":"web"}';

export interface Worker {
  readonly api: ConsoleApi;
  readonly db: ConsoleDb;
  readonly fetch: FakeFetch;
  respond: Responder;
}

let databases = 0;

/** A worker API over its own database, whose fetch answers with `respond` (changeable). */
export async function startWorker(respond: Responder): Promise<Worker> {
  databases += 1;
  const db = new ConsoleDb(`untrusted-${databases}-${Math.random().toString(36).slice(2)}`);
  const state: { respond: Responder } = { respond };
  const fetch = fakeFetch((request, index) => state.respond(request, index));
  vi.stubGlobal('fetch', fetch.fetch);
  const config = { endpoint: ENDPOINT, region: REGION, mode: 'emulator' as const };
  const api = createConsoleApi(config, createWorkerContext(config, db));
  await api.configure(config);
  return {
    api,
    db,
    fetch,
    get respond() {
      return state.respond;
    },
    set respond(next: Responder) {
      state.respond = next;
    },
  };
}

const NAMES = Object.getOwnPropertyNames(Object.prototype).sort();

/** Object.prototype exactly as it was: no property added, none of its own replaced. */
export function expectPristinePrototype(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(NAMES);
  const probe: Record<string, unknown> = {};
  expect(probe['polluted']).toBeUndefined();
  expect(probe['x']).toBeUndefined();
  expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
}
