/**
 * Building a request from a catalogue entry: the public form where asked (by the client, or by
 * one call), the required check (null and undefined only) before anything else, the URL, the
 * headers with generated ids, and the body. Nothing is sent here.
 */
import type { OperationSpec } from '../../oci/operations/types';
import { SERVICES } from '../../oci/services';
import { encodeBody } from './body';
import { checkRegion, realHost, serviceOrigin } from './endpoint';
import { OciValidationError } from './errors';
import { formatQuery, queryValue } from './query';
import type { CallParams, PreparedRequest, PrepareOptions, RequestBody } from './types';

export interface PrepareContext {
  readonly region: string;
  readonly endpoint?: string;
  /** A custom host suffix allowed as a region, from an explicit start option only. */
  readonly hostSuffix?: string;
  readonly usePublicForms?: boolean;
  readonly randomId: () => string;
}

/** The call a real region answers: the public form applied; throws where it has none. */
export function publicOperation(op: OperationSpec): OperationSpec {
  const form = op.publicForm;
  if (form === undefined) return op;
  if (form.unavailable === true) {
    throw new OciValidationError(`${op.name} does not exist in the public API: ${form.note}`, {
      operation: op.name,
    });
  }
  return {
    ...op,
    method: form.method ?? op.method,
    basePath: form.basePath ?? op.basePath,
    path: form.path ?? op.path,
    query: form.query ?? op.query,
    body: form.body ?? op.body,
  };
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null;
}

/** Throws `Missing required parameter X when calling Y` for the first absent required one. */
export function checkRequired(op: OperationSpec, params: CallParams): void {
  const required = [
    ...op.pathParams,
    ...op.query.filter((param) => param.required === true).map((param) => param.name),
    ...op.headers.filter((header) => header.required === true).map((header) => header.param),
    ...(op.body?.required === true ? [op.body.name] : []),
  ];
  const missing = required.find((name) => isMissing(params[name]));
  if (missing !== undefined) {
    throw new OciValidationError(`Missing required parameter ${missing} when calling ${op.name}`, {
      parameter: missing,
      operation: op.name,
    });
  }
}

function headerValue(
  op: OperationSpec,
  header: string,
  given: unknown,
  randomId: () => string,
): string | undefined {
  if (!isMissing(given)) return queryValue(given);
  if (header === 'opc-request-id' && op.sendsRequestId) return randomId();
  if (header === 'opc-retry-token' && op.sendsRetryToken) return randomId();
  return undefined;
}

export function prepareRequest(
  specified: OperationSpec,
  params: CallParams,
  context: PrepareContext,
  options: PrepareOptions = {},
): PreparedRequest {
  checkRegion(context.region, context.hostSuffix);
  const isPublic = context.usePublicForms === true || options.form === 'public';
  const op = isPublic ? publicOperation(specified) : specified;
  checkRequired(op, params);

  const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(queryValue(params[name])),
  );
  const basePath = options.basePath ?? op.basePath ?? SERVICES[op.service].basePath;
  const url =
    serviceOrigin(op.service, context.region, context.endpoint) +
    basePath +
    path +
    formatQuery(op.query, params, options.collectionFormats);

  const headers: Record<string, string> = { accept: 'application/json' };
  for (const header of op.headers) {
    const value = headerValue(op, header.header, params[header.param], context.randomId);
    if (value !== undefined) headers[header.header] = value;
  }

  let body: RequestBody | undefined;
  const value = op.body === undefined ? undefined : params[op.body.name];
  if (op.body !== undefined && !isMissing(value)) {
    const encoded = encodeBody(op.body.kind ?? 'json', value);
    body = encoded.body;
    if (encoded.contentType !== undefined) headers['content-type'] = encoded.contentType;
  }

  return {
    operation: op,
    service: op.service,
    host: realHost(op.service, context.region),
    method: op.method,
    url,
    headers,
    ...(body === undefined ? {} : { body }),
  };
}
