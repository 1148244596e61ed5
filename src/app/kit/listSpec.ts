/**
 * A live list of any kind, as data: the list read, what the rows are asked for under (a
 * compartment from the page's address, or a parent's id: a project's pipelines, a product
 * license's records), the filters a user sets, its columns, which of them the service sorts by,
 * and the creates still in the outbox it shows as rows. Pure: the read's parameters and the rows
 * come from the spec and the page's choices alone, so a kind's list is tested without a browser
 * (KindList renders it, ListScreen as a page of its own).
 */
import type { ComponentType } from 'react';
import { operation, type OperationName } from '../../oci/operations';
import type { OutboxEntry } from '../../contract/db';
import type { DetailsKey, DevopsKey, GlossaryKey, LicensesKey } from '../i18n/keys';
import type { FieldFormat } from './formatField';
import { valueAt } from './valueAt';

/**
 * A translation key with its namespace (`glossary:name`, `devops:field.branch`), checked against
 * the English files. The nouns every screen shares are the glossary's.
 */
export type TextKey =
  `glossary:${GlossaryKey}` | `details:${DetailsKey}` | `devops:${DevopsKey}` | `licenses:${LicensesKey}`;

export type Row = Readonly<Record<string, unknown>>;

export interface ListColumn {
  /** A dot path into the row; also the column's id. */
  readonly path: string;
  readonly label: TextKey;
  readonly format?: FieldFormat;
  /** The list's sortBy value for this column, where the service sorts by it. */
  readonly sortBy?: string;
  /** Numbers line up at the end. */
  readonly align?: 'end';
  /** A cell the kind draws itself (a license's status, a count that may be unlimited). */
  readonly cell?: ComponentType<{ readonly row: Row }>;
}

export interface ListFilter {
  /** The list read's query parameter, also the address's. */
  readonly param: string;
  readonly label: TextKey;
}

export interface SortChoice {
  /** A column's path. */
  readonly column: string;
  readonly direction: 'ascending' | 'descending';
}

export interface ListSpec {
  readonly operation: OperationName;
  /** The page's title, or the nested list's name (its caption and messages). */
  readonly title: TextKey;
  /** The list's own page (a fixed path), for a list the registry gives a page of its own. */
  readonly route?: string;
  /** Text filters beyond the parent, each a query parameter of the read (kept in the address on a page). */
  readonly filters?: readonly ListFilter[];
  /** The lifecycle states the list filters on (by the service's lifecycleState). */
  readonly states?: readonly string[];
  /** Narrow the page by a part of the first column (the service matches whole names only). */
  readonly nameFilter?: boolean;
  /** Parameters every read of the list carries: a page size, subcompartments. */
  readonly fixed?: Readonly<Record<string, string | number | boolean>>;
  /** Sort the page's rows on the page by any column, though the service could sort (one page of a few rows). */
  readonly pageSorts?: boolean;
  /** The order before the user picks one. */
  readonly defaultSort?: SortChoice;
  /** The path of a row's identity; `id` by default. */
  readonly rowKey?: string;
  /**
   * Creates of this kind still in the outbox, shown as rows marked pending (they have no OCID
   * yet): the create operation and its details parameter.
   */
  readonly queuedCreates?: { readonly operation: OperationName; readonly body: string };
  /** The message of a list with no rows; the generic one by default. */
  readonly empty?: TextKey;
  /**
   * The sentence for a list the service refuses as not offered (a 404 of a tenancy or realm
   * without the service, a 401 or 403 of a missing policy: ReadProblem), instead of the error
   * panel; any other failure keeps the panel and its retry.
   */
  readonly notOffered?: TextKey;
  /** The first column names the row and links to its details page. */
  readonly columns: readonly [ListColumn, ...ListColumn[]];
}

/** What the rows are listed under: `{ compartmentId }`, `{ projectId }`; a switch such as subcompartments. */
export type ListParent = Readonly<Record<string, string | boolean | undefined>>;

/** Filter values as the page holds them (its address, or its state). */
export type ListQuery = Readonly<Record<string, string | undefined>>;

/** Whether a value of an answer is one object (a row, a resource); hostile input. */
export const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The query parameters the list read declares. */
function declared(spec: ListSpec): ReadonlySet<string> {
  return new Set(operation(spec.operation).query.map((param) => param.name));
}

/** Whether the service sorts this list (its read declares sortBy); otherwise the page sorts what it has. */
export function serviceSorts(spec: ListSpec): boolean {
  return spec.pageSorts !== true && declared(spec).has('sortBy');
}

