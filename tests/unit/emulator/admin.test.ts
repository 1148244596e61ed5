/**
 * The emulator's own endpoints: health, the applied-mutation log, reset to the seeded tenancy,
 * and key registration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { field, raw, startHarness, type Harness } from './emulatorHarness';
import { createCall, seedsOf, type Seeds } from './seededFixtures';
import { anyOf } from '../matchers';

let h: Harness;
let s: Seeds;

beforeAll(async () => {
  h = await startHarness();
  s = seedsOf(h);
});

afterAll(() => h.close());

describe('/_emulator', () => {
  it('reports health: regions, resources, uptime', async () => {
    const health = await raw(h, 'GET', '/_emulator/health');
    expect(health.json).toMatchObject({
      ok: true,
      regions: ['us-ashburn-1', 'eu-frankfurt-1', 'us-langley-1'],
      resources: h.emulator.state.resourceCount,
      unhandledOperations: [],
    });
    expect(field(health.json, 'uptimeMs')).toBeGreaterThanOrEqual(0);
  });

  it('logs applied mutations with their retry tokens, and resets to the seeded tenancy', async () => {
    const seeded = h.emulator.state.resourceCount;
    const created = await h.call<{ id: string }>(operation('createProject'), {
      ...createCall(s, 'devops/projects').params,
      opcRetryToken: 'admin-test-token',
    });
    const applied = await raw(h, 'GET', '/_emulator/applied');
    expect(field(applied.json, 'items')).toEqual(
      expect.arrayContaining([
        {
          operation: 'createProject',
          retryToken: 'admin-test-token',
          resourceId: created.body.id,
          at: anyOf(String),
          region: 'us-ashburn-1',
          requestId: anyOf(String),
        },
      ]),
    );
    expect(h.emulator.state.resourceCount).toBe(seeded + 1);
    const reset = await raw(h, 'POST', '/_emulator/reset');
    expect(reset.json).toEqual({ ok: true, resources: seeded });
    expect(h.entities('devops/projects', (p) => p.id === created.body.id)).toEqual([]);
    expect(field((await raw(h, 'GET', '/_emulator/applied')).json, 'total')).toBe(0);
  });

  it('refuses a key that is not a public key, and unknown endpoints', async () => {
    expect((await raw(h, 'POST', '/_emulator/keys', { keyId: 'k', publicKeyPem: 'nope' })).status).toBe(400);
    expect((await raw(h, 'GET', '/_emulator/nothing')).status).toBe(404);
  });
});
