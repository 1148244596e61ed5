/**
 * The identifier order of the documents (code-unit order, compareIds), read without joining a
 * restored identifier. A restored identifier read whole is its prefix and its rest put together
 * (a string pointing at both, as V8 keeps a concatenation); comparing two of them as strings
 * makes each one flat, a copy of its characters, for good. Every order of the
 * search breaks its ties by identifier, and the presorted orders built after a start compare the
 * identifiers of every run of equal values: at 250,000 resources that made 7 MB of copies. Here
 * a restored document is compared by its two parts, each kept as the save read it
 * (identifierColumn.ts keeps them so).
 */
import type { CodeArray } from './growable';

/**
 * A whole save's identifiers as read (savedIdentifiers.ts): the distinct prefixes, per document
 * its prefix's number and its rest.
 */
export interface IdentifierParts {
  readonly prefixes: readonly string[];
  readonly codes: CodeArray;
  readonly rests: readonly string[];
}

/** The parts as kept: the prefix numbers two bytes each or fewer where they fit (a few hundred prefixes). */
export function keptParts(split: IdentifierParts): IdentifierParts {
  if (!(split.codes instanceof Uint32Array) || split.prefixes.length > 0x10000) return split;
  return { ...split, codes: Uint16Array.from(split.codes) };
}

/** Identifiers in code-unit order: how every order of the search breaks its ties. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Compares `prefixA + restA` with `prefixB + restB` in code-unit order, without joining them: by
 * the rests when the prefixes are the same string (an identifier of the same kind and region),
 * else code unit by code unit across the parts.
 */
export function compareJoined(prefixA: string, restA: string, prefixB: string, restB: string): number {
  if (prefixA === prefixB) return compareIds(restA, restB);
  const lengthA = prefixA.length + restA.length;
  const lengthB = prefixB.length + restB.length;
  const end = Math.min(lengthA, lengthB);
  for (let at = 0; at < end; at += 1) {
    const a = at < prefixA.length ? prefixA.charCodeAt(at) : restA.charCodeAt(at - prefixA.length);
    const b = at < prefixB.length ? prefixB.charCodeAt(at) : restB.charCodeAt(at - prefixB.length);
    if (a !== b) return a < b ? -1 : 1;
  }
  return lengthA < lengthB ? -1 : lengthA > lengthB ? 1 : 0;
}

/**
 * The order of documents by identifier: `split` the parts of the first `split.codes.length` of
 * them as a whole save read them, `added` the identifiers of those after (added since, whole).
 */
export function identifierOrder(
  added: readonly string[],
  split: IdentifierParts | undefined,
): (a: number, b: number) => number {
  if (split === undefined) return (a, b) => compareIds(added[a] ?? '', added[b] ?? '');
  const { prefixes, codes, rests } = split;
  const count = codes.length;
  return (a, b) => {
    const splitA = a < count;
    const splitB = b < count;
    if (!splitA && !splitB) return compareIds(added[a - count] ?? '', added[b - count] ?? '');
    return compareJoined(
      splitA ? (prefixes[codes[a] ?? 0] ?? '') : (added[a - count] ?? ''),
      splitA ? (rests[a] ?? '') : '',
      splitB ? (prefixes[codes[b] ?? 0] ?? '') : (added[b - count] ?? ''),
      splitB ? (rests[b] ?? '') : '',
    );
  };
}

/** The parts of the live documents among the split ones (`live`: ascending), renumbered in order. */
export function liveParts(split: IdentifierParts, live: readonly number[]): IdentifierParts {
  const count = split.codes.length;
  let kept = 0;
  while (kept < live.length && (live[kept] ?? count) < count) kept += 1;
  // An array of the parts' own width, each code then written.
  const codes = split.codes.slice(0, kept);
  const rests = new Array<string>(kept);
  for (let at = 0; at < kept; at += 1) {
    const doc = live[at] ?? 0;
    codes[at] = split.codes[doc] ?? 0;
    rests[at] = split.rests[doc] ?? '';
  }
  return { prefixes: split.prefixes, codes, rests };
}
