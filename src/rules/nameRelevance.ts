/**
 * How well a resource's name matches what was typed: an exact name first, then names starting
 * with the text, then names with a word starting with each typed word, then the rest (found by
 * another field: a tag, an OCID, a description). One pure rule shared by the results list (the
 * app) and the search box's name suggestions (the worker).
 */
export const Relevance = { Exact: 0, Prefix: 1, Word: 2, Other: 3 } as const;
export type Relevance = (typeof Relevance)[keyof typeof Relevance];

const WORD_BREAK = /[\s\-_.:/()[\],]+/u;

function normalized(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim();
}

/** The relevance of one name to the typed text; structured queries and empty text rank nothing. */
export function nameRelevance(name: string | undefined, typed: string): Relevance {
  const text = normalized(typed);
  if (text === '' || text.startsWith('query ') || name === undefined) return Relevance.Other;
  const candidate = normalized(name);
  if (candidate === text) return Relevance.Exact;
  if (candidate.startsWith(text)) return Relevance.Prefix;
  const words = candidate.split(WORD_BREAK).filter((word) => word !== '');
  const typedWords = text.split(WORD_BREAK).filter((word) => word !== '');
  if (typedWords.length > 0 && typedWords.every((part) => words.some((word) => word.startsWith(part)))) {
    return Relevance.Word;
  }
  return Relevance.Other;
}
