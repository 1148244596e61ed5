/** Configuration and single calls. */
import { operation as findOperation } from '../oci/operations';
import type { OperationSpec } from '../oci/operations/types';
import { fail, ok, type ConsoleFailure, type Result } from '../contract/failure';
import { retriesLater } from '../contract/failurePolicy';
import { speaksPublicApi } from '../oci/callForms';
import {
  readEveryPage,
  toFailure,
  type CallForm,
  type CallOptions,
  type CallParams,
  type OciResponse,
  type OciResponseHeaders,
} from './client';
import type { ConsoleConfig, WorkerContext } from './context';
import { readKeptRecord } from './store/keptRecord';

/** One call's answer as it crosses the boundary: plain data, no Response. */
export interface CallAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: OciResponseHeaders;
}

/** A read's answer: fresh from the service, or the copy kept from an earlier visit. */
export interface ReadAnswer<T = unknown> {
  readonly body: T;
  readonly etag?: string;
  readonly opcRequestId?: string;
  readonly opcNextPage?: string;
  /** When the service gave this answer (epoch ms). */
  readonly fetchedAt: number;
  /** True when the network failed and this is the kept copy. */
  readonly fromCache: boolean;
  /** Why the kept copy is shown. */
  readonly failure?: ConsoleFailure;
}

/** The key a read is kept under: the operation (and the form asked for), its region and its parameters in key order. */
export function readKey(
  operation: string,
  region: string,
  params: Readonly<Record<string, unknown>>,
  form?: CallForm,
): string {
  const ordered = Object.keys(params)
    .filter((key) => params[key] !== undefined && key !== 'opcRequestId')
    .sort()
    .map((key) => [key, params[key]]);
  return `${operation}${form === undefined ? '' : `/${form}`}@${region}:${JSON.stringify(ordered)}`;
}

/**
 * The parameters a read is kept under: the operation's `keptWithout` left out (a body's field as
 * `body.field`), so a read whose window moves with the clock keeps one copy per question.
 */
export function keptParams(
  spec: Pick<OperationSpec, 'keptWithout'>,
  params: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  if (spec.keptWithout === undefined) return params;
  const without = (record: Readonly<Record<string, unknown>>, dropped: readonly string[]) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !dropped.includes(key)));
  const kept = without(
    params,
    spec.keptWithout.filter((path) => !path.includes('.')),
  );
  for (const path of spec.keptWithout) {
    const [name = '', field] = path.split('.');
    const value = kept[name];
    if (field !== undefined && typeof value === 'object' && value !== null && !Array.isArray(value))
      kept[name] = without(value as Record<string, unknown>, [field]);
  }
  return kept;
}

/** Plain functions (no `this`): a part may be handed on alone, as `read` is to the watches. */
export interface CoreApi {
  readonly configure: (config: ConsoleConfig) => Promise<ConsoleConfig>;
  readonly describe: () => Promise<ConsoleConfig>;
  readonly call: (
    operation: string,
    params: Readonly<Record<string, unknown>>,
    region?: string,
  ) => Promise<Result<CallAnswer>>;
  /**
   * A read kept for offline use: the answer is stored in IndexedDB; when the network fails,
   * the kept copy comes back with its age and the failure. A list the catalogue marks
   * `readsEveryPage` is read to its end and kept as one answer.
   */
  readonly read: (
    operation: string,
    params: Readonly<Record<string, unknown>>,
    region?: string,
    /** `public`: the operation's public form, whatever the endpoint (PrepareOptions.form). */
    form?: CallForm,
  ) => Promise<Result<ReadAnswer>>;
}

/** The copy kept under `key`, shown because of `failure`; the failure when nothing is kept. */
async function keptOr(
  context: WorkerContext,
  spec: OperationSpec,
  key: string,
  failure: ConsoleFailure,
): Promise<Result<ReadAnswer>> {
  const kept: unknown = await context.db.records.get(key).catch(() => undefined);
  if (kept === undefined) return fail<ReadAnswer>(failure);
  const record = readKeptRecord(spec, kept);
  if (!record.ok) return record;
  return ok<ReadAnswer>({
    body: record.value.body,
    etag: record.value.etag,
    fetchedAt: record.value.fetchedAt,
    fromCache: true,
    failure,
  });
}

/** The catalogue's operation of that name, or a validation failure naming it. */
function catalogued(name: string): Result<OperationSpec> {
  try {
    return ok(findOperation(name));
  } catch {
    return fail({ kind: 'validation', message: `Unknown operation ${name}`, operation: name });
  }
}

export function createCoreApi(context: WorkerContext): CoreApi {
  return {
    configure(next) {
      context.setConfig(next);
      return Promise.resolve(context.config());
    },
    describe() {
      return Promise.resolve(context.config());
    },
    async call(name, params, region) {
      const spec = catalogued(name);
      if (!spec.ok) return fail<CallAnswer>(spec.failure);
      try {
        const answer = await context.send<unknown>(
          spec.value,
          params,
          region === undefined ? {} : { region },
        );
        return ok<CallAnswer>({ status: answer.status, body: answer.body, headers: answer.headers });
      } catch (error) {
        return fail<CallAnswer>(toFailure(error));
      }
    },
    async read(name, params, region, form) {
      const spec = catalogued(name);
      if (!spec.ok) return fail<ReadAnswer>(spec.failure);
      const where = region ?? context.config().region;
      const key = readKey(name, where, keptParams(spec.value, params), form);
      // Offline, a read would only wait through its retries: the kept copy answers at once.
      if (!context.isOnline())
        return keptOr(context, spec.value, key, { kind: 'network', message: 'The device is offline.' });
      try {
        const options = form === undefined ? {} : { form };
        const everyPage = spec.value.readsEveryPage;
        const answer: OciResponse =
          everyPage === undefined
            ? await context.send<unknown>(spec.value, params, { ...options, region: where })
            : await readEveryPage(
                <T>(op: OperationSpec, pageParams: CallParams, pageOptions: CallOptions) =>
                  context.send<T>(op, pageParams, { ...pageOptions, region: where }),
                spec.value,
                params,
                { ...options, joined: everyPage.joined, usePublicForms: speaksPublicApi(context.config()) },
              );
        const fetchedAt = Date.now();
        await context.db.records
          .put({
            key,
            operation: name,
            region: where,
            body: answer.body,
            etag: answer.headers.etag,
            fetchedAt,
          })
          .catch(() => undefined);
        return ok<ReadAnswer>({
          body: answer.body,
          etag: answer.headers.etag,
          opcRequestId: answer.headers.opcRequestId,
          opcNextPage: answer.headers.opcNextPage,
          fetchedAt,
          fromCache: false,
        });
      } catch (error) {
        const failure = toFailure(error);
        // A failure that may pass (the failure policy sends a read again later): the kept copy
        // answers meanwhile, with the failure; one only the user can fix is told as it is.
        return retriesLater(failure, true)
          ? keptOr(context, spec.value, key, failure)
          : fail<ReadAnswer>(failure);
      }
    },
  };
}
