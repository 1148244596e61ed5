/**
 * Valid parameters for every operation of the catalogue, built from the seeded tenancy (and, for
 * updates, deletes and actions, from resources created for the purpose), so each can be called
 * over HTTP and must succeed.
 */
import { generateKeyPairSync } from 'node:crypto';
import { operation } from '../../../src/oci/operations';
import type { OperationSpec } from '../../../src/oci/operations/types';
import type { CallParams } from '../../../src/worker/client/types';
import { collectionKeyOf } from '../../../emulator/handlers/handlerContext';
import type { Harness } from './emulatorHarness';
import { createCall, createReady, type Seeds } from './seededFixtures';

type Builder = (h: Harness, s: Seeds) => CallParams | Promise<CallParams>;

const firstUser = (h: Harness): string => {
  const user = h.ofType('User')[0];
  if (user === undefined) throw new Error('The seeded tenancy has no user');
  return user.id;
};

const publicKeyPem = (): string =>
  generateKeyPairSync('rsa', { modulusLength: 2048 })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString();

/** A key uploaded for the first user, to delete. */
async function uploadedKey(h: Harness): Promise<{ userId: string; fingerprint: string }> {
  const userId = firstUser(h);
  const answer = await h.client.call<{ fingerprint: string }>(operation('uploadApiKey'), {
    userId,
    createApiKeyDetails: { key: publicKeyPem() },
  });
  return { userId, fingerprint: answer.body.fingerprint };
}

const csv = Buffer.from('productLicenseId,displayName,licenseCount\n').toString('base64');

