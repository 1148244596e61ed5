/**
 * The console's one worker API (STYLE rule 1). Everything the app asks of the network or of
 * the store goes through this object; failures come back as plain `Result` data (rule 2).
 */
import { operation as findOperation } from '../oci/operations';
import { fail, ok, type ConsoleFailure, type Result } from '../oci/failure';
import { createClient, toFailure, type OciResponse } from './client';

export interface ConsoleConfig {
  /** The emulator, a relay, or undefined for the real regional hosts. */
  readonly endpoint?: string;
  readonly region: string;
  /** Where the remote locale files live (versioned and unversioned). */
  readonly localeBase?: string;
}

/** One call's answer as it crosses the boundary: plain data, no Response. */
export interface CallAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: OciResponse<T>['headers'];
}

export interface ConsoleApi {
  configure(config: ConsoleConfig): Promise<ConsoleConfig>;
  describe(): Promise<ConsoleConfig>;
  call<T = unknown>(operation: string, params: Readonly<Record<string, unknown>>): Promise<Result<CallAnswer<T>>>;
}

function unknownOperation(name: string): ConsoleFailure {
  return { kind: 'validation', message: `Unknown operation ${name}`, operation: name };
}

export function createConsoleApi(initial: ConsoleConfig): ConsoleApi {
  let config = initial;
  let client = createClient({ region: config.region, endpoint: config.endpoint });

  return {
    async configure(next) {
      config = next;
      client = createClient({ region: config.region, endpoint: config.endpoint });
      return config;
    },
    async describe() {
      return config;
    },
    async call<T>(name: string, params: Readonly<Record<string, unknown>>) {
      let spec;
      try {
        spec = findOperation(name);
      } catch {
        return fail<CallAnswer<T>>(unknownOperation(name));
      }
      try {
        const answer = await client.call<T>(spec, { ...params });
        return ok<CallAnswer<T>>({ status: answer.status, body: answer.body, headers: answer.headers });
      } catch (error) {
        return fail<CallAnswer<T>>(toFailure(error));
      }
    },
  };
}
