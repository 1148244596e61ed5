/**
 * What a text shared to the installed console opens (the manifest's `share_target`: another app
 * shares a message, a link or a note to /shared?title=…&text=…&url=…): the page of the first OCID
 * in it, or else a search for the text. The shared text is anyone's, so only a plain OCID
 * (isPlainOcid) is ever opened, and the search's text is trimmed and bounded.
 */
import { isPlainOcid } from './matchResourceLink';

/** The share target's address, the `action` of the manifest's `share_target`. */
export const SHARE_TARGET_PATH = '/shared';

/** Longer than any message worth searching for; the rest of a longer text is not read. */
const MAX_TEXT = 2000;
/** The longest search a shared text becomes. */
const MAX_QUERY = 200;

/**
 * Candidates: `ocid<version>.` and what may follow, not inside a longer word. The characters
 * are the ones OCIDs use; a trailing dot, dash or underscore is the sentence's, not the OCID's.
 */
const OCID_CANDIDATE = /(?<![A-Za-z0-9])ocid\d+\.[A-Za-z0-9._-]+/gi;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The first plain OCID in a text (a console link's path, a message, a log line), or undefined. */
export function ocidInText(text: string): string | undefined {
  // A link carries the OCID percent-encoded when it sits in a query (`?ocid=ocid1.…`).
  for (const source of [text.slice(0, MAX_TEXT), decoded(text.slice(0, MAX_TEXT))]) {
    for (const match of source.matchAll(OCID_CANDIDATE)) {
      const candidate = match[0].replace(/[._-]+$/, '');
      if (isPlainOcid(candidate)) return candidate;
    }
  }
  return undefined;
}

export type SharedTarget =
  { readonly kind: 'resource'; readonly id: string } | { readonly kind: 'search'; readonly q: string };

/**
 * The first OCID of the text, the link or the title (in that order), or else a search for the
 * text (the title when there is no text, the link when there is neither).
 */
export function sharedTarget(params: URLSearchParams): SharedTarget {
  const parts = ['text', 'url', 'title'].map((name) => params.get(name) ?? '');
  for (const part of parts) {
    const id = ocidInText(part);
    if (id !== undefined) return { kind: 'resource', id };
  }
  const [text = '', url = '', title = ''] = parts;
  const words = [text, title, url]
    .map((part) => part.slice(0, MAX_TEXT).replace(/\s+/g, ' ').trim())
    .find((part) => part !== '');
  return { kind: 'search', q: (words ?? '').slice(0, MAX_QUERY).trim() };
}
