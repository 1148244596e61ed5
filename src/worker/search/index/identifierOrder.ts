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
import { selectSpans, type TextSpans } from './textSpans';

/**
 * A whole save's identifiers as read (savedIdentifiers.ts): the distinct prefixes, per document
 * its prefix's number, and the rests as spans of one text. A load keeps the rests as the saved
 * text and the places in it, not a string each: 250,000 strings made at a start, and each kept
 * past the collections of the young objects, took a tenth of the start's time at 4× CPU.
 */
export interface IdentifierParts {
  readonly prefixes: readonly string[];
  readonly codes: CodeArray;
  readonly rests: TextSpans;
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
 * Compares `prefixA` followed by `textA`'s characters from `fromA` to `toA` with the same of B in
 * code-unit order, without joining them: by the rests when the prefixes are the same string (an
 * identifier of the same kind and region), else code unit by code unit across the parts.
 */
export function compareJoined(
  prefixA: string,
  textA: string,
  fromA: number,
  toA: number,
  prefixB: string,
  textB: string,
  fromB: number,
  toB: number,
): number {
  const lengthA = prefixA.length + toA - fromA;
  const lengthB = prefixB.length + toB - fromB;
  const end = Math.min(lengthA, lengthB);
  let at = 0;
  if (prefixA === prefixB) at = prefixA.length;
  for (; at < end; at += 1) {
    const a = at < prefixA.length ? prefixA.charCodeAt(at) : textA.charCodeAt(fromA + at - prefixA.length);
    const b = at < prefixB.length ? prefixB.charCodeAt(at) : textB.charCodeAt(fromB + at - prefixB.length);
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
  const { prefixes, codes } = split;
  const { text, starts } = split.rests;
  const count = codes.length;
  return (a, b) => {
    const splitA = a < count;
    const splitB = b < count;
    if (!splitA && !splitB) return compareIds(added[a - count] ?? '', added[b - count] ?? '');
    // An added identifier is all prefix, with no rest.
    return compareJoined(
      splitA ? (prefixes[codes[a] ?? 0] ?? '') : (added[a - count] ?? ''),
      text,
      splitA ? (starts[a] ?? 0) : 0,
      splitA ? (starts[a + 1] ?? 0) : 0,
      splitB ? (prefixes[codes[b] ?? 0] ?? '') : (added[b - count] ?? ''),
      text,
      splitB ? (starts[b] ?? 0) : 0,
      splitB ? (starts[b + 1] ?? 0) : 0,
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
  for (let at = 0; at < kept; at += 1) codes[at] = split.codes[live[at] ?? 0] ?? 0;
  return { prefixes: split.prefixes, codes, rests: selectSpans(split.rests, live, kept) };
}
