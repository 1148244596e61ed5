/**
 * A queued change's operation in words ("Approve or reject deployment"), from the outbox
 * namespace's `operations` table, which holds every change the operation catalogue has (a unit
 * test holds the two together). An operation this version does not know (an entry an earlier or
 * later version queued) is said in its own words, split where its name's words meet, never as
 * the wire name or broken into pieces.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldWords } from '../../../rules/fieldWords';

/** Every change of the operation catalogue: the operations the outbox queues. */
export const QUEUED_OPERATIONS = [
  'createProject',
  'updateProject',
  'deleteProject',
  'changeProjectCompartment',
  'createConnection',
  'updateConnection',
  'deleteConnection',
  'createTrigger',
  'updateTrigger',
  'deleteTrigger',
  'createBuildPipeline',
  'updateBuildPipeline',
  'deleteBuildPipeline',
  'createBuildPipelineStage',
  'updateBuildPipelineStage',
  'deleteBuildPipelineStage',
  'createBuildRun',
  'updateBuildRun',
  'deleteBuildRun',
  'cancelBuildRun',
  'createDeployPipeline',
  'updateDeployPipeline',
  'deleteDeployPipeline',
  'createDeployStage',
  'updateDeployStage',
  'deleteDeployStage',
  'createDeployment',
  'updateDeployment',
  'deleteDeployment',
  'approveDeployment',
  'cancelDeployment',
  'createDeployArtifact',
  'updateDeployArtifact',
  'deleteDeployArtifact',
  'createDeployEnvironment',
  'updateDeployEnvironment',
  'deleteDeployEnvironment',
  'createServiceLoggingConfig',
  'updateServiceLoggingConfig',
  'deleteServiceLoggingConfig',
  'bulkUploadLicenseRecords',
  'createLicenseRecord',
  'updateLicenseRecord',
  'deleteLicenseRecord',
  'createProductLicense',
  'updateProductLicense',
  'deleteProductLicense',
  'updateConfiguration',
  'instanceAction',
  'updateAlarm',
  'uploadApiKey',
  'deleteApiKey',
  'updateAnnouncementUserStatus',
  'generateUserSecurityToken',
  'refreshSessionToken',
] as const;

export type QueuedOperation = (typeof QUEUED_OPERATIONS)[number];

/** The outbox namespace's key of each operation's words. */
export const OPERATION_LABEL_KEYS = QUEUED_OPERATIONS.map((name) => `operations.${name}` as const);

const isQueued = (name: string): name is QueuedOperation =>
  (QUEUED_OPERATIONS as readonly string[]).includes(name);

export function useOperationLabel(): (operation: string) => string {
  const { t } = useTranslation('outbox');
  return useCallback(
    (operation: string) => (isQueued(operation) ? t(`operations.${operation}`) : fieldWords(operation)),
    [t],
  );
}
