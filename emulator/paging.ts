/**
 * Paging as OCI does it: `limit` (at most 1000) and `page`; a page that is not the last carries an
 * opaque `opc-next-page` token, sent back as `page`. A token names the list it came from, so a
 * token of another list is refused rather than silently misread.
 */
import { hashText } from './ids';
import type { CallInput } from './callInput';
import { invalidParameter } from './reply';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

export interface Page<T> {
  readonly items: readonly T[];
  readonly headers: Readonly<Record<string, string>>;
}

/** What identifies a list: the operation and every query parameter but the paging ones. */
function listFingerprint(input: CallInput, extra: string): string {
  const query = [...input.query.entries()].filter(([name]) => name !== 'page' && name !== 'limit').sort();
  return hashText(`${input.operation}|${JSON.stringify(query)}|${extra}`).slice(0, 12);
}

function encodeToken(offset: number, fingerprint: string): string {
  return Buffer.from(`${offset}:${fingerprint}`, 'utf8').toString('base64url');
}

function decodeToken(token: string, fingerprint: string): number {
  const [offsetText, tokenFingerprint] = Buffer.from(token, 'base64url').toString('utf8').split(':');
  const offset = Number(offsetText);
  if (!Number.isInteger(offset) || offset < 0 || tokenFingerprint === undefined) {
    throw invalidParameter(`Invalid page token '${token}'.`);
  }
  if (tokenFingerprint !== fingerprint)
    throw invalidParameter(`The page token '${token}' belongs to another list.`);
  return offset;
}

/**
 * One page of `all`; `extra` adds to the list's identity (a search body, say). `maxLimit`: the
 * most a page of this list holds, whatever `limit` asks (a service answers fewer than asked and
 * names the next page).
 */
export function pageOf<T>(
  all: readonly T[],
  input: CallInput,
  extra = '',
  defaultLimit = DEFAULT_LIMIT,
  maxLimit = MAX_LIMIT,
): Page<T> {
  const limit = Math.min(input.integer('limit') ?? defaultLimit, maxLimit);
  const fingerprint = listFingerprint(input, extra);
  const token = input.text('page');
  const offset = token === undefined ? 0 : decodeToken(token, fingerprint);
  const items = all.slice(offset, offset + limit);
  const end = offset + items.length;
  return { items, headers: end < all.length ? { 'opc-next-page': encodeToken(end, fingerprint) } : {} };
}
