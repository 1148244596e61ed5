/**
 * The tenancy's subscribed regions, from identity's ListRegionSubscriptions answer (read as
 * hostile input); what the region picker can say about them while they are not known; and the
 * picker's options narrowed to them.
 */
import type { ConsoleFailure } from '../../contract/failure';
import { isRecord } from '../../oci/query/resolveField';
import { findRegion } from '../../oci/regions';
import type { ReadState } from '../data/useRead';
import type { TenancyState } from './useTenancyId';

/** Why the subscribed regions are not known, each said in its own words. */
export type UnknownReason = 'loading' | 'offline' | 'failed' | 'invalid' | 'noTenancy';

export type SubscribedRegions =
  | { readonly known: true; readonly regions: readonly string[] }
  | { readonly known: false; readonly reason: UnknownReason; readonly detail?: string };

/**
 * The ids of the regions the tenancy can use (status READY; one still IN_PROGRESS holds nothing
 * yet), the home region first; undefined when the answer is not a list of subscriptions. Entries
 * that are not subscriptions, or name a region the console does not know, are left out.
 */
export function subscribedRegionIds(answer: unknown): string[] | undefined {
  if (!Array.isArray(answer)) return undefined;
  const ready = answer
    .filter(isRecord)
    .filter((entry) => entry['status'] === 'READY' && typeof entry['regionName'] === 'string')
    .filter((entry) => findRegion(String(entry['regionName'])) !== undefined);
  const home = ready.filter((entry) => entry['isHomeRegion'] === true);
  const others = ready.filter((entry) => entry['isHomeRegion'] !== true);
  return [...new Set([...home, ...others].map((entry) => String(entry['regionName'])))];
}

/** No answer at all: the network's fault, or the service's (with its status and code). */
function unanswered(failure: ConsoleFailure | undefined, otherwise: UnknownReason): SubscribedRegions {
  if (failure === undefined) return { known: false, reason: otherwise };
  if (failure.kind === 'network' || failure.kind === 'timeout' || failure.kind === 'circuit-open') {
    return { known: false, reason: 'offline' };
  }
  if (failure.kind === 'http')
    return { known: false, reason: 'failed', detail: `${failure.status} ${failure.code}` };
  return { known: false, reason: 'failed', detail: failure.message };
}

/**
 * The subscribed regions as the picker sees them, from the tenancy and the read of its
 * subscriptions (a kept copy counts: it is what serves offline).
 */
export function subscribedRegionsOf(tenancy: TenancyState, read: ReadState<unknown>): SubscribedRegions {
  if (tenancy.status === 'loading') return { known: false, reason: 'loading' };
  if (tenancy.status === 'unknown') return unanswered(tenancy.failure, 'noTenancy');
  const answer = read.status === 'ready' ? read : read.status === 'loading' ? read.previous : undefined;
  if (answer === undefined) {
    return read.status === 'error' ? unanswered(read.failure, 'failed') : { known: false, reason: 'loading' };
  }
  const regions = subscribedRegionIds(answer.data);
  if (regions === undefined || regions.length === 0) return { known: false, reason: 'invalid' };
  return { known: true, regions };
}

/**
 * The options to show: with `onlySubscribed` and the subscriptions known, the subscribed regions
 * and the chosen ones (so a chosen region can still be unchosen); otherwise all of them.
 */
export function shownRegionOptions<T extends { readonly id: string }>(
  options: readonly T[],
  subscribed: readonly string[] | undefined,
  selected: readonly string[],
  onlySubscribed: boolean,
): readonly T[] {
  if (!onlySubscribed || subscribed === undefined) return options;
  const keep = new Set([...subscribed, ...selected]);
  return options.filter((option) => keep.has(option.id));
}
