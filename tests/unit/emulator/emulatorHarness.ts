/**
 * Starting the emulator for a test file: in-process on a free port, the seeded tenancy at its
 * smallest (every family and type once) and lifecycles 100× faster, with a call-layer client
 * pointed at it and lookups of seeded resources.
 */
import type { OperationSpec } from '../../../src/oci/operations/types';
import { createClock, createSigningInterceptor } from '../../../src/worker/auth/clock';
import { importPrivateKeyPem } from '../../../src/worker/auth/pem';
import { createClient } from '../../../src/worker/client';
import type { CallParams, OciClient, OciResponse } from '../../../src/worker/client/types';
import type { Entity } from '../../../emulator/entity';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../../emulator/server';

export const REGION = 'us-ashburn-1';
export const TIME_SCALE = 0.01;

export interface Harness {
  readonly emulator: RunningEmulator;
  readonly client: OciClient;
  /** A client that sends the public forms of calls (what a real region answers). */
  readonly publicClient: OciClient;
  /** Seeded entities of a collection (`devops/projects`), optionally filtered. */
  entities(collection: string, where?: (e: Entity) => boolean): Entity[];
  /** The first seeded entity of a collection that passes `where`; throws when there is none. */
  entity(collection: string, where?: (e: Entity) => boolean): Entity;
  /** Search summaries of a type in the region. */
  ofType(type: string): Entity[];
  call<T = unknown>(op: OperationSpec, params?: CallParams): Promise<OciResponse<T>>;
  close(): Promise<void>;
}

export async function startHarness(options: EmulatorOptions = {}): Promise<Harness> {
  const emulator = await startEmulator({ port: 0, size: 0, timeScale: TIME_SCALE, ...options });
  const quiet = { errorHandler: () => undefined, timeoutMs: 10_000 };
  const client = createClient({ region: REGION, endpoint: emulator.url, ...quiet });
  const publicClient = createClient({
    region: REGION,
    endpoint: emulator.url,
    usePublicForms: true,
    ...quiet,
  });
  const store = () => {
    const region = emulator.state.region(REGION);
    if (region === undefined) throw new Error(`no region ${REGION}`);
    return region.store;
  };
  const entities = (collection: string, where: (e: Entity) => boolean = () => true): Entity[] =>
    store().collection(collection).filter(where);
  return {
    emulator,
    client,
    publicClient,
    entities,
    entity(collection, where) {
      const found = entities(collection, where)[0];
      if (found === undefined) throw new Error(`No seeded entity in ${collection} that matches`);
      return found;
    },
    ofType: (type) => [...store().entities()].filter((e) => e.summary.resourceType === type),
    call: (op, params = {}) => client.call(op, params),
    close: () => emulator.close(),
  };
}

/** Polls `read` until `done` holds (or fails after `timeoutMs`). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `Condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value).slice(0, 400)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A field of a JSON object answer. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly json: unknown;
}

/** A request sent with fetch, bypassing the call layer's own checks. */
export async function raw(
  h: Harness,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const init: RequestInit = {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
  };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(`${h.emulator.url}${path}`, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The console's own call layer against `emulatorUrl`, signing as `keyId` with `privateKeyPem`. */
export async function signingClient(
  emulatorUrl: string,
  keyId: string,
  privateKeyPem: string,
): Promise<OciClient> {
  const privateKey = await importPrivateKeyPem(privateKeyPem);
  const sign = createSigningInterceptor(() => ({ keyId, privateKey }), createClock());
  return createClient({
    region: REGION,
    endpoint: emulatorUrl,
    errorHandler: () => undefined,
    // The signer keeps the method it is given, as the worker's own interceptor says.
    requestInterceptors: [async (request) => ({ ...(await sign(request)), method: request.method })],
  });
}
