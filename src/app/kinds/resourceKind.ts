/**
 * A resource kind as the console knows it, in one place (STYLE rule 5, the Headlamp way): its
 * details page (the read by id, fields, relations, tables and related lists), its live list page
 * (the list read, filters, columns and sort), its create and edit forms and its delete, its place
 * on its parent's page (a create action, a tab with its list) and what its page adds (tabs with
 * other kinds' lists, actions of its own, links). Generic screens render any kind from its entry:
 * ReadDetails, KindList, KindForm, KindDelete (src/app/kit) on KindPage.
 */
import type { OperationName } from '../../oci/operations';
import type { DetailsConfig } from '../kit/detailsConfig';
import type { FormConfig, ScopeParam } from '../kit/formSpec';
import type { KindActionName, KindSectionName } from '../kit/kitParts';
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

/** A tab of a kind's page, after its details. */
export type SectionSpec =
  /**
   * Another kind's list under this resource (a build pipeline's stages), titled and listed as
   * that kind's list, with its create form; `param` is the list's parameter this resource's id
   * fills (and the forms' scope it gives).
   */
  | { readonly kind: 'list'; readonly id: string; readonly of: OperationName; readonly param: ScopeParam }
  /** A tab a feature owns (a connection's git host), handed to the kit by name (kit/kitParts.tsx). */
  | { readonly kind: 'part'; readonly id: string; readonly title: TextKey; readonly part: KindSectionName };

/** An action of the kind's own on its page, before edit and delete: a dialog a feature owns (kit/kitParts.tsx). */
export interface ActionSpec {
  readonly name: KindActionName;
  readonly label: TextKey;
  readonly variant?: 'primary' | 'secondary';
}

/** A link the kind's page offers above its details (a resource's work requests). */
export interface PageLinkSpec {
  readonly label: TextKey;
  /** Its address from the resource and its id; none where a value it needs is missing. */
  readonly href: (resource: Row, id: string) => string | undefined;
}

/** What a kind's page adds to its details, edit and delete. */
export interface PageSpec {
  readonly sections?: readonly SectionSpec[];
  readonly actions?: readonly ActionSpec[];
  readonly links?: readonly PageLinkSpec[];
}

export interface ResourceKind {
  /** Its details page, read by the kind's get operation (the registry's key). */
  readonly details?: DetailsConfig;
  /** Its live list: a page of its own where it has a route, else shown where its parent is. */
  readonly list?: ListSpec;
  /** Its create and edit forms: the calls, their bodies and the fields with what the API requires. */
  readonly form?: FormConfig;
  /** What its page adds: tabs, actions of its own, links. */
  readonly page?: PageSpec;
  /** Its place on its parent's page: a create action and a tab with its list. */
  readonly parent?: KindParent;
}

/** The registry's shape: one entry per kind, keyed by the catalogue's name of its read by id. */
export type ResourceKinds = { readonly [Name in OperationName]?: ResourceKind };
