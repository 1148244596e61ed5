/**
 * Enrichments made of one read by id (document 2 §3.4): call the operation with the resource's
 * identifier and keep some string fields of the answer under new names.
 */
import type { Enrichment } from '../resource';
import type { EnrichmentRead, EnrichmentSpec } from './types';

/** The answer as a plain object; anything else (null, a string, an array) reads as empty. */
export function asRecord(body: unknown): Readonly<Record<string, unknown>> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Readonly<Record<string, unknown>>)
    : {};
}

/** A non-empty string, or undefined. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `{ [key]: value }` when there is a value, else nothing. */
export function entry(key: string, value: string | undefined): Enrichment {
  return value === undefined ? {} : { [key]: value };
}

/** The answer's string fields, renamed: `{ appId: 'applicationId' }` keeps body.applicationId as appId. */
export function pickStrings(body: unknown, fields: Readonly<Record<string, string>>): Enrichment {
  const record = asRecord(body);
  const picked: Record<string, string> = {};
  for (const [target, source] of Object.entries(fields)) {
    const value = stringOf(record[source]);
    if (value !== undefined) picked[target] = value;
  }
  return picked;
}

/** Reads one resource by its id and keeps the named fields. */
export function singleRead(
  operation: string,
  idParam: string,
  fields: Readonly<Record<string, string>>,
  options?: Parameters<EnrichmentRead>[2],
): EnrichmentSpec {
  return {
    reads: [operation],
    async run(r, read) {
      const body = await (options === undefined
        ? read(operation, { [idParam]: r.identifier })
        : read(operation, { [idParam]: r.identifier }, options));
      return pickStrings(body, fields);
    },
  };
}