const NAMED: Readonly<Record<string, Builder>> = {
  getNamespace: () => ({}),
  getUser: (h) => ({ userId: firstUser(h) }),
  getTenancy: (h) => ({ tenancyId: h.emulator.state.tenancy.tenancyId }),
  listApiKeys: (h) => ({ userId: firstUser(h) }),
  uploadApiKey: (h) => {
    // Three keys at most: each call of this builder starts from a user without keys.
    h.emulator.state.apiKeys.clear();
    return { userId: firstUser(h), createApiKeyDetails: { key: publicKeyPem() } };
  },
  deleteApiKey: (h) => {
    h.emulator.state.apiKeys.clear();
    return uploadedKey(h);
  },
  generateUserSecurityToken: () => ({
    generateUserSecurityTokenDetails: { publicKey: publicKeyPem(), sessionExpirationInMinutes: 5 },
  }),
  refreshSessionToken: async (h) => {
    const minted = await h.client.call<{ token: string }>(operation('generateUserSecurityToken'), {
      generateUserSecurityTokenDetails: { publicKey: publicKeyPem() },
    });
    return { refreshRequest: { currentToken: minted.body.token } };
  },
  listRegionSubscriptions: (h) => ({ tenancyId: h.emulator.state.tenancy.tenancyId }),
  listAssignedSubscriptions: (h) => ({ compartmentId: h.emulator.state.tenancy.tenancyId }),
  summarizeMetricsData: (h) => {
    const instance = h.entity('iaas/instances', (i) => i.summary.lifecycleState === 'RUNNING');
    return {
      compartmentId: instance.summary.compartmentId,
      summarizeMetricsDataDetails: {
        namespace: 'oci_computeagent',
        query: `CpuUtilization[1m]{resourceId = "${instance.id}"}.mean()`,
      },
    };
  },
  listAnnouncements: (h) => ({ compartmentId: h.emulator.state.tenancy.tenancyId }),
  getAnnouncement: async (h) => ({ announcementId: await firstAnnouncement(h) }),
  getAnnouncementUserStatus: async (h) => ({ announcementId: await firstAnnouncement(h) }),
  updateAnnouncementUserStatus: async (h) => {
    const announcementId = await firstAnnouncement(h);
    return {
      announcementId,
      statusDetails: {
        userStatusAnnouncementId: announcementId,
        userId: firstUser(h),
        timeAcknowledged: new Date().toISOString(),
      },
    };
  },
  requestSummarizedUsages: (h) => ({
    requestSummarizedUsagesDetails: {
      tenantId: h.emulator.state.tenancy.tenancyId,
      timeUsageStarted: '2026-10-01T00:00:00Z',
      timeUsageEnded: '2026-11-01T00:00:00Z',
      granularity: 'MONTHLY',
      queryType: 'COST',
      groupBy: ['service'],
    },
  }),
  searchListings: () => ({ searchListingsDetails: { searchString: 'oracle' } }),
  searchLogs: (h) => {
    const log = h.entity('logging/logs');
    const searchQuery = `search "${log.summary.compartmentId}/${String(log.body['logGroupId'])}/${log.id}"`;
    return {
      compartmentId: log.summary.compartmentId,
      logId: log.id,
      searchLogsDetails: { timeStart: '2026-11-01T00:00:00Z', timeEnd: '2026-11-01T01:00:00Z', searchQuery },
    };
  },
  getResourceType: () => ({ name: 'vcn' }),
  listResourceTypes: () => ({ limit: 50 }),
  searchResources: () => ({ searchDetails: { type: 'FreeText', text: 'prod' }, limit: 20 }),
  listSubscriptions: (h) => ({ compartmentId: h.entity('notification/subscriptions').summary.compartmentId }),
  listVnicAttachments: (h) => {
    const vnic = h.entity('iaas/vnics');
    return { compartmentId: vnic.summary.compartmentId, vnicId: vnic.id };
  },
  instanceAction: (h) => ({
    instanceId: h.entity('iaas/instances', (i) => i.summary.lifecycleState === 'RUNNING').id,
    action: 'SOFTSTOP',
  }),
  listProjects: (_h, s) => ({ compartmentId: s.compartmentId }),
  changeProjectCompartment: async (h, s) => ({
    projectId: await createReady(h, s, 'devops/projects'),
    changeProjectCompartmentDetails: { compartmentId: h.emulator.state.tenancy.compartments[0]?.id },
  }),
  listExternalGitBranchCommits: (h) => ({
    connectionId: h.entity('devops/connections').id,
    externalRepositoryId: '1000',
    externalBranchName: 'main',
  }),
  getExternalGitUser: (h) => ({ connectionId: h.entity('devops/connections').id }),
  listExternalGitBranches: (h) => ({
    connectionId: h.entity('devops/connections').id,
    branchNameContains: 'release',
  }),
  listExternalGitRepositories: (h) => ({ connectionId: h.entity('devops/connections').id }),
  cancelBuildRun: async (h, s) => {
    const { params } = createCall(s, 'devops/buildRuns');
    const created = await h.client.call<{ id: string }>(operation('createBuildRun'), params);
    return { buildRunId: created.body.id, cancelBuildRunDetails: { reason: 'Not needed' } };
  },
  approveDeployment: (h) => {
    const waiting = h.entity('devops/deployments', (d) => d.summary.lifecycleState === 'IN_PROGRESS');
    return {
      deploymentId: waiting.id,
      approveDeploymentDetails: { action: 'APPROVE', reason: 'Looks good' },
    };
  },
  cancelDeployment: async (h, s) => {
    const { params } = createCall(s, 'devops/deployments');
    const created = await h.client.call<{ id: string }>(operation('createDeployment'), params);
    return { deploymentId: created.body.id, cancelDeploymentDetails: { reason: 'Superseded' } };
  },
  getServiceLoggingConfig: (h) => ({ logId: String(h.entity('devops/serviceLoggingConfigs').body['logId']) }),
  createServiceLoggingConfig: (h) => ({
    serviceLoggingConfigDetails: {
      logId: h.entity(
        'logging/logs',
        (l) => !h.entities('devops/serviceLoggingConfigs').some((c) => c.body['logId'] === l.id),
      ).id,
      category: 'all',
      resource: 'test',
    },
  }),
  updateServiceLoggingConfig: (h) => ({
    serviceLoggingConfigDetails: {
      logId: String(h.entity('devops/serviceLoggingConfigs').body['logId']),
      isEnabled: false,
    },
  }),
  deleteServiceLoggingConfig: (h) => ({
    logId: String(h.entities('devops/serviceLoggingConfigs').at(-1)?.body['logId']),
    category: 'all',
  }),
  getWorkRequest: (h) => ({ workRequestId: workRequestId(h) }),
  listWorkRequestErrors: (h) => ({ workRequestId: workRequestId(h) }),
  listWorkRequestLogs: (h) => ({ workRequestId: workRequestId(h) }),
  listWorkRequests: (_h, s) => ({ compartmentId: s.compartmentId }),
  bulkUploadLicenseRecords: (_h, s) => ({
    bulkUploadLicenseRecordsDetails: {
      compartmentId: s.compartmentId,
      fileName: 'records.csv',
      fileContent: csv,
    },
  }),
  getBulkUploadTemplate: () => ({}),
  listLicenseRecords: (_h, s) => ({ productLicenseId: s.productLicense.id }),
  listProductLicenses: (_h, s) => ({ compartmentId: s.compartmentId, isCompartmentIdInSubtree: true }),
  listProductLicenseConsumers: (h, s) => ({
    productLicenseId: s.productLicense.id,
    compartmentId: h.emulator.state.tenancy.tenancyId,
    isCompartmentIdInSubtree: true,
  }),
  listTopUtilizedProductLicenses: (h) => ({
    compartmentId: h.emulator.state.tenancy.tenancyId,
    isCompartmentIdInSubtree: true,
  }),
  listTopUtilizedResources: (h) => ({
    compartmentId: h.emulator.state.tenancy.tenancyId,
    isCompartmentIdInSubtree: true,
  }),
  getLicenseMetric: (h) => ({
    compartmentId: h.emulator.state.tenancy.tenancyId,
    isCompartmentIdInSubtree: true,
  }),
  listAlarmsStatus: (h) => ({ compartmentId: h.entity('telemetry/alarms').summary.compartmentId }),
  getAlarm: (h) => ({ alarmId: h.entity('telemetry/alarms').id }),
  getAlarmHistory: (h) => ({ alarmId: h.entity('telemetry/alarms').id }),
  updateAlarm: (h) => ({
    alarmId: h.entity('telemetry/alarms').id,
    updateAlarmDetails: {
      suppression: {
        description: 'Disk replaced, watching',
        timeSuppressFrom: '2026-11-01T00:00:00Z',
        timeSuppressUntil: '2026-11-01T02:00:00Z',
      },
    },
  }),
  getConfiguration: (_h, s) => ({ compartmentId: s.compartmentId }),
  updateConfiguration: (_h, s) => ({
    compartmentId: s.compartmentId,
    updateConfigurationDetails: { emailIds: ['licenses@acme-field.example'] },
  }),
};

