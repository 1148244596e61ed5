/**
 * A resource kind as the console knows it, in one place (STYLE rule 5, the Headlamp way): its
 * details page (the read by id, fields, relations, tables and related lists), its live list page
 * (the list read, filters, columns and sort) and, for the DevOps kinds, their full screens (list,
 * details, create and edit forms with what the API requires, and actions). Generic screens render
 * any kind from its entry: ReadDetails, ListScreen (src/app/kit) and the DevOps resource screens.
 */
import type { OperationName } from '../../oci/operations';
import type { DetailsConfig } from '../features/details/detailsConfig';
import type { ResourceConfig } from '../features/devops/resources/resourceConfig';
import type { FormConfig } from '../kit/formModel';
import type { ListSpec } from '../kit/listSpec';

export interface ResourceKind {
  /** Its details page, read by the kind's get operation (the registry's key). */
  readonly details?: DetailsConfig;
  /** Its live list: a page of its own where it has a route, else shown where its parent is. */
  readonly list?: ListSpec;
  /** Its create and edit forms: the calls, their bodies and the fields with what the API requires. */
  readonly form?: FormConfig;
  /** Its DevOps screens: list, details, forms and actions. */
  readonly devops?: ResourceConfig;
}

/** The registry's shape: one entry per kind, keyed by the catalogue's name of its read by id. */
export type ResourceKinds = { readonly [Name in OperationName]?: ResourceKind };
