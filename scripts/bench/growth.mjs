// How a cost grows with the tenancy: from the figures of several sizes, its cost per resource at
// each, and whether that cost per resource ever rises from a smaller size to a larger one by more
// than the noise allows, which is growth faster than linear. A cost with a fixed part (a worker's
// empty heap, a start's first transaction) has a falling cost per resource: that is linear or better.
import { round } from './stats.mjs';

/**
 * The growth of one cost over `points` ({ count, value }, any order; a value that is undefined or
 * NaN was not measured at that size and is left out): its cost per resource at each size, the
 * largest rise of the cost per resource from a smaller size to a larger one (`worstRise`, 1 when it
 * never rises), the exponent of the power law through the smallest and largest size (1 is linear),
 * and `linear`: whether the worst rise stays within `tolerance` (undefined with fewer than two sizes).
 */
export function growth(points, tolerance) {
  const measured = points
    .filter((point) => typeof point.value === 'number' && !Number.isNaN(point.value))
    .sort((a, b) => a.count - b.count);
  const perResource = measured.map((point) => ({
    count: point.count,
    perResource: point.value / point.count,
  }));
  if (measured.length < 2)
    return { perResource, worstRise: undefined, exponent: undefined, linear: undefined };
  let worstRise = { from: measured[0].count, to: measured[0].count, ratio: 1 };
  perResource.forEach((smaller, at) => {
    for (const larger of perResource.slice(at + 1)) {
      const ratio = larger.perResource === smaller.perResource ? 1 : larger.perResource / smaller.perResource;
      if (ratio > worstRise.ratio) worstRise = { from: smaller.count, to: larger.count, ratio };
    }
  });
  const first = measured[0];
  const last = measured[measured.length - 1];
  const exponent =
    first.value > 0 && last.value > 0
      ? Math.log(last.value / first.value) / Math.log(last.count / first.count)
      : undefined;
  return {
    perResource,
    worstRise: { ...worstRise, ratio: round(worstRise.ratio, 2) },
    exponent: exponent === undefined ? undefined : round(exponent, 2),
    linear: worstRise.ratio <= tolerance,
  };
}

/**
 * The costs whose growth the benchmark checks: memory, disk and start-up. Not the indexing: its
 * floor, raw IndexedDB writes, slows per resource as the table grows too (3,276 a second at 10k,
 * 2,143 at 100k in one run), and the table of each size shows both. With each cost, how much its
 * cost per resource may rise from one size to a larger one before it counts as faster than
 * linear: sizes in bytes repeat to within a few per cent, times on this shared machine move by a
 * quarter between runs.
 */
export const GROWTH_COSTS = [
  { name: 'worker JS heap', unit: 'MB', tolerance: 1.1, pick: (size) => size.heap?.usedMb },
  { name: 'typed-array buffers', unit: 'MB', tolerance: 1.1, pick: (size) => size.heap?.buffersMb },
  {
    name: 'worker memory (heap + buffers)',
    unit: 'MB',
    tolerance: 1.1,
    pick: (size) => (size.heap === undefined ? undefined : size.heap.usedMb + size.heap.buffersMb),
  },
  { name: 'saved index', unit: 'MB', tolerance: 1.1, pick: (size) => size.savedIndexMb },
  // The whole origin's storage where the benchmark measures it (scripts/bench/originStorage.mjs,
  // after the download phase stored 30,000 more): scaled to the size's own resources, so the
  // download's fixed 30,000 do not make small sizes look costly per resource.
  {
    name: "origin's storage",
    unit: 'MB',
    tolerance: 1.1,
    pick: (size) =>
      size.storage === undefined ? undefined : (size.storage.usageMb * size.count) / size.storage.resources,
  },
  {
    name: 'offline start to the first free-text answer',
    unit: 'ms',
    tolerance: 1.25,
    pick: (size) => size.coldStart?.freeTextMs,
  },
  {
    name: 'offline start to the first structured answer',
    unit: 'ms',
    tolerance: 1.25,
    pick: (size) => size.coldStart?.structuredMs,
  },
  {
    name: 'offline start with the most left unsaved',
    unit: 'ms',
    tolerance: 1.25,
    pick: (size) => size.coldStart?.withUnsavedMs,
  },
];

/**
 * The growth check of one pass (the sizes measured at one CPU rate): per cost measured at two
 * sizes or more, its growth. Costs measured at fewer sizes are left out.
 */
export function growthCheck(sizes) {
  return GROWTH_COSTS.map((cost) => ({
    cost: cost.name,
    unit: cost.unit,
    tolerance: cost.tolerance,
    ...growth(
      sizes.map((size) => ({ count: size.count, value: cost.pick(size) })),
      cost.tolerance,
    ),
  })).filter((row) => row.linear !== undefined);
}

/** One line of the growth check: the cost per 1,000 resources at each size, the worst rise, the verdict. */
export function growthLine(row) {
  const per = row.perResource
    .map((point) => `${round(point.perResource * 1000, 3)} at ${point.count.toLocaleString('en')}`)
    .join(', ');
  const rise =
    row.worstRise.ratio === 1
      ? 'never rises'
      : `rises at most ${row.worstRise.ratio}× (${row.worstRise.from.toLocaleString('en')} → ${row.worstRise.to.toLocaleString('en')})`;
  return `${row.cost}, ${row.unit} per 1,000 resources: ${per}; ${rise}, exponent ${row.exponent ?? '—'} — ${
    row.linear ? 'no faster than linear' : `FASTER than linear (beyond ${row.tolerance}×)`
  }`;
}
