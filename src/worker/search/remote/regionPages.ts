/**
 * The pages of one region's remote search (POST /resources): FreeText or Structured, at most
 * 1,000 a page (the service's limit), following opc-next-page until the answer ends or the
 * region's cap is reached. Each page has a time limit of its own on top of the search's signal,
 * so a network that swallows requests ends in a `timeout` instead of a spinner that never stops.
 */
import { operation } from '../../../oci/operations';
import type { ConsoleFailure } from '../../../contract/failure';
import type { OperationAnswer } from '../../../oci/operations/answers';
import { toResourceSummary, type ResourceSummary } from '../../../oci/resource';
import { toFailure, type CallOptions, type OciResponse } from '../../client';

/** The service answers at most this many results per page. */
export const PAGE_LIMIT = 1000;

export type SearchDetails =
  | { readonly type: 'FreeText'; readonly text: string; readonly matchingContextType: 'NONE' }
  | { readonly type: 'Structured'; readonly query: string; readonly matchingContextType: 'NONE' };

/** The call layer as the remote search uses it (WorkerContext.send). */
export type SendCall = (
  op: ReturnType<typeof operation>,
  params: Readonly<Record<string, unknown>>,
  options: CallOptions & { region?: string },
) => Promise<OciResponse>;

export interface RegionPage {
  readonly items: readonly ResourceSummary[];
  /** Whether the service has more results than the cap let through. */
  readonly truncated: boolean;
  /** The token of the page after this one; undefined on the last page. */
  readonly nextPage?: string;
}

export interface RegionPagesOptions {
  readonly send: SendCall;
  readonly region: string;
  readonly details: SearchDetails;
  /** Results of this region at most. */
  readonly cap: number;
  readonly signal: AbortSignal;
  /** Time limit of one page, retries included. */
  readonly pageDeadlineMs: number;
  /** Where to go on from: a next-page token an earlier walk was given (a download resumed). */
  readonly startPage?: string;
}

/** Thrown when a page fails: the failure as plain data. */
export class RegionSearchError extends Error {
  constructor(readonly failure: ConsoleFailure) {
    super(failure.message);
  }
}

/** The failure a walk over pages ended with (a page's, or what else was thrown). */
export function regionFailureOf(error: unknown): ConsoleFailure {
  if (error instanceof RegionSearchError) return error.failure;
  return { kind: 'validation', message: error instanceof Error ? error.message : String(error) };
}

export function searchDetails(text: string, structured: boolean): SearchDetails {
  return structured
    ? { type: 'Structured', query: text, matchingContextType: 'NONE' }
    : { type: 'FreeText', text, matchingContextType: 'NONE' };
}

/** A page's results: the answer was checked against searchResources' schema by the call layer. */
function itemsOf(body: OperationAnswer<'searchResources'>): readonly ResourceSummary[] {
  return body.items.map(toResourceSummary);
}

async function onePage(
  options: RegionPagesOptions,
  params: Readonly<Record<string, unknown>>,
): Promise<OciResponse<OperationAnswer<'searchResources'>>> {
  const deadline = AbortSignal.timeout(options.pageDeadlineMs);
  const signal = AbortSignal.any([options.signal, deadline]);
  try {
    // The call layer refuses an answer that does not fit searchResources' schema (checkOciAnswer).
    const answer = await options.send(operation('searchResources'), params, {
      region: options.region,
      signal,
    });
    return answer as OciResponse<OperationAnswer<'searchResources'>>;
  } catch (error) {
    if (!options.signal.aborted && deadline.aborted) {
      throw new RegionSearchError({
        kind: 'timeout',
        message: `No answer from ${options.region} within ${Math.round(options.pageDeadlineMs / 1000)} s`,
        afterMs: options.pageDeadlineMs,
      });
    }
    throw new RegionSearchError(toFailure(error));
  }
}

/** Yields each page of the region's results; throws RegionSearchError when a page fails. */
export async function* regionPages(options: RegionPagesOptions): AsyncGenerator<RegionPage, void, undefined> {
  let received = 0;
  let page: string | undefined = options.startPage === '' ? undefined : options.startPage;
  while (received < options.cap) {
    const limit = Math.min(PAGE_LIMIT, options.cap - received);
    const answer = await onePage(options, {
      searchDetails: options.details,
      limit,
      ...(page === undefined ? {} : { page }),
    });
    const items = itemsOf(answer.body);
    received += items.length;
    page = answer.headers.opcNextPage === '' ? undefined : answer.headers.opcNextPage;
    const more = page !== undefined && items.length > 0;
    yield { items, truncated: more && received >= options.cap, ...(more ? { nextPage: page } : {}) };
    if (!more) return;
  }
}
