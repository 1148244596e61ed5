/** The growth check: a cost per resource that rises with the tenancy beyond the noise is growth faster than linear. */
import { describe, expect, it } from 'vitest';
import { growth, growthCheck, growthLine } from '../../../../scripts/bench/growth.mjs';

const SIZES = [10_000, 100_000, 250_000, 500_000, 1_000_000];
const points = (cost: (count: number) => number) => SIZES.map((count) => ({ count, value: cost(count) }));

describe('growth', () => {
  it('finds linear growth linear: the cost per resource never rises, exponent 1', () => {
    const linear = growth(
      points((count) => count * 0.0008),
      1.1,
    );
    expect(linear.linear).toBe(true);
    expect(linear.worstRise?.ratio).toBe(1);
    expect(linear.exponent).toBe(1);
    expect(linear.perResource.map((point) => point.perResource)).toEqual(SIZES.map(() => 0.0008));
  });

  it('finds a fixed part and a linear part linear or better (a falling cost per resource)', () => {
    const withFixedPart = growth(
      points((count) => 5 + count * 0.0001),
      1.1,
    );
    expect(withFixedPart.linear).toBe(true);
    expect(withFixedPart.exponent).toBeLessThan(1);
  });

  it('finds n log n and quadratic costs faster than linear, naming the sizes of the worst rise', () => {
    const quadratic = growth(
      points((count) => (count * count) / 1e9),
      1.1,
    );
    expect(quadratic.linear).toBe(false);
    expect(quadratic.worstRise).toEqual({ from: 10_000, to: 1_000_000, ratio: 100 });
    expect(quadratic.exponent).toBe(2);
    expect(
      growth(
        points((count) => count * Math.log(count)),
        1.1,
      ).linear,
    ).toBe(false);
  });

  it('lets the cost per resource rise by the tolerance, and no more, in any pair of sizes', () => {
    // Falls, then rises by 1.2× from 100k to 500k: the worst rise is that pair, not first to last.
    const costs = new Map([
      [10_000, 30],
      [100_000, 100],
      [250_000, 250],
      [500_000, 600],
      [1_000_000, 1_000],
    ]);
    const bumpy = points((count) => costs.get(count) ?? 0);
    expect(growth(bumpy, 1.2).linear).toBe(true);
    expect(growth(bumpy, 1.19).linear).toBe(false);
    expect(growth(bumpy, 1.19).worstRise).toEqual({ from: 100_000, to: 500_000, ratio: 1.2 });
  });

  it('leaves out sizes where the cost was not measured, and decides nothing from one size', () => {
    const partial = growth(
      [
        { count: 10_000, value: 10 },
        { count: 100_000, value: undefined },
        { count: 250_000, value: Number.NaN },
      ],
      1.1,
    );
    expect(partial.perResource).toEqual([{ count: 10_000, perResource: 0.001 }]);
    expect(partial.linear).toBeUndefined();
  });

  it('finds a cost that was nothing at a small size and something at a larger one faster than linear', () => {
    const fromNothing = growth(
      [
        { count: 10_000, value: 0 },
        { count: 100_000, value: 5 },
      ],
      1.1,
    );
    expect(fromNothing.linear).toBe(false);
  });
});

/** One size's figures as reports/bench.json holds them, with only what the growth check reads. */
function sizeFigures(count: number, perResource: number, startMs: number) {
  return {
    count,
    heap: { usedMb: count * perResource, buffersMb: count * perResource * 4 },
    savedIndexMb: count * perResource * 3,
    coldStart: { freeTextMs: startMs, structuredMs: startMs, withUnsavedMs: startMs + 100 },
    index: { ms: count / 4 },
  };
}

describe('growthCheck', () => {
  it('checks memory, disk and start-up of every size, leaving out what no size measured', () => {
    const rows = growthCheck([sizeFigures(100_000, 0.0002, 200), sizeFigures(250_000, 0.0002, 500)]);
    expect(rows.map((row) => row.cost)).toEqual([
      'worker JS heap',
      'typed-array buffers',
      'worker memory (heap + buffers)',
      'saved index',
      'offline start to the first free-text answer',
      'offline start to the first structured answer',
      'offline start with the most left unsaved',
    ]);
    expect(rows.every((row) => row.linear)).toBe(true);
  });

  it("checks the origin's storage per resource stored, not per resource of the size", () => {
    // 1 KB a resource, measured after the download phase stored 30,000 more at every size.
    const withOrigin = (count: number) => ({
      ...sizeFigures(count, 0.0002, 200),
      storage: { usageMb: (count + 30_000) / 1000, resources: count + 30_000 },
    });
    const origin = growthCheck([withOrigin(10_000), withOrigin(250_000)]).find(
      (row) => row.cost === "origin's storage",
    );
    expect(origin?.perResource.map((point) => point.perResource)).toEqual([0.001, 0.001]);
    expect(origin?.worstRise?.ratio).toBe(1);
  });

  it('finds a start-up that grows faster than the tenancy, and says so in its line', () => {
    const rows = growthCheck([sizeFigures(100_000, 0.0002, 200), sizeFigures(500_000, 0.0002, 2_000)]);
    const start = rows.find((row) => row.cost === 'offline start to the first free-text answer');
    expect(start?.linear).toBe(false);
    expect(start && growthLine(start)).toBe(
      'offline start to the first free-text answer, ms per 1,000 resources: 2 at 100,000, 4 at 500,000; rises at most 2× (100,000 → 500,000), exponent 1.43 — FASTER than linear (beyond 1.25×)',
    );
    const heap = rows.find((row) => row.cost === 'worker JS heap');
    expect(heap && growthLine(heap)).toMatch(/never rises, exponent 1 — no faster than linear$/);
  });
});
