/**
 * A read whose window moves with the clock is kept under what it asks: the metrics of the same
 * query asked at two moments share one kept copy, two queries do not.
 */
import { describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { keptParams, readKey } from '../../../src/worker/coreApi';

const metrics = operation('summarizeMetricsData');

function metricRead(query: string, endTime: string) {
  return {
    compartmentId: 'ocid1.compartment.oc1..a',
    summarizeMetricsDataDetails: {
      namespace: 'oci_computeagent',
      query,
      startTime: '2026-11-29T10:00:00Z',
      endTime,
    },
  };
}

describe('keptParams', () => {
  it('keeps one copy of a query whatever its window', () => {
    const first = readKey(
      'summarizeMetricsData',
      'us-ashburn-1',
      keptParams(metrics, metricRead('CpuUtilization[1m].mean()', '2026-11-29T11:00:00Z')),
    );
    const later = readKey(
      'summarizeMetricsData',
      'us-ashburn-1',
      keptParams(metrics, metricRead('CpuUtilization[1m].mean()', '2026-11-29T12:30:00Z')),
    );
    const other = readKey(
      'summarizeMetricsData',
      'us-ashburn-1',
      keptParams(metrics, metricRead('MemoryUtilization[1m].mean()', '2026-11-29T11:00:00Z')),
    );
    expect(later).toBe(first);
    expect(other).not.toBe(first);
  });

  it('leaves the parameters of other reads as they are', () => {
    const params = { instanceId: 'ocid1.instance.oc1..a' };
    expect(keptParams(operation('getInstance'), params)).toBe(params);
  });

  it('leaves a body that is not an object alone', () => {
    expect(keptParams(metrics, { summarizeMetricsDataDetails: 'text' })).toEqual({
      summarizeMetricsDataDetails: 'text',
    });
  });
});