function workRequestId(h: Harness): string {
  const record = h.emulator.state.region('us-ashburn-1')?.workRequests.all()[0];
  if (record === undefined) throw new Error('No seeded work request');
  return record.id;
}

/** The parameters of an operation; by its name, or by its kind for the plain CRUD ones. */
export async function paramsFor(op: OperationSpec, h: Harness, s: Seeds): Promise<CallParams> {
  const named = NAMED[op.name];
  if (named) return named(h, s);
  const collection = collectionKeyOf(op);
  const idParam = op.pathParams[0] ?? 'id';
  switch (op.semantics.kind) {
    case 'get':
      return { [idParam]: h.entity(collection).id };
    case 'list':
      return { projectId: s.project.id, limit: 5 };
    case 'create':
      return createCall(s, collection).params;
    case 'update': {
      const id = await createReady(h, s, collection);
      const details =
        collection === 'devops/projects'
          ? { description: 'Updated' }
          : { displayName: 'updated-by-test', freeformTags: { updated: 'yes' } };
      return { [idParam]: id, [op.body?.name ?? 'details']: details };
    }
    case 'delete':
      return { [idParam]: await createReady(h, s, collection) };
    default:
      throw new Error(`No parameters for ${op.name}`);
  }
}

/** The id of the tenancy's newest announcement. */
async function firstAnnouncement(h: Harness): Promise<string> {
  const list = await h.client.call<{ items: { id: string }[] }>(operation('listAnnouncements'), {
    compartmentId: h.emulator.state.tenancy.tenancyId,
  });
  const id = list.body.items[0]?.id;
  if (id === undefined) throw new Error('The tenancy has no announcement.');
  return id;
}
