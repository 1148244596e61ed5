/**
 * Building: build pipelines, their stages and their runs. A stage's required fields depend on its
 * type (CreateBuildStageDetails, CreateDeliverArtifactStageDetails,
 * CreateTriggerDeploymentStageDetails, CreateWaitStageDetails); a run is started by the build run
 * flow, and the public API has no delete for runs (they are canceled instead).
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
import type { FormField } from '../../kit/formSpec';

export const BUILD_PIPELINE = devopsResource('buildPipeline', {
  form: { scope: ['projectId'], fields: [DISPLAY_NAME, DESCRIPTION] },
  children: { stages: 'buildPipelineStage', 'build-runs': 'buildRun' },
  actions: [{ name: 'startBuildRun', label: 'devops:action.startBuildRun' }],
  address: pipelineAddress(DEVOPS_ROUTES.buildPipeline),
});

const isBuild = { field: 'type', is: ['BUILD'] };
const source = (field: string) => `buildSourceCollection.items.0.${field}`;

const BUILD_STAGE_FIELDS: readonly FormField[] = [
  {
    id: 'image',
    path: 'image',
    label: 'devops:field.image',
    kind: 'select',
    values: ['OL7_X86_64_STANDARD_10', 'OL8_X86_64_STANDARD_10', 'OL8_ARM64_STANDARD_10'],
    required: true,
    modes: CREATE_ONLY,
    when: isBuild,
    defaultValue: 'OL8_X86_64_STANDARD_10',
  },
  {
    id: 'buildSpecFile',
    path: 'buildSpecFile',
    label: 'devops:field.buildSpecFile',
    kind: 'text',
    modes: CREATE_ONLY,
    when: isBuild,
  },
  {
    id: 'sourceName',
    path: source('name'),
    label: 'devops:field.sourceName',
    kind: 'text',
    required: true,
    modes: CREATE_ONLY,
    when: isBuild,
    defaultValue: 'source',
  },
  {
    id: 'sourceType',
    path: source('connectionType'),
    label: 'devops:field.sourceType',
    kind: 'select',
    values: ['GITHUB', 'GITLAB', 'DEVOPS_CODE_REPOSITORY'],
    required: true,
    modes: CREATE_ONLY,
    when: isBuild,
    defaultValue: 'GITHUB',
  },
  {
    id: 'repositoryUrl',
    path: source('repositoryUrl'),
    label: 'devops:field.repositoryUrl',
    kind: 'text',
    required: true,
    modes: CREATE_ONLY,
    when: isBuild,
  },
  {
    id: 'branch',
    path: source('branch'),
    label: 'devops:field.branch',
    kind: 'text',
    required: true,
    modes: CREATE_ONLY,
    when: isBuild,
    defaultValue: 'main',
  },
  {
    id: 'connectionId',
    path: source('connectionId'),
    label: 'devops:field.connection',
    kind: 'ocid',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'sourceType', is: ['GITHUB', 'GITLAB'] },
    options: { operation: 'listConnections', scope: 'projectId' },
  },
  {
    id: 'repositoryId',
    path: source('repositoryId'),
    label: 'devops:field.codeRepository',
    kind: 'ocid',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'sourceType', is: ['DEVOPS_CODE_REPOSITORY'] },
  },
  {
    id: 'artifactId',
    path: 'deliverArtifactCollection.items.0.artifactId',
    label: 'devops:field.artifact',
    kind: 'ocid',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'type', is: ['DELIVER_ARTIFACT'] },
    options: { operation: 'listDeployArtifacts', scope: 'projectId' },
  },
  {
    id: 'artifactName',
    path: 'deliverArtifactCollection.items.0.artifactName',
    label: 'devops:field.artifactName',
    kind: 'text',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'type', is: ['DELIVER_ARTIFACT'] },
  },
  {
    id: 'deployPipelineId',
    path: 'deployPipelineId',
    label: 'devops:field.deployPipeline',
    kind: 'ocid',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'type', is: ['TRIGGER_DEPLOYMENT_PIPELINE'] },
    options: { operation: 'listDeployPipelines', scope: 'projectId' },
  },
  {
    id: 'passParameters',
    path: 'isPassAllParametersEnabled',
    label: 'devops:field.passParameters',
    kind: 'boolean',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'type', is: ['TRIGGER_DEPLOYMENT_PIPELINE'] },
    defaultValue: 'true',
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
];

export const BUILD_PIPELINE_STAGE = devopsResource('buildPipelineStage', {
  columns: [typeColumn('buildPipelineStageType'), STATE_COLUMN],
  details: [
    { label: 'glossary:type', path: 'buildPipelineStageType', format: 'enum' },
    { label: 'devops:field.buildPipeline', path: 'buildPipelineId', format: 'code' },
    { label: 'devops:field.image', path: 'image', format: 'enum' },
    { label: 'devops:field.buildSpecFile', path: 'buildSpecFile', format: 'code' },
    { label: 'devops:field.repositoryUrl', path: source('repositoryUrl'), format: 'code' },
    { label: 'devops:field.branch', path: source('branch'), format: 'code' },
    { label: 'devops:field.deployPipeline', path: 'deployPipelineId', format: 'code' },
    { label: 'devops:field.waitDuration', path: 'waitCriteria.waitDuration', format: 'code' },
  ],
  form: {
    scope: ['buildPipelineId'],
    carry: ['buildPipelineStageType'],
    fixed: [
      { path: 'waitCriteria.waitType', value: 'ABSOLUTE_WAIT', when: { field: 'type', is: ['WAIT'] } },
      { path: 'primaryBuildSource', from: 'sourceName', when: isBuild },
    ],
    fields: [
      DISPLAY_NAME,
      DESCRIPTION,
      {
        id: 'type',
        path: 'buildPipelineStageType',
        label: 'glossary:type',
        kind: 'select',
        values: ['BUILD', 'DELIVER_ARTIFACT', 'TRIGGER_DEPLOYMENT_PIPELINE', 'WAIT'],
        required: true,
        modes: CREATE_ONLY,
        defaultValue: 'BUILD',
      },
      {
        id: 'predecessor',
        path: 'buildPipelineStagePredecessorCollection.items.0.id',
        label: 'devops:field.predecessor',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        options: {
          operation: 'listBuildPipelineStages',
          scope: 'buildPipelineId',
          scopeOption: 'devops:form.pipelineStart',
        },
      },
      ...BUILD_STAGE_FIELDS,
    ],
  },
  address: underPipelineAddress(DEVOPS_ROUTES.buildStage, 'buildPipelineId', 'resourceId'),
});

export const BUILD_RUN = devopsResource('buildRun', {
  without: ['create', 'delete'],
  states: RUN_STATES,
  columns: [STATE_COLUMN, typeColumn('buildRunSource.sourceType')],
  details: [{ label: 'devops:field.buildPipeline', path: 'buildPipelineId', format: 'code' }],
  form: { fields: [{ ...DISPLAY_NAME, modes: ['edit'] }] },
  address: underPipelineAddress(DEVOPS_ROUTES.buildRun, 'buildPipelineId', 'runId'),
});
