/**
 * A live list page of any kind, as data: the list read, the filters a user sets (kept in the
 * page's address, so a list can be linked to), its columns, and which of them the service sorts
 * by. Pure: the read's parameters and the rows come from the spec and the address alone, so a
 * kind's list is tested without a browser (ListScreen renders it).
 */
import { operation, type OperationName } from '../../oci/operations';
import type { DetailsKey, KeysUnder } from '../i18n/keys';
import type { FieldFormat } from './formatField';

export interface ListColumn {
  /** A dot path into the row. */
  readonly path: string;
  /** The header's key under `fields.` in the details namespace. */
  readonly label: KeysUnder<DetailsKey, 'fields'>;
  readonly format?: FieldFormat;
  /** The list's sortBy value for this column, where the service sorts by it. */
  readonly sortBy?: string;
}

export interface ListFilter {
  /** The list read's query parameter, also the address's. */
  readonly param: string;
  /** The field's key under `fields.` in the details namespace. */
  readonly label: KeysUnder<DetailsKey, 'fields'>;
}

export interface ListSpec {
  readonly operation: OperationName;
  /** The list page's address (a fixed path). */
  readonly route: string;
  /** The page's title key under `lists.` in the details namespace. */
  readonly title: KeysUnder<DetailsKey, 'lists'>;
  /** Extra filters beyond the compartment, each a query parameter of the read. */
  readonly filters?: readonly ListFilter[];
  /** The first column names the row and links to its details page. */
  readonly columns: readonly [ListColumn, ...ListColumn[]];
}

export type Row = Readonly<Record<string, unknown>>;

/** The page's choices, as its address carries them. */
export type ListQuery = Readonly<Record<string, string | undefined>>;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The query parameters the list read declares. */
function declared(spec: ListSpec): ReadonlySet<string> {
  return new Set(operation(spec.operation).query.map((param) => param.name));
}

/**
 * The list read's parameters for what the address asks: the compartment, the spec's filters (a
 * value the read does not declare is dropped, whatever the address says), the page and the
 * service's order. Null while there is no compartment (nothing to ask yet).
 */
export function listParams(
  spec: ListSpec,
  query: ListQuery,
  page: string | undefined,
  sort?: { readonly sortBy: string; readonly sortOrder: 'ASC' | 'DESC' },
): Readonly<Record<string, unknown>> | null {
  const compartmentId = query['compartmentId']?.trim();
  if (compartmentId === undefined || compartmentId === '') return null;
  const names = declared(spec);
  const params: Record<string, unknown> = { compartmentId };
  for (const filter of spec.filters ?? []) {
    const value = query[filter.param]?.trim();
    if (value !== undefined && value !== '' && names.has(filter.param)) params[filter.param] = value;
  }
  if (page !== undefined) params['page'] = page;
  if (sort !== undefined && names.has('sortBy')) {
    params['sortBy'] = sort.sortBy;
    params['sortOrder'] = sort.sortOrder;
  }
  return params;
}

/** Whether the service sorts this list (its read declares sortBy); otherwise the page sorts what it has. */
export function serviceSorts(spec: ListSpec): boolean {
  return declared(spec).has('sortBy');
}

/** The rows of a list answer, in the shape the catalogue says (a bare array or `{ items }`); hostile input. */
export function listRows(spec: ListSpec, answer: unknown): readonly Row[] {
  const { semantics } = operation(spec.operation);
  const shape = semantics.kind === 'list' ? semantics.shape : 'items';
  const items = shape === 'array' ? answer : isRow(answer) ? answer['items'] : undefined;
  return Array.isArray(items) ? items.filter(isRow) : [];
}
