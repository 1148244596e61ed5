/**
 * How many enrichment reads may be in flight, from the protocol the browser speaks to the
 * service. Over HTTP/1.1 a browser opens six connections per host, one request each at a time:
 * more reads would only wait in the browser's own queue, where the rows on screen could not go
 * first. Over HTTP/2 or HTTP/3 one connection carries many streams at once (real regions speak
 * them), so the reads may follow: the round-trip bound becomes ceil(reads / 16) × latency.
 * The protocol comes from the browser's resource timing of what the worker fetched. A
 * cross-origin answer tells it only when the service allows timing (Timing-Allow-Origin); the
 * relay, on the console's own origin, always does. Only when every origin the worker reached
 * told a multiplexed protocol do the reads follow it; while any is unknown, HTTP/1.1's six hold.
 */

/** Connections a browser opens per host over HTTP/1.1. */
export const HTTP1_READS = 6;
/** Reads in flight over HTTP/2 or HTTP/3: well within the streams a server allows (100 and more). */
export const MULTIPLEXED_READS = 16;

const MULTIPLEXED = new Set(['h2', 'h2c', 'h3']);

/** Reads in flight for the protocols seen so far, one per origin ('' where the browser did not tell). */
export function readsInFlightFor(protocols: Iterable<string>): number {
  let seen = false;
  for (const protocol of protocols) {
    if (!MULTIPLEXED.has(protocol)) return HTTP1_READS;
    seen = true;
  }
  return seen ? MULTIPLEXED_READS : HTTP1_READS;
}

export interface ProtocolWatch {
  /** Reads in flight allowed now, from what the answers so far told. */
  readonly readsInFlight: () => number;
  readonly stop: () => void;
}

interface ResourceEntryLike {
  readonly name: string;
  readonly nextHopProtocol?: string;
}

/**
 * Watches the browser's resource timing for the protocol of each origin the console reads from.
 * Where there is no resource timing (tests, older runtimes) it stays at HTTP/1.1's six.
 */
export function watchProtocols(): ProtocolWatch {
  const byOrigin = new Map<string, string>();
  const record = (entries: readonly ResourceEntryLike[]): void => {
    for (const entry of entries) {
      // An empty protocol is one the browser may not tell (no Timing-Allow-Origin): unknown.
      const protocol = typeof entry.nextHopProtocol === 'string' ? entry.nextHopProtocol : '';
      try {
        const url = new URL(entry.name);
        if (url.protocol === 'http:' || url.protocol === 'https:') byOrigin.set(url.origin, protocol);
      } catch {
        // Not an address: nothing to learn from it.
      }
    }
  };
  let observer: PerformanceObserver | undefined;
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('resource');
  if (supported) {
    observer = new PerformanceObserver((list) => {
      record(list.getEntries());
    });
    observer.observe({ type: 'resource', buffered: true });
  }
  return {
    readsInFlight: () => readsInFlightFor(byOrigin.values()),
    stop: () => observer?.disconnect(),
  };
}
