/**
 * Clock-skew recovery, part of sending: OCI refuses a signature whose date is more than five
 * minutes from its own clock, and a phone's clock can be that far off. When a 401 carries a
 * server Date that far from the time the request was signed, the client corrects its clock by
 * the difference and sends once more, signed again (request interceptors run on every attempt).
 * Every sender gets it: `call`, the outbox's replay, enrichment, search.
 */
import type { RawAnswer } from './response';

/** A 401 with a server date this far from ours is a clock problem, whatever its code. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** A 401 NotAuthenticated with a server date this far from ours is treated as one too. */
export const NOT_AUTHENTICATED_SKEW_MS = 60 * 1000;

/** The clock requests are signed with, which a region's answer may correct. */
export interface SkewClock {
  /** Local time corrected by what servers taught (epoch ms). */
  now(): number;
  /** Milliseconds added to the local clock. */
  offsetMs(): number;
  /** Moves the clock by a measured skew. */
  correct(skewMs: number): void;
}

function errorCode(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Server time minus our time at signing, when the answer is a 401 that the clock explains
 * (server Date more than 5 minutes away, or more than 60 s with code NotAuthenticated);
 * undefined for any other answer, or a Date header that is not a date.
 */
export function clockSkewOf(answer: Pick<RawAnswer, 'status' | 'headers' | 'text'>, signedAt: number): number | undefined {
  if (answer.status !== 401) return undefined;
  const server = Date.parse(answer.headers.get('date') ?? '');
  if (Number.isNaN(server)) return undefined;
  const skew = server - signedAt;
  const threshold = errorCode(answer.text) === 'NotAuthenticated' ? NOT_AUTHENTICATED_SKEW_MS : MAX_CLOCK_SKEW_MS;
  return Math.abs(skew) > threshold ? skew : undefined;
}
