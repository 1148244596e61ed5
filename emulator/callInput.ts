/**
 * One call's inputs (path, query, headers, body) and their checks against the operation's
 * specification: a missing required parameter → 400 MissingParameter naming it, a value outside
 * its enumeration or of the wrong type → 400 InvalidParameter.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { QueryParam } from '../src/oci/operations/types';
import { isRecord } from './entity';
import { invalidParameter, missingParameter } from './reply';
import type { Route } from './router';

export class CallInput {
  constructor(
    readonly route: Route,
    readonly params: Readonly<Record<string, string>>,
    readonly query: URLSearchParams,
    readonly headers: IncomingHttpHeaders,
    readonly body: unknown,
  ) {}

  get operation(): string {
    return this.route.op.name;
  }

  /** A path parameter by the operation's name for it, or the first one. */
  path(name?: string): string {
    const value = name === undefined ? this.params[this.route.paramNames[0] ?? ''] : this.params[name];
    if (value === undefined) throw missingParameter(name ?? 'id', this.operation);
    return value;
  }

  text(name: string): string | undefined {
    const value = this.query.get(name);
    return value === null || value === '' ? undefined : value;
  }

  integer(name: string): number | undefined {
    const value = this.text(name);
    return value === undefined ? undefined : Number(value);
  }

  flag(name: string): boolean {
    return this.text(name) === 'true';
  }

  header(name: string): string | undefined {
    const value = this.headers[name];
    return Array.isArray(value) ? value[0] : value;
  }

  /** The JSON body as an object; 400 when there is none. */
  details(): Record<string, unknown> {
    if (!isRecord(this.body))
      throw invalidParameter(`The ${this.route.body?.name ?? 'request'} body must be a JSON object.`);
    return this.body;
  }
}

function checkValue(param: QueryParam, value: string): void {
  if (param.values && !param.values.includes(value)) {
    throw invalidParameter(
      `Invalid value '${value}' for ${param.name}; expected one of ${param.values.join(', ')}.`,
    );
  }
  if (param.type === 'integer' && !/^-?\d+$/.test(value)) {
    throw invalidParameter(`Invalid value '${value}' for ${param.name}; expected an integer.`);
  }
  if (param.type === 'boolean' && value !== 'true' && value !== 'false') {
    throw invalidParameter(`Invalid value '${value}' for ${param.name}; expected true or false.`);
  }
  if (param.type === 'date' && Number.isNaN(Date.parse(value))) {
    throw invalidParameter(`Invalid value '${value}' for ${param.name}; expected an RFC 3339 date.`);
  }
  if (param.name === 'limit' && (Number(value) < 1 || Number(value) > 1000)) {
    throw invalidParameter(`Invalid value '${value}' for limit; it must be between 1 and 1000.`);
  }
}

/** Checks the call against its route's specification before anything is done. */
export function checkCall(input: CallInput): void {
  const { route } = input;
  for (const param of route.query) {
    const values = input.query.getAll(param.name);
    if (values.length === 0) {
      if (param.required) throw missingParameter(param.name, route.op.name);
      continue;
    }
    if (param.type !== 'array') for (const value of values) checkValue(param, value);
  }
  for (const header of route.op.headers) {
    if (header.required && input.header(header.header) === undefined)
      throw missingParameter(header.param, route.op.name);
  }
  if (route.body?.required && (input.body === undefined || input.body === null)) {
    throw missingParameter(route.body.name, route.op.name);
  }
}
