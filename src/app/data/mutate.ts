/**
 * Every change the user makes goes through the outbox: stored in IndexedDB first, then sent,
 * retried with the same retry token until it lands exactly once (docs/ARCHITECTURE.md, "A change").
 * `queueChange` is the one way in, for screens (through `mutate`, typed by operation) and flows
 * alike; entries are read back live, or found by the retry token their change was queued with.
 */
import { liveQuery, type Observable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChangeTitle } from '../../contract/changeTitle';
import type { Result } from '../../contract/failure';
import type { OperationName, OperationParams } from '../../oci/operations';
import { consoleDb, type ConsoleDb, type OutboxEntry } from '../../contract/db';
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

/**
 * A change as the outbox takes it, whoever asks: its operation by name and its parameters as
 * data (the worker checks both against the catalogue before anything is queued).
 */
export type OutboxChange = ChangeCaption & {
  readonly operation: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** Default: the region in the settings (the worker's configured region). */
  readonly region?: string;
  readonly resourceId?: string;
  readonly ifMatch?: string;
  /**
   * Made when the user acted, by a caller that must find the entry again (a flow, after a
   * reload: outboxEntryByRetryToken). Default: the worker makes one where the operation takes it.
   */
  readonly retryToken?: string;
};

/** The words of a caption in the language of the moment, kept beside the title's data. */
function summaryOf(request: ChangeCaption): string {
  return request.title === undefined ? request.summary : currentTitleWords(request.title);
}

/** Queues a change in the outbox; answers its entry's id. The one entry every change goes through. */
export async function queueChange(change: OutboxChange): Promise<Result<string>> {
  const api = consoleApi();
  const region = change.region ?? (await api.describe()).region;
  return api.enqueue({
    operation: change.operation,
    region,
    params: change.params,
    summary: summaryOf(change),
    ...(change.title === undefined ? {} : { title: change.title }),
    ...(change.resourceId === undefined ? {} : { resourceId: change.resourceId }),
    ...(change.ifMatch === undefined ? {} : { ifMatch: change.ifMatch }),
    ...(change.retryToken === undefined ? {} : { retryToken: change.retryToken }),
  });
}

/** A change of any operation of the catalogue (a list of changes, a screen's prop), each with its own operation's parameters. */
export type MutationRequest = { [N in OperationName]: ChangeRequest<N> }[OperationName];

/** queueChange typed by operation: how a screen queues a change (kit/useQueuedChange.ts). */
export function mutate<N extends OperationName>(
  request: ChangeRequest<N>,
): Promise<Result<{ entryId: string }>>;
export function mutate(request: MutationRequest): Promise<Result<{ entryId: string }>>;
export async function mutate(
  request: ChangeRequest<OperationName> | MutationRequest,
): Promise<Result<{ entryId: string }>> {
  const queued = await queueChange(request);
  return queued.ok ? { ok: true, value: { entryId: queued.value } } : queued;
}

/** One outbox entry, live. */
export function useOutboxEntry(entryId: string | undefined): OutboxEntry | undefined {
  return useLiveQuery(() => (entryId ? consoleDb().outbox.get(entryId) : undefined), [entryId]);
}

/** One outbox entry as it changes, outside React (a flow follows its change with it); undefined once it is gone. */
export function watchOutboxEntry(entryId: string): Observable<OutboxEntry | undefined> {
  return liveQuery(() => consoleDb().outbox.get(entryId));
}

/**
 * The entry queued with this retry token, whatever its state, through the outbox's `retryToken`
 * index (src/contract/db.ts, version 5): never a walk over every entry.
 */
export function outboxEntryByRetryToken(
  retryToken: string,
  db: Pick<ConsoleDb, 'outbox'> = consoleDb(),
): Promise<OutboxEntry | undefined> {
  return db.outbox.where('retryToken').equals(retryToken).first();
}
