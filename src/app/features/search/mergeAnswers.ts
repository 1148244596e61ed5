/**
 * The list on screen while two answers arrive: the local index answers at once, the regions
 * answer page by page. A row the service sent replaces the local one; a local row stays until
 * its region has answered in full (then the service's answer is the truth: what it did not send
 * is gone or no longer matches); a region that failed, was cut off by the cap, or has not
 * answered yet keeps its local rows, so the view never empties while the network is slow.
 */
import type { RegionSearchState, SearchRow } from '../../../worker/searchApi';

export interface RemoteRows {
  /** The service's rows so far, in the order they arrived. */
  readonly rows: ReadonlyMap<string, SearchRow>;
  readonly regions: Readonly<Record<string, RegionSearchState>>;
}

export interface MergedAnswer {
  readonly rows: readonly SearchRow[];
  /** How many of them come from the local index only. */
  readonly fromIndex: number;
}

function answeredInFull(state: RegionSearchState | undefined): boolean {
  return state !== undefined && state.status === 'done' && !state.truncated;
}

export function mergeAnswers(local: readonly SearchRow[], remote: RemoteRows | undefined): MergedAnswer {
  if (remote === undefined || (remote.rows.size === 0 && Object.keys(remote.regions).length === 0)) {
    return { rows: local, fromIndex: local.length };
  }
  const kept = local.filter(
    (row) => !remote.rows.has(row.identifier) && !answeredInFull(remote.regions[row.region]),
  );
  return { rows: [...remote.rows.values(), ...kept], fromIndex: kept.length };
}
