/**
 * What a pipeline's tabs and a product license's figures rest on: build runs and deployments
 * listed by their pipeline hold only that pipeline's runs, and a product license's totals and
 * status follow its license records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { startHarness, type Harness } from './emulatorHarness';
import { createCall, createReady, seedsOf, type Seeds } from './seededFixtures';

let h: Harness;
let s: Seeds;

beforeAll(async () => {
  h = await startHarness();
  s = seedsOf(h);
});

afterAll(() => h.close());

type Body = Record<string, unknown>;

async function items(name: string, params: Body): Promise<Body[]> {
  const answer = await h.call<{ items: Body[] }>(operation(name), { ...params, limit: 1000 });
  return answer.body.items;
}

describe('runs listed by their pipeline', () => {
  it('lists only the build runs of the pipeline named', async () => {
    await h.call(operation('createBuildRun'), createCall(s, 'devops/buildRuns').params);
    const own = await items('listBuildRuns', { buildPipelineId: s.buildPipeline.id });
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((run) => run['buildPipelineId'] === s.buildPipeline.id)).toBe(true);
    const fresh = await createReady(h, s, 'devops/buildPipelines');
    expect(await items('listBuildRuns', { buildPipelineId: fresh })).toEqual([]);
  });

  it('lists only the deployments of the pipeline named', async () => {
    const all = await items('listDeployments', { projectId: s.project.id });
    expect(all.some((d) => d['deployPipelineId'] === s.deployPipeline.id)).toBe(true);
    const own = await items('listDeployments', { deployPipelineId: s.deployPipeline.id });
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((d) => d['deployPipelineId'] === s.deployPipeline.id)).toBe(true);
    const fresh = await createReady(h, s, 'devops/deployPipelines');
    expect(await items('listDeployments', { deployPipelineId: fresh })).toEqual([]);
  });
});

describe('a product license’s figures', () => {
  it('is incomplete without a record, and counts a record’s licenses once it has one', async () => {
    const id = await createReady(h, s, 'licensemanager/productLicenses');
    const read = async () =>
      (await h.call<Body>(operation('getProductLicense'), { productLicenseId: id })).body;
    const before = await read();
    expect(before['status']).toBe('INCOMPLETE');
    expect(before['totalActiveLicenseUnitCount']).toBe(0);

    await h.call(operation('createLicenseRecord'), {
      productLicenseId: id,
      createLicenseRecordDetails: {
        displayName: 'CSI 8',
        isPerpetual: true,
        isUnlimited: false,
        licenseCount: 8,
      },
    });
    const after = await read();
    expect(after['totalActiveLicenseUnitCount']).toBe(8);
    expect(after['totalLicenseRecordCount']).toBe(1);
    expect(after['status']).not.toBe('INCOMPLETE');
    const consumed = Number(after['totalLicenseUnitsConsumed']);
    expect(after['status']).toBe(consumed > 8 ? 'ISSUES_FOUND' : consumed > 8 * 0.8 ? 'WARNING' : 'OK');

    const listed = await items('listProductLicenses', {
      compartmentId: s.compartmentId,
      isCompartmentIdInSubtree: true,
    });
    const row = listed.find((license) => license['id'] === id);
    expect(row).toEqual(expect.objectContaining({ totalActiveLicenseUnitCount: 8, status: after['status'] }));
  });

  it('counts the units its consumers consume', async () => {
    const license = await h.call<Body>(operation('getProductLicense'), {
      productLicenseId: s.productLicense.id,
    });
    const consumers = await items('listProductLicenseConsumers', {
      productLicenseId: s.productLicense.id,
      compartmentId: h.emulator.state.tenancy.tenancyId,
      isCompartmentIdInSubtree: true,
    });
    const units = consumers.reduce((sum, c) => sum + Number(c['licenseUnitsConsumed']), 0);
    expect(license.body['totalLicenseUnitsConsumed']).toBe(units);
  });
});
