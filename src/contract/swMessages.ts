/**
 * Messages between the pages and the service worker: the page asks it to take over (SKIP_WAITING,
 * the user accepted an update) or to check its precache (CHECK_PRECACHE: src/sw/precacheRefill.ts),
 * which it answers on the message's port with how the precache stands (PRECACHE_STATE).
 */
export type SwMessage = { readonly type: 'SKIP_WAITING' } | { readonly type: 'CHECK_PRECACHE' };

/** The service worker's answer to CHECK_PRECACHE. */
export interface PrecacheState {
  readonly type: 'PRECACHE_STATE';
  /** Entries of the manifest. */
  readonly entries: number;
  /** Entries found missing from Cache Storage. */
  readonly missing: number;
  /** Of those, the ones fetched again and put back. */
  readonly restored: number;
}

export function isSwMessage(value: unknown): value is SwMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type } = value as { type?: unknown };
  return type === 'SKIP_WAITING' || type === 'CHECK_PRECACHE';
}

export function isPrecacheState(value: unknown): value is PrecacheState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<Record<keyof PrecacheState, unknown>>;
  return (
    state.type === 'PRECACHE_STATE' &&
    [state.entries, state.missing, state.restored].every(
      (count) => typeof count === 'number' && Number.isInteger(count) && count >= 0,
    )
  );
}
