/**
 * Deploying: deploy pipelines, their stages and their deployments. A stage's required fields
 * depend on its type (CreateManualApprovalDeployStageDetails, CreateWaitDeployStageDetails,
 * CreateOkeDeployStageDetails); a deployment is started by the deployment flow, and the public
 * API has no delete for deployments (they are canceled instead).
 */
import { DEVOPS_ROUTES } from '../../features/devops/paths';
import {
  CREATE_ONLY,
  DESCRIPTION,
  DISPLAY_NAME,
  pipelineAddress,
  RUN_STATES,
  STATE_COLUMN,
  typeColumn,
  underPipelineAddress,
} from './common';
import { devopsResource } from './devopsResource';

export const DEPLOY_PIPELINE = devopsResource('deployPipeline', {
  form: { scope: ['projectId'], fields: [DISPLAY_NAME, DESCRIPTION] },
  children: { stages: 'deployStage', deployments: 'deployment' },
  actions: [{ name: 'startDeployment', label: 'devops:action.startDeployment' }],
  address: pipelineAddress(DEVOPS_ROUTES.deployPipeline),
});

export const DEPLOY_STAGE = devopsResource('deployStage', {
  columns: [typeColumn('deployStageType'), STATE_COLUMN],
  details: [
    { label: 'glossary:type', path: 'deployStageType', format: 'enum' },
    { label: 'devops:field.deployPipeline', path: 'deployPipelineId', format: 'code' },
    { label: 'devops:field.approvals', path: 'approvalPolicy.numberOfApprovalsRequired' },
    { label: 'devops:field.waitDuration', path: 'waitCriteria.waitDuration', format: 'code' },
    { label: 'devops:field.environment', path: 'okeClusterDeployEnvironmentId', format: 'code' },
    { label: 'devops:field.namespace', path: 'namespace', format: 'code' },
  ],
  form: {
    scope: ['deployPipelineId'],
    carry: ['deployStageType'],
    fixed: [
      {
        path: 'approvalPolicy.approvalPolicyType',
        value: 'COUNT_BASED_APPROVAL',
        when: { field: 'type', is: ['MANUAL_APPROVAL'] },
      },
      { path: 'waitCriteria.waitType', value: 'ABSOLUTE_WAIT', when: { field: 'type', is: ['WAIT'] } },
    ],
    fields: [
      DISPLAY_NAME,
      DESCRIPTION,
      {
        id: 'type',
        path: 'deployStageType',
        label: 'glossary:type',
        kind: 'select',
        values: ['MANUAL_APPROVAL', 'WAIT', 'OKE_DEPLOYMENT'],
        required: true,
        modes: CREATE_ONLY,
        defaultValue: 'MANUAL_APPROVAL',
      },
      {
        id: 'predecessor',
        path: 'deployStagePredecessorCollection.items.0.id',
        label: 'devops:field.predecessor',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        options: {
          operation: 'listDeployStages',
          scope: 'deployPipelineId',
          scopeOption: 'devops:form.pipelineStart',
        },
      },
      {
        id: 'approvals',
        path: 'approvalPolicy.numberOfApprovalsRequired',
        label: 'devops:field.approvals',
        kind: 'integer',
        min: 1,
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['MANUAL_APPROVAL'] },
        defaultValue: '1',
      },
      {
        id: 'waitDuration',
        path: 'waitCriteria.waitDuration',
        label: 'devops:field.waitDuration',
        kind: 'duration',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['WAIT'] },
        defaultValue: 'PT5M',
      },
      {
        id: 'environmentId',
        path: 'okeClusterDeployEnvironmentId',
        label: 'devops:field.environment',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['OKE_DEPLOYMENT'] },
        options: { operation: 'listDeployEnvironments', scope: 'projectId' },
      },
      {
        id: 'manifestId',
        path: 'kubernetesManifestDeployArtifactIds',
        label: 'devops:field.manifest',
        kind: 'ocidList',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['OKE_DEPLOYMENT'] },
        options: { operation: 'listDeployArtifacts', scope: 'projectId' },
      },
      {
        id: 'namespace',
        path: 'namespace',
        label: 'devops:field.namespace',
        kind: 'text',
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['OKE_DEPLOYMENT'] },
      },
    ],
  },
  address: underPipelineAddress(DEVOPS_ROUTES.deployStage, 'deployPipelineId', 'resourceId'),
});

export const DEPLOYMENT = devopsResource('deployment', {
  without: ['create', 'delete'],
  states: RUN_STATES,
  columns: [STATE_COLUMN, typeColumn('deploymentType')],
  details: [{ label: 'devops:field.deployPipeline', path: 'deployPipelineId', format: 'code' }],
  form: { carry: ['deploymentType'], fields: [{ ...DISPLAY_NAME, modes: ['edit'] }] },
  address: underPipelineAddress(DEVOPS_ROUTES.deployment, 'deployPipelineId', 'runId'),
});
