/**
 * Every change the user makes goes through the outbox: stored in IndexedDB first, then sent,
 * retried with the same retry token until it lands exactly once (docs/ARCHITECTURE.md, "A change").
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChangeTitle } from '../../contract/changeTitle';
import type { Result } from '../../contract/failure';
import type { OperationName, OperationParams } from '../../oci/operations';
import { consoleDb, type OutboxEntry } from '../../contract/db';
import { consoleApi } from '../consoleApi';
import { currentTitleWords } from '../i18n/changeTitle';

/**
 * How a change is titled in the outbox: as data (`title`, worded in whatever language is chosen
 * when it is shown: src/app/i18n/changeTitle.ts), or as fixed words (`summary`, what the browser
 * tests' hooks give).
 */
export type ChangeCaption =
  | { readonly title: ChangeTitle; readonly summary?: undefined }
  | { readonly summary: string; readonly title?: undefined };

/**
 * A change of an operation of the catalogue: its parameters are the entry's (a screen that builds
 * them from configuration makes them typed with paramsFor). The worker checks them against the
 * entry again before anything is queued.
 */
export type ChangeRequest<N extends OperationName> = ChangeCaption & {
  readonly operation: N;
  readonly params: OperationParams<N>;
  /** Default: the region in the settings (the worker's configured region). */
  readonly region?: string;
  readonly resourceId?: string;
  readonly ifMatch?: string;
};

/** The words of a caption in the language of the moment, kept beside the title's data. */
function summaryOf(request: ChangeCaption): string {
  return request.title === undefined ? request.summary : currentTitleWords(request.title);
}

/** A change of any operation of the catalogue (a list of changes, a screen's prop), each with its own operation's parameters. */
export type MutationRequest = { [N in OperationName]: ChangeRequest<N> }[OperationName];

export function mutate<N extends OperationName>(request: ChangeRequest<N>): Promise<Result<{ entryId: string }>>;
export function mutate(request: MutationRequest): Promise<Result<{ entryId: string }>>;
export async function mutate(
  request: ChangeRequest<OperationName> | MutationRequest,
): Promise<Result<{ entryId: string }>> {
  const api = consoleApi();
  const region = request.region ?? (await api.describe()).region;
  const queued = await api.enqueue({
    operation: request.operation,
    region,
    params: request.params,
    summary: summaryOf(request),
    ...(request.title === undefined ? {} : { title: request.title }),
    ...(request.resourceId === undefined ? {} : { resourceId: request.resourceId }),
    ...(request.ifMatch === undefined ? {} : { ifMatch: request.ifMatch }),
  });
  return queued.ok ? { ok: true, value: { entryId: queued.value } } : queued;
}

/** One outbox entry, live. */
export function useOutboxEntry(entryId: string | undefined): OutboxEntry | undefined {
  return useLiveQuery(() => (entryId ? consoleDb().outbox.get(entryId) : undefined), [entryId]);
}
