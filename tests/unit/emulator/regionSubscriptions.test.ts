/**
 * The identity call beyond §7: the demo tenancy's region subscriptions are its home region
 * (first) and every region its data lives in, each READY; another tenancy is 404, as OCI answers
 * a tenancy the caller cannot see. The answer is the same in every region (identity is global).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { DEMO_REGION_IDS } from '../../../emulator/data/demoRegions';
import { raw, startHarness, type Harness } from './emulatorHarness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(() => h.close());

interface Subscription {
  readonly regionKey: string;
  readonly regionName: string;
  readonly status: string;
  readonly isHomeRegion: boolean;
}

const list = async (tenancyId: string, region?: string) =>
  (
    await h.call<Subscription[]>(operation('listRegionSubscriptions'), {
      tenancyId,
      ...(region ? { region } : {}),
    })
  ).body;

describe('region subscriptions', () => {
  it('lists the home region and the regions the demo data uses', async () => {
    const subscriptions = await list(h.emulator.state.tenancy.tenancyId);
    expect(subscriptions.map((s) => s.regionName)).toEqual([...DEMO_REGION_IDS]);
    expect(subscriptions.filter((s) => s.isHomeRegion).map((s) => s.regionName)).toEqual([
      DEMO_REGION_IDS[0],
    ]);
    expect(subscriptions.every((s) => s.status === 'READY')).toBe(true);
    expect(subscriptions[0]).toEqual({
      regionKey: 'IAD',
      regionName: 'us-ashburn-1',
      status: 'READY',
      isHomeRegion: true,
    });
  });

  it('answers the same from a region that holds no data', async () => {
    const tenancyId = h.emulator.state.tenancy.tenancyId;
    const path = `/identity/ap-tokyo-1/20160918/tenancies/${encodeURIComponent(tenancyId)}/regionSubscriptions`;
    const answer = await raw(h, 'GET', path);
    expect(answer.status).toBe(200);
    expect((answer.json as Subscription[]).map((s) => s.regionName)).toEqual([...DEMO_REGION_IDS]);
  });

  it('is 404 NotAuthorizedOrNotFound for another tenancy', async () => {
    const path = '/identity/us-ashburn-1/20160918/tenancies/ocid1.tenancy.oc1..other/regionSubscriptions';
    const answer = await raw(h, 'GET', path);
    expect(answer.status).toBe(404);
    expect((answer.json as { code?: string }).code).toBe('NotAuthorizedOrNotFound');
  });
});
