/**
 * The catalogue as a whole: exactly the calls of document 1 §7 (and the two reads of document 2
 * §7), by the names written out here, plus the documented extensions beyond §7, kept apart; and
 * entries that are consistent with themselves.
 */
import { describe, expect, it } from 'vitest';
import {
  EXTENSION_OPERATIONS,
  MONITORING_OPERATIONS,
  OPERATION_BY_NAME,
  OPERATIONS,
  operation,
  type OperationSpec,
} from '../../../../src/oci/operations';

const DEVOPS_CRUD = [
  'BuildPipeline',
  'BuildPipelineStage',
  'BuildRun',
  'Connection',
  'DeployArtifact',
  'DeployEnvironment',
  'DeployPipeline',
  'DeployStage',
  'Deployment',
  'Trigger',
  'Project',
];

const EXPECTED_NAMES = [
  // API gateway, artifacts, marketplace
  'getSdk',
  'getApiDeployment',
  'getContainerImage',
  'searchListings',
  // core
  'listVnicAttachments',
  'getDhcpOptions',
  'getDrgAttachment',
  'getInternetGateway',
  'getRouteTable',
  'getDrgRouteDistribution',
  'getDrgRouteTable',
  'getLocalPeeringGateway',
  'getNatGateway',
  'getNetworkSecurityGroup',
  'getPrivateIp',
  'getPublicIp',
  'getRemotePeeringConnection',
  'getSecurityList',
  'getServiceGateway',
  'getSubnet',
  'getVirtualCircuit',
  'getVlan',
  'getVnic',
  'getIpv6',
  'getCrossConnect',
  // Data Safe, database
  'getReportDefinition',
  'getSecurityAssessment',
  'getUserAssessment',
  'getAutonomousContainerDatabase',
  'getAutonomousDatabase',
  'getDatabase',
  'getDbHome',
  // DevOps resources: create, get, list, update, delete each
  ...DEVOPS_CRUD.flatMap((x) => [`create${x}`, `get${x}`, `list${x}s`, `update${x}`, `delete${x}`]),
  // DevOps actions, external git, logging configurations, work requests
  'cancelBuildRun',
  'approveDeployment',
  'cancelDeployment',
  'changeProjectCompartment',
  'listExternalGitBranchCommits',
  'getExternalGitUser',
  'listExternalGitBranches',
  'listExternalGitRepositories',
  'getServiceLoggingConfig',
  'createServiceLoggingConfig',
  'updateServiceLoggingConfig',
  'deleteServiceLoggingConfig',
  'getWorkRequest',
  'listWorkRequestErrors',
  'listWorkRequestLogs',
  'listWorkRequests',
  // functions
  'getFunction',
  // license manager
  'bulkUploadLicenseRecords',
  'getBulkUploadTemplate',
  'createLicenseRecord',
  'getLicenseRecord',
  'updateLicenseRecord',
  'deleteLicenseRecord',
  'listLicenseRecords',
  'createProductLicense',
  'getProductLicense',
  'updateProductLicense',
  'deleteProductLicense',
  'listProductLicenses',
  'listProductLicenseConsumers',
  'listTopUtilizedProductLicenses',
  'listTopUtilizedResources',
  'getLicenseMetric',
  'getConfiguration',
  'updateConfiguration',
  // object storage, notifications, logging, resource query, VMware, firewall, web acceleration
  'getNamespace',
  'getSubscription',
  'searchLogs',
  'getResourceType',
  'listResourceTypes',
  'searchResources',
  'getEsxiHost',
  'getWebAppFirewall',
  'getWebAppAcceleration',
];

