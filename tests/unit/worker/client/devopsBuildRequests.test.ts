/** DevOps (/20210630) build pipelines, stages and runs: every call's request, written out from document 1 §7. */
import {
  ACTION_HEADERS,
  CREATE_HEADERS,
  DELETE_HEADERS,
  describeRequests,
  READ_HEADERS,
  readById,
  UPDATE_HEADERS,
} from './requestTable';
import { LIST_PARAMS, LIST_QUERY } from './devopsLists';

describeRequests('DevOps (/20210630) build pipelines, stages and runs', [
  {
    op: 'createBuildPipeline',
    params: { createBuildPipelineDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/buildPipelines',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createBuildPipelineDetails'],
  },
  readById(
    'getBuildPipeline',
    'buildPipelineId',
    'ocid1.devopsbuildpipeline.oc1..b',
    'GET http://emu.test/devops/us-ashburn-1/20210630/buildPipelines/ocid1.devopsbuildpipeline.oc1..b',
  ),
  {
    op: 'listBuildPipelines',
    params: LIST_PARAMS,
    request: 'GET http://emu.test/devops/us-ashburn-1/20210630/buildPipelines' + LIST_QUERY,
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateBuildPipeline',
    params: {
      buildPipelineId: 'ocid1.devopsbuildpipeline.oc1..b',
      updateBuildPipelineDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request:
      'PUT http://emu.test/devops/us-ashburn-1/20210630/buildPipelines/ocid1.devopsbuildpipeline.oc1..b',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['buildPipelineId', 'updateBuildPipelineDetails'],
  },
  {
    op: 'deleteBuildPipeline',
    params: { buildPipelineId: 'ocid1.devopsbuildpipeline.oc1..b', ifMatch: 'E1' },
    request:
      'DELETE http://emu.test/devops/us-ashburn-1/20210630/buildPipelines/ocid1.devopsbuildpipeline.oc1..b',
    headers: DELETE_HEADERS,
    required: ['buildPipelineId'],
  },
  {
    op: 'createBuildPipelineStage',
    params: { createBuildPipelineStageDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/buildPipelineStages',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createBuildPipelineStageDetails'],
  },
  readById(
    'getBuildPipelineStage',
    'buildPipelineStageId',
    'ocid1.devopsbuildstage.oc1..s',
    'GET http://emu.test/devops/us-ashburn-1/20210630/buildPipelineStages/ocid1.devopsbuildstage.oc1..s',
  ),
  {
    op: 'listBuildPipelineStages',
    params: { ...LIST_PARAMS, buildPipelineId: 'ocid1.devopsbuildpipeline.oc1..b' },
    request:
      'GET http://emu.test/devops/us-ashburn-1/20210630/buildPipelineStages' +
      LIST_QUERY +
      '&buildPipelineId=ocid1.devopsbuildpipeline.oc1..b',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateBuildPipelineStage',
    params: {
      buildPipelineStageId: 'ocid1.devopsbuildstage.oc1..s',
      updateBuildPipelineStageDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request:
      'PUT http://emu.test/devops/us-ashburn-1/20210630/buildPipelineStages/ocid1.devopsbuildstage.oc1..s',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['buildPipelineStageId', 'updateBuildPipelineStageDetails'],
  },
  {
    op: 'deleteBuildPipelineStage',
    params: { buildPipelineStageId: 'ocid1.devopsbuildstage.oc1..s', ifMatch: 'E1' },
    request:
      'DELETE http://emu.test/devops/us-ashburn-1/20210630/buildPipelineStages/ocid1.devopsbuildstage.oc1..s',
    headers: DELETE_HEADERS,
    required: ['buildPipelineStageId'],
  },
  {
    op: 'createBuildRun',
    params: { createBuildRunDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/buildRuns',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createBuildRunDetails'],
  },
  readById(
    'getBuildRun',
    'buildRunId',
    'ocid1.devopsbuildrun.oc1..r',
    'GET http://emu.test/devops/us-ashburn-1/20210630/buildRuns/ocid1.devopsbuildrun.oc1..r',
  ),
  {
    op: 'listBuildRuns',
    params: { ...LIST_PARAMS, sourceType: 'MANUAL' },
    request: 'GET http://emu.test/devops/us-ashburn-1/20210630/buildRuns' + LIST_QUERY + '&sourceType=MANUAL',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateBuildRun',
    params: {
      buildRunId: 'ocid1.devopsbuildrun.oc1..r',
      updateBuildRunDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request: 'PUT http://emu.test/devops/us-ashburn-1/20210630/buildRuns/ocid1.devopsbuildrun.oc1..r',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['buildRunId', 'updateBuildRunDetails'],
  },
  {
    op: 'deleteBuildRun',
    params: { buildRunId: 'ocid1.devopsbuildrun.oc1..r', ifMatch: 'E1' },
    request: 'DELETE http://emu.test/devops/us-ashburn-1/20210630/buildRuns/ocid1.devopsbuildrun.oc1..r',
    headers: DELETE_HEADERS,
    required: ['buildRunId'],
  },
  {
    op: 'cancelBuildRun',
    params: {
      buildRunId: 'ocid1.devopsbuildrun.oc1..r',
      cancelBuildRunDetails: { reason: 'stop' },
      ifMatch: 'E1',
    },
    request:
      'POST http://emu.test/devops/us-ashburn-1/20210630/buildRuns/ocid1.devopsbuildrun.oc1..r/actions/cancel',
    headers: ACTION_HEADERS,
    body: '{"reason":"stop"}',
    required: ['buildRunId', 'cancelBuildRunDetails'],
  },
]);
