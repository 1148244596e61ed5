import { describe, expect, it } from 'vitest';
import { typeBars } from '../../../../../src/app/features/home/failingChart';
import type { FailingResources } from '../../../../../src/app/features/home/useAttention';
import { makeStoredResource } from '../../../worker/builders';

function failing(total: number, byType: [string, number][]): FailingResources {
  const read = byType.reduce((sum, [, count]) => sum + count, 0);
  return {
    total,
    items: Array.from({ length: read }, () => makeStoredResource({ lifecycleState: 'FAILED' })),
    byType,
    byCompartment: [],
  };
}

const sum = (bars: readonly (readonly [string, number])[]): number =>
  bars.reduce((all, [, count]) => all + count, 0);

describe('typeBars', () => {
  it('draws every type when they fit, adding up to the headline', () => {
    const shown = typeBars(
      failing(5, [
        ['Instance', 3],
        ['Volume', 2],
      ]),
    );
    expect(shown).toEqual({
      bars: [
        ['Instance', 3],
        ['Volume', 2],
      ],
      uncounted: 0,
    });
  });

  it('folds the smaller types into one bar, so the bars still add up to the headline', () => {
    const byType: [string, number][] = [
      ['A', 9],
      ['B', 8],
      ['C', 7],
      ['D', 3],
      ['E', 2],
      ['F', 1],
    ];
    const shown = typeBars(failing(30, byType), 4);
    expect(shown.bars).toEqual([
      ['A', 9],
      ['B', 8],
      ['C', 7],
    ]);
    expect(shown.otherTypes).toEqual({ types: 3, count: 6 });
    expect(sum(shown.bars) + (shown.otherTypes?.count ?? 0)).toBe(30);
    expect(shown.uncounted).toBe(0);
  });

  it('tells apart what the headline counts and the page did not read', () => {
    const shown = typeBars(
      failing(2_500, [
        ['Instance', 1_500],
        ['Volume', 500],
      ]),
    );
    expect(sum(shown.bars)).toBe(2_000);
    expect(shown.uncounted).toBe(500);
  });
});
