/**
 * Building: build pipelines, their stages and their runs. A stage's required fields depend on its
 * type (CreateBuildStageDetails, CreateDeliverArtifactStageDetails,
 * CreateTriggerDeploymentStageDetails, CreateWaitStageDetails); a run is started by the build run
 * flow, and the public API has no delete for runs (they are canceled instead).
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
import type { FormField } from './formModel';
import type { ResourceConfig } from './resourceConfig';

export const BUILD_PIPELINE: ResourceConfig = {
  key: 'buildPipeline',
  titleKey: 'resource.buildPipeline.title',
  pluralKey: 'resource.buildPipeline.plural',
  idParam: 'buildPipelineId',
  operations: {
    list: 'listBuildPipelines',
    get: 'getBuildPipeline',
    create: 'createBuildPipeline',
    update: 'updateBuildPipeline',
    delete: 'deleteBuildPipeline',
  },
  bodies: { create: 'createBuildPipelineDetails', update: 'updateBuildPipelineDetails' },
  nameField: 'displayName',
  states: RESOURCE_STATES,
  columns: [nameColumn(), STATE_COLUMN, CREATED_COLUMN],
  details: detailsWith([]),
  form: { scope: ['projectId'], fields: [DISPLAY_NAME, DESCRIPTION] },
  sections: [
    {
      kind: 'list',
      id: 'stages',
      titleKey: 'resource.buildPipelineStage.plural',
      resource: 'buildPipelineStage',
      scope: 'buildPipelineId',
    },
    {
      kind: 'list',
      id: 'build-runs',
      titleKey: 'resource.buildRun.plural',
      resource: 'buildRun',
      scope: 'buildPipelineId',
    },
  ],
  actions: ['startBuildRun'],
  link: (row) => {
    const { id, projectId } = linkParts(row);
    return id === undefined || projectId === undefined ? undefined : devopsPaths.buildPipeline(projectId, id);
  },
};

const isBuild = { field: 'type', is: ['BUILD'] };
const source = (field: string) => `buildSourceCollection.items.0.${field}`;

const BUILD_STAGE_FIELDS: readonly FormField[] = [
  {
    id: 'image',
    path: 'image',
    labelKey: 'field.image',
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
    labelKey: 'field.buildSpecFile',
    kind: 'text',
    modes: CREATE_ONLY,
    when: isBuild,
  },
  {
    id: 'sourceName',
    path: source('name'),
    labelKey: 'field.sourceName',
    kind: 'text',
    required: true,
    modes: CREATE_ONLY,
    when: isBuild,
    defaultValue: 'source',
  },
  {
    id: 'sourceType',
    path: source('connectionType'),
    labelKey: 'field.sourceType',
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
    labelKey: 'field.repositoryUrl',
    kind: 'text',
    required: true,
    modes: CREATE_ONLY,
    when: isBuild,
  },
  {
    id: 'branch',
    path: source('branch'),
    labelKey: 'field.branch',
    kind: 'text',
    required: true,
    modes: CREATE_ONLY,
    when: isBuild,
    defaultValue: 'main',
  },
  {
    id: 'connectionId',
    path: source('connectionId'),
    labelKey: 'field.connection',
    kind: 'ocid',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'sourceType', is: ['GITHUB', 'GITLAB'] },
    options: { operation: 'listConnections', scope: 'projectId' },
  },
  {
    id: 'repositoryId',
    path: source('repositoryId'),
    labelKey: 'field.codeRepository',
    kind: 'ocid',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'sourceType', is: ['DEVOPS_CODE_REPOSITORY'] },
  },
  {
    id: 'artifactId',
    path: 'deliverArtifactCollection.items.0.artifactId',
    labelKey: 'field.artifact',
    kind: 'ocid',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'type', is: ['DELIVER_ARTIFACT'] },
    options: { operation: 'listDeployArtifacts', scope: 'projectId' },
  },
  {
    id: 'artifactName',
    path: 'deliverArtifactCollection.items.0.artifactName',
    labelKey: 'field.artifactName',
    kind: 'text',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'type', is: ['DELIVER_ARTIFACT'] },
  },
  {
    id: 'deployPipelineId',
    path: 'deployPipelineId',
    labelKey: 'field.deployPipeline',
    kind: 'ocid',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'type', is: ['TRIGGER_DEPLOYMENT_PIPELINE'] },
    options: { operation: 'listDeployPipelines', scope: 'projectId' },
  },
  {
    id: 'passParameters',
    path: 'isPassAllParametersEnabled',
    labelKey: 'field.passParameters',
    kind: 'boolean',
    required: true,
    modes: CREATE_ONLY,
    when: { field: 'type', is: ['TRIGGER_DEPLOYMENT_PIPELINE'] },
    defaultValue: 'true',
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
];

export const BUILD_PIPELINE_STAGE: ResourceConfig = {
  key: 'buildPipelineStage',
  titleKey: 'resource.buildPipelineStage.title',
  pluralKey: 'resource.buildPipelineStage.plural',
  idParam: 'buildPipelineStageId',
  operations: {
    list: 'listBuildPipelineStages',
    get: 'getBuildPipelineStage',
    create: 'createBuildPipelineStage',
    update: 'updateBuildPipelineStage',
    delete: 'deleteBuildPipelineStage',
  },
  bodies: { create: 'createBuildPipelineStageDetails', update: 'updateBuildPipelineStageDetails' },
  nameField: 'displayName',
  states: RESOURCE_STATES,
  columns: [nameColumn(), typeColumn('buildPipelineStageType'), STATE_COLUMN, CREATED_COLUMN],
  details: detailsWith([
    { labelKey: 'field.type', path: 'buildPipelineStageType', kind: 'code' },
    { labelKey: 'field.buildPipeline', path: 'buildPipelineId', kind: 'ocid' },
    { labelKey: 'field.image', path: 'image', kind: 'code' },
    { labelKey: 'field.buildSpecFile', path: 'buildSpecFile', kind: 'code' },
    { labelKey: 'field.repositoryUrl', path: source('repositoryUrl'), kind: 'code' },
    { labelKey: 'field.branch', path: source('branch'), kind: 'code' },
    { labelKey: 'field.deployPipeline', path: 'deployPipelineId', kind: 'ocid' },
    { labelKey: 'field.waitDuration', path: 'waitCriteria.waitDuration', kind: 'code' },
  ]),
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
        labelKey: 'field.type',
        kind: 'select',
        values: ['BUILD', 'DELIVER_ARTIFACT', 'TRIGGER_DEPLOYMENT_PIPELINE', 'WAIT'],
        required: true,
        modes: CREATE_ONLY,
        defaultValue: 'BUILD',
      },
      {
        id: 'predecessor',
        path: 'buildPipelineStagePredecessorCollection.items.0.id',
        labelKey: 'field.predecessor',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        options: {
          operation: 'listBuildPipelineStages',
          scope: 'buildPipelineId',
          scopeOptionKey: 'form.pipelineStart',
        },
      },
      ...BUILD_STAGE_FIELDS,
    ],
  },
  link: (row) => {
    const { id, projectId, pipelineId } = linkParts(row, 'buildPipelineId');
    if (id === undefined || projectId === undefined || pipelineId === undefined) return undefined;
    return devopsPaths.buildStage(projectId, pipelineId, id);
  },
};

export const BUILD_RUN: ResourceConfig = {
  key: 'buildRun',
  titleKey: 'resource.buildRun.title',
  pluralKey: 'resource.buildRun.plural',
  idParam: 'buildRunId',
  operations: { list: 'listBuildRuns', get: 'getBuildRun', update: 'updateBuildRun' },
  bodies: { update: 'updateBuildRunDetails' },
  nameField: 'displayName',
  states: RUN_STATES,
  columns: [nameColumn(), STATE_COLUMN, typeColumn('buildRunSource.sourceType'), CREATED_COLUMN],
  details: detailsWith([{ labelKey: 'field.buildPipeline', path: 'buildPipelineId', kind: 'ocid' }]),
  form: { fields: [{ ...DISPLAY_NAME, modes: ['edit'] }] },
  startAction: 'startBuildRun',
  link: (row) => {
    const { id, projectId, pipelineId } = linkParts(row, 'buildPipelineId');
    if (id === undefined || projectId === undefined || pipelineId === undefined) return undefined;
    return devopsPaths.buildRun(projectId, pipelineId, id);
  },
};
