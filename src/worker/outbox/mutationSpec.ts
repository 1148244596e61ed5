/**
 * What the outbox knows from the operation catalogue: which calls are changes (and so may be
 * queued), which resource a change is about, and which read fetches that resource's current
 * version when a change meets a 412.
 */
import { fail, ok, type ConsoleFailure, type Result } from '../../contract/failure';
import { OPERATION_BY_NAME, OPERATIONS } from '../../oci/operations';
import type { OperationSpec } from '../../oci/operations/types';
import { checkRequired } from '../client/prepare';
import { toFailure } from '../client/failure';
import { randomHexId } from '../../contract/ids';
import type { OutboxCall } from './types';

/** A create, update, delete or action; a custom call only when it writes (POST, PUT, DELETE) and does not only read. */
export function isMutation(spec: OperationSpec): boolean {
  switch (spec.semantics.kind) {
    case 'create':
    case 'update':
    case 'delete':
    case 'action':
      return true;
    case 'custom':
      return spec.method !== 'GET' && spec.readOnly !== true;
    default:
      return false;
  }
}

function invalid(message: string, operation: string, parameter?: string): ConsoleFailure {
  return { kind: 'validation', message, operation, ...(parameter === undefined ? {} : { parameter }) };
}

/**
 * The operation of a change about to be queued, checked the way the client will check it when
 * sending, so a change that can never be sent is refused now rather than failing later.
 */
export function mutationSpec(
  name: string,
  params: Readonly<Record<string, unknown>>,
  ifMatch?: string,
): Result<OperationSpec> {
  const spec = OPERATION_BY_NAME.get(name);
  if (spec === undefined) return fail(invalid(`Unknown operation ${name}`, name));
  if (!isMutation(spec)) {
    return fail(invalid(`${name} does not change anything; only changes are queued`, name));
  }
  for (const reserved of ['opcRetryToken', 'ifMatch'] as const) {
    if (reserved in params) {
      return fail(invalid(`${reserved} is set by the outbox, not in params`, name, reserved));
    }
  }
  try {
    checkRequired(spec, ifMatch === undefined ? params : { ...params, ifMatch });
  } catch (error) {
    return fail(toFailure(error));
  }
  try {
    structuredClone(params);
  } catch {
    return fail(invalid(`The parameters of ${name} cannot be stored (not plain data)`, name));
  }
  return ok(spec);
}

/** The resource a change is about: the value of its last path parameter, when it has one. */
export function resourceIdOf(
  spec: OperationSpec,
  params: Readonly<Record<string, unknown>>,
): string | undefined {
  const last = spec.pathParams[spec.pathParams.length - 1];
  const value = last === undefined ? undefined : params[last];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The catalogue's read of the resource a change is about: same collection, same service first. */
export function currentVersionOperation(spec: OperationSpec): OperationSpec | undefined {
  const semantics = spec.semantics;
  if (semantics.kind === 'custom') return undefined;
  const reads = OPERATIONS.filter(
    (candidate) => candidate.semantics.kind === 'get' && candidate.semantics.resource === semantics.resource,
  );
  return reads.find((read) => read.service === spec.service) ?? reads[0];
}

/**
 * The read that fetches the current version of the resource a queued change is about, its path
 * parameters taken from the change's; undefined when the catalogue has none or a value is missing.
 */
export function currentVersionCall(call: OutboxCall): OutboxCall | undefined {
  const spec = OPERATION_BY_NAME.get(call.operation);
  const read = spec === undefined ? undefined : currentVersionOperation(spec);
  if (read === undefined) return undefined;
  const params: Record<string, unknown> = {};
  for (const name of read.pathParams) {
    const value = call.params[name];
    if (value === undefined || value === null) return undefined;
    params[name] = value;
  }
  return { operation: read.name, region: call.region, params };
}

/** A fresh opc-retry-token for a change whose operation takes one (128 random bits), else undefined. */
export function newRetryToken(operation: string): string | undefined {
  return OPERATION_BY_NAME.get(operation)?.sendsRetryToken === true ? randomHexId() : undefined;
}
