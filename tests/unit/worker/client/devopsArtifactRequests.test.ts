/** DevOps (/20210630) deploy artifacts and environments: every call's request, written out from document 1 §7. */
import {
  CREATE_HEADERS,
  DELETE_HEADERS,
  describeRequests,
  READ_HEADERS,
  readById,
  UPDATE_HEADERS,
} from './requestTable';
import { LIST_PARAMS, LIST_QUERY } from './devopsLists';

describeRequests('DevOps (/20210630) deploy artifacts and environments', [
  {
    op: 'createDeployArtifact',
    params: { createDeployArtifactDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/deployArtifacts',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createDeployArtifactDetails'],
  },
  readById(
    'getDeployArtifact',
    'deployArtifactId',
    'ocid1.devopsdeployartifact.oc1..a',
    'GET http://emu.test/devops/us-ashburn-1/20210630/deployArtifacts/ocid1.devopsdeployartifact.oc1..a',
  ),
  {
    op: 'listDeployArtifacts',
    params: LIST_PARAMS,
    request: 'GET http://emu.test/devops/us-ashburn-1/20210630/deployArtifacts' + LIST_QUERY,
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateDeployArtifact',
    params: {
      deployArtifactId: 'ocid1.devopsdeployartifact.oc1..a',
      updateDeployArtifactDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request:
      'PUT http://emu.test/devops/us-ashburn-1/20210630/deployArtifacts/ocid1.devopsdeployartifact.oc1..a',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['deployArtifactId', 'updateDeployArtifactDetails'],
  },
  {
    op: 'deleteDeployArtifact',
    params: { deployArtifactId: 'ocid1.devopsdeployartifact.oc1..a', ifMatch: 'E1' },
    request:
      'DELETE http://emu.test/devops/us-ashburn-1/20210630/deployArtifacts/ocid1.devopsdeployartifact.oc1..a',
    headers: DELETE_HEADERS,
    required: ['deployArtifactId'],
  },
  {
    op: 'createDeployEnvironment',
    params: { createDeployEnvironmentDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/deployEnvironments',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createDeployEnvironmentDetails'],
  },
  readById(
    'getDeployEnvironment',
    'deployEnvironmentId',
    'ocid1.devopsdeployenvironment.oc1..e',
    'GET http://emu.test/devops/us-ashburn-1/20210630/deployEnvironments/ocid1.devopsdeployenvironment.oc1..e',
  ),
  {
    op: 'listDeployEnvironments',
    params: LIST_PARAMS,
    request: 'GET http://emu.test/devops/us-ashburn-1/20210630/deployEnvironments' + LIST_QUERY,
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateDeployEnvironment',
    params: {
      deployEnvironmentId: 'ocid1.devopsdeployenvironment.oc1..e',
      updateDeployEnvironmentDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request:
      'PUT http://emu.test/devops/us-ashburn-1/20210630/deployEnvironments/ocid1.devopsdeployenvironment.oc1..e',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['deployEnvironmentId', 'updateDeployEnvironmentDetails'],
  },
  {
    op: 'deleteDeployEnvironment',
    params: { deployEnvironmentId: 'ocid1.devopsdeployenvironment.oc1..e', ifMatch: 'E1' },
    request:
      'DELETE http://emu.test/devops/us-ashburn-1/20210630/deployEnvironments/ocid1.devopsdeployenvironment.oc1..e',
    headers: DELETE_HEADERS,
    required: ['deployEnvironmentId'],
  },
]);
