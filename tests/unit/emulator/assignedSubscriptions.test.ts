/**
 * The Organizations call beyond §7: the demo tenancy's assigned subscriptions, which tell its
 * pricing class (paid) and SaaS service types (HCM; a lapsed ERP one does not count); another
 * tenancy is 404, as OCI answers a tenancy the caller cannot see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenancyFactsOf } from '../../../src/app/navigation/tenancyFacts';
import { operation } from '../../../src/oci/operations';
import { raw, startHarness, type Harness } from './emulatorHarness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(() => h.close());

describe('assigned subscriptions', () => {
  it('answers the tenancy its subscriptions, which tell a paid tenancy with HCM', async () => {
    const compartmentId = h.emulator.state.tenancy.tenancyId;
    const answer = await h.call<{ items: Record<string, unknown>[] }>(
      operation('listAssignedSubscriptions'),
      {
        compartmentId,
      },
    );
    expect(answer.body.items.map((s) => [s['serviceName'], s['lifecycleState']])).toEqual([
      ['CLOUDCM', 'ACTIVE'],
      ['HCM', 'ACTIVE'],
      ['ERP', 'INACTIVE'],
    ]);
    expect(answer.body.items.every((s) => s['compartmentId'] === compartmentId)).toBe(true);
    expect(tenancyFactsOf(answer.body)).toEqual({ pricingClass: 'paid', saasServiceTypes: ['HCM'] });
  });

  it('is served at the public path in any region', async () => {
    const tenancyId = h.emulator.state.tenancy.tenancyId;
    const path = `/organizations/ap-tokyo-1/20230401/assignedSubscriptions?compartmentId=${encodeURIComponent(tenancyId)}`;
    const answer = await raw(h, 'GET', path);
    expect(answer.status).toBe(200);
    expect((answer.json as { items: unknown[] }).items).toHaveLength(3);
  });

  it('is 404 NotAuthorizedOrNotFound for another tenancy', async () => {
    const path =
      '/organizations/us-ashburn-1/20230401/assignedSubscriptions?compartmentId=ocid1.tenancy.oc1..other';
    const answer = await raw(h, 'GET', path);
    expect(answer.status).toBe(404);
    expect((answer.json as { code?: string }).code).toBe('NotAuthorizedOrNotFound');
  });
});
