/**
 * Every change the user makes goes through the outbox: stored in IndexedDB first, then sent,
 * retried with the same retry token until it lands exactly once (DESIGN §6).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Result } from '../../contract/failure';
import type { OperationName, OperationParams } from '../../oci/operations';
import { consoleDb, type OutboxEntry } from '../../contract/db';
import { consoleApi } from '../consoleApi';

/**
 * A change of an operation chosen at run time (a screen's configuration that names it as a
 * string). The worker refuses an operation the catalogue does not have, and its parameters are
 * checked against the entry before anything is queued.
 */
export interface MutationRequest {
  readonly operation: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** Default: the region in the settings (the worker's configured region). */
  readonly region?: string;
  readonly resourceId?: string;
  /** One line for the outbox view: `Rename project "web" to "site"`. */
  readonly summary: string;
  readonly ifMatch?: string;
}

/** A change of an operation named in the code: its parameters are the catalogue entry's. */
export type TypedMutation<N extends OperationName> = Omit<MutationRequest, 'operation' | 'params'> & {
  readonly operation: N;
  readonly params: OperationParams<N>;
};

export function mutate<N extends OperationName>(
  request: TypedMutation<N>,
): Promise<Result<{ entryId: string }>>;
export function mutate(request: MutationRequest): Promise<Result<{ entryId: string }>>;
export async function mutate(request: MutationRequest): Promise<Result<{ entryId: string }>> {
  const api = consoleApi();
  const region = request.region ?? (await api.describe()).region;
  const queued = await api.enqueue({
    operation: request.operation,
    region,
    params: request.params,
    summary: request.summary,
    ...(request.resourceId === undefined ? {} : { resourceId: request.resourceId }),
    ...(request.ifMatch === undefined ? {} : { ifMatch: request.ifMatch }),
  });
  return queued.ok ? { ok: true, value: { entryId: queued.value } } : queued;
}

/** One outbox entry, live. */
export function useOutboxEntry(entryId: string | undefined): OutboxEntry | undefined {
  return useLiveQuery(() => (entryId ? consoleDb().outbox.get(entryId) : undefined), [entryId]);
}
