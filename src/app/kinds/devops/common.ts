/** What the DevOps kinds' entries share: states, columns, form fields and their pages' addresses. */
import { DEVOPS_OPERATION_STATUSES } from '../../../oci/enums';
import { DEVOPS_ROUTES, type ProjectCollection } from '../../features/devops/paths';
import type { FormField } from '../../kit/formSpec';
import type { OperationName } from '../../../oci/operations';
import type { DevopsKey } from '../../i18n/keys';
import type { ListColumn, ListSpec, Row } from '../../kit/listSpec';
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

/**
 * The addresses of DevOps pages (the catalogue's page table) and the values that fill them from
 * a resource beyond its own fields (its `projectId`): a project's, a pipeline's, a resource under a
 * pipeline (a stage, a run; its pipeline's id in `pipelineKey`) and one a project holds directly.
 */
export const PROJECT_ADDRESS = {
  pattern: DEVOPS_ROUTES.project,
  values: (row: Row) => ({ projectId: rowText(row, 'id') }),
};

export const pipelineAddress = (pattern: string) => ({
  pattern,
  values: (row: Row) => ({ pipelineId: rowText(row, 'id') }),
});

export const underPipelineAddress = (
  pattern: string,
  pipelineKey: string,
  idParam: 'resourceId' | 'runId',
) => ({
  pattern,
  values: (row: Row) => ({ pipelineId: rowText(row, pipelineKey), [idParam]: rowText(row, 'id') }),
});

export const inProjectAddress = (collection: ProjectCollection) => ({
  pattern: DEVOPS_ROUTES.projectChild,
  values: (row: Row) => ({ collection, resourceId: rowText(row, 'id') }),
});

export const CREATE_ONLY = ['create'] as const;
