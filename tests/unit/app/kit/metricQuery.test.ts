/** A metric chart's query for a window: the window's interval, the resource's filter, no condition. */
import { describe, expect, it } from 'vitest';
import { windowQuery, windowTimes } from '../../../../src/app/kit/metricQuery';

const ID = 'ocid1.instance.oc1.iad.abc';

describe('windowQuery', () => {
  it("sets the window's interval and the resource", () => {
    expect(windowQuery('CpuUtilization[1m].mean()', 'day', ID)).toBe(
      `CpuUtilization[5m]{resourceId = "${ID}"}.mean()`,
    );
    expect(windowQuery('CpuUtilization[1m].mean()', 'week', ID)).toBe(
      `CpuUtilization[1h]{resourceId = "${ID}"}.mean()`,
    );
  });

  it("drops an alarm's condition and keeps its other filters", () => {
    expect(windowQuery('MemoryUtilization[5m]{availabilityDomain = "AD-1"}.max() > 80', 'hour')).toBe(
      'MemoryUtilization[1m]{availabilityDomain = "AD-1"}.max()',
    );
  });

  it("puts the resource in place of the query's own", () => {
    expect(windowQuery('CpuUtilization[1m]{resourceId = "ocid1.instance.oc1..old"}.mean()', 'hour', ID)).toBe(
      `CpuUtilization[1m]{resourceId = "${ID}"}.mean()`,
    );
  });

  it('charts nothing it cannot read, nor a resource id that would break out of its quotes', () => {
    expect(windowQuery('not mql', 'hour')).toBeUndefined();
    expect(windowQuery('CpuUtilization[1m].mean()', 'hour', 'x" || a = "b')).toBeUndefined();
  });
});

describe('windowTimes', () => {
  it('ends on the minute and spans the window', () => {
    const { startTime, endTime } = windowTimes('hour', Date.UTC(2026, 10, 29, 10, 30, 42));
    expect(endTime).toBe('2026-11-29T10:30:00.000Z');
    expect(startTime).toBe('2026-11-29T09:30:00.000Z');
  });
});
