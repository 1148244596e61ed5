/**
 * Which handler serves an operation: a named one (custom semantics, actions, work requests), or
 * the generic one of its kind (get, list, create, update, delete).
 */
import type { OperationSpec } from '../../src/oci/operations/types';
import { approveDeployment, cancelBuildRun, cancelDeployment, changeProjectCompartment } from './actions';
import { deleteApiKey, getTenancy, getUser, listApiKeys, uploadApiKey } from './apiKeys';
import type { Handler } from './handlerContext';
import { listAssignedSubscriptions, listRegionSubscriptions } from './identity';
import { instanceAction } from './instanceActions';
import {
  getAnnouncement,
  getAnnouncementUserStatus,
  listAnnouncements,
  updateAnnouncementUserStatus,
} from './announcements';
import { summarizeMetricsData } from './metrics';
import { requestSummarizedUsages } from './usage';
import {
  bulkUploadLicenseRecords,
  getBulkUploadTemplate,
  getConfiguration,
  getLicenseMetric,
  getProductLicense,
  listProductLicenses,
  listProductLicenseConsumers,
  listTopUtilizedProductLicenses,
  listTopUtilizedResources,
  updateConfiguration,
} from './licenses';
import {
  createServiceLoggingConfig,
  deleteServiceLoggingConfig,
  getServiceLoggingConfig,
  searchLogs,
  updateServiceLoggingConfig,
} from './logging';
import {
  getExternalGitUser,
  getNamespace,
  listExternalGitBranchCommits,
  listExternalGitBranches,
  listExternalGitRepositories,
  searchListings,
} from './misc';
import { getAlarm, getAlarmHistory, listAlarmsStatus, updateAlarm } from './monitoring';
import { createEntity, deleteEntity, updateEntity } from './mutations';
import { getEntity, listCollection } from './reads';
import { getResourceType, listResourceTypes } from './resourceTypes';
import { searchResources } from './search';
import { generateUserSecurityToken, refreshSessionToken } from './sessionTokens';
import {
  getWorkRequest,
  listWorkRequestErrors,
  listWorkRequestLogs,
  listWorkRequests,
} from './workRequestReads';

const NAMED: Readonly<Record<string, Handler>> = {
  searchResources,
  listResourceTypes,
  getResourceType,
  getNamespace,
  searchListings,
  searchLogs,
  listExternalGitRepositories,
  listExternalGitBranches,
  listExternalGitBranchCommits,
  getExternalGitUser,
  getServiceLoggingConfig,
  createServiceLoggingConfig,
  updateServiceLoggingConfig,
  deleteServiceLoggingConfig,
  getWorkRequest,
  listWorkRequests,
  listWorkRequestErrors,
  listWorkRequestLogs,
  cancelBuildRun,
  approveDeployment,
  cancelDeployment,
  changeProjectCompartment,
  instanceAction,
  getProductLicense,
  listProductLicenses,
  listProductLicenseConsumers,
  listTopUtilizedProductLicenses,
  listTopUtilizedResources,
  getLicenseMetric,
  getConfiguration,
  updateConfiguration,
  bulkUploadLicenseRecords,
  getBulkUploadTemplate,
  listRegionSubscriptions,
  listAssignedSubscriptions,
  getUser,
  getTenancy,
  uploadApiKey,
  listApiKeys,
  deleteApiKey,
  generateUserSecurityToken,
  refreshSessionToken,
  listAlarmsStatus,
  getAlarm,
  getAlarmHistory,
  updateAlarm,
  summarizeMetricsData,
  listAnnouncements,
  getAnnouncement,
  getAnnouncementUserStatus,
  updateAnnouncementUserStatus,
  requestSummarizedUsages,
};

const GENERIC: Readonly<Partial<Record<OperationSpec['semantics']['kind'], Handler>>> = {
  get: getEntity,
  list: listCollection,
  create: createEntity,
  update: updateEntity,
  delete: deleteEntity,
};

export function handlerFor(op: OperationSpec): Handler | undefined {
  const semantics = op.semantics;
  if (semantics.kind === 'custom') return NAMED[semantics.handler] ?? NAMED[op.name];
  return NAMED[op.name] ?? GENERIC[semantics.kind];
}

/** The operations no handler serves (none, when the catalogue and the emulator agree). */
export function unhandledOperations(operations: readonly OperationSpec[]): string[] {
  return operations.filter((op) => handlerFor(op) === undefined).map((op) => op.name);
}
