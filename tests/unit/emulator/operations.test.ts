/**
 * Every operation of the catalogue, called over real HTTP through the console's call layer
 * (createClient) with valid parameters, answers 2xx with a body of the right shape — in its
 * specified form and, where a real region differs, in its public form too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../src/oci/operations';
import type { OperationSpec } from '../../../src/oci/operations/types';
import type { OciResponse } from '../../../src/worker/client/types';
import { field, startHarness, type Harness } from './emulatorHarness';
import { paramsFor } from './operationParams';
import { seedsOf, type Seeds } from './seededFixtures';

let h: Harness;
let seeds: Seeds;

beforeAll(async () => {
  h = await startHarness();
  seeds = seedsOf(h);
});

afterAll(() => h.close());

function expectSensible(
  op: OperationSpec,
  response: OciResponse,
  params: Readonly<Record<string, unknown>>,
): void {
  expect(response.status).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(300);
  expect(response.headers.opcRequestId).toMatch(/\S/);
  const { body } = response;
  switch (op.semantics.kind) {
    case 'get':
      expect(field(body, 'id') ?? field(body, 'logId') ?? field(body, 'name')).toBeDefined();
      if (op.pathParams[0] && typeof field(body, 'id') === 'string')
        expect(field(body, 'id')).toBe(params[op.pathParams[0]]);
      if (field(body, 'lifecycleState') !== undefined) expect(response.headers.etag).toMatch(/\S/);
      break;
    case 'list':
      expect(op.semantics.shape === 'array' ? Array.isArray(body) : Array.isArray(field(body, 'items'))).toBe(
        true,
      );
      break;
    case 'create':
      expect(field(body, 'id')).toMatch(/^ocid1\./);
      expect(response.headers.opcWorkRequestId).toMatch(/^ocid1\./);
      break;
    case 'update':
      expect(field(body, 'id')).toBe(params[op.pathParams[0] ?? '']);
      // Monitoring applies an alarm's update at once and answers no work request.
      if (op.service === 'telemetry') expect(response.headers.etag).toMatch(/\S/);
      else expect(response.headers.opcWorkRequestId).toMatch(/^ocid1\./);
      break;
    case 'delete':
      expect(response.headers.opcWorkRequestId).toMatch(/^ocid1\./);
      break;
    case 'action':
      if (op.semantics.action !== 'changeCompartment')
        expect(field(body, 'id')).toBe(params[op.pathParams[0] ?? '']);
      break;
    case 'custom':
      if (op.returns !== 'none') expect(body).toBeDefined();
      break;
  }
}

describe('every catalogue operation over HTTP', () => {
  it('has a handler for every operation', async () => {
    const health = await fetch(`${h.emulator.url}/_emulator/health`).then(
      (r) => r.json() as Promise<{ unhandledOperations: string[] }>,
    );
    expect(health.unhandledOperations).toEqual([]);
  });

  it.each(OPERATIONS.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const params = await paramsFor(op, h, seeds);
    expectSensible(op, await h.client.call(op, params), params);
  });

  const publicForms = OPERATIONS.filter(
    (op) => op.publicForm !== undefined && op.publicForm.unavailable !== true,
  );

  it.each(publicForms.map((op) => [op.name, op] as const))('%s in its public form', async (_name, op) => {
    const params = await paramsFor(op, h, seeds);
    const response = await h.publicClient.call(op, params);
    expect(response.status).toBeLessThan(300);
    expect(response.body).toBeDefined();
  });
});
