/**
 * The official OCI TypeScript SDK against the emulator: clients pointed at it with a throwaway
 * key list, get, create, update and page through DevOps, resource search and license manager —
 * proof that the emulator speaks the real API's shape (paths, bodies, headers, paging).
 */
import { generateKeyPairSync } from 'node:crypto';
import * as common from 'oci-common';
import * as devops from 'oci-devops';
import * as licensemanager from 'oci-licensemanager';
import * as resourcesearch from 'oci-resourcesearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGION, startHarness, type Harness } from './emulatorHarness';
import { seedsOf, type Seeds } from './seededFixtures';

let h: Harness;
let s: Seeds;
let provider: common.SimpleAuthenticationDetailsProvider;

beforeAll(async () => {
  h = await startHarness();
  s = seedsOf(h);
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  provider = new common.SimpleAuthenticationDetailsProvider(
    h.emulator.state.tenancy.tenancyId,
    'ocid1.user.oc1..sdktest',
    '11:22:33:44:55:66:77:88:99:00:aa:bb:cc:dd:ee:ff',
    privateKey,
    null,
  );
});

afterAll(() => h.close());

const noRetry = { retryConfiguration: { terminationStrategy: new common.MaxAttemptsTerminationStrategy(1) } };

function devopsClient(): devops.DevopsClient {
  const client = new devops.DevopsClient({ authenticationDetailsProvider: provider }, { ...noRetry });
  client.endpoint = `${h.emulator.url}/devops/${REGION}`;
  return client;
}

describe('the official OCI SDK', () => {
  it('lists, gets, creates and updates DevOps projects', async () => {
    const client = devopsClient();
    const listed = await client.listProjects({ compartmentId: s.compartmentId });
    expect(listed.projectCollection.items.map((p) => p.id)).toContain(s.project.id);
    const got = await client.getProject({ projectId: s.project.id });
    expect(got.project.name).toBe(s.project.body['name']);
    expect(got.etag).toMatch(/\S/);
    expect(String(got.project.timeCreated)).toMatch(/^\d{4}-\d\d-\d\dT/);
    const created = await client.createProject({
      createProjectDetails: {
        name: 'sdk-project',
        compartmentId: s.compartmentId,
        notificationConfig: { topicId: s.topicId },
        description: 'Made by the SDK',
      },
    });
    expect(created.project.lifecycleState).toBe(devops.models.Project.LifecycleState.Creating);
    expect(created.opcWorkRequestId).toMatch(/^ocid1\./);
    const work = await client.getWorkRequest({ workRequestId: created.opcWorkRequestId });
    expect(work.workRequest.operationType).toBe(devops.models.OperationType.CreateProject);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const updated = await client.updateProject({
      projectId: created.project.id,
      updateProjectDetails: { description: 'Changed by the SDK' },
      ifMatch: (await client.getProject({ projectId: created.project.id })).etag,
    });
    expect(updated.project.description).toBe('Changed by the SDK');
  });

  it('pages through build runs with limit and opc-next-page', async () => {
    const client = devopsClient();
    const ids: string[] = [];
    let page: string | undefined;
    let pages = 0;
    do {
      const response: devops.responses.ListBuildRunsResponse = await client.listBuildRuns({ limit: 2, page });
      ids.push(...response.buildRunSummaryCollection.items.map((run) => run.id));
      // The SDK types the next page as always there; the last page has none.
      const next: unknown = response.opcNextPage;
      page = typeof next === 'string' ? next : undefined;
      pages++;
    } while (page !== undefined);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(h.entities('devops/buildRuns').length);
  });

  it('starts a build run and reads its progress', async () => {
    const client = devopsClient();
    const run = await client.createBuildRun({
      createBuildRunDetails: { buildPipelineId: s.buildPipeline.id, displayName: 'sdk-run' },
    });
    expect(run.buildRun.lifecycleState).toBe(devops.models.BuildRun.LifecycleState.Accepted);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const read = await client.getBuildRun({ buildRunId: run.buildRun.id });
    expect(
      Object.keys(read.buildRun.buildRunProgress?.buildPipelineStageRunProgress ?? {}).length,
    ).toBeGreaterThan(0);
  });

  it('searches resources and lists resource types', async () => {
    const client = new resourcesearch.ResourceSearchClient(
      { authenticationDetailsProvider: provider },
      { ...noRetry },
    );
    client.endpoint = `${h.emulator.url}/query/${REGION}`;
    const found = await client.searchResources({
      searchDetails: {
        type: 'Structured',
        query: 'query instance resources',
      },
      limit: 2,
    });
    expect(found.resourceSummaryCollection.items?.length).toBe(2);
    expect(found.resourceSummaryCollection.items?.[0]?.resourceType).toBe('Instance');
    expect(found.opcNextPage).toBeDefined();
    const types = await client.listResourceTypes({ limit: 10 });
    expect(types.items).toHaveLength(10);
  });

  it('lists and creates product licenses', async () => {
    const client = new licensemanager.LicenseManagerClient(
      { authenticationDetailsProvider: provider },
      { ...noRetry },
    );
    client.endpoint = `${h.emulator.url}/licensemanager/${REGION}`;
    const listed = await client.listProductLicenses({
      compartmentId: h.emulator.state.tenancy.tenancyId,
      isCompartmentIdInSubtree: true,
    });
    expect(listed.productLicenseCollection.items.length).toBeGreaterThan(0);
    const created = await client.createProductLicense({
      createProductLicenseDetails: {
        compartmentId: s.compartmentId,
        displayName: 'SDK product',
        isVendorOracle: true,
        licenseUnit: licensemanager.models.LicenseUnit.Ocpu,
      },
    });
    expect(created.productLicense.displayName).toBe('SDK product');
    const record = await client.createLicenseRecord({
      productLicenseId: created.productLicense.id,
      createLicenseRecordDetails: {
        displayName: 'SDK record',
        isPerpetual: true,
        isUnlimited: false,
        licenseCount: 2,
      },
    });
    expect(record.licenseRecord.productLicenseId).toBe(created.productLicense.id);
  });
});