/** The service's sortBy and sortOrder for the chosen column; undefined where the service does not sort by it. */
export function serviceSort(
  spec: ListSpec,
  sort: SortChoice | null,
): { readonly sortBy: string; readonly sortOrder: 'ASC' | 'DESC' } | undefined {
  if (sort === null || !serviceSorts(spec)) return undefined;
  const sortBy = spec.columns.find((column) => column.path === sort.column)?.sortBy;
  return sortBy === undefined
    ? undefined
    : { sortBy, sortOrder: sort.direction === 'descending' ? 'DESC' : 'ASC' };
}

/**
 * The list read's parameters: the parent's (null while there is none: nothing to ask yet), the
 * spec's fixed ones, the filters and lifecycle state chosen (a value the read does not declare is
 * dropped, whatever the address says), the page and the service's order.
 */
export function listParams(
  spec: ListSpec,
  parent: ListParent | null,
  query: ListQuery,
  page: string | undefined,
  sort: SortChoice | null,
): Readonly<Record<string, unknown>> | null {
  if (parent === null) return null;
  const names = declared(spec);
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parent)) {
    if (typeof value === 'boolean') {
      params[name] = value;
      continue;
    }
    const id = value?.trim();
    if (id === undefined || id === '') return null;
    params[name] = id;
  }
  for (const [name, value] of Object.entries(spec.fixed ?? {})) if (names.has(name)) params[name] = value;
  const chosen = [
    ...(spec.filters ?? []).map((filter) => filter.param),
    ...(spec.states ? ['lifecycleState'] : []),
  ];
  for (const param of chosen) {
    const value = query[param]?.trim();
    if (value !== undefined && value !== '' && names.has(param)) params[param] = value;
  }
  if (page !== undefined) params['page'] = page;
  const order = serviceSort(spec, sort);
  if (order !== undefined) Object.assign(params, order);
  return params;
}

/** The rows of a list answer, in the shape the catalogue says (a bare array or `{ items }`); hostile input. */
export function listRows(spec: ListSpec, answer: unknown): readonly Row[] {
  const { semantics } = operation(spec.operation);
  const shape = semantics.kind === 'list' ? semantics.shape : 'items';
  const items = shape === 'array' ? answer : isRow(answer) ? answer['items'] : undefined;
  return Array.isArray(items) ? items.filter(isRow) : [];
}

/** A value of a row as text: '' when it is missing or not a plain value. */
export function cellText(row: Row, path: string): string {
  const value = valueAt(row, path);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

/** What a column sorts by on the page: numbers as numbers, the rest as text. */
export function sortValue(row: Row, path: string): string | number {
  const value = valueAt(row, path);
  return typeof value === 'number' ? value : cellText(row, path);
}

/** A row's identity. */
export function rowKeyOf(spec: ListSpec, row: Row): string {
  return cellText(row, spec.rowKey ?? 'id');
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The rows whose first column holds the text, ignoring case and accents. */
export function filterByName(spec: ListSpec, rows: readonly Row[], text: string): readonly Row[] {
  const wanted = fold(text.trim());
  if (wanted === '') return rows;
  return rows.filter((row) => fold(cellText(row, spec.columns[0].path)).includes(wanted));
}

/** Marks a row that is a create still in the outbox: the entry's id. */
export const QUEUED_ENTRY = 'queuedEntryId';

/**
 * The creates still in the outbox as rows of this list: what they will be, from their own
 * request, where they belong under the list's parameters (the same parent; anywhere below the
 * compartment when the list asks for subcompartments).
 */
export function queuedRows(
  spec: ListSpec,
  entries: readonly OutboxEntry[],
  params: Readonly<Record<string, unknown>> | null,
): readonly Row[] {
  const queued = spec.queuedCreates;
  if (queued === undefined || params === null) return [];
  const subtree = params['isCompartmentIdInSubtree'] === true;
  return entries.flatMap((entry) => {
    if (entry.operation !== queued.operation) return [];
    const body = entry.params[queued.body];
    const row: Row = { ...(isRow(body) ? body : {}), ...entry.params };
    const belongs = Object.entries(params).every(([name, value]) => {
      if (name === 'compartmentId' && subtree) return true;
      const own = row[name];
      return typeof value !== 'string' || own === undefined || own === value;
    });
    if (!belongs) return [];
    const name = spec.columns[0].path;
    return [{ ...row, [name]: cellText(row, name) || entry.summary, [QUEUED_ENTRY]: entry.id }];
  });
}
