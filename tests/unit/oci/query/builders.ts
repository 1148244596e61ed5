import { expect } from 'vitest';
import type { LinkSubject, ResourceSummary } from '../../../../src/oci/resource';
import type { CompiledQuery, Query, QueryError } from '../../../../src/oci/query';
import { compileQuery, parseQuery } from '../../../../src/oci/query';

let sequence = 0;

/** A search result with sensible defaults: a running instance created on 2024-01-01. */
export function makeResource(overrides: Partial<LinkSubject> = {}): LinkSubject {
  sequence += 1;
  const type = overrides.resourceType ?? 'Instance';
  return {
    resourceType: type,
    identifier: `ocid1.${type.toLowerCase()}.oc1.phx.${String(sequence).padStart(6, '0')}`,
    compartmentId: 'ocid1.compartment.oc1..demo',
    displayName: `${type.toLowerCase()}-${sequence}`,
    timeCreated: '2024-01-01T00:00:00.000Z',
    lifecycleState: 'RUNNING',
    ...overrides,
  };
}

/** Parses text that must be valid. */
export function parsed(text: string): Query {
  const result = parseQuery(text);
  if (!result.ok) throw new Error(`${result.error.message} in: ${text}`);
  return result.query;
}

/** Parses text that must be invalid. */
export function parseError(text: string): QueryError {
  const result = parseQuery(text);
  expect(result.ok, `expected an error for: ${text}`).toBe(false);
  if (result.ok) throw new Error('unreachable');
  return result.error;
}

export function compiled(text: string, now?: number): CompiledQuery {
  return compileQuery(parsed(text), now === undefined ? {} : { now });
}

/** Whether a `query all resources where <condition>` matches the resource. */
export function where(condition: string, resource: ResourceSummary, now?: number): boolean {
  return compiled(`query all resources where ${condition}`, now).matches(resource);
}
