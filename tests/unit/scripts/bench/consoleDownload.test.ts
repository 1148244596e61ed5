/** The console's download beside the form's estimate: whether the estimate covers it, and what it should be. */
import { describe, expect, it } from 'vitest';
import { estimateCheck, estimateFromMeasure } from '../../../../scripts/bench/consoleDownload.mjs';
import type { OriginStorage } from '../../../../scripts/bench/originStorage.mjs';

function measured(records: number, savedIndex: number, wholeOrigin: number): OriginStorage {
  return {
    resources: 135_000,
    usageMb: 0,
    indexedDbMb: 0,
    savedIndexMb: 0,
    recordsMb: 0,
    bytesPerResource: wholeOrigin,
    recordBytesPerResource: records,
    savedIndexBytesPerResource: savedIndex,
  };
}

describe('estimateFromMeasure', () => {
  it('rounds the reading up to a hundred bytes and adds the margin, never less than the reading and the margin', () => {
    expect(estimateFromMeasure(1_029, 100)).toBe(1_200);
    expect(estimateFromMeasure(1_182, 100)).toBe(1_300);
    expect(estimateFromMeasure(1_100, 100)).toBe(1_200);
    expect(estimateFromMeasure(750, 0)).toBe(800);
    for (const bytes of [1, 99, 640, 787, 1_314]) {
      const estimate = estimateFromMeasure(bytes, 100);
      expect(estimate).toBeGreaterThanOrEqual(bytes + 100);
      expect(estimate - (bytes + 100)).toBeLessThan(100);
    }
  });
});

describe('estimateCheck', () => {
  it('says the estimate covers the measure when it holds the records and the saved index', () => {
    expect(estimateCheck(measured(640, 150, 830), 800)).toMatch(
      /IndexedDB 790 B a resource .* covers it — met/,
    );
  });

  it('says MISSED when the records and the saved index take more than the estimate', () => {
    expect(estimateCheck(measured(640, 150, 830), 700)).toMatch(/covers it — MISSED/);
  });

  it('leaves the fixed rest of the origin (the service worker’s caches) out of the comparison', () => {
    expect(estimateCheck(measured(640, 150, 1_200), 800)).toMatch(/the whole origin 1200 B.* — met/);
  });
});
