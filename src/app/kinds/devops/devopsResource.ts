/**
 * A DevOps resource's configuration from its key. Everything the key implies is derived, never
 * written: its words (`resource.<key>.title`, `.plural`), its id parameter (`<key>Id`), its calls
 * (`get<Key>`, `list<Key>s`, `create<Key>`, `update<Key>`, `delete<Key>`) and their bodies
 * (`create<Key>Details`, `update<Key>Details`). The types check each against the catalogue's
 * entry (src/oci/operations), so a key whose implied call, body or id parameter the catalogue
 * lacks does not compile. A resource states only what differs: the writes it has not, its name
 * field, its states, the columns between its name and its creation time, the details of its type,
 * the child lists its page nests.
 */
import type { EntryOf, OperationName } from '../../../oci/operations';
import type { ListColumn } from '../../kit/listSpec';
import { CREATED_COLUMN, detailsWith, devopsList, nameColumn, RESOURCE_STATES, STATE_COLUMN } from './common';
import type { ScopeParam } from '../../kit/formSpec';
import type { FieldSpec } from '../../kit/detailsConfig';
import type { ResourceConfig, ResourceKey, SectionSpec } from './resourceConfig';

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
export interface ResourceSpec<Without extends readonly Write[]> extends Pick<
  ResourceConfig,
  'form' | 'startAction' | 'sections' | 'actions' | 'link'
> {
  /** The writes it has not (a run is started by a flow and canceled, never created or deleted here). */
  readonly without?: Without;
  /** Projects are named by `name`; everything else by `displayName`, the default. */
  readonly nameField?: ResourceConfig['nameField'];
  /** Its list's state filter; the lifecycle states of most DevOps resources unless given. */
  readonly states?: readonly string[];
  /** The list's columns between the name and the creation time; the state alone unless given. */
  readonly columns?: readonly ListColumn[];
  /** Its type's own details, shown between the ones every DevOps resource has. */
  readonly details?: readonly FieldSpec[];
  /**
   * The lists its details page nests, in order: section id → the child resource, titled by the
   * child's plural and listed by this resource's id (`{ stages: 'buildPipelineStage' }`).
   */
  readonly children?: Readonly<Record<string, ResourceKey>>;
}

function call<Verb extends string, K extends ResourceKey>(verb: Verb, key: K): Call<Verb, K> {
  return `${verb}${key.charAt(0).toUpperCase()}${key.slice(1)}` as Call<Verb, K>;
}

function childLists(key: ResourceKey, children: Readonly<Record<string, ResourceKey>>): SectionSpec[] {
  return Object.entries(children).map(([id, resource]) => ({
    kind: 'list',
    id,
    titleKey: `resource.${resource}.plural`,
    resource,
    scope: `${key}Id` as ScopeParam,
  }));
}

export function devopsResource<K extends ResourceKey, const Without extends readonly Write[] = readonly []>(
  key: K,
  spec: ResourceSpec<Without> & CatalogueAgrees<K, Exclude<Write, Without[number]>> & ChildrenAllowed<K>,
): ResourceConfig {
  const {
    without,
    nameField = 'displayName',
    states = RESOURCE_STATES,
    columns,
    details,
    children,
    sections,
    ...rest
  } = spec;
  const lacks: readonly Write[] = without ?? [];
  const has = (write: Write): boolean => !lacks.includes(write);
  // The types above hold every implied name to the catalogue.
  const named = (verb: string): OperationName => call(verb, key) as OperationName;
  const pluralKey = `resource.${key}.plural` as const;
  return {
    key,
    titleKey: `resource.${key}.title`,
    pluralKey,
    idParam: `${key}Id`,
    operations: {
      get: named('get'),
      ...(has('create') ? { create: named('create') } : {}),
      ...(has('update') ? { update: named('update') } : {}),
      ...(has('delete') ? { delete: named('delete') } : {}),
    },
    bodies: {
      ...(has('create') ? { create: `${call('create', key)}Details` } : {}),
      ...(has('update') ? { update: `${call('update', key)}Details` } : {}),
    },
    nameField,
    list: devopsList(`${call('list', key)}s` as OperationName, pluralKey, states, [
      nameColumn(nameField),
      ...(columns ?? [STATE_COLUMN]),
      CREATED_COLUMN,
    ]),
    details: detailsWith(details ?? []),
    ...(children === undefined && sections === undefined
      ? {}
      : { sections: [...childLists(key, children ?? {}), ...(sections ?? [])] }),
    ...rest,
  };
}