/** Calls beyond §7, each documented where it is defined (src/oci/operations/extensions.ts). */
const EXTENSION_NAMES = [
  // identity: the tenancy's subscribed regions, for the region picker
  'listRegionSubscriptions',
  // organizations: the tenancy's assigned subscriptions, for its pricing class and SaaS types
  'listAssignedSubscriptions',
  // notification: a compartment's subscriptions, listed live
  'listSubscriptions',
  // core: one instance's read, and its power action (start, stop, reboot)
  'getInstance',
  'instanceAction',
  // core: one customer-premises equipment object's read, for its page
  'getCpe',
  // identity and its data plane: a key born on the device, its API key and its session token
  'getUser',
  'getTenancy',
  'uploadApiKey',
  'listApiKeys',
  'deleteApiKey',
  'generateUserSecurityToken',
  'refreshSessionToken',
  // monitoring: an instance's metrics, charted (src/oci/operations/metrics.ts)
  'summarizeMetricsData',
  // announcements: the tenancy's service health and what the user has read (announcements.ts)
  'listAnnouncements',
  'getAnnouncement',
  'getAnnouncementUserStatus',
  'updateAnnouncementUserStatus',
  // usage: what the month costs (usage.ts)
  'requestSummarizedUsages',
];

/** Monitoring's alarms, beyond §7 in a file of their own (src/oci/operations/monitoring.ts). */
const MONITORING_NAMES = ['listAlarmsStatus', 'getAlarm', 'getAlarmHistory', 'updateAlarm'];

/** The calls that send opc-retry-token besides the creates. */
const OTHER_RETRY_TOKEN_CALLS = [
  'cancelBuildRun',
  'approveDeployment',
  'cancelDeployment',
  'changeProjectCompartment',
  'bulkUploadLicenseRecords',
  'instanceAction',
  'uploadApiKey',
];
const ACTIONS_WITH_IF_MATCH = [
  'cancelBuildRun',
  'approveDeployment',
  'cancelDeployment',
  'changeProjectCompartment',
  'instanceAction',
];

const NOT_PUBLIC = [
  'deleteBuildRun',
  'deleteDeployment',
  'listExternalGitBranchCommits',
  'getExternalGitUser',
  'listExternalGitBranches',
  'listExternalGitRepositories',
  'getServiceLoggingConfig',
  'createServiceLoggingConfig',
  'updateServiceLoggingConfig',
  'deleteServiceLoggingConfig',
];

