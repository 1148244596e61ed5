import { describe, expect, it } from 'vitest';
import { HTTP1_READS, MULTIPLEXED_READS, readsInFlightFor } from '../../../../src/worker/enrich/connections';

describe('readsInFlightFor', () => {
  it('follows HTTP/2 and HTTP/3 once every origin reached speaks them', () => {
    expect(readsInFlightFor(['h2'])).toBe(MULTIPLEXED_READS);
    expect(readsInFlightFor(['h2', 'h3'])).toBe(MULTIPLEXED_READS);
    expect(MULTIPLEXED_READS).toBeGreaterThan(HTTP1_READS);
  });

  it('keeps HTTP/1.1’s six while nothing is known, or any origin speaks HTTP/1.1 or would not tell', () => {
    expect(readsInFlightFor([])).toBe(HTTP1_READS);
    expect(readsInFlightFor(['http/1.1'])).toBe(HTTP1_READS);
    expect(readsInFlightFor(['h2', 'http/1.1'])).toBe(HTTP1_READS);
    // A cross-origin answer without Timing-Allow-Origin tells no protocol.
    expect(readsInFlightFor(['h2', ''])).toBe(HTTP1_READS);
  });
});
