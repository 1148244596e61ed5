/** What the DevOps resource configurations share: states, columns, details and form fields. */
import { DEVOPS_OPERATION_STATUSES } from '../../../oci/enums';
import { devopsPaths, type ProjectCollection } from '../../features/devops/paths';
import type { FormField } from '../../kit/formSpec';
import type { OperationName } from '../../../oci/operations';
import type { DevopsKey } from '../../i18n/keys';
import type { ListColumn, ListSpec } from '../../kit/listSpec';
import type { FieldSpec } from '../../kit/detailsConfig';
import type { Row } from './resourceConfig';
import { PAGE_SIZE, rowText } from './rows';

/** Lifecycle states of DevOps projects, pipelines, stages, environments, artifacts, connections and triggers. */
export const RESOURCE_STATES = [
  'CREATING',
  'UPDATING',
  'ACTIVE',
  'INACTIVE',
  'DELETING',
  'DELETED',
  'FAILED',
] as const;

/** Build runs and deployments move through the operation statuses of document 1 §3. */
export const RUN_STATES = DEVOPS_OPERATION_STATUSES;

export function nameColumn(nameField: 'name' | 'displayName' = 'displayName'): ListColumn {
  return { path: nameField, label: 'glossary:name', sortBy: nameField };
}

export const STATE_COLUMN: ListColumn = {
  path: 'lifecycleState',
  label: 'glossary:state',
  format: 'state',
};

export const CREATED_COLUMN: ListColumn = {
  path: 'timeCreated',
  label: 'glossary:created',
  format: 'dateTime',
  sortBy: 'timeCreated',
};

export function typeColumn(path: string): ListColumn {
  return { path, label: 'glossary:type', format: 'enum' };
}

/**
 * A DevOps list: under its parent (a compartment, a project, a pipeline), filtered by state and
 * by a part of the name, newest first as the service lists by default.
 */
export function devopsList(
  operation: OperationName,
  title: DevopsKey,
  states: readonly string[],
  columns: readonly [ListColumn, ...ListColumn[]],
): ListSpec {
  return {
    operation,
    title: `devops:${title}`,
    states,
    nameFilter: true,
    fixed: { limit: PAGE_SIZE },
    defaultSort: { column: 'timeCreated', direction: 'descending' },
    columns,
  };
}

/** The details every DevOps resource has, with the type-specific ones in the middle. */
export function detailsWith(specific: readonly FieldSpec[]): FieldSpec[] {
  return [
    { label: 'glossary:state', path: 'lifecycleState', format: 'state' },
    { label: 'glossary:description', path: 'description' },
    ...specific,
    { label: 'glossary:lifecycleDetails', path: 'lifecycleDetails' },
    { label: 'glossary:ocid', path: 'id', format: 'code' },
    { label: 'glossary:project', path: 'projectId', format: 'code' },
    { label: 'glossary:compartment', path: 'compartmentId', format: 'compartment' },
    { label: 'glossary:created', path: 'timeCreated', format: 'dateTime' },
    { label: 'glossary:updated', path: 'timeUpdated', format: 'dateTime' },
  ];
}

/** Display names of DevOps resources: optional (the service makes one), at most 255 characters. */
export const DISPLAY_NAME: FormField = {
  id: 'displayName',
  path: 'displayName',
  label: 'glossary:name',
  kind: 'text',
  maxLength: 255,
};

export const DESCRIPTION: FormField = {
  id: 'description',
  path: 'description',
  label: 'glossary:description',
  kind: 'textarea',
  maxLength: 255,
};

/** The page of a resource a project holds (a pipeline, a connection…), from its project and its own id. */
export const inProjectLink =
  (build: (projectId: string, id: string) => string) =>
  (row: Row): string | undefined => {
    const id = rowText(row, 'id');
    const projectId = rowText(row, 'projectId');
    return id === undefined || projectId === undefined ? undefined : build(projectId, id);
  };

/** The page of a resource under a pipeline (a stage, a run), whose pipeline id is in `pipelineKey`. */
export const inPipelineLink =
  (pipelineKey: string, build: (projectId: string, pipelineId: string, id: string) => string) =>
  (row: Row): string | undefined => {
    const pipelineId = rowText(row, pipelineKey);
    return pipelineId === undefined
      ? undefined
      : inProjectLink((projectId, id) => build(projectId, pipelineId, id))(row);
  };

/** The page of a resource a project holds directly: /devops-project/projects/{projectId}/{collection}/{id}. */
export const childLink = (collection: ProjectCollection) =>
  inProjectLink((projectId, id) => devopsPaths.projectChild(projectId, collection, id));

export const CREATE_ONLY = ['create'] as const;
