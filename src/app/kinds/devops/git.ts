/**
 * A project's links to its git host: connections (CreateGithubAccessTokenConnectionDetails,
 * CreateGitlabAccessTokenConnectionDetails) and the triggers that start a build pipeline on its
 * events (CreateGithubTriggerDetails, CreateGitlabTriggerDetails,
 * CreateDevopsCodeRepositoryTriggerDetails, each with one TRIGGER_BUILD_PIPELINE action).
 */
import { CREATE_ONLY, DESCRIPTION, DISPLAY_NAME, inProjectAddress, STATE_COLUMN, typeColumn } from './common';
import { devopsResource } from './devopsResource';

export const CONNECTION = devopsResource('connection', {
  columns: [typeColumn('connectionType'), STATE_COLUMN],
  details: [
    { label: 'glossary:type', path: 'connectionType', format: 'enum' },
    { label: 'devops:field.accessToken', path: 'accessToken', format: 'code' },
    { label: 'devops:field.validation', path: 'lastConnectionValidationResult.message' },
  ],
  form: {
    scope: ['projectId'],
    carry: ['connectionType'],
    fields: [
      DISPLAY_NAME,
      DESCRIPTION,
      {
        id: 'type',
        path: 'connectionType',
        label: 'glossary:type',
        kind: 'select',
        values: ['GITHUB_ACCESS_TOKEN', 'GITLAB_ACCESS_TOKEN'],
        required: true,
        modes: CREATE_ONLY,
        defaultValue: 'GITHUB_ACCESS_TOKEN',
      },
      {
        id: 'accessTokenNew',
        path: 'accessToken',
        label: 'devops:field.accessToken',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
      },
      {
        id: 'accessToken',
        path: 'accessToken',
        label: 'devops:field.accessToken',
        kind: 'ocid',
        modes: ['edit'],
      },
    ],
  },
  sections: [{ kind: 'part', id: 'git', title: 'devops:git.title', part: 'connectionGit' }],
  address: inProjectAddress('connections'),
});

export const TRIGGER = devopsResource('trigger', {
  columns: [typeColumn('triggerSource'), STATE_COLUMN],
  details: [
    { label: 'devops:field.source', path: 'triggerSource', format: 'enum' },
    { label: 'devops:field.connection', path: 'connectionId', format: 'code' },
    { label: 'devops:field.triggerUrl', path: 'triggerUrl', format: 'code' },
    { label: 'devops:field.buildPipeline', path: 'actions.0.buildPipelineId', format: 'code' },
  ],
  form: {
    scope: ['projectId'],
    carry: ['triggerSource'],
    fixed: [
      { path: 'actions.0.type', value: 'TRIGGER_BUILD_PIPELINE', modes: CREATE_ONLY },
      { path: 'actions.0.filter.triggerSource', from: 'source', modes: CREATE_ONLY },
    ],
    fields: [
      DISPLAY_NAME,
      DESCRIPTION,
      {
        id: 'source',
        path: 'triggerSource',
        label: 'devops:field.source',
        kind: 'select',
        values: ['GITHUB', 'GITLAB', 'DEVOPS_CODE_REPOSITORY'],
        required: true,
        modes: CREATE_ONLY,
        defaultValue: 'GITHUB',
      },
      {
        id: 'connectionId',
        path: 'connectionId',
        label: 'devops:field.connection',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'source', is: ['GITHUB', 'GITLAB'] },
        options: { operation: 'listConnections', scope: 'projectId' },
      },
      {
        id: 'repositoryId',
        path: 'repositoryId',
        label: 'devops:field.codeRepository',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        when: { field: 'source', is: ['DEVOPS_CODE_REPOSITORY'] },
      },
      {
        id: 'buildPipelineId',
        path: 'actions.0.buildPipelineId',
        label: 'devops:field.buildPipeline',
        kind: 'ocid',
        required: true,
        modes: CREATE_ONLY,
        options: { operation: 'listBuildPipelines', scope: 'projectId' },
      },
      {
        id: 'event',
        path: 'actions.0.filter.events',
        label: 'devops:field.event',
        kind: 'select',
        values: ['PUSH', 'PULL_REQUEST_CREATED', 'PULL_REQUEST_UPDATED', 'PULL_REQUEST_MERGED'],
        array: true,
        required: true,
        modes: CREATE_ONLY,
        defaultValue: 'PUSH',
      },
      {
        id: 'branch',
        path: 'actions.0.filter.include.headRef',
        label: 'devops:field.branch',
        kind: 'text',
        modes: CREATE_ONLY,
      },
    ],
  },
  address: inProjectAddress('triggers'),
});
