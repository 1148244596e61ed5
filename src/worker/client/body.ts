/**
 * Request bodies of the three kinds the call layer supports: JSON (the default), form-urlencoded
 * and multipart. A multipart body gets no content-type here: fetch sets it with the boundary.
 */
import type { BodyKind } from '../../oci/operations/types';
import { queryValue } from './query';
import type { RequestBody } from './types';

export interface EncodedBody {
  readonly body: RequestBody;
  readonly contentType?: string;
}

function entries(value: unknown): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, field]: [string, unknown]): [string, unknown][] =>
    Array.isArray(field) ? field.map((item: unknown): [string, unknown] => [name, item]) : [[name, field]],
  );
}

function formBody(value: unknown): URLSearchParams {
  if (value instanceof URLSearchParams) return value;
  const form = new URLSearchParams();
  for (const [name, field] of entries(value)) {
    if (field !== undefined && field !== null) form.append(name, queryValue(field));
  }
  return form;
}

function multipartBody(value: unknown): FormData {
  if (value instanceof FormData) return value;
  const form = new FormData();
  for (const [name, field] of entries(value)) {
    if (field instanceof Blob) form.append(name, field);
    else if (field !== undefined && field !== null) form.append(name, queryValue(field));
  }
  return form;
}

/** The body of a call: a details object as JSON text, or a record (or ready object) as a form. */
export function encodeBody(kind: BodyKind, value: unknown): EncodedBody {
  switch (kind) {
    case 'json':
      return { body: JSON.stringify(value), contentType: 'application/json' };
    case 'form':
      return { body: formBody(value), contentType: 'application/x-www-form-urlencoded' };
    case 'multipart':
      return { body: multipartBody(value) };
  }
}
