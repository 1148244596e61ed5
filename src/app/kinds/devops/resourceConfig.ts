/**
 * A DevOps resource screen as configuration (STYLE rule 5, the Headlamp way): which calls list,
 * read, create, change and delete it, what its list and details show, its form, the sections its
 * details page nests and the actions it offers. One generic list, details and form component
 * reads these; a resource kind costs a table entry, not a page.
 */
import type { OperationName } from '../../../oci/operations';
import type { FieldSpec } from '../../kit/detailsConfig';
import type { ListSpec } from '../../kit/listSpec';
import type { FormConfig, FormSpec, ScopeParam } from '../../kit/formSpec';
import type { DevopsKey } from '../../i18n/keys';

export type ResourceKey =
  | 'project'
  | 'buildPipeline'
  | 'buildPipelineStage'
  | 'buildRun'
  | 'deployPipeline'
  | 'deployStage'
  | 'deployment'
  | 'deployEnvironment'
  | 'deployArtifact'
  | 'connection'
  | 'trigger';

/** What a details page nests: a list of child resources, or a connection's git provider. */
export type SectionSpec =
  | {
      readonly kind: 'list';
      readonly id: string;
      readonly titleKey: DevopsKey;
      readonly resource: ResourceKey;
      /** The child list's query parameter that takes this resource's id. */
      readonly scope: ScopeParam;
    }
  | { readonly kind: 'git'; readonly id: string; readonly titleKey: DevopsKey };

/** Actions beyond edit and delete, each a dialog of its own. */
export type ResourceAction = 'startBuildRun' | 'startDeployment' | 'moveProject';

/** The kind's calls, by their names in the catalogue (src/oci/operations), so a typo does not compile. */
export interface ResourceOperations {
  readonly get: OperationName;
  readonly create?: OperationName;
  readonly update?: OperationName;
  readonly delete?: OperationName;
}

export type Row = Readonly<Record<string, unknown>>;

/** A DevOps resource's screens; its form calls are the one FormConfig every kind's forms are. */
export interface ResourceConfig extends FormConfig {
  readonly key: ResourceKey;
  readonly titleKey: DevopsKey;
  readonly pluralKey: DevopsKey;
  /** The path parameter of get, update and delete: `buildPipelineId`. */
  readonly idParam: string;
  readonly operations: ResourceOperations;
  /** The body parameters of create and update: `createBuildPipelineDetails`. */
  readonly bodies: { readonly create?: string; readonly update?: string };
  /** Projects are named by `name`, everything else by `displayName`. */
  readonly nameField: 'name' | 'displayName';
  /** Its list, under a compartment (projects) or the project or pipeline that holds it. */
  readonly list: ListSpec;
  /** Its fields, on the one field list of every kind's page (kit/FieldList). */
  readonly details: readonly FieldSpec[];
  /** Create (where `operations.create` is set) and edit. */
  readonly form?: FormSpec;
  /** Build runs and deployments are started by a flow, not by the create form. */
  readonly startAction?: ResourceAction;
  readonly sections?: readonly SectionSpec[];
  readonly actions?: readonly ResourceAction[];
  /** The details page of a row, from its own fields (projectId, pipeline ids). */
  readonly link: (row: Row) => string | undefined;
}