function placeholders(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

describe('the operation catalogue', () => {
  it('has exactly the calls of the specification, 131 of them, and the listed extensions', () => {
    expect(EXPECTED_NAMES).toHaveLength(131);
    const extensions: readonly OperationSpec[] = [...EXTENSION_OPERATIONS, ...MONITORING_OPERATIONS];
    const specified = OPERATIONS.filter((spec) => !extensions.includes(spec));
    expect(specified.map((spec) => spec.name).sort()).toEqual([...EXPECTED_NAMES].sort());
    expect(EXTENSION_OPERATIONS.map((spec) => spec.name).sort()).toEqual([...EXTENSION_NAMES].sort());
    expect(MONITORING_OPERATIONS.map((spec) => spec.name).sort()).toEqual([...MONITORING_NAMES].sort());
  });

  it('keeps the extensions apart from the specification', () => {
    for (const name of [...EXTENSION_NAMES, ...MONITORING_NAMES]) expect(EXPECTED_NAMES).not.toContain(name);
    expect(OPERATIONS).toHaveLength(EXPECTED_NAMES.length + EXTENSION_NAMES.length + MONITORING_NAMES.length);
  });

  it('lists the region subscriptions of a tenancy as the identity service does', () => {
    const spec = operation('listRegionSubscriptions');
    expect(spec.service).toBe('identity');
    expect(spec.method).toBe('GET');
    expect(spec.basePath ?? '/20160918').toBe('/20160918');
    expect(spec.path).toBe('/tenancies/{tenancyId}/regionSubscriptions');
    expect(spec.semantics).toEqual({ kind: 'custom', handler: 'listRegionSubscriptions' });
  });

  it('lists the subscriptions of a compartment as the notification service does, as a bare array', () => {
    const spec = operation('listSubscriptions');
    expect(spec.service).toBe('notification');
    expect(spec.method).toBe('GET');
    expect(spec.path).toBe('/subscriptions');
    expect(spec.query.map((param) => [param.name, 'required' in param && param.required === true])).toEqual([
      ['compartmentId', true],
      ['topicId', false],
      ['page', false],
      ['limit', false],
    ]);
    expect(spec.semantics).toEqual({ kind: 'list', resource: 'subscriptions', shape: 'array' });
  });

  it('has unique names and finds every operation by name', () => {
    expect(OPERATION_BY_NAME.size).toBe(OPERATIONS.length);
    for (const spec of OPERATIONS) expect(operation(spec.name)).toBe(spec);
  });

  it('throws for a name it does not have', () => {
    expect(() => operation('getUnicorn')).toThrow('Unknown operation: getUnicorn');
  });

  it.each(OPERATIONS)('$name: path placeholders are its path parameters', (spec) => {
    expect(placeholders(spec.path)).toEqual([...spec.pathParams]);
    if (spec.publicForm?.path !== undefined) {
      expect(placeholders(spec.publicForm.path)).toEqual([...spec.pathParams]);
    }
  });

  it.each(OPERATIONS)('$name: header flags agree with its headers', (spec) => {
    const headers = spec.headers.map((header) => header.header);
    expect(headers.includes('opc-request-id')).toBe(spec.sendsRequestId);
    expect(headers.includes('opc-retry-token')).toBe(spec.sendsRetryToken);
    expect(headers.includes('if-match')).toBe(spec.sendsIfMatch);
  });

  it.each(OPERATIONS)('$name: sends the headers of its kind of call', (spec) => {
    const isCreate = spec.name.startsWith('create');
    const isChange = spec.name.startsWith('update') || spec.name.startsWith('delete');
    expect(spec.sendsRequestId).toBe(spec.name !== 'getNamespace');
    expect(spec.sendsRetryToken).toBe(isCreate || OTHER_RETRY_TOKEN_CALLS.includes(spec.name));
    expect(spec.sendsIfMatch).toBe(isChange || ACTIONS_WITH_IF_MATCH.includes(spec.name));
  });

  it.each(OPERATIONS)('$name: a generic resource is a segment of its path', (spec) => {
    if (spec.semantics.kind === 'custom') {
      expect(spec.semantics.handler).toBe(spec.name);
    } else {
      expect(spec.path.split('/')).toContain(spec.semantics.resource);
    }
  });

  it('knows which calls a real region does not have', () => {
    const unavailable = OPERATIONS.filter((spec) => spec.publicForm?.unavailable === true).map(
      (spec) => spec.name,
    );
    expect(unavailable.sort()).toEqual([...NOT_PUBLIC].sort());
  });

  it('gives the enumerations of §3 as the values of the parameters that take them', () => {
    for (const spec of OPERATIONS) {
      for (const param of spec.query.filter((query) => query.name === 'sortOrder')) {
        expect(param.values).toEqual(['ASC', 'DESC']);
      }
    }
    const status = operation('listWorkRequests').query.find((param) => param.name === 'status');
    expect(status?.values).toEqual([
      'ACCEPTED',
      'IN_PROGRESS',
      'FAILED',
      'SUCCEEDED',
      'CANCELING',
      'CANCELED',
    ]);
    const unit = operation('listTopUtilizedResources').query.find(
      (param) => param.name === 'resourceUnitType',
    );
    expect(unit?.values).toEqual(['OCPU']);
  });

  it('marks only the POST searches and summaries as read-only', () => {
    const readOnly = OPERATIONS.filter((spec) => spec.readOnly === true).map((spec) => spec.name);
    expect(readOnly.sort()).toEqual([
      'requestSummarizedUsages',
      'searchListings',
      'searchLogs',
      'searchResources',
      'summarizeMetricsData',
    ]);
  });

  it('answers nothing on deletes', () => {
    const none = OPERATIONS.filter((spec) => spec.returns === 'none').map((spec) => spec.name);
    expect(none.every((name) => name.startsWith('delete'))).toBe(true);
    expect(none).toHaveLength(OPERATIONS.filter((spec) => spec.method === 'DELETE').length);
  });

  it('keeps a read whose window moves with the clock under what it asks', () => {
    expect(operation('summarizeMetricsData').keptWithout).toEqual([
      'summarizeMetricsDataDetails.startTime',
      'summarizeMetricsDataDetails.endTime',
    ]);
    expect(operation('requestSummarizedUsages').keptWithout).toContain(
      'requestSummarizedUsagesDetails.forecast',
    );
  });
});
