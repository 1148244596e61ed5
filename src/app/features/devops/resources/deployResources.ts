/**
 * Deploying: deploy pipelines, their stages and their deployments. A stage's required fields
 * depend on its type (CreateManualApprovalDeployStageDetails, CreateWaitDeployStageDetails,
 * CreateOkeDeployStageDetails); a deployment is started by the deployment flow, and the public
 * API has no delete for deployments (they are canceled instead).
 */
import { devopsPaths } from '../paths';
import {
  CREATE_ONLY,
  CREATED_COLUMN,
  DESCRIPTION,
  detailsWith,
  DISPLAY_NAME,
  linkParts,
  nameColumn,
  RESOURCE_STATES,
  RUN_STATES,
  STATE_COLUMN,
  typeColumn,
} from './common';
import type { ResourceConfig } from './resourceConfig';

export const DEPLOY_PIPELINE: ResourceConfig = {
  key: 'deployPipeline',
  titleKey: 'resource.deployPipeline.title',
  pluralKey: 'resource.deployPipeline.plural',
  idParam: 'deployPipelineId',
  operations: {
    list: 'listDeployPipelines',
    get: 'getDeployPipeline',
    create: 'createDeployPipeline',
    update: 'updateDeployPipeline',
    delete: 'deleteDeployPipeline',
  },
  bodies: { create: 'createDeployPipelineDetails', update: 'updateDeployPipelineDetails' },
  nameField: 'displayName',
  states: RESOURCE_STATES,
  columns: [nameColumn(), STATE_COLUMN, CREATED_COLUMN],
  details: detailsWith([]),
  form: { scope: ['projectId'], fields: [DISPLAY_NAME, DESCRIPTION] },
  sections: [
    {
      kind: 'list',
      id: 'stages',
      titleKey: 'resource.deployStage.plural',
      resource: 'deployStage',
      scope: 'deployPipelineId',
    },
    {
      kind: 'list',
      id: 'deployments',
      titleKey: 'resource.deployment.plural',
      resource: 'deployment',
      scope: 'deployPipelineId',
    },
  ],
  actions: ['startDeployment'],
  link: (row) => {
    const { id, projectId } = linkParts(row);
    return id === undefined || projectId === undefined
      ? undefined
      : devopsPaths.deployPipeline(projectId, id);
  },
};

export const DEPLOY_STAGE: ResourceConfig = {
  key: 'deployStage',
  titleKey: 'resource.deployStage.title',
  pluralKey: 'resource.deployStage.plural',
  idParam: 'deployStageId',
  operations: {
    list: 'listDeployStages',
    get: 'getDeployStage',
    create: 'createDeployStage',
    update: 'updateDeployStage',
    delete: 'deleteDeployStage',
  },
  bodies: { create: 'createDeployStageDetails', update: 'updateDeployStageDetails' },
  nameField: 'displayName',
  states: RESOURCE_STATES,
  columns: [nameColumn(), typeColumn('deployStageType'), STATE_COLUMN, CREATED_COLUMN],
  details: detailsWith([
    { labelKey: 'field.type', path: 'deployStageType', kind: 'code' },
    { labelKey: 'field.deployPipeline', path: 'deployPipelineId', kind: 'ocid' },
    { labelKey: 'field.approvals', path: 'approvalPolicy.numberOfApprovalsRequired' },
    { labelKey: 'field.waitDuration', path: 'waitCriteria.waitDuration', kind: 'code' },
    { labelKey: 'field.environment', path: 'okeClusterDeployEnvironmentId', kind: 'ocid' },
    { labelKey: 'field.namespace', path: 'namespace', kind: 'code' },
  ]),
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
        labelKey: 'field.type',
        kind: 'select',
        values: ['MANUAL_APPROVAL', 'WAIT', 'OKE_DEPLOYMENT'],
        required: true,
        modes: CREATE_ONLY,
        defaultValue: 'MANUAL_APPROVAL',
      },
      {
        id: 'predecessor',
        path: 'deployStagePredecessorCollection.items.0.id',
        labelKey: 'field.predecessor',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        options: {
          operation: 'listDeployStages',
          scope: 'deployPipelineId',
          scopeOptionKey: 'form.pipelineStart',
        },
      },
      {
        id: 'approvals',
        path: 'approvalPolicy.numberOfApprovalsRequired',
        labelKey: 'field.approvals',
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
        labelKey: 'field.waitDuration',
        kind: 'duration',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['WAIT'] },
        defaultValue: 'PT5M',
      },
      {
        id: 'environmentId',
        path: 'okeClusterDeployEnvironmentId',
        labelKey: 'field.environment',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['OKE_DEPLOYMENT'] },
        options: { operation: 'listDeployEnvironments', scope: 'projectId' },
      },
      {
        id: 'manifestId',
        path: 'kubernetesManifestDeployArtifactIds',
        labelKey: 'field.manifest',
        kind: 'ocidList',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['OKE_DEPLOYMENT'] },
        options: { operation: 'listDeployArtifacts', scope: 'projectId' },
      },
      {
        id: 'namespace',
        path: 'namespace',
        labelKey: 'field.namespace',
        kind: 'text',
        modes: CREATE_ONLY,
        when: { field: 'type', is: ['OKE_DEPLOYMENT'] },
      },
    ],
  },
  link: (row) => {
    const { id, projectId, pipelineId } = linkParts(row, 'deployPipelineId');
    if (id === undefined || projectId === undefined || pipelineId === undefined) return undefined;
    return devopsPaths.deployStage(projectId, pipelineId, id);
  },
};

export const DEPLOYMENT: ResourceConfig = {
  key: 'deployment',
  titleKey: 'resource.deployment.title',
  pluralKey: 'resource.deployment.plural',
  idParam: 'deploymentId',
  operations: { list: 'listDeployments', get: 'getDeployment', update: 'updateDeployment' },
  bodies: { update: 'updateDeploymentDetails' },
  nameField: 'displayName',
  states: RUN_STATES,
  columns: [nameColumn(), STATE_COLUMN, typeColumn('deploymentType'), CREATED_COLUMN],
  details: detailsWith([{ labelKey: 'field.deployPipeline', path: 'deployPipelineId', kind: 'ocid' }]),
  form: { carry: ['deploymentType'], fields: [{ ...DISPLAY_NAME, modes: ['edit'] }] },
  startAction: 'startDeployment',
  link: (row) => {
    const { id, projectId, pipelineId } = linkParts(row, 'deployPipelineId');
    if (id === undefined || projectId === undefined || pipelineId === undefined) return undefined;
    return devopsPaths.deployment(projectId, pipelineId, id);
  },
};
