/** DevOps (/20210630) projects, connections, triggers and external git: every call's request, from document 1 §7. */
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

describeRequests('DevOps (/20210630) projects, connections and triggers', [
  {
    op: 'createProject',
    params: { createProjectDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/projects',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createProjectDetails'],
  },
  readById(
    'getProject',
    'projectId',
    'ocid1.devopsproject.oc1..p',
    'GET http://emu.test/devops/us-ashburn-1/20210630/projects/ocid1.devopsproject.oc1..p',
  ),
  {
    op: 'listProjects',
    params: { ...LIST_PARAMS, name: 'field' },
    request: 'GET http://emu.test/devops/us-ashburn-1/20210630/projects' + LIST_QUERY + '&name=field',
    headers: READ_HEADERS,
    required: ['compartmentId'],
  },
  {
    op: 'updateProject',
    params: {
      projectId: 'ocid1.devopsproject.oc1..p',
      updateProjectDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request: 'PUT http://emu.test/devops/us-ashburn-1/20210630/projects/ocid1.devopsproject.oc1..p',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['projectId', 'updateProjectDetails'],
  },
  {
    op: 'deleteProject',
    params: { projectId: 'ocid1.devopsproject.oc1..p', ifMatch: 'E1' },
    request: 'DELETE http://emu.test/devops/us-ashburn-1/20210630/projects/ocid1.devopsproject.oc1..p',
    headers: DELETE_HEADERS,
    required: ['projectId'],
  },
  {
    op: 'changeProjectCompartment',
    params: {
      projectId: 'ocid1.devopsproject.oc1..p',
      changeProjectCompartmentDetails: { compartmentId: 'ocid1.compartment.oc1..b' },
      ifMatch: 'E1',
    },
    request:
      'POST http://emu.test/devops/us-ashburn-1/20210630/projects/ocid1.devopsproject.oc1..p/actions/changeCompartment',
    headers: ACTION_HEADERS,
    body: '{"compartmentId":"ocid1.compartment.oc1..b"}',
    required: ['projectId', 'changeProjectCompartmentDetails'],
  },
  {
    op: 'createConnection',
    params: { createConnectionDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/connections',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createConnectionDetails'],
  },
  readById(
    'getConnection',
    'connectionId',
    'ocid1.devopsconnection.oc1..c',
    'GET http://emu.test/devops/us-ashburn-1/20210630/connections/ocid1.devopsconnection.oc1..c',
  ),
  {
    op: 'listConnections',
    params: { ...LIST_PARAMS, connectionType: 'GITHUB_ACCESS_TOKEN' },
    request:
      'GET http://emu.test/devops/us-ashburn-1/20210630/connections' +
      LIST_QUERY +
      '&connectionType=GITHUB_ACCESS_TOKEN',
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateConnection',
    params: {
      connectionId: 'ocid1.devopsconnection.oc1..c',
      updateConnectionDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request: 'PUT http://emu.test/devops/us-ashburn-1/20210630/connections/ocid1.devopsconnection.oc1..c',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['connectionId', 'updateConnectionDetails'],
  },
  {
    op: 'deleteConnection',
    params: { connectionId: 'ocid1.devopsconnection.oc1..c', ifMatch: 'E1' },
    request: 'DELETE http://emu.test/devops/us-ashburn-1/20210630/connections/ocid1.devopsconnection.oc1..c',
    headers: DELETE_HEADERS,
    required: ['connectionId'],
  },
  {
    op: 'createTrigger',
    params: { createTriggerDetails: { displayName: 'new' } },
    request: 'POST http://emu.test/devops/us-ashburn-1/20210630/triggers',
    headers: CREATE_HEADERS,
    body: '{"displayName":"new"}',
    required: ['createTriggerDetails'],
  },
  readById(
    'getTrigger',
    'triggerId',
    'ocid1.devopstrigger.oc1..t',
    'GET http://emu.test/devops/us-ashburn-1/20210630/triggers/ocid1.devopstrigger.oc1..t',
  ),
  {
    op: 'listTriggers',
    params: LIST_PARAMS,
    request: 'GET http://emu.test/devops/us-ashburn-1/20210630/triggers' + LIST_QUERY,
    headers: READ_HEADERS,
    required: [],
  },
  {
    op: 'updateTrigger',
    params: {
      triggerId: 'ocid1.devopstrigger.oc1..t',
      updateTriggerDetails: { displayName: 'renamed' },
      ifMatch: 'E1',
    },
    request: 'PUT http://emu.test/devops/us-ashburn-1/20210630/triggers/ocid1.devopstrigger.oc1..t',
    headers: UPDATE_HEADERS,
    body: '{"displayName":"renamed"}',
    required: ['triggerId', 'updateTriggerDetails'],
  },
  {
    op: 'deleteTrigger',
    params: { triggerId: 'ocid1.devopstrigger.oc1..t', ifMatch: 'E1' },
    request: 'DELETE http://emu.test/devops/us-ashburn-1/20210630/triggers/ocid1.devopstrigger.oc1..t',
    headers: DELETE_HEADERS,
    required: ['triggerId'],
  },
  {
    op: 'listExternalGitBranchCommits',
    params: {
      connectionId: 'ocid1.devopsconnection.oc1..c',
      externalRepositoryId: 'org/repo',
      externalBranchName: 'main',
    },
    request:
      'GET http://emu.test/devops/us-ashburn-1/20210630/connections/ocid1.devopsconnection.oc1..c/externalGitBranchCommits' +
      '?externalRepositoryId=org%2Frepo&externalBranchName=main',
    headers: READ_HEADERS,
    required: ['connectionId'],
  },
  readById(
    'getExternalGitUser',
    'connectionId',
    'ocid1.devopsconnection.oc1..c',
    'GET http://emu.test/devops/us-ashburn-1/20210630/connections/ocid1.devopsconnection.oc1..c/externalGitUser',
  ),
  {
    op: 'listExternalGitBranches',
    params: {
      connectionId: 'ocid1.devopsconnection.oc1..c',
      externalRepositoryId: 'org/repo',
      branchNameContains: 'rel',
    },
    request:
      'GET http://emu.test/devops/us-ashburn-1/20210630/connections/ocid1.devopsconnection.oc1..c/externalGitBranches' +
      '?externalRepositoryId=org%2Frepo&branchNameContains=rel',
    headers: READ_HEADERS,
    required: ['connectionId'],
  },
  {
    op: 'listExternalGitRepositories',
    params: { connectionId: 'ocid1.devopsconnection.oc1..c', repositoryNameContains: 'field' },
    request:
      'GET http://emu.test/devops/us-ashburn-1/20210630/connections/ocid1.devopsconnection.oc1..c/externalGitRepositories' +
      '?repositoryNameContains=field',
    headers: READ_HEADERS,
    required: ['connectionId'],
  },
]);
