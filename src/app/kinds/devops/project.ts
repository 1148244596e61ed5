/** The DevOps project (CreateProjectDetails, UpdateProjectDetails, changeProjectCompartment). */
import { CREATE_ONLY, DESCRIPTION, PROJECT_ADDRESS } from './common';
import { devopsResource } from './devopsResource';

export const PROJECT = devopsResource('project', {
  nameField: 'name',
  address: PROJECT_ADDRESS,
  details: [
    { label: 'devops:field.namespace', path: 'namespace', format: 'code' },
    { label: 'devops:field.topic', path: 'notificationConfig.topicId', format: 'code' },
  ],
  form: {
    scope: ['compartmentId'],
    fields: [
      {
        id: 'name',
        path: 'name',
        label: 'devops:field.projectName',
        kind: 'text',
        required: true,
        pattern: 'projectName',
        maxLength: 255,
        modes: CREATE_ONLY,
      },
      DESCRIPTION,
      {
        id: 'topicId',
        path: 'notificationConfig.topicId',
        label: 'devops:field.topic',
        kind: 'ocid',
        required: true,
      },
    ],
  },
  children: {
    'build-pipelines': 'buildPipeline',
    'deploy-pipelines': 'deployPipeline',
    environments: 'deployEnvironment',
    artifacts: 'deployArtifact',
    connections: 'connection',
    triggers: 'trigger',
    'build-runs': 'buildRun',
    deployments: 'deployment',
  },
  actions: [{ name: 'moveProject', label: 'devops:action.moveProject', variant: 'secondary' }],
});
