/**
 * opc-retry-token idempotency: the first successful answer to a token is remembered for 24 hours
 * and replayed (same status, body and headers) for a repeat of the same request, without doing
 * the work again. The same token with a different request is refused with 409 Conflict.
 */
import { isRecord } from './entity';
import { hashText } from './ids';
import { conflict, type WireReply } from './reply';

export const RETRY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

interface Remembered {
  readonly fingerprint: string;
  readonly description: string;
  readonly reply: WireReply;
  readonly at: number;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

/** What makes two requests "the same": method, path and query, and the body's content. */
export function requestFingerprint(method: string, pathAndQuery: string, body: unknown): string {
  return hashText(`${method} ${pathAndQuery}\n${body === undefined ? '' : JSON.stringify(canonical(body))}`);
}

export class RetryTokens {
  private readonly remembered = new Map<string, Remembered>();

  /** The answer to replay, if this token was used for this request; throws 409 for another. */
  replay(scope: string, token: string, fingerprint: string, now: number): WireReply | undefined {
    const key = `${scope}|${token}`;
    const entry = this.remembered.get(key);
    if (entry === undefined) return undefined;
    if (now - entry.at > RETRY_TOKEN_TTL_MS) {
      this.remembered.delete(key);
      return undefined;
    }
    if (entry.fingerprint !== fingerprint) {
      throw conflict(
        `The retry token '${token}' was already used for a different request (${entry.description}); a new request needs a new retry token.`,
      );
    }
    return entry.reply;
  }

  remember(
    scope: string,
    token: string,
    fingerprint: string,
    description: string,
    reply: WireReply,
    now: number,
  ): void {
    this.remembered.set(`${scope}|${token}`, { fingerprint, description, reply, at: now });
  }

  get size(): number {
    return this.remembered.size;
  }

  clear(): void {
    this.remembered.clear();
  }
}
