/** Configuration and single calls. */
import { operation as findOperation } from '../oci/operations';
import { fail, ok, type Result } from '../oci/failure';
import { toFailure, type OciResponseHeaders } from './client';
import type { ConsoleConfig, WorkerContext } from './context';

/** One call's answer as it crosses the boundary: plain data, no Response. */
export interface CallAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: OciResponseHeaders;
}

export interface CoreApi {
  configure(config: ConsoleConfig): Promise<ConsoleConfig>;
  describe(): Promise<ConsoleConfig>;
  call(
    operation: string,
    params: Readonly<Record<string, unknown>>,
    region?: string,
  ): Promise<Result<CallAnswer>>;
}

export function createCoreApi(context: WorkerContext): CoreApi {
  return {
    async configure(next) {
      context.setConfig(next);
      return context.config();
    },
    async describe() {
      return context.config();
    },
    async call(name, params, region) {
      let spec;
      try {
        spec = findOperation(name);
      } catch {
        return fail<CallAnswer>({
          kind: 'validation',
          message: `Unknown operation ${name}`,
          operation: name,
        });
      }
      try {
        const answer = await context.send<unknown>(spec, params, region === undefined ? {} : { region });
        return ok<CallAnswer>({ status: answer.status, body: answer.body, headers: answer.headers });
      } catch (error) {
        return fail<CallAnswer>(toFailure(error));
      }
    },
  };
}
