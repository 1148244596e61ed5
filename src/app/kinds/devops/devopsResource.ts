/**
 * A DevOps kind's registry entry from its key, in the vocabulary of every kind (details, list,
 * form, page). Everything the key implies is derived, never written: its words
 * (`resource.<key>.title`, `.plural`), its id parameter (`<key>Id`), its calls (`get<Key>`,
 * `list<Key>s`, `create<Key>`, `update<Key>`, `delete<Key>`) and their bodies
 * (`create<Key>Details`, `update<Key>Details`). The types check each against the catalogue's
 * entry (src/oci/operations), so a key whose implied call, body or id parameter the catalogue
 * lacks does not compile. A resource states only what differs: the writes it has not, its name
 * field, its states, the columns between its name and its creation time, its type's own fields,
 * its page's address, the child lists its page nests and its own actions.
 */
import type { EntryOf, OperationName } from '../../../oci/operations';
import { devopsPaths } from '../../features/devops/paths';
import type { FieldSpec, LinkValues, RelationSpec } from '../../kit/detailsConfig';
import type { FormSpec, ScopeParam } from '../../kit/formSpec';
import type { ListColumn, Row } from '../../kit/listSpec';
import type { ActionSpec, ResourceKind, SectionSpec } from '../resourceKind';
import { CREATED_COLUMN, devopsList, nameColumn, RESOURCE_STATES, STATE_COLUMN } from './common';
import { rowText } from './rows';

/** The DevOps kinds, by the key their words, calls and parameters are derived from. */
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

/** A DevOps kind's entry: every part of the one vocabulary there. */
export type DevopsKind = ResourceKind & Required<Pick<ResourceKind, 'details' | 'list' | 'form'>>;

/** The writes a resource may lack; its read and its list it always has. */
export type Write = 'create' | 'update' | 'delete';

type Call<Verb extends string, K extends ResourceKey> = `${Verb}${Capitalize<K>}`;

type BodyOf<N extends string> = N extends OperationName
  ? EntryOf<N> extends { readonly body: { readonly name: infer B extends string } }
    ? B
    : never
  : never;

type PathParamOf<N extends string> = N extends OperationName ? EntryOf<N>['pathParams'][number] : never;

/** The body the key implies for a write that does not name it (distributes over the writes). */
type WrongBody<K extends ResourceKey, W extends Write> = W extends 'create' | 'update'
  ? BodyOf<Call<W, K>> extends `${W}${Capitalize<K>}Details`
    ? never
    : `${W}${Capitalize<K>}Details`
  : never;

/** What the key implies and the catalogue does not have: a call, a body, or the read's id parameter. */
type Missing<K extends ResourceKey, W extends Write> =
  | Exclude<Call<'get' | W, K> | `list${Capitalize<K>}s`, OperationName>
  | WrongBody<K, W>
  | (`${K}Id` extends PathParamOf<Call<'get', K>> ? never : `${K}Id`);

/** Nothing for a key the catalogue agrees with; else a property the spec lacks, naming what is missing. */
type CatalogueAgrees<K extends ResourceKey, W extends Write> = [Missing<K, W>] extends [never]
  ? unknown
  : { readonly notInCatalogue: Missing<K, W> };

/** Only a resource whose id a child list takes as its parent (a ScopeParam) nests child lists. */
type ChildrenAllowed<K extends ResourceKey> = `${K}Id` extends ScopeParam
  ? unknown
  : { readonly children?: never };

/** What a resource states beyond its key. */
export interface ResourceSpec<Without extends readonly Write[]> {
  /** The writes it has not (a run is started by a flow and canceled, never created or deleted here). */
  readonly without?: Without;
  /** Projects are named by `name`; everything else by `displayName`, the default. */
  readonly nameField?: 'name' | 'displayName';
  /** Its list's state filter; the lifecycle states of most DevOps resources unless given. */
  readonly states?: readonly string[];
  /** The list's columns between the name and the creation time; the state alone unless given. */
  readonly columns?: readonly ListColumn[];
  /**
   * Its type's own fields, between its description and its last update; the standard ones
   * (state, created, OCID, compartment, tags, lifecycle details) are the kit's (ReadDetails).
   */
  readonly details?: readonly FieldSpec[];
  /** Create (where the catalogue has one) and edit. */
  readonly form?: FormSpec;
  /** Its page's address (the catalogue's page table) and the values filling it beyond the resource's own fields. */
  readonly address: { readonly pattern: string; readonly values: LinkValues };
  /**
   * The lists its page nests, in order: tab id → the child resource, titled by the child's list
   * and listed by this resource's id (`{ stages: 'buildPipelineStage' }`).
   */
  readonly children?: Readonly<Record<string, ResourceKey>>;
  /** Tabs a feature owns, after the child lists (a connection's git host). */
  readonly sections?: readonly SectionSpec[];
  readonly actions?: readonly ActionSpec[];
}

