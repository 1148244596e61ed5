import type { LinkSubject } from '../../../../src/oci/resource';
import { resourceType } from '../../../../src/oci/resource-types';
import type { EnrichmentRead, EnrichmentSpec } from '../../../../src/oci/resource-types';

export const ID = 'ocid1.test.oc1..aaaa';
export const COMPARTMENT = 'ocid1.compartment.oc1..cmp';

/** A search result of a type, with a plain identifier and compartment. */
export function makeResult(resourceType: string, overrides: Partial<LinkSubject> = {}): LinkSubject {
  return { resourceType, identifier: ID, compartmentId: COMPARTMENT, displayName: 'demo', ...overrides };
}

/** A result whose context values sit in additionalDetails. */
export function withDetails(resourceType: string, details: Record<string, string>): LinkSubject {
  return makeResult(resourceType, { additionalDetails: details });
}

export interface ReadCall {
  readonly operation: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly options?: { readonly basePath?: string };
}

/** A fake enrichment read answering each operation from a table, recording every call. */
export function fakeRead(answers: Readonly<Record<string, unknown>>): {
  read: EnrichmentRead;
  calls: ReadCall[];
} {
  const calls: ReadCall[] = [];
  const read: EnrichmentRead = (operation, params, options) => {
    calls.push(options === undefined ? { operation, params } : { operation, params, options });
    if (!(operation in answers)) return Promise.reject(new Error(`unexpected read ${operation}`));
    return Promise.resolve(answers[operation]);
  };
  return { read, calls };
}

/** A read that answers the listed operations and fails on the one named. */
export function failingRead(failOn: string, answers: Readonly<Record<string, unknown>> = {}): EnrichmentRead {
  return (operation) =>
    operation === failOn
      ? Promise.reject(new Error(`${operation} failed`))
      : Promise.resolve(answers[operation]);
}

/** The enrichment of a type, which must have one. */
export function enrichmentOf(type: string): EnrichmentSpec {
  const spec = resourceType(type)?.enrich;
  if (spec === undefined) throw new Error(`${type} has no enrichment`);
  return spec;
}
