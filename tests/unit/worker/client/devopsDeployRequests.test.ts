/** DevOps (/20210630) deploy pipelines, stages and deployments: every call's request, written out from document 1 §7. */
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

describeRequests('DevOps (/20210630) deploy pipelines, stages and deployments', [
  {
    op: 'createDeployPipeline',
    params: { createDeployPipelineDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/deployPipelines',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createDeployPipelineDetails'],
  },
  readById(
    'getDeployPipeline',
    'deployPipelineId',
    'ocid1.devopsdeploypipeline.oc1..p',
    'GET http://emu.test/devops/us-ashburn-1/20210630/deployPipelines/ocid1.devopsdeploypipeline.oc1..p',
  ),
  {
    op: 'listDeployPipelines',
    params: LIST_PARAMS,
    request: 'GET http://emu.test/devops/us-ashburn-1/20210630/deployPipelines' + LIST_QUERY,
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateDeployPipeline',
    params: {
      deployPipelineId: 'ocid1.devopsdeploypipeline.oc1..p',
      updateDeployPipelineDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request:
      'PUT http://emu.test/devops/us-ashburn-1/20210630/deployPipelines/ocid1.devopsdeploypipeline.oc1..p',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['deployPipelineId', 'updateDeployPipelineDetails'],
  },
  {
    op: 'deleteDeployPipeline',
    params: { deployPipelineId: 'ocid1.devopsdeploypipeline.oc1..p', ifMatch: 'E1' },
    request:
      'DELETE http://emu.test/devops/us-ashburn-1/20210630/deployPipelines/ocid1.devopsdeploypipeline.oc1..p',
    headers: DELETE_HEADERS,
    required: ['deployPipelineId'],
  },
  {
    op: 'createDeployStage',
    params: { createDeployStageDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/deployStages',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createDeployStageDetails'],
  },
  readById(
    'getDeployStage',
    'deployStageId',
    'ocid1.devopsdeploystage.oc1..s',
    'GET http://emu.test/devops/us-ashburn-1/20210630/deployStages/ocid1.devopsdeploystage.oc1..s',
  ),
  {
    op: 'listDeployStages',
    params: { ...LIST_PARAMS, deployPipelineId: 'ocid1.devopsdeploypipeline.oc1..p' },
    request:
      'GET http://emu.test/devops/us-ashburn-1/20210630/deployStages' +
      LIST_QUERY +
      '&deployPipelineId=ocid1.devopsdeploypipeline.oc1..p',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateDeployStage',
    params: {
      deployStageId: 'ocid1.devopsdeploystage.oc1..s',
      updateDeployStageDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request: 'PUT http://emu.test/devops/us-ashburn-1/20210630/deployStages/ocid1.devopsdeploystage.oc1..s',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['deployStageId', 'updateDeployStageDetails'],
  },
  {
    op: 'deleteDeployStage',
    params: { deployStageId: 'ocid1.devopsdeploystage.oc1..s', ifMatch: 'E1' },
    request:
      'DELETE http://emu.test/devops/us-ashburn-1/20210630/deployStages/ocid1.devopsdeploystage.oc1..s',
    headers: DELETE_HEADERS,
    required: ['deployStageId'],
  },
  {
    op: 'createDeployment',
    params: { createDeploymentDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/deployments',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createDeploymentDetails'],
  },
  readById(
    'getDeployment',
    'deploymentId',
    'ocid1.devopsdeployment.oc1..d',
    'GET http://emu.test/devops/us-ashburn-1/20210630/deployments/ocid1.devopsdeployment.oc1..d',
  ),
  {
    op: 'listDeployments',
    params: {
      ...LIST_PARAMS,
      timeCreatedLessThan: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
      timeCreatedGreaterThanOrEqualTo: '2024-01-01T00:00:00Z',
    },
    request:
      'GET http://emu.test/devops/us-ashburn-1/20210630/deployments' +
      LIST_QUERY +
      '&timeCreatedLessThan=2024-01-02T03%3A04%3A05.000Z&timeCreatedGreaterThanOrEqualTo=2024-01-01T00%3A00%3A00Z',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateDeployment',
    params: {
      deploymentId: 'ocid1.devopsdeployment.oc1..d',
      updateDeploymentDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request: 'PUT http://emu.test/devops/us-ashburn-1/20210630/deployments/ocid1.devopsdeployment.oc1..d',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['deploymentId', 'updateDeploymentDetails'],
  },
  {
    op: 'deleteDeployment',
    params: { deploymentId: 'ocid1.devopsdeployment.oc1..d', ifMatch: 'E1' },
    request: 'DELETE http://emu.test/devops/us-ashburn-1/20210630/deployments/ocid1.devopsdeployment.oc1..d',
    headers: DELETE_HEADERS,
    required: ['deploymentId'],
  },
  {
    op: 'approveDeployment',
    params: {
      deploymentId: 'ocid1.devopsdeployment.oc1..d',
      approveDeploymentDetails: { deployStageId: 'ocid1.devopsdeploystage.oc1..s', action: 'APPROVE' },
      ifMatch: 'E1',
    },
    request:
      'POST http://emu.test/devops/us-ashburn-1/20210630/deployments/ocid1.devopsdeployment.oc1..d/actions/approve',
    headers: ACTION_HEADERS,
    body: '{"deployStageId":"ocid1.devopsdeploystage.oc1..s","action":"APPROVE"}',
    required: ['deploymentId', 'approveDeploymentDetails'],
  },
  {
    op: 'cancelDeployment',
    params: {
      deploymentId: 'ocid1.devopsdeployment.oc1..d',
      cancelDeploymentDetails: { reason: 'wrong build' },
      ifMatch: 'E1',
    },
    request:
      'POST http://emu.test/devops/us-ashburn-1/20210630/deployments/ocid1.devopsdeployment.oc1..d/actions/cancel',
    headers: ACTION_HEADERS,
    body: '{"reason":"wrong build"}',
    required: ['deploymentId', 'cancelDeploymentDetails'],
  },
]);
