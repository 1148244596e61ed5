/** The DevOps project (CreateProjectDetails, UpdateProjectDetails, changeProjectCompartment). */
import { devopsPaths } from '../../features/devops/paths';
import { CREATE_ONLY, DESCRIPTION } from './common';
import { devopsResource } from './devopsResource';
import { rowText } from './rows';

export const PROJECT = devopsResource('project', {
  nameField: 'name',
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
  actions: ['moveProject'],
  link: (row) => {
    const id = rowText(row, 'id');
    return id === undefined ? undefined : devopsPaths.project(id);
  },
});
