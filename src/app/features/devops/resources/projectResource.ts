/** The DevOps project (CreateProjectDetails, UpdateProjectDetails, changeProjectCompartment). */
import { devopsPaths } from '../paths';
import {
  devopsList,
  CREATE_ONLY,
  CREATED_COLUMN,
  DESCRIPTION,
  detailsWith,
  nameColumn,
  RESOURCE_STATES,
  STATE_COLUMN,
} from './common';
import type { ResourceConfig } from './resourceConfig';
import { rowText } from './rows';

export const PROJECT: ResourceConfig = {
  key: 'project',
  titleKey: 'resource.project.title',
  pluralKey: 'resource.project.plural',
  idParam: 'projectId',
  operations: {
    get: 'getProject',
    create: 'createProject',
    update: 'updateProject',
    delete: 'deleteProject',
  },
  bodies: { create: 'createProjectDetails', update: 'updateProjectDetails' },
  nameField: 'name',
  list: devopsList('listProjects', 'resource.project.plural', RESOURCE_STATES, [
    nameColumn('name'),
    STATE_COLUMN,
    CREATED_COLUMN,
  ]),
  details: detailsWith([
    { labelKey: 'field.namespace', path: 'namespace', format: 'code' },
    { labelKey: 'field.topic', path: 'notificationConfig.topicId', format: 'code' },
  ]),
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
  sections: [
    {
      kind: 'list',
      id: 'build-pipelines',
      titleKey: 'resource.buildPipeline.plural',
      resource: 'buildPipeline',
      scope: 'projectId',
    },
    {
      kind: 'list',
      id: 'deploy-pipelines',
      titleKey: 'resource.deployPipeline.plural',
      resource: 'deployPipeline',
      scope: 'projectId',
    },
    {
      kind: 'list',
      id: 'environments',
      titleKey: 'resource.deployEnvironment.plural',
      resource: 'deployEnvironment',
      scope: 'projectId',
    },
    {
      kind: 'list',
      id: 'artifacts',
      titleKey: 'resource.deployArtifact.plural',
      resource: 'deployArtifact',
      scope: 'projectId',
    },
    {
      kind: 'list',
      id: 'connections',
      titleKey: 'resource.connection.plural',
      resource: 'connection',
      scope: 'projectId',
    },
    {
      kind: 'list',
      id: 'triggers',
      titleKey: 'resource.trigger.plural',
      resource: 'trigger',
      scope: 'projectId',
    },
    {
      kind: 'list',
      id: 'build-runs',
      titleKey: 'resource.buildRun.plural',
      resource: 'buildRun',
      scope: 'projectId',
    },
    {
      kind: 'list',
      id: 'deployments',
      titleKey: 'resource.deployment.plural',
      resource: 'deployment',
      scope: 'projectId',
    },
  ],
  actions: ['moveProject'],
  link: (row) => {
    const id = rowText(row, 'id');
    return id === undefined ? undefined : devopsPaths.project(id);
  },
};
