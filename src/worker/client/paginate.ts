/**
 * Following a list's pages: each answer's opc-next-page goes back as the `page` parameter, never
 * more than a bound of pages and never a token twice, so an answer that pages for ever (a broken
 * or hostile service, a proxy replaying one page) ends in a clear failure instead of a read that
 * never ends.
 */
import type { OperationSpec } from '../../oci/operations/types';
import { OciInvalidResponseError, OciValidationError } from './errors';
import { publicOperation } from './prepare';
import type { CallOptions, CallParams, OciResponse } from './types';

export type CallFunction = <T>(
  op: OperationSpec,
  params: CallParams,
  options: CallOptions,
) => Promise<OciResponse<T>>;

/**
 * Pages of one list followed at most: far more than any list the console reads to its end holds
 * at the service's page size (a tenancy's announcements, two months of daily cost by
 * compartment), few enough that a list that never ends is refused within seconds.
 */
export const MAX_PAGES = 100;

/**
 * Yields every page, from `params.page` (or the first) until an answer has no opc-next-page.
 * With `usePublicForms` (or the call asking for the public form), the public form must be paged.
 * Throws OciInvalidResponseError after `maxPages` pages that still name a next one, or when an
 * answer names a page already asked for.
 */
export async function* paginateWith<T>(
  call: CallFunction,
  op: OperationSpec,
  params: CallParams,
  options: CallOptions,
  usePublicForms: boolean,
  maxPages = MAX_PAGES,
): AsyncGenerator<OciResponse<T>, void, undefined> {
  const sent = usePublicForms || options.form === 'public' ? publicOperation(op) : op;
  if (!sent.query.some((param) => param.name === 'page')) {
    throw new OciValidationError(`${op.name} has no page parameter, so it cannot be paged`, {
      operation: op.name,
    });
  }
  let page: unknown = params['page'];
  const asked = new Set<unknown>([page]);
  for (let pages = 1; ; pages++) {
    const response: OciResponse<T> = await call<T>(
      op,
      page === undefined ? params : { ...params, page },
      options,
    );
    yield response;
    const next = response.headers.opcNextPage;
    if (next === undefined || next === '') return;
    if (asked.has(next))
      throw new OciInvalidResponseError(
        `${op.name} answered a next page it had already given (${next.slice(0, 40)}): its pages go round in a circle.`,
        response.status,
        'malformed',
      );
    if (pages >= maxPages)
      throw new OciInvalidResponseError(
        `${op.name} still named a next page after ${maxPages} pages; the rest was not read.`,
        response.status,
        'malformed',
      );
    asked.add(next);
    page = next;
  }
}

/**
 * The pages of one answer joined as one: a bare list's items one after another; an object's
 * lists named in `joined` (`items`, and `userStatuses` beside them) each joined, its other fields
 * as the first page gives them. A page of another shape than the first is refused.
 */
export function joinPages(op: OperationSpec, bodies: readonly unknown[], joined: readonly string[]): unknown {
  const [first, ...rest] = bodies;
  if (Array.isArray(first)) {
    return [
      ...(first as unknown[]),
      ...rest.flatMap((body) => {
        if (!Array.isArray(body)) throw pageShapeError(op);
        return body as unknown[];
      }),
    ];
  }
  if (typeof first !== 'object' || first === null) {
    if (rest.length === 0) return first;
    throw pageShapeError(op);
  }
  // Own keys only, written as data (fromEntries): an answer's `__proto__` stays a plain key.
  const fields = Object.entries(first);
  const lists = new Map<string, unknown[]>();
  for (const [key, value] of fields)
    if (joined.includes(key) && Array.isArray(value)) lists.set(key, [...(value as unknown[])]);
  for (const body of rest) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw pageShapeError(op);
    const page = new Map<string, unknown>(Object.entries(body));
    for (const [key, items] of lists) {
      const more = page.get(key);
      if (more === undefined || more === null) continue;
      if (!Array.isArray(more)) throw pageShapeError(op);
      for (const item of more as unknown[]) items.push(item);
    }
  }
  return Object.fromEntries(fields.map(([key, value]) => [key, lists.get(key) ?? value]));
}

function pageShapeError(op: OperationSpec): OciInvalidResponseError {
  return new OciInvalidResponseError(
    `A page of ${op.name} is not shaped like its first page, so the pages cannot be joined.`,
    200,
    'malformed',
  );
}

/**
 * Every page of a list read and joined as one answer (joinPages, its lists `joined`), with the
 * last page's status and headers and no next page: what a kept read of a list the console reads
 * to its end keeps.
 */
export async function readEveryPage(
  call: CallFunction,
  op: OperationSpec,
  params: CallParams,
  options: CallOptions & { readonly joined: readonly string[]; readonly usePublicForms: boolean },
  maxPages = MAX_PAGES,
): Promise<OciResponse> {
  const { joined, usePublicForms, ...callOptions } = options;
  const bodies: unknown[] = [];
  let last: OciResponse | undefined;
  for await (const page of paginateWith(call, op, params, callOptions, usePublicForms, maxPages)) {
    bodies.push(page.body);
    last = page;
  }
  if (last === undefined) throw new OciValidationError(`${op.name} answered no page`, { operation: op.name });
  const { opcNextPage: _next, ...headers } = last.headers;
  return { status: last.status, body: joinPages(op, bodies, joined), headers };
}
