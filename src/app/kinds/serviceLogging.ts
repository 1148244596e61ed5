/**
 * A DevOps project's service logging configuration (DevOps /20210630, not in the public API): the
 * log a project's service logs go to, read, written and deleted by that log's id. Its details page
 * sits beside the project's, with Edit and Delete; it is set up from the project's page (the
 * create form for that project: the log, its group, the category, whether it is on) and edited
 * there too (the category and the switch, the update naming the log in its body). The API lists
 * no project's configurations, so the project's page lists the logs whose source is the project
 * (the Logging service's log search by source), each opening its configuration. The kind is this
 * entry and its translations, nothing else.
 */
import { PAGE } from '../../oci/resource-types/pages';
import { fillPattern, RELATED_PATTERNS } from '../features/details/paths';
import { devopsPaths } from '../features/devops/paths';
import { stringAt } from '../kit/formatField';
import type { ResourceKinds } from './resourceKind';

const CREATE_ONLY = ['create'] as const;

export const SERVICE_LOGGING_KINDS = {
  getServiceLoggingConfig: {
    details: {
      key: 'serviceLoggingConfig',
      pages: [PAGE.serviceLoggingConfig],
      // Not a type the search service returns: its page is reached from its project's.
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
        { path: 'lifecycleState', label: 'glossary:state', format: 'state' },
      ],
      relations: [
        {
          label: 'glossary:project',
          path: 'resource',
          to: { link: (id) => devopsPaths.project(id) },
        },
        { label: 'logGroup', path: 'logGroupId', to: { pattern: RELATED_PATTERNS.logGroup } },
      ],
    },
    // The logs whose source is the project (the parent's id goes in as sourceResource).
    list: {
      operation: 'searchLogs',
      title: 'details:lists.serviceLogs',
      empty: 'details:lists.serviceLogsEmpty',
      fixed: { sourceService: 'devops' },
      defaultSort: { column: 'timeCreated', direction: 'descending' },
      columns: [
        { path: 'displayName', label: 'details:fields.log', sortBy: 'displayName' },
        { path: 'lifecycleState', label: 'glossary:state', format: 'state' },
        { path: 'logGroupId', label: 'details:fields.logGroupId', format: 'code' },
        { path: 'timeCreated', label: 'glossary:created', format: 'dateTime', sortBy: 'timeCreated' },
      ],
    },
    parent: {
      kind: 'getProject',
      createLabel: 'details:form.setUpServiceLogging',
      tab: 'service-logging',
      listParam: 'sourceResource',
      rowLink: (log, projectId) => fillPattern(PAGE.serviceLoggingConfig, { resource: projectId, id: stringAt(log, 'id') }),
    },
    form: {
      idParam: 'logId',
      idPath: 'logId',
      idInBody: true,
      operations: {
        create: 'createServiceLoggingConfig',
        update: 'updateServiceLoggingConfig',
        delete: 'deleteServiceLoggingConfig',
      },
      bodies: { create: 'serviceLoggingConfigDetails', update: 'serviceLoggingConfigDetails' },
      // The delete names the project and the category it stops logging, beside the log.
      deleteParams: { resource: 'resource', category: 'category' },
      // Once it is gone, its page gives way to its project's.
      pageAfterDelete: (config) => {
        const project = stringAt(config, 'resource');
        return project === undefined ? null : devopsPaths.project(project, 'service-logging');
      },
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
