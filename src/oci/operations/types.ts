/**
 * The shape of one entry of the operation catalogue (spec document 1 §7).
 * The client builds requests from it, the emulator serves routes from it,
 * so this type is the contract between the two.
 */
import type { ServiceKey } from '../services';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How an array query value is written: csv (default), repeated (multi), pipes, tabs, spaces. */
export type CollectionFormat = 'csv' | 'multi' | 'pipes' | 'tsv' | 'ssv';

export type ParamType = 'string' | 'integer' | 'boolean' | 'date' | 'array';

export interface QueryParam {
  readonly name: string;
  readonly required?: boolean;
  readonly type?: ParamType;
  readonly collectionFormat?: CollectionFormat;
  /** Allowed values, where the parameter is an enumeration of document 1 §3. */
  readonly values?: readonly string[];
}

export interface HeaderParam {
  /** The HTTP header name, lower-case: `opc-request-id`, `if-match`, `opc-retry-token`. */
  readonly header: string;
  /** The caller's parameter name: `opcRequestId`, `ifMatch`, `opcRetryToken`. */
  readonly param: string;
  readonly required?: boolean;
}

export type BodyKind = 'json' | 'form' | 'multipart';

export interface BodyParam {
  /** The caller's parameter name, as the SDK names it: `createProjectDetails`. */
  readonly name: string;
  readonly required: boolean;
  readonly kind?: BodyKind;
}

/**
 * What the call does, in terms the emulator can serve generically.
 * `resource` is the emulator's collection name (the path segment: `projects`, `buildRuns`).
 */
export type Semantics =
  | { readonly kind: 'get'; readonly resource: string }
  | { readonly kind: 'list'; readonly resource: string; readonly shape: 'items' | 'array' }
  | { readonly kind: 'create'; readonly resource: string }
  | { readonly kind: 'update'; readonly resource: string }
  | { readonly kind: 'delete'; readonly resource: string }
  | { readonly kind: 'action'; readonly resource: string; readonly action: string }
  /** Anything else (search, namespace, bulk upload, metrics…): served by a named handler. */
  | { readonly kind: 'custom'; readonly handler: string };

/** How a real region differs from the specified call (reference/oci-public-api.md, last section). */
export interface PublicForm {
  readonly note: string;
  readonly method?: HttpMethod;
  readonly basePath?: string;
  readonly path?: string;
  readonly query?: readonly QueryParam[];
  /** Replaces the specified body (log search: `POST /search` takes a body the specified `GET` has not). */
  readonly body?: BodyParam;
  /** The call does not exist in the public API. */
  readonly unavailable?: boolean;
}

export interface OperationSpec {
  /** camelCase, as in `Missing required parameter X when calling Y` (Y). */
  readonly name: string;
  readonly service: ServiceKey;
  readonly method: HttpMethod;
  /** Overrides the service's base path (VMware: 20200501 in the call layer). */
  readonly basePath?: string;
  /** After the base path, with `{param}` placeholders: `/projects/{projectId}`. */
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly query: readonly QueryParam[];
  readonly headers: readonly HeaderParam[];
  readonly body?: BodyParam;
  readonly sendsRequestId: boolean;
  readonly sendsRetryToken: boolean;
  readonly sendsIfMatch: boolean;
  /**
   * True for a POST that only reads (the search calls), so it is as safe to repeat as a GET.
   * GET calls are read-only without it.
   */
  readonly readOnly?: boolean;
  /** What a successful answer is: JSON (default), a bare JSON string, or nothing. */
  readonly returns?: 'json' | 'none';
  /**
   * Parameters (a body's field as `body.field`) left out of the key a read's answer is kept
   * under: a read whose window moves with the clock (metrics, usage) is kept under what it asks,
   * so offline its last answer shows whenever it was asked.
   */
  readonly keptWithout?: readonly string[];
  /**
   * A list the console reads to its end (a tenancy's announcements, a month's cost rows): a kept
   * read follows every opc-next-page (src/worker/client/paginate.ts, within its bound) and keeps
   * the pages joined as one answer, so no screen sums or counts the first page only. `joined`
   * names the answer's lists joined page after page (`items`, and `userStatuses` beside them);
   * its other fields are the first page's (`groupBy`). A bare JSON list is joined whole.
   */
  readonly readsEveryPage?: { readonly joined: readonly string[] };
  readonly semantics: Semantics;
  readonly publicForm?: PublicForm;
}
