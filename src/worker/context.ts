/**
 * What every part of the worker API shares: the configuration, one resilient client per
 * region (signing at send time when a profile is active, its clock corrected by a region that
 * refuses a skewed date), the database and the clock.
 */
import { speaksPublicApi, type ConsoleMode } from '../oci/callForms';
import type { OperationSpec } from '../oci/operations/types';
import { activeCredentials, type ActiveCredentials } from './auth/profiles';
import { createClock, createSigningInterceptor, type Clock } from './auth/clock';
import {
  createResilientClient,
  type CallOptions,
  type OciResponse,
  type RequestInterceptor,
  type ResilientClient,
} from './client';
import { clientEndpoint } from './client/endpoint';
import { OciValidationError } from './client/errors';
import { consoleDb, type ConsoleDb } from '../contract/db';

export interface ConsoleConfig {
  /**
   * The emulator, a relay, or undefined for the real regional hosts. In `forward` mode, the
   * forwarding relay: calls are signed for the real host and sent through it.
   */
  readonly endpoint?: string;
  readonly region: string;
  /** A custom host suffix allowed as a region (a dedicated realm); only from the start options. */
  readonly hostSuffix?: string;
  /** Where the remote locale files live (versioned and unversioned). */
  readonly localeBase?: string;
  /** A relay signs for the console in `relay` mode; nothing is signed here then. */
  readonly mode?: ConsoleMode;
}

export interface WorkerContext {
  readonly db: ConsoleDb;
  readonly clock: Clock;
  config(): ConsoleConfig;
  setConfig(config: ConsoleConfig): void;
  client(region?: string): ResilientClient;
  /** One call through the region's client (which re-signs and resends after a clock-skew 401). */
  send<T>(
    op: OperationSpec,
    params: Readonly<Record<string, unknown>>,
    options?: CallOptions & { region?: string },
  ): Promise<OciResponse<T>>;
  /** Forget the cached credentials (a profile was added, chosen or removed). */
  credentialsChanged(): void;
  readonly isOnline: () => boolean;
  /** True once this tab or another signed out: nothing is sent or written any more. */
  signedOut(): boolean;
  /**
   * Ends the session in this worker: requests are refused from here on, the cached keys are
   * dropped, the database is closed for good (no reopening, so nothing is written back), and
   * every listener (the in-memory index) forgets what it holds. Safe to call more than once.
   */
  endSession(): void;
  /** Called once when the session ends. */
  onSessionEnded(listener: () => void): void;
}

/** What a request meets after sign-out: refused before it is signed, never retried. */
export function signedOutError(): OciValidationError {
  return new OciValidationError('Signed out: nothing is sent until you sign in again.');
}

export function createWorkerContext(initial: ConsoleConfig, db: ConsoleDb = consoleDb()): WorkerContext {
  let config = initial;
  const clock = createClock();
  const clients = new Map<string, ResilientClient>();
  let credentials: Promise<ActiveCredentials | undefined> | undefined;
  let ended = false;
  const endListeners: Array<() => void> = [];

  const endSession = () => {
    if (ended) return;
    ended = true;
    credentials = undefined;
    clients.clear();
    db.close({ disableAutoOpen: true });
    for (const listener of endListeners.splice(0)) {
      try {
        listener();
      } catch {
        // One listener failing does not keep the others from forgetting.
      }
    }
  };
  // Another tab deleting the database (its sign-out) ends the session here too.
  db.on('versionchange', (event: IDBVersionChangeEvent) => {
    if (event.newVersion !== null) return undefined;
    endSession();
    return false;
  });

  const currentCredentials = () => {
    if (config.mode === 'relay') return undefined;
    credentials ??= activeCredentials(db).catch(() => undefined);
    return credentials;
  };
  const sign = createSigningInterceptor(currentCredentials, clock);
  // The signer keeps the method it is given; only headers (and a form body's text) change.
  // The one point every request passes before it leaves: after sign-out, nothing does.
  // Read through a call, so the check before the await does not narrow the one after it.
  const hasEnded = (): boolean => ended;
  const signer: RequestInterceptor = async (request) => {
    if (hasEnded()) throw signedOutError();
    const signed = await sign(request);
    if (hasEnded()) throw signedOutError();
    return { ...signed, method: request.method };
  };

  const isOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine);
  const client = (region = config.region) => {
    const key = `${region} ${config.endpoint ?? ''}`;
    let existing = clients.get(key);
    if (!existing) {
      existing = createResilientClient({
        region,
        ...clientEndpoint(config),
        ...(config.hostSuffix === undefined ? {} : { hostSuffix: config.hostSuffix }),
        usePublicForms: speaksPublicApi(config),
        requestInterceptors: [signer],
        errorHandler: () => undefined,
        clock,
        isOnline,
      });
      clients.set(key, existing);
    }
    return existing;
  };

  return {
    db,
    clock,
    config: () => config,
    setConfig(next) {
      config = next;
      clients.clear();
    },
    client,
    send(op, params, options = {}) {
      if (ended) return Promise.reject(signedOutError());
      const { region, ...callOptions } = options;
      return client(region).call(op, { ...params }, callOptions);
    },
    credentialsChanged() {
      credentials = undefined;
    },
    isOnline,
    signedOut: () => ended,
    endSession,
    onSessionEnded(listener) {
      if (ended) listener();
      else endListeners.push(listener);
    },
  };
}