/** What every DevOps resource shows of its own, around its type's fields. */
const DESCRIPTION_FIELD: FieldSpec = { label: 'glossary:description', path: 'description' };
const UPDATED_FIELD: FieldSpec = { label: 'glossary:updated', path: 'timeUpdated', format: 'dateTime' };

/** The project a DevOps resource belongs to, linked to its page. */
const PROJECT_RELATION: RelationSpec = {
  label: 'glossary:project',
  path: 'projectId',
  to: { link: (id) => devopsPaths.project(id) },
};

/** Every DevOps resource's page links to its work requests. */
const WORK_REQUESTS = {
  label: 'devops:details.workRequests',
  href: (resource: Row, id: string) =>
    devopsPaths.workRequests({ compartmentId: rowText(resource, 'compartmentId'), resourceId: id }),
} as const;

function call<Verb extends string, K extends ResourceKey>(verb: Verb, key: K): Call<Verb, K> {
  return `${verb}${key.charAt(0).toUpperCase()}${key.slice(1)}` as Call<Verb, K>;
}

function childLists(key: ResourceKey, children: Readonly<Record<string, ResourceKey>>): SectionSpec[] {
  return Object.entries(children).map(([id, resource]) => ({
    kind: 'list',
    id,
    of: call('get', resource),
    param: `${key}Id` as ScopeParam,
  }));
}

export function devopsResource<K extends ResourceKey, const Without extends readonly Write[] = readonly []>(
  key: K,
  spec: ResourceSpec<Without> & CatalogueAgrees<K, Exclude<Write, Without[number]>> & ChildrenAllowed<K>,
): DevopsKind {
  const {
    without,
    nameField = 'displayName',
    states = RESOURCE_STATES,
    columns,
    details,
    form,
    address,
    children,
    sections,
    actions,
  } = spec;
  const lacks: readonly Write[] = without ?? [];
  const has = (write: Write): boolean => !lacks.includes(write);
  // The types above hold every implied name to the catalogue.
  const named = (verb: string): OperationName => call(verb, key) as OperationName;
  const get = named('get');
  const pageSections = [...childLists(key, children ?? {}), ...(sections ?? [])];
  return {
    details: {
      key: `devops.${key}`,
      title: `devops:resource.${key}.title`,
      pages: [address.pattern],
      // Search results of DevOps types open these pages through the catalogue's page table.
      resourceTypes: [],
      operation: get,
      idParam: `${key}Id`,
      titlePath: nameField,
      fields: [DESCRIPTION_FIELD, ...(details ?? []), UPDATED_FIELD],
      relations: [PROJECT_RELATION],
      linkValues: address.values,
    },
    list: devopsList(`${call('list', key)}s` as OperationName, `resource.${key}.plural`, states, [
      nameColumn(nameField),
      ...(columns ?? [STATE_COLUMN]),
      CREATED_COLUMN,
    ]),
    form: {
      idParam: `${key}Id`,
      operations: {
        ...(has('create') ? { create: named('create') } : {}),
        ...(has('update') ? { update: named('update') } : {}),
        ...(has('delete') ? { delete: named('delete') } : {}),
      },
      bodies: {
        ...(has('create') ? { create: `${call('create', key)}Details` } : {}),
        ...(has('update') ? { update: `${call('update', key)}Details` } : {}),
      },
      nameField,
      ...(form === undefined ? {} : { form }),
      workRequestPath: devopsPaths.workRequest,
    },
    page: {
      ...(pageSections.length === 0 ? {} : { sections: pageSections }),
      ...(actions === undefined ? {} : { actions }),
      links: [WORK_REQUESTS],
    },
  };
}
