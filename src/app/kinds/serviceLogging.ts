/**
 * A DevOps project's service logging configuration (DevOps /20210630, not in the public API): the
 * log a project's service logs go to, read and written by that log's id. Its details page sits
 * beside the project's; its form creates one for a project (the log, its group, the category,
 * whether it is on) and edits the category and the switch, the update naming the log in its body.
 * The kind is this entry and its translations, nothing else.
 */
import { DETAILS_PATTERNS } from '../features/details/paths';
import { devopsPaths } from '../features/devops/paths';
import { stringAt } from '../kit/formatField';
import type { ResourceKinds } from './resourceKind';

const CREATE_ONLY = ['create'] as const;

export const SERVICE_LOGGING_KINDS = {
  getServiceLoggingConfig: {
    details: {
      key: 'serviceLoggingConfig',
      patterns: DETAILS_PATTERNS.serviceLoggingConfig,
      // Not a type the search service returns: its page is reached by its address.
      resourceTypes: [],
      operation: 'getServiceLoggingConfig',
      idParam: 'logId',
      // The service answers no id nor name of its own: the log names it.
      titlePath: 'logId',
      linkValues: (config) => ({ id: stringAt(config, 'logId') }),
      fields: [
        { path: 'logId', label: 'logId', format: 'code' },
        { path: 'isEnabled', label: 'isEnabled', format: 'boolean' },
        { path: 'service', label: 'service', format: 'code' },
        { path: 'category', label: 'category', format: 'code' },
        { path: 'lifecycleState', label: 'lifecycleState', format: 'state' },
      ],
      relations: [
        {
          label: 'project',
          path: 'resource',
          to: { link: (id) => devopsPaths.project(id) },
        },
        { label: 'logGroup', path: 'logGroupId', to: { pattern: '/logging/log-groups/:id' } },
      ],
    },
    form: {
      idParam: 'logId',
      idPath: 'logId',
      idInBody: true,
      operations: { create: 'createServiceLoggingConfig', update: 'updateServiceLoggingConfig' },
      bodies: { create: 'serviceLoggingConfigDetails', update: 'serviceLoggingConfigDetails' },
      nameField: 'logId',
      workRequestPath: devopsPaths.workRequest,
      form: {
        // The project it logs goes with it; an update names the log, the project and the service.
        scopeAs: { resource: 'projectId' },
        carry: ['logId', 'resource', 'service'],
        fixed: [{ path: 'service', value: 'devops', modes: CREATE_ONLY }],
        fields: [
          {
            id: 'logId',
            path: 'logId',
            label: 'details:fields.logId',
            kind: 'ocid',
            required: true,
            modes: CREATE_ONLY,
          },
          {
            id: 'logGroupId',
            path: 'logGroupId',
            label: 'details:fields.logGroupId',
            kind: 'ocid',
            required: true,
            modes: CREATE_ONLY,
          },
          {
            id: 'category',
            path: 'category',
            label: 'details:fields.category',
            kind: 'text',
            required: true,
            defaultValue: 'all',
          },
          {
            id: 'isEnabled',
            path: 'isEnabled',
            label: 'details:fields.isEnabled',
            kind: 'checkbox',
            defaultValue: 'true',
          },
        ],
      },
    },
  },
} as const satisfies ResourceKinds;
