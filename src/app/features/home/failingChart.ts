/**
 * What the chart of resources needing attention draws, so that it adds up to the card's headline
 * or says what it leaves out: a bar per type, the smallest types folded into one bar past
 * CHART_BARS, and the resources the page counted in the headline but did not read (past
 * FAILING_READ_LIMIT) told apart, never dropped.
 */
import type { FailingResources } from './useAttention';

/** Bars drawn at most; past it, the last bar sums the smaller types. */
export const CHART_BARS = 8;

export interface TypeBars {
  /** [resource type, count], most first. */
  readonly bars: readonly (readonly [string, number])[];
  /** The types folded into the last bar: how many types, and their resources. */
  readonly otherTypes?: { readonly types: number; readonly count: number };
  /** In the headline, not counted by type: the resources past the page's read. */
  readonly uncounted: number;
}

export function typeBars(failing: FailingResources, max: number = CHART_BARS): TypeBars {
  const uncounted = Math.max(0, failing.total - failing.items.length);
  if (failing.byType.length <= max) return { bars: failing.byType, uncounted };
  const rest = failing.byType.slice(max - 1);
  return {
    bars: failing.byType.slice(0, max - 1),
    otherTypes: { types: rest.length, count: rest.reduce((sum, [, count]) => sum + count, 0) },
    uncounted,
  };
}
