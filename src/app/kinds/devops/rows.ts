/**
 * Shaping DevOps answers for the screens: the rows of an answer, a row's values as text, the
 * work requests' list parameters.
 */
import type { Row } from '../../kit/listSpec';
import { valueAt } from '../../kit/valueAt';

/** Rows per page of a DevOps list. */
export const PAGE_SIZE = 50;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rows of a list answer: `{ items: [...] }` (DevOps, search) or a bare array. */
export function itemsOf(body: unknown): Row[] {
  const list = Array.isArray(body) ? body : isRow(body) ? body['items'] : undefined;
  return Array.isArray(list) ? list.filter(isRow) : [];
}

/** A value of a row as text; undefined when it is missing or not a plain value. */
export function rowText(row: unknown, path: string): string | undefined {
  const value = valueAt(row, path);
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The list call's parameters from the page's filters. */
export function workRequestParams(
  filters: { readonly compartmentId?: string; readonly status?: string; readonly resourceId?: string },
  page?: string,
): Record<string, unknown> {
  const params: Record<string, unknown> = { compartmentId: filters.compartmentId, limit: PAGE_SIZE };
  if (filters.status !== undefined && filters.status !== '') params['status'] = filters.status;
  if (filters.resourceId !== undefined && filters.resourceId.trim() !== '')
    params['resourceId'] = filters.resourceId.trim();
  if (page !== undefined) params['page'] = page;
  return params;
}
