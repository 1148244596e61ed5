/**
 * A resource kind as the console knows it, in one place (STYLE rule 5, the Headlamp way): its
 * details page (the read by id, fields, relations, tables and related lists), its live list page
 * (the list read, filters, columns and sort), its create and edit forms and its delete, its place
 * on its parent's page (a create action, a tab with its list) and, for the DevOps kinds, their
 * full screens (list, details, forms and actions). Generic screens render any kind from its entry:
 * ReadDetails, ListScreen (src/app/kit) and the DevOps resource screens.
 */
import type { OperationName } from '../../oci/operations';
import type { DetailsConfig } from '../kit/detailsConfig';
import type { ResourceConfig } from './devops/resourceConfig';
import type { FormConfig } from '../kit/formSpec';
import type { ListSpec, Row, TextKey } from '../kit/listSpec';

/**
 * Where a kind lives on its parent's page: an action there opens its create form for that parent,
 * and a tab there shows its list under the parent (the rows opening their pages). A DevOps
 * project's service logging is set up from the project's page, and its logs are listed there.
 */
export interface KindParent {
  /** The parent kind, by the catalogue's name of its read by id (`getProject`). */
  readonly kind: OperationName;
  /** The action's words on the parent's page: "Set up service logging". */
  readonly createLabel: TextKey;
  /** The tab's id on the parent's page (in its address, `?tab=service-logging`). */
  readonly tab: string;
  /** The parameter of the kind's list read that takes the parent's id. */
  readonly listParam: string;
  /** The page a row of that list opens, given the parent's id; null where a value it needs is missing. */
  readonly rowLink: (row: Row, parentId: string) => string | null;
}

export interface ResourceKind {
  /** Its details page, read by the kind's get operation (the registry's key). */
  readonly details?: DetailsConfig;
  /** Its live list: a page of its own where it has a route, else shown where its parent is. */
  readonly list?: ListSpec;
  /** Its create and edit forms: the calls, their bodies and the fields with what the API requires. */
  readonly form?: FormConfig;
  /** Its DevOps screens: list, details, forms and actions. */
  readonly devops?: ResourceConfig;
  /** Its place on its parent's page: a create action and a tab with its list. */
  readonly parent?: KindParent;
}

/** The registry's shape: one entry per kind, keyed by the catalogue's name of its read by id. */
export type ResourceKinds = { readonly [Name in OperationName]?: ResourceKind };
